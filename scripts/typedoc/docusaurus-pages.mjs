/**
 * TypeDoc plugin: turns typedoc-plugin-markdown's pages into Docusaurus docs.
 *
 * - Front matter on every page: `title`, `sidebar_label`, a `description` taken
 *   from the first sentence of the symbol's summary (shown on the generated
 *   category index and in search results), and `custom_edit_url: null`, because
 *   a generated page is edited through its declaration, not on GitHub.
 * - No page for the project itself: the `api/` folder's category is a
 *   generated index listing the packages, one page each.
 * - Heading ids that are the anchors TypeDoc links to. A package page holds all
 *   of its symbols, and the ids Docusaurus gives headings (`options`,
 *   `options-1`, ... in page order) are not always the anchors
 *   typedoc-plugin-markdown computes; so every anchored heading carries its id
 *   explicitly, in the comment syntax Docusaurus reads without MDX 1
 *   compatibility: `### Logger {/* #logger *\/}`.
 * - The classes, interfaces, functions, ... of a package claim their anchors
 *   before their members do. The router slugs in traversal order, and an
 *   anchor it computed inside ReactPlatform (`ReactPlatform.options`, which
 *   slugs to `reactplatformoptions`) left the ReactPlatformOptions interface
 *   with `#reactplatformoptions-1`.
 */
import {Comment, ReflectionKind, RendererEvent, Slugger} from 'typedoc';
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

  app.renderer.on(RendererEvent.BEGIN, (event) => {
    const {router} = app.renderer;
    // One pass over the anchors (Map.groupBy needs Node 21).
    const anchoredByPage = new Map();
    for (const reflection of router.anchors.keys()) {
      const page = pageOf(router, reflection);
      if (anchoredByPage.has(page)) anchoredByPage.get(page).push(reflection);
      else anchoredByPage.set(page, [reflection]);
    }
    for (const page of event.pages) {
      reslugPage(router, page.model, anchoredByPage.get(page.model) ?? []);
    }
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
    const contents = page.contents.replace(
      /^(#{1,6} .*) \\\{#([^\s\\]+)\\\}$/gm,
      '$1 {/* #$2 */}',
    );
    page.contents = `${toYaml(frontMatter)}\n${contents}`;
  });
}

/**
 * Gives the anchors of one page (`onPage`, the reflections with an anchor on
 * it, in the router's order) again, top-level symbols first. The router
 * slugged them in traversal order, where a class's members come before the
 * next symbol; the base of each anchor (without the `-1` a clash added) is
 * kept.
 */
function reslugPage(router, pageModel, onPage) {
  const topLevel = onPage.filter(
    (reflection) => reflection.parent === pageModel,
  );
  const members = onPage.filter(
    (reflection) => reflection.parent !== pageModel,
  );
  const slugger = new Slugger(router.sluggerConfiguration);
  const pageUrl = router.getFullUrl(pageModel);
  for (const reflection of [...topLevel, ...members]) {
    const base = router.anchors.get(reflection).replace(/-\d+$/, '');
    const anchor = slugger.slug(base);
    router.anchors.set(reflection, anchor);
    router.fullUrls.set(reflection, `${pageUrl}#${anchor}`);
  }
  router.sluggers.set(pageModel, slugger);
}

/** The reflection whose page holds `reflection`. */
function pageOf(router, reflection) {
  let target = reflection;
  while (!router.hasOwnDocument(target)) target = target.parent;
  return target;
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
