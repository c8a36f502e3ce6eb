/**
 * TypeDoc plugin: turns typedoc-plugin-markdown's pages into Docusaurus docs.
 *
 * - Front matter on every page: `title`, `sidebar_label`, a `description` taken
 *   from the first sentence of the symbol's summary (shown on the generated
 *   category index and in search results), and `custom_edit_url: null`, because
 *   a generated page is edited through its declaration, not on GitHub.
 * - No page for the project itself: the `api/` folder's category is a
 *   generated index, and each package page is the entry of its own folder.
 */
import {Comment, ReflectionKind} from 'typedoc';
import {
  MarkdownPageEvent,
  MarkdownRendererEvent,
} from 'typedoc-plugin-markdown';

/** @param {import('typedoc').Application} app */
export function load(app) {
  // The renderer iterates this very array, so it is edited in place.
  app.renderer.on(MarkdownRendererEvent.BEGIN, (event) => {
    const index = event.pages.findIndex((page) => page.model.isProject());
    if (index !== -1) event.pages.splice(index, 1);
  });

  app.renderer.on(MarkdownPageEvent.END, (page) => {
    if (!page.isReflectionEvent() || page.contents === undefined) return;
    const reflection = page.model;
    const frontMatter = {
      title: reflection.name,
      sidebar_label: reflection.name,
      description: firstSentence(summaryOf(reflection)),
      custom_edit_url: null,
    };
    page.contents = `${toYaml(frontMatter)}\n${page.contents}`;
  });
}

/** The summary a reader sees first: the module's, the class's, or a signature's. */
function summaryOf(reflection) {
  if (reflection.comment) return reflection.comment.summary;
  if (reflection.kindOf(ReflectionKind.ClassOrInterface)) return [];
  const signature = reflection.signatures?.[0];
  return signature?.comment?.summary ?? [];
}

function firstSentence(parts) {
  const text = Comment.combineDisplayParts(
    parts.map((part) =>
      part.kind === 'inline-tag'
        ? {kind: 'text', text: linkText(part.text)}
        : part,
    ),
  )
    .replace(/`([^`]*)`/g, '$1')
    .replace(/\*\*([^*]*)\*\*/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();
  const match = /^(.*?[.。])(\s|$)/.exec(text);
  return match ? match[1] : text;
}

/** `{@link Foo | the foo}` → "the foo", `{@link Foo}` → "Foo". */
function linkText(text) {
  const [target, label] = text.split('|').map((part) => part.trim());
  return label || target;
}

/** JSON strings are valid YAML scalars, so quoting needs no YAML library. */
function toYaml(values) {
  const lines = Object.entries(values)
    .filter(([, value]) => value !== '')
    .map(
      ([key, value]) =>
        `${key}: ${value === null ? 'null' : JSON.stringify(value)}`,
    );
  return `---\n${lines.join('\n')}\n---\n`;
}
