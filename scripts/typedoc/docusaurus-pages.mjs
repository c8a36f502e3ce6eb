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
import {
  Comment,
  i18n,
  ReflectionKind,
  RendererEvent,
  Slugger,
  translateTagName,
} from 'typedoc';
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
    page.contents = `${toYaml(frontMatter)}\n${polish(contents, reflection, page.url)}`;
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
    // A constructor's heading is `new Name()` (see polish), anchored in
    // English in both languages.
    const base = reflection.kindOf(ReflectionKind.Constructor)
      ? 'constructor'
      : router.anchors.get(reflection).replace(/-\d+$/, '');
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

/**
 * Section headings TypeDoc writes (by their translation key) and the ASCII
 * anchor each gets, in both languages, so that `#get-parameters` is the same
 * place on the English and the Chinese page (Docusaurus would slug the
 * Chinese text: `#参数-3`). Group titles of `@group` are not TypeDoc's
 * strings, so they are listed by their text.
 */
const SECTION_ANCHORS = [
  ['kind_plural_constructor', 'constructors'],
  ['kind_plural_property', 'properties'],
  ['kind_plural_accessor', 'accessors'],
  ['kind_plural_method', 'methods'],
  ['kind_plural_class', 'classes'],
  ['kind_plural_interface', 'interfaces'],
  ['kind_plural_function', 'functions'],
  ['kind_plural_type_alias', 'type-aliases'],
  ['kind_plural_variable', 'variables'],
  ['kind_plural_parameter', 'parameters'],
  ['kind_plural_type_parameter', 'type-parameters'],
  ['kind_call_signature', 'call-signature'],
  ['kind_get_signature', 'get-signature'],
  ['kind_set_signature', 'set-signature'],
  ['kind_index_signature', 'index-signature'],
  ['theme_returns', 'returns'],
  ['theme_extends', 'extends'],
  ['theme_extended_by', 'extended-by'],
  ['theme_implements', 'implements'],
  ['theme_implemented_by', 'implemented-by'],
  ['theme_inherited_from', 'inherited-from'],
  ['theme_overrides', 'overrides'],
  ['theme_implementation_of', 'implementation-of'],
  ['theme_type_declaration', 'type-declaration'],
  ['theme_indexable', 'indexable'],
  ['theme_union_members', 'union-members'],
  ['kind_type_literal', 'type-literal'],
];
/** Block tags whose heading TypeDoc names with `translateTagName`. */
const TAG_ANCHORS = [
  ['@example', 'example'],
  ['@remarks', 'remarks'],
  ['@throws', 'throws'],
  ['@deprecated', 'deprecated'],
  ['@see', 'see'],
  ['@defaultValue', 'default-value'],
];
const GROUP_ANCHORS = [
  ['Decorators', 'decorators'],
  ['装饰器', 'decorators'],
];

/** The anchor of a section heading's text in the language of this run. */
function sectionAnchors() {
  const anchors = new Map(GROUP_ANCHORS);
  for (const [tag, anchor] of TAG_ANCHORS) {
    anchors.set(translateTagName(tag), anchor);
  }
  for (const [key, anchor] of SECTION_ANCHORS) {
    if (typeof i18n[key] === 'function') anchors.set(i18n[key](), anchor);
  }
  return anchors;
}

/**
 * Anchors typedoc-plugin-markdown puts on table rows (`<a id="类型参数-t">`)
 * start with a translated word; they get the English one in both languages.
 */
function rowAnchorPrefixes() {
  return [
    [i18n.kind_type_parameter(), 'type-parameter'],
    [i18n.kind_property(), 'property'],
    [i18n.kind_parameter(), 'parameter'],
  ].map(([label, prefix]) => [new Slugger({}).slug(label), prefix]);
}

const HEADING = /^(#{2,6}) (.+?)(?: \{\/\* #(\S+) \*\/\})?$/;

/**
 * Makes TypeDoc's Markdown read like written documentation:
 * - a class's single constructor is headed `new Name()`, not a second
 *   "Constructor" under "Constructors" (in Chinese both are 构造函数);
 * - a "Returns" section that only says `void`, or that a constructor returns
 *   its class, is dropped;
 * - every heading has an explicit ASCII anchor: a member's own anchor, or the
 *   section's English name after the member it belongs to (`get-returns`);
 * - table-row anchors are English in both languages.
 * A heading it has no anchor for fails the generation, naming the page.
 */
function polish(contents, reflection, url) {
  const anchors = sectionAnchors();
  const lines = contents.split('\n');
  const out = [];
  const used = new Set(
    [...contents.matchAll(/\{\/\* #(\S+) \*\/\}/g)].map((match) => match[1]),
  );
  const unique = (base) => {
    let anchor = base;
    for (let n = 1; used.has(anchor); n += 1) anchor = `${base}-${n}`;
    used.add(anchor);
    return anchor;
  };
  /** Anchors of the member headings enclosing the current line, by level. */
  const members = [];
  let previous = null;
  let inFence = false;
  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index];
    if (/^```/.test(line)) inFence = !inFence;
    const match = inFence ? null : HEADING.exec(line);
    if (!match) {
      out.push(line);
      continue;
    }
    const level = match[1].length;
    let [, hashes, text, anchor] = match;
    members.length = Math.min(members.length, level);
    const isConstructor =
      level === 3 &&
      text === i18n.kind_constructor() &&
      previous?.text === i18n.kind_plural_constructor();
    if (isConstructor) {
      text = `new ${reflection.name}()`;
      anchor = unique('constructor');
    }
    if (text === i18n.theme_returns()) {
      const end = sectionEnd(lines, index);
      const body = lines
        .slice(index + 1, end)
        .join('\n')
        .trim();
      const owner = members.findLast(Boolean);
      if (
        body === '`void`' ||
        (owner === 'constructor' && body === `\`${reflection.name}\``)
      ) {
        index = end - 1;
        while (out.at(-1) === '') out.pop();
        out.push('');
        continue;
      }
    }
    if (anchor === undefined) {
      const section = anchors.get(text);
      if (section === undefined) {
        throw new Error(
          `${url}: the heading "${text}" has no ASCII anchor; add it to SECTION_ANCHORS in scripts/typedoc/docusaurus-pages.mjs`,
        );
      }
      const owner = members.findLast(Boolean);
      anchor = unique(owner ? `${owner}-${section}` : section);
    } else {
      members[level] = anchor;
    }
    previous = {level, text};
    out.push(`${hashes} ${text} {/* #${anchor} */}`);
  }
  let result = out.join('\n');
  for (const [label, prefix] of rowAnchorPrefixes()) {
    if (label === prefix) continue;
    result = result.replaceAll(`id="${label}-`, `id="${prefix}-`);
    result = result.replaceAll(`#${label}-`, `#${prefix}-`);
  }
  return result;
}

/** The line where the section starting at a heading ends. */
function sectionEnd(lines, start) {
  let inFence = false;
  for (let index = start + 1; index < lines.length; index += 1) {
    if (/^```/.test(lines[index])) inFence = !inFence;
    if (!inFence && (/^#{1,6} /.test(lines[index]) || lines[index] === '***')) {
      return index;
    }
  }
  return lines.length;
}
