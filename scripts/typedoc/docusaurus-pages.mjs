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
import path from 'node:path';

import {
  Comment,
  Converter,
  i18n,
  ReflectionKind,
  RendererEvent,
  Slugger,
  translateTagName,
} from 'typedoc';
import ts from 'typescript';
import {
  MarkdownPageEvent,
  MarkdownRendererEvent,
} from 'typedoc-plugin-markdown';

import {anchorOf} from './api-changes.mjs';
import {overloadSince} from './inventory.mjs';

/**
 * TypeDoc's `i18n`, which also answers the strings of typedoc-plugin-markdown
 * that these pages read: the plugin adds them to TypeDoc's translations when
 * it loads, but only a TypeScript declaration can add them to the type.
 * @typedef {typeof i18n & Record<
 *   'theme_default_value' | 'theme_union_members' | 'theme_extended_by',
 *   () => import('typedoc').TranslatedString
 * >} MarkdownI18n
 */
const markdownI18n = /** @type {MarkdownI18n} */ (i18n);

/**
 * What the generator knows beyond one TypeDoc run, set before each run (see
 * scripts/generate-api.mjs): `since` (sinceOf in inventory.mjs: the release
 * each package, symbol and member arrived in) and `seeAlso` (guide-map.mjs:
 * page path under api/ → the guide sections that explain it).
 * @typedef {object} ReferenceContext
 * @property {ReturnType<typeof import('./inventory.mjs').sinceOf> | null} since
 * @property {Map<string, {label: string, target: string}[]>} seeAlso
 * @property {string} locale
 */

/** @type {ReferenceContext} */
let context = {since: null, seeAlso: new Map(), locale: 'en'};

/** @param {ReferenceContext} value */
export function setReferenceContext(value) {
  context = value;
}

/**
 * Each member's code block as its declaration writes it. TypeDoc prints types
 * from the checker: string literals in double quotes, `keyof Events`
 * expanded to `string | number | symbol`, unions reordered and reflowed,
 * `Array<A | B>` as `(A | B)[]`, an object type as `object`. The reference
 * shows the declaration, so the text comes from the source: type aliases (a
 * union one member a line), properties, variables, and each call, construct
 * and accessor signature. Keyed by reflection, per run; the test that holds it
 * is scripts/__tests__/api-signatures.test.ts.
 */
const declaredText = new WeakMap();

/**
 * A declaration's source text as a reader writes it: without its comments,
 * `export` or `declare`, dedented to its first line, ending in `;`.
 */
export function declarationSource(node) {
  const source = node.getSourceFile();
  const start = node.getStart(source);
  const column = source.getLineAndCharacterOfPosition(start).character;
  let text = node
    .getText(source)
    .split('\n')
    .map((line, index) =>
      index === 0
        ? line
        : line.slice(Math.min(column, /^[ \t]*/.exec(line)?.[0].length ?? 0)),
    )
    .join('\n')
    .replace(/^export\s+(declare\s+)?/, '')
    .replace(/^declare\s+/, '')
    // A member's doc comment, on lines of its own.
    .replace(/^[ \t]*\/\*\*[^]*?\*\/[ \t]*\n/gm, '')
    .replace(/^[ \t]*\/\/.*\n/gm, '');
  if (ts.isVariableDeclaration(node)) {
    const flags = node.parent.flags;
    const keyword =
      flags & ts.NodeFlags.Const
        ? 'const'
        : flags & ts.NodeFlags.Let
          ? 'let'
          : 'var';
    text = `${keyword} ${text}`;
  }
  return text.endsWith(';') ? text : `${text};`;
}

/**
 * A constructor as the page heads it, `new Name<T>(…): Name<T>`, with its
 * parameters and the class's type parameters as declared.
 */
function constructorSource(node) {
  const source = node.getSourceFile();
  const owner = node.parent;
  const name = owner.name?.getText(source) ?? 'default';
  const typeParameters = owner.typeParameters ?? [];
  const declared = typeParameters.length
    ? `<${typeParameters.map((parameter) => parameter.getText(source)).join(', ')}>`
    : '';
  const applied = typeParameters.length
    ? `<${typeParameters.map((parameter) => parameter.name.getText(source)).join(', ')}>`
    : '';
  const parameters = node.parameters
    .map((parameter) => parameter.getText(source))
    .join(', ');
  return `new ${name}${declared}(${parameters}): ${name}${applied};`;
}

/**
 * TypeDoc reads `\/` inside a comment's code span as `/` (so that a comment
 * can hold `*\/`), which turned a regular expression like `/^\/api/` into
 * `/^/api/` on the page. Returns the source lines of a declaration's doc
 * comment that have such a span, as `file:line`.
 */
function escapedSlashesIn(node) {
  const source = node.getSourceFile();
  const ranges = ts.getLeadingCommentRanges(source.text, node.getFullStart());
  const found = [];
  for (const range of ranges ?? []) {
    const text = source.text.slice(range.pos, range.end);
    for (const match of text.matchAll(/`[^`\n]*\\\/[^`\n]*`/g)) {
      const {line} = source.getLineAndCharacterOfPosition(
        range.pos + match.index,
      );
      found.push(
        `${path.relative(process.cwd(), source.fileName)}:${line + 1}`,
      );
    }
  }
  return found;
}

/** Declarations whose source text is a member's code block. */
const DECLARED = [
  ts.isTypeAliasDeclaration,
  ts.isPropertySignature,
  ts.isPropertyDeclaration,
  ts.isVariableDeclaration,
];

/** @param {import('typedoc').Application} app */
export function load(app) {
  app.converter.on(
    Converter.EVENT_CREATE_DECLARATION,
    (context, reflection) => {
      const declarations =
        context.getSymbolFromReflection(reflection)?.declarations ?? [];
      for (const declaration of declarations) {
        for (const place of escapedSlashesIn(declaration)) {
          context.logger.error(
            `${place}: \`\\/\` in a code span prints as \`/\` (TypeDoc unescapes it); write the code without it`,
          );
        }
      }
      if (
        !reflection.kindOf(
          ReflectionKind.TypeAlias |
            ReflectionKind.Property |
            ReflectionKind.Variable,
        )
      ) {
        return;
      }
      const node = declarations.find((declaration) =>
        DECLARED.some((is) => is(declaration)),
      );
      if (node) declaredText.set(reflection, declarationSource(node));
    },
  );
  app.converter.on(
    Converter.EVENT_CREATE_TYPE_PARAMETER,
    (context, parameter, node) => {
      // A signature's type parameters come without their node.
      const declaration =
        node ??
        context
          .getSymbolFromReflection(parameter)
          ?.declarations?.find(ts.isTypeParameterDeclaration);
      // Name and constraint: the table has a column of its own for the default.
      if (declaration?.constraint) {
        const source = declaration.getSourceFile();
        declaredText.set(
          parameter,
          `${declaration.name.getText(source)} extends ${declaration.constraint.getText(source)}`,
        );
      }
    },
  );
  app.converter.on(
    Converter.EVENT_CREATE_SIGNATURE,
    (context, signature, declaration) => {
      if (!declaration || ts.isJSDocSignature(declaration)) return;
      declaredText.set(
        signature,
        ts.isConstructorDeclaration(declaration)
          ? constructorSource(declaration)
          : declarationSource(declaration),
      );
    },
  );

  // A class that declares no constructor gets TypeDoc's implicit one,
  // `new RouterModule()`, which no reader calls: the @hideconstructor TypeDoc
  // offers, applied to every class whose declaration has no constructor.
  const implicitConstructors = [];
  app.converter.on(
    Converter.EVENT_CREATE_SIGNATURE,
    (context, signature, declaration) => {
      if (
        signature.kindOf(ReflectionKind.ConstructorSignature) &&
        !declaration
      ) {
        implicitConstructors.push(signature.parent);
      }
    },
  );
  app.converter.on(Converter.EVENT_RESOLVE_BEGIN, (context) => {
    // `@replaces` is for the API changes of the update page, not for the page.
    for (const item of Object.values(context.project.reflections)) {
      for (const comment of [
        item.comment,
        ...((item.isDeclaration() && item.signatures) || []).map(
          (sig) => sig.comment,
        ),
      ]) {
        if (comment) comment.removeTags('@replaces');
      }
    }
    for (const constructor of new Set(implicitConstructors)) {
      context.project.removeReflection(constructor);
    }
    implicitConstructors.length = 0;
  });

  // The renderer iterates this very array, so it is edited in place.
  app.renderer.on(MarkdownRendererEvent.BEGIN, (event) => {
    // Every page's model is a reflection: TypeDoc makes no other router target.
    const index = event.pages.findIndex(
      (page) => 'isProject' in page.model && page.model.isProject(),
    );
    if (index !== -1) event.pages.splice(index, 1);
  });

  app.renderer.on(RendererEvent.BEGIN, (event) => {
    const router = routerState(app.renderer);
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

/**
 * What reslugPage rewrites: the state of TypeDoc's BaseRouter, every router's
 * base, which it keeps protected (TypeDoc has no public way to give a page's
 * anchors again).
 * @typedef {import('typedoc').Router & {
 *   anchors: Map<import('typedoc').RouterTarget, string>,
 *   fullUrls: Map<import('typedoc').RouterTarget, string>,
 *   sluggers: Map<import('typedoc').RouterTarget, Slugger>,
 *   sluggerConfiguration: import('typedoc').TypeDocOptionMap['sluggerConfiguration'],
 * }} RouterState
 */

/**
 * @param {import('typedoc').Renderer} renderer
 * @returns {RouterState}
 */
function routerState(renderer) {
  // The renderer sets its router before it begins.
  if (!renderer.router)
    throw new Error('docusaurus-pages: the renderer has no router');
  return /** @type {RouterState} */ (renderer.router);
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
  const match = /^(.*?(?:[.](?=\s|$)|。))/.exec(text);
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
 * @type {[string, string][]}
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
/**
 * Block tags whose heading TypeDoc names with `translateTagName`.
 * @type {[import('typedoc').TagString, string][]}
 */
const TAG_ANCHORS = [
  ['@example', 'example'],
  ['@remarks', 'remarks'],
  ['@throws', 'throws'],
  ['@deprecated', 'deprecated'],
  ['@see', 'see'],
  ['@defaultValue', 'default-value'],
];
/** @type {[string, string][]} */
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

const HEADING = /^(#{2,6}) (.+?)(?: \{\/\* #(\S+) \*\/\})?$/;

/** Texts the pages add, per language. */
const TEXTS = {
  en: {
    newIn: (release) => `New in ${release}`,
    movedIn: (release, pkg, from) =>
      `In \`${pkg}\` since ${release}, before that in \`${from}\``,
    defaultValue: (value) => `Default: ${value}`,
    deprecated: 'Deprecated',
    kind: (kind, pkg) => `${kind} in ${pkg}`,
    kinds: {class: 'Class', abstract: 'Abstract class', interface: 'Interface'},
    packageKind: 'Package',
    implements: (link) => `Implements ${link}`,
    overrides: (link) => `Overrides ${link}`,
    inherited: (link) => `Inherited from ${link}`,
    overload: (n, total) => `Overload ${n} of ${total}`,
    objectForm: 'Properties of the object form:',
    seeAlso: 'See also',
    extendedBy: {interface: 'Extended by', class: 'Extended by'},
    implementedBy: 'Implemented by',
  },
  zh: {
    newIn: (release) => `新增于 ${release}`,
    movedIn: (release, pkg, from) =>
      `${release} 起位于 \`${pkg}\`，此前位于 \`${from}\``,
    defaultValue: (value) => `默认值：${value}`,
    deprecated: '已弃用',
    kind: (kind, pkg) => `${pkg} 中的${kind}`,
    kinds: {class: '类', abstract: '抽象类', interface: '接口'},
    packageKind: '包',
    implements: (link) => `实现 ${link}`,
    overrides: (link) => `重写 ${link}`,
    inherited: (link) => `继承自 ${link}`,
    overload: (n, total) => `重载 ${n}（共 ${total} 个）`,
    objectForm: '对象形式的属性：',
    seeAlso: '另请参阅',
    // "Extended by" must not read as "inherits from" (继承于).
    extendedBy: {interface: '子接口', class: '子类'},
    implementedBy: '实现类',
  },
};

/** Link-only sections that become a note on the member they belong to. */
function memberNoteOf(text, t) {
  if (text === i18n.theme_implementation_of()) return t.implements;
  if (text === i18n.theme_overrides()) return t.overrides;
  if (text === i18n.theme_inherited_from()) return t.inherited;
  return null;
}

/**
 * `[`Platform`](a.md).[`mount`](a.md#mount)` → one link `Platform.mount` to
 * the last target. A body without a link (`Error.stack`) names something
 * outside the reference and adds nothing: null.
 */
function foldLinks(body) {
  const links = [...body.matchAll(/\[`?([^\]`]+)`?\]\(([^)]+)\)/g)];
  if (links.length === 0) return null;
  const label = links.map((link) => link[1]).join('.');
  return `[\`${label}\`](${links.at(-1)[2]})`;
}

/** Words TypeDoc writes between the code spans of a type. */
const TYPE_WORDS =
  /\b(?:extends|keyof|typeof|readonly|new|infer|unique|symbol|asserts|is)\b/g;

/**
 * Whether a line (or table cell) is only a type as TypeDoc renders it: code
 * spans, links, escaped brackets and type punctuation, no prose.
 */
function isRenderedType(text) {
  const rest = text
    .replace(/\[`?[^\]]*`?\]\([^)]*\)/g, '')
    .replace(/`[^`]*`/g, '')
    .replace(/\*(extends)\*/g, '')
    .replace(TYPE_WORDS, '')
    .replace(/\.\.\./g, '');
  // No lone full stop: that ends a sentence, and no type has one.
  return /[`\\[]/.test(text) && /^[\s\\<>[\]()|=,?:{};&*-]*$/.test(rest);
}

/**
 * A type as TypeDoc renders it (`` `Promise`\<[`X`](x.md)\> ``) → code
 * spans around the text between links (`` `Promise<`[`X`](x.md)`>` ``): it
 * reads as one piece of code, with no escapes or emphasised `extends`.
 */
function mergeType(text, inTable) {
  const parts = [];
  let last = 0;
  for (const match of text.matchAll(/\[`?[^\]]*`?\]\([^)]*\)/g)) {
    parts.push({code: text.slice(last, match.index)}, {link: match[0]});
    last = match.index + match[0].length;
  }
  parts.push({code: text.slice(last)});
  return parts
    .map((part) => {
      if (part.link) return part.link;
      let code = part.code
        .replaceAll('`', '')
        .replace(/\*(extends)\*/g, '$1')
        .replace(/\\([<>[\]_*])/g, '$1');
      if (!inTable) code = code.replaceAll('\\|', '|');
      const lead = code.slice(0, code.length - code.trimStart().length);
      const trail = code.slice(code.trimEnd().length);
      const body = code.trim();
      return body ? `${lead}\`${body}\`${trail}` : code;
    })
    .join('');
}

/** Table cells, split on unescaped pipes. */
function splitRow(line) {
  return line.slice(1, -1).split(/(?<!\\)\|/);
}

function isSeparatorRow(line) {
  return /^\|(\s*:?-+\s*\|)+$/.test(line);
}

function polishTableRow(line) {
  if (isSeparatorRow(line)) return line;
  const cells = splitRow(line).map((cell) =>
    cell.replace(/<a id="[^"]*"><\/a> ?/g, ''),
  );
  return `|${cells
    .map((cell, index) =>
      index < cells.length - 1 && isRenderedType(cell.trim())
        ? ` ${mergeType(cell.trim(), true)} `
        : cell,
    )
    .join('|')}|`;
}

/**
 * A table row as the declarations say it, where typedoc-plugin-markdown says
 * more:
 * - a property whose type is a function is named `rewrite?`, not `rewrite()?`
 *   (that is how a method is named);
 * - a Default value cell is `undefined` when the member declares no default:
 *   it says nothing (`-`), since a required property has no default at all;
 * - a type parameter is written as declared (`K extends keyof Events`, which
 *   TypeDoc expands to `K extends string | number | symbol`).
 */
function asDeclaredRow(row, {header, owner, typeParameters}) {
  if (isSeparatorRow(row)) return row;
  const cells = splitRow(row);
  const name = /^\s*`([^`]+?)(\(\))?(\?)?`/.exec(cells[0] ?? '');
  if (!name || header.length !== cells.length) return row;
  if (typeParameters) {
    const declared = typeParameterText(owner, name[1].split(' ')[0]);
    if (declared) cells[0] = ` \`${declared.replace(/\|/g, '\\|')}\` `;
  } else if (
    name[2] &&
    memberOfType(owner, name[1])?.kindOf(ReflectionKind.Property)
  ) {
    cells[0] = cells[0].replace(`${name[1]}()`, name[1]);
  }
  const defaults = header.indexOf(markdownI18n.theme_default_value());
  if (defaults > 0 && cells[defaults].trim() === '`undefined`') {
    cells[defaults] = ' - ';
  }
  return `|${cells.join('|')}|`;
}

/** A type parameter's declared text, from the owner or its signatures. */
function typeParameterText(owner, name) {
  for (const holder of [owner, ...(owner?.signatures ?? [])]) {
    const parameter = holder?.typeParameters?.find(
      (candidate) => candidate.name === name,
    );
    if (parameter && declaredText.has(parameter)) {
      return declaredText.get(parameter);
    }
  }
  return null;
}

/**
 * The member named `name` of a class, an interface, or an object type (a type
 * alias's, or the object form of its union).
 */
function memberOfType(owner, name) {
  const found = owner?.children?.find((child) => child.name === name);
  if (found) return found;
  const types = [owner?.type, ...(owner?.type?.types ?? [])];
  for (const type of types) {
    const member = type?.declaration?.children?.find(
      (child) => child.name === name,
    );
    if (member) return member;
  }
  return null;
}

/** The kind line under a class or interface title, in the page's language. */
function pageMetaOf(reflection, t) {
  const since = context.since;
  const parts = [];
  if (reflection.kindOf(ReflectionKind.Module)) {
    parts.push(t.packageKind);
    const release = since?.packages.get(reflection.name);
    if (release && release !== since?.first) parts.push(t.newIn(release));
    return parts;
  }
  const pkg = reflection.parent;
  const kind = reflection.kindOf(ReflectionKind.Class)
    ? reflection.flags.isAbstract
      ? 'abstract'
      : 'class'
    : 'interface';
  parts.push(t.kind(t.kinds[kind], `[${pkg.name}](../index.md)`));
  const marker = sinceMarker(
    since?.symbols.get(`${pkg.name}/${reflection.name}`),
    pkg.name,
    t,
  );
  if (marker) parts.push(marker);
  if (reflection.isDeprecated()) parts.push(t.deprecated);
  return parts;
}

/**
 * What a reader can rely on about a symbol's release (`since`: sinceOf in
 * inventory.mjs): nothing for what every documented release has (releases
 * before the oldest one existed, undocumented here), "New in" otherwise, and
 * for a symbol that moved between packages, since when it is in this one
 * and where it was before.
 */
function sinceMarker(symbol, pkg, t) {
  if (!symbol) return null;
  if (symbol.moved) {
    return t.movedIn(symbol.moved.release, pkg, symbol.moved.from);
  }
  return symbol.since === context.since?.first ? null : t.newIn(symbol.since);
}

/**
 * The marker of a member (or, on a package page, a symbol; or a member of
 * `alias`, an object type on that page), when it arrived later than the page
 * or its symbol: the page says the rest.
 */
function memberMarkerOf(reflection, name, t, alias) {
  const since = context.since;
  if (!since) return null;
  if (reflection.kindOf(ReflectionKind.Module)) {
    const symbol = since.symbols.get(`${reflection.name}/${alias ?? name}`);
    if (alias) {
      const member = symbol?.members.get(name);
      return member && member !== symbol.since ? t.newIn(member) : null;
    }
    if (symbol?.moved) return sinceMarker(symbol, reflection.name, t);
    return symbol && symbol.since !== since.packages.get(reflection.name)
      ? sinceMarker(symbol, reflection.name, t)
      : null;
  }
  const owner = since.symbols.get(
    `${reflection.parent.name}/${reflection.name}`,
  );
  const member = owner?.members.get(name);
  return member && member !== owner.since ? t.newIn(member) : null;
}

/**
 * Makes TypeDoc's Markdown read like written documentation:
 * - the title is the plain name; a line under it says what it is, in which
 *   package, and the release it arrived in (generics are in the signature);
 * - no `***` separators; a class's single constructor is headed `new Name()`;
 * - "Implementation of", "Overrides" and "Inherited from" sections, which
 *   hold one link, become a note under the member's heading, with the
 *   release a member arrived in when it is later than its class's; a note
 *   about a built-in (`Error.stack`) is dropped;
 * - a "Returns" section that only says `void`, or that a constructor returns
 *   its class, is dropped;
 * - types read as code (`` `Promise<void>` ``), not escaped pieces; table
 *   rows carry no numbered `<a id>` anchors;
 * - overloads are "Overload 1 of 2", a union's object form is its table;
 * - "Extended by" reads 子接口 / 子类 in Chinese, never 继承于;
 * - every heading has an explicit ASCII anchor: a member's own anchor, or the
 *   section's English name after the member it belongs to (`get-returns`);
 * - a "See also" section links the guide sections that explain the page.
 * A heading it has no anchor for fails the generation, naming the page.
 */
function polish(contents, reflection, url) {
  const t = TEXTS[context.locale] ?? TEXTS.en;
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
  /** Members by anchor: a class's or interface's members, a package's symbols. */
  const children = new Map(
    (reflection.children ?? []).map((child) => [
      child.kindOf(ReflectionKind.Constructor)
        ? 'constructor'
        : anchorOf(child.name),
      child,
    ]),
  );
  /** Anchors of the member headings enclosing the current line, by level. */
  const members = [];
  /** Where each member's notes go: index in `out` after its heading. */
  const notes = new Map();
  const addNote = (anchor, note) => {
    const entry = notes.get(anchor);
    if (entry) entry.notes.push(note);
  };
  /** @type {{level: number, text: string} | null} */
  let previous = null;
  /** @type {{level: number, text: string, owner: string | undefined} | null} */
  let lastSection = null;
  let inFence = false;
  let titleDone = false;
  /**
   * The declared text of the member, overload or accessor whose heading was
   * just written: what its code block prints.
   */
  let pendingType = null;
  let inThrows = false;
  /** The header cells of the table being written. */
  let header = [];
  /** Headings before this line move up a level (a lone constructor's). */
  let promoteUntil = -1;
  const errors = errorLinks(reflection, url);
  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index];
    if (pendingType && line === '```ts') {
      let end = index + 1;
      while (end < lines.length && !/^```/.test(lines[end])) end += 1;
      out.push(line, ...pendingType.split('\n'), '```');
      pendingType = null;
      index = end;
      continue;
    }
    if (/^```/.test(line)) inFence = !inFence;
    if (!inFence && !titleDone && /^# /.test(line)) {
      titleDone = true;
      out.push(
        `# ${reflection.name}`,
        '',
        `*${pageMetaOf(reflection, t).join(' · ')}*`,
      );
      continue;
    }
    if (!inFence && line === '***') {
      while (out.at(-1) === '') out.pop();
      out.push('');
      if (lines[index + 1] === '') index += 1;
      continue;
    }
    const match = inFence ? null : HEADING.exec(line);
    if (!match) {
      if (inFence || /^```/.test(line)) out.push(line);
      else if (line.startsWith('|')) {
        const owner = children.get(members.findLast(Boolean));
        if (isSeparatorRow(lines[index + 1] ?? '')) {
          header = splitRow(line).map((cell) => cell.trim());
        }
        const row = asDeclaredRow(polishTableRow(line), {
          header,
          owner: owner ?? reflection,
          typeParameters:
            lastSection?.text === i18n.kind_plural_type_parameter(),
        });
        out.push(
          owner?.kindOf(ReflectionKind.TypeAlias)
            ? withRowMarker(row, (name) =>
                memberMarkerOf(reflection, name, t, owner.name),
              )
            : row,
        );
      } else if (inThrows) out.push(errors(line));
      else {
        const item = /^(\s*(?:- |\\\| )?)(.*)$/.exec(line);
        out.push(
          item?.[2] && isRenderedType(item[2])
            ? `${item[1]}${mergeType(item[2], false)}`
            : line,
        );
      }
      continue;
    }
    const written = match[1].length;
    let [, , text, anchor] = match;
    inThrows = false;
    pendingType = null;
    const isConstructor =
      written === 3 &&
      text === i18n.kind_constructor() &&
      previous?.text === i18n.kind_plural_constructor();
    if (
      written === 2 &&
      text === i18n.kind_plural_constructor() &&
      headingsIn(lines, index, 3) === 1
    ) {
      // One constructor: its own heading, `## new Name()`, says it all.
      promoteUntil = sectionEnd(lines, index);
      previous = {level: written, text};
      continue;
    }
    const level = index < promoteUntil ? written - 1 : written;
    if (anchor !== undefined) {
      // A member's name: `APP\_INITIALIZER` is MDX escaping, and `retries?`
      // says what the signature under it says.
      text = text.replace(/\\_/g, '_').replace(/\?$/, '');
    }
    members.length = Math.min(members.length, level);
    const owner = members.findLast(Boolean);
    if (isConstructor) {
      text = `new ${reflection.name}()`;
      anchor = unique('constructor');
    }
    const sectionEndIndex = sectionEnd(lines, index);
    const body = () =>
      lines
        .slice(index + 1, sectionEndIndex)
        .filter((bodyLine) => bodyLine !== '***')
        .join('\n')
        .trim();
    const note = memberNoteOf(text, t);
    if (note) {
      const link = foldLinks(body());
      if (link && owner) addNote(owner, note(link));
      index = sectionEndIndex - 1;
      continue;
    }
    if (text === i18n.theme_returns()) {
      // The signature above shows the type: only what the text says of the
      // result is left, under the heading.
      const said = body()
        .split(/\n{2,}/)
        .filter((paragraph) => !isReturnedType(paragraph))
        .join('\n\n');
      index = sectionEndIndex - 1;
      if (!said) {
        while (out.at(-1) === '') out.pop();
        out.push('');
        continue;
      }
      out.push(
        headingLine(
          level,
          text,
          unique(owner ? `${owner}-returns` : 'returns'),
        ),
        '',
        said,
        '',
      );
      continue;
    }
    if (text === i18n.kind_plural_parameter() && !describesParameters(body())) {
      // Names and types only: the signature above says as much.
      index = sectionEndIndex - 1;
      continue;
    }
    if (text === translateTagName('@defaultValue')) {
      const value = body()
        .replace(/^```\w*\n([^]*?)\n```$/, (_, code) => `\`${code.trim()}\``)
        .replace(/\s+/g, ' ');
      if (owner) addNote(owner, t.defaultValue(value));
      index = sectionEndIndex - 1;
      continue;
    }
    if (text === markdownI18n.theme_union_members()) {
      // The signature above shows the union; its object form's table follows.
      let next = index + 1;
      while (next < lines.length && !/^#{1,6} /.test(lines[next])) next += 1;
      index = next - 1;
      continue;
    }
    if (text === i18n.kind_type_literal()) {
      // The literal repeats the signature; its table is what a reader needs.
      let next = index + 1;
      while (lines[next] === '') next += 1;
      if (/^```/.test(lines[next] ?? '')) {
        next += 1;
        while (next < lines.length && !/^```/.test(lines[next])) next += 1;
      }
      while (out.at(-1) === '') out.pop();
      out.push('', t.objectForm);
      index = next;
      continue;
    }
    if (
      text === translateTagName('@throws') &&
      // Not `lastSection?.text === text`: TypeScript narrows each side by
      // the other, around the loop through `lastSection = {…, text}` below,
      // and gives up (lastSection: never).
      lastSection !== null &&
      lastSection.text === text &&
      lastSection.level === level &&
      lastSection.owner === owner
    ) {
      // Each @throws is a section of its own; one heading holds them all.
      inThrows = true;
      continue;
    }
    if (
      text === i18n.kind_get_signature() ||
      text === i18n.kind_set_signature()
    ) {
      const accessor =
        children.get(owner)?.[
          text === i18n.kind_get_signature() ? 'getSignature' : 'setSignature'
        ];
      pendingType = accessor ? (declaredText.get(accessor) ?? null) : null;
    }
    if (text === i18n.kind_call_signature()) {
      const siblings = callSignatureHeadings(lines, index, level);
      text = t.overload(siblings.position, siblings.total);
      anchor = unique(`${owner ?? 'call'}-overload-${siblings.position}`);
      const signature =
        children.get(owner)?.signatures?.[siblings.position - 1];
      pendingType = signature ? (declaredText.get(signature) ?? null) : null;
      // An overload that arrived after its function or method says so.
      const arrived = overloadSince(
        context.since,
        reflection.kindOf(ReflectionKind.Module)
          ? [reflection.name, children.get(owner)?.name]
          : [
              reflection.parent?.name,
              reflection.name,
              children.get(owner)?.name,
            ],
        siblings.position,
      );
      if (arrived) {
        notes.set(anchor, {at: out.length + 1, notes: [t.newIn(arrived)]});
      }
    }
    if (anchor === undefined) {
      const section = anchors.get(text);
      if (section === undefined) {
        throw new Error(
          `${url}: the heading "${text}" has no ASCII anchor; add it to SECTION_ANCHORS in scripts/typedoc/docusaurus-pages.mjs`,
        );
      }
      anchor = unique(owner ? `${owner}-${section}` : section);
    } else {
      members[level] = anchor;
    }
    if (text === markdownI18n.theme_extended_by()) {
      text =
        t.extendedBy[
          reflection.kindOf(ReflectionKind.Interface) ? 'interface' : 'class'
        ];
    } else if (text === i18n.theme_implemented_by()) {
      text = t.implementedBy;
    }
    previous = {level, text: match[2]};
    lastSection = {level, text, owner};
    inThrows = text === translateTagName('@throws');
    out.push(headingLine(level, text, anchor));
    if (members[level] === anchor && children.has(anchor)) {
      const child = children.get(anchor);
      /** @type {{at: number, notes: string[]}} */
      const entry = {at: out.length, notes: []};
      notes.set(anchor, entry);
      const marker = memberMarkerOf(
        reflection,
        child.kindOf(ReflectionKind.Constructor) ? 'constructor' : child.name,
        t,
      );
      if (marker) entry.notes.push(marker);
      // An overload's or an accessor's block follows a heading of its own.
      pendingType =
        declaredText.get(child) ??
        (child.signatures?.length === 1
          ? declaredText.get(child.signatures[0])
          : undefined) ??
        null;
      if (child.isDeprecated?.()) entry.notes.push(t.deprecated);
    }
  }
  // Notes go under their member's heading, last first so indexes hold.
  for (const {at, notes: texts} of [...notes.values()].sort(
    (a, b) => b.at - a.at,
  )) {
    if (texts.length) out.splice(at, 0, '', `*${texts.join(' · ')}*`);
  }
  const seeAlso = context.seeAlso.get(url) ?? [];
  if (seeAlso.length) {
    while (out.at(-1) === '') out.pop();
    out.push('', `## ${t.seeAlso} {/* #see-also */}`, '');
    for (const {label, target} of seeAlso) {
      out.push(
        `- [${label}](${path.posix.relative(path.posix.dirname(`api/${url}`), target)})`,
      );
    }
    out.push('');
  }
  return out
    .join('\n')
    .replace(/[ \t]+$/gm, '')
    .replace(/\n{3,}/g, '\n\n');
}

/** A Returns paragraph that is only the type, as TypeDoc renders it. */
function isReturnedType(paragraph) {
  return paragraph
    .split('\n')
    .every((line) => !line.trim() || isRenderedType(line.trim()));
}

/** Whether a Parameters section's table has a description column. */
function describesParameters(body) {
  const header = body.split('\n').find((line) => line.startsWith('|'));
  return !header || splitRow(header).length > 2;
}

/**
 * A table row of an object type's members with the member's marker (its
 * release, when later than the type's) after its description.
 */
function withRowMarker(row, markerOf) {
  const cells = splitRow(row);
  const name = /^\s*`([^`?]+)\??`/.exec(cells[0] ?? '')?.[1];
  const marker = name && cells.length > 2 ? markerOf(name) : null;
  if (!marker) return row;
  cells[cells.length - 1] = `${cells.at(-1).trimEnd()} *${marker}* `;
  return `|${cells.join('|')}|`;
}

/** The codes the `LatticeError.code` comment lists, per project. */
const errorCodesOf = new WeakMap();

function errorCodes(project) {
  if (!errorCodesOf.has(project)) {
    const code = project.getChildByName([
      'lattice-common',
      'LatticeError',
      'code',
    ]);
    const parts = [
      ...(code?.comment?.summary ?? []),
      ...(code?.comment?.blockTags ?? []).flatMap((tag) => tag.content),
    ];
    errorCodesOf.set(
      project,
      new Set(
        parts
          .filter((part) => part.kind === 'code')
          .map((part) => part.text.replace(/`/g, ''))
          .filter((text) => /^[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+$/.test(text)),
      ),
    );
  }
  return errorCodesOf.get(project);
}

/**
 * A line of a Throws section with `LatticeError` linked to its page and each
 * error code to the table of codes there (the `code` property), so that the
 * codes are explained in one place per version.
 */
function errorLinks(reflection, url) {
  const page = 'lattice-common/classes/LatticeError.md';
  const codes = errorCodes(reflection.project);
  const target =
    url === page ? '' : path.posix.relative(path.posix.dirname(url), page);
  return (line) =>
    line
      .replace(/(?<!\[)`LatticeError`/g, (name) =>
        target ? `[${name}](${target})` : name,
      )
      .replace(/(?<!\[)`([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+)`/g, (name, code) =>
        codes.has(code) ? `[${name}](${target}#code)` : name,
      );
}

/** Which of its member's call signatures the heading at `start` is. */
function callSignatureHeadings(lines, start, level) {
  const heading = new RegExp(`^#{1,${level}} `);
  const same = `${'#'.repeat(level)} ${i18n.kind_call_signature()}`;
  let first = start;
  for (let index = start - 1; index >= 0; index -= 1) {
    if (lines[index].startsWith(same)) first = index;
    else if (heading.test(lines[index])) break;
  }
  let total = 0;
  let position = 0;
  for (let index = first; index < lines.length; index += 1) {
    if (lines[index].startsWith(same)) {
      total += 1;
      if (index === start) position = total;
    } else if (index > first && heading.test(lines[index])) break;
  }
  return {position, total};
}

/**
 * A heading with its anchor. The table of contents stops at h3: a fifth
 * level (the parameters of an object type's method, an overload's example)
 * is a label, not a heading a reader navigates by.
 */
function headingLine(level, text, anchor) {
  return level >= 5
    ? `**${text}**`
    : `${'#'.repeat(level)} ${text} {/* #${anchor} */}`;
}

/** How many headings of `level` the section starting at `start` holds. */
function headingsIn(lines, start, level) {
  const prefix = `${'#'.repeat(level)} `;
  return lines
    .slice(start + 1, sectionEnd(lines, start))
    .filter((line) => line.startsWith(prefix)).length;
}

/** The line where the section starting at a heading ends. */
function sectionEnd(lines, start) {
  const hashes = /^(#+) /.exec(lines[start])?.[1];
  if (!hashes) throw new Error(`sectionEnd: "${lines[start]}" is no heading`);
  const level = hashes.length;
  const heading = new RegExp(`^#{1,${level}} `);
  let inFence = false;
  for (let index = start + 1; index < lines.length; index += 1) {
    if (/^```/.test(lines[index])) inFence = !inFence;
    if (!inFence && heading.test(lines[index])) return index;
  }
  return lines.length;
}
