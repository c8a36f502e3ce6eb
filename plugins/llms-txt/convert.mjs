/**
 * A built page (HTML) → its Markdown twin: the page as a reader sees it,
 * without the site around it. Used by plugins/llms-txt (in a worker thread,
 * see worker.mjs).
 *
 * - Only the article: a doc's `.theme-doc-markdown`, a category page's
 *   title, description and cards, a page's `<main>`; no navbar, sidebar,
 *   breadcrumbs, table of contents, pagination, "edit this page" or buttons.
 * - Code blocks keep their language and title: ```` ```ts title="src/x.ts" ````,
 *   their text line by line (the build-time highlighter's `token-line`s).
 * - A tab group becomes every tab, each under its label in bold.
 * - An admonition becomes a block quote that opens with its title in bold.
 * - Links are absolute; a link to a page that has a twin points at the twin.
 * - An admonition's heading and content, a code block's title and a category
 *   page are found by theme-classic's CSS-module classes (admonitionHeading_…):
 *   a page that has one of those parts where its class finds nothing stops the
 *   conversion, naming the page and the class (__tests__/convert.test.ts).
 *
 * HTML (parse5, as hast-util-from-html parses it, without source positions:
 * nothing here reads them, and they were a large part of the parse:
 * PERFORMANCE.md, "Builds", "2026-11-27: ratio 3.06") → hast
 * (hast-util-from-parse5) → mdast (hast-util-to-mdast) → Markdown
 * (mdast-util-to-markdown with GFM tables).
 */
import {fromParse5} from 'hast-util-from-parse5';
import {select, selectAll} from 'hast-util-select';
import {toMdast} from 'hast-util-to-mdast';
import {toString} from 'hast-util-to-string';
import {h} from 'hastscript';
import {gfmToMarkdown} from 'mdast-util-gfm';
import {toMarkdown} from 'mdast-util-to-markdown';
import {parseFragment} from 'parse5';

/** @typedef {import('hast').Element} Element */
/** @typedef {import('hast').Root} Root */
/** @typedef {import('hast').Nodes} Nodes */
/**
 * @typedef {object} Page the page being converted
 * @property {string} url its absolute URL, for errors
 * @property {boolean} isDocPage whether it is a docs page (a doc or a category page)
 * @property {(href: string) => string} link a link of the page, made absolute (to the twin when there is one)
 */

/** @param {Nodes} node */
const classesOf = (node) => {
  if (node.type !== 'element') return [];
  const value = node.properties?.className;
  return Array.isArray(value) ? value.map(String) : [];
};

/** A class, or a CSS-module class by its name before the hash (admonitionHeading_Gvgb). */
const hasClass = (node, name) =>
  classesOf(node).some(
    (className) => className === name || className.startsWith(`${name}_`),
  );

/**
 * A selector for theme-classic's CSS-module class `name`, by its name before
 * the hash (`generatedIndexPage` selects generatedIndexPage_vN6x). A list,
 * not `:is()`: hast-util-select 6 tests `:is()` on an element by walking all
 * of the element's subtree, for every element it tries.
 */
const moduleClass = (name) => `[class^="${name}_"], [class*=" ${name}_"]`;

/**
 * The error for a page that has one of theme-classic's parts (an admonition's
 * heading or content, a code block's title, a category page) where its
 * CSS-module class `name` finds nothing: the twin would silently lose it.
 */
const lostClass = (page, name, part) =>
  new Error(
    `llms-txt: ${page.url}: ${part}, but no element of the CSS-module class ${name}_… in it. Has theme-classic renamed the class? (plugins/llms-txt/convert.mjs finds it by that name.)`,
  );

/** The tree without the elements `test` picks (the copy-page menu, before a category page is read). */
function without(node, test) {
  if (!('children' in node)) return node;
  return {
    ...node,
    children: node.children
      .filter((child) => child.type !== 'element' || !test(child))
      .map((child) => without(child, test)),
  };
}

/** The part of the page a reader reads. */
function articleOf(root, page) {
  const tree = without(root, (node) => hasClass(node, 'copyPageMenu'));
  const doc = select('.theme-doc-markdown', tree);
  if (doc) return doc;
  // A category page (generated index): its title, description and cards.
  const category = select(moduleClass('generatedIndexPage'), tree);
  if (category) {
    const title = select('h1', category);
    const description = select('p', category);
    const cards = selectAll('a.card', category).map((card) => {
      const heading = select('h2', card);
      const summary = select('p', card);
      return h('li', [
        h('a', {href: card.properties.href}, [
          (heading ? toString(heading) : '').replace(/^[^\p{L}\p{N}]+/u, ''),
        ]),
        ...(summary ? [`: ${toString(summary)}`] : []),
      ]);
    });
    return h('div', [
      ...(title ? [title] : []),
      ...(description ? [description] : []),
      h('ul', cards),
    ]);
  }
  // The docs pages without a doc's Markdown are the category pages.
  if (page.isDocPage)
    throw lostClass(
      page,
      'generatedIndexPage',
      'a docs page without .theme-doc-markdown, so a category page',
    );
  // A page of its own (src/pages): theme-classic's MDXPage puts the text in
  // an <article> and its table of contents in a column beside it, which is
  // navigation, not the page.
  return select('main article', tree) ?? select('main', tree) ?? tree;
}

/** What a reader does not read as the page: chrome, buttons, anchors. */
function isChrome(node) {
  if (node.type !== 'element') return false;
  if (
    ['button', 'nav', 'script', 'style', 'svg', 'noscript'].includes(
      node.tagName,
    )
  )
    return true;
  if (node.tagName === 'a' && hasClass(node, 'hash-link')) return true;
  return [
    'theme-doc-toc-mobile',
    'theme-doc-breadcrumbs',
    'theme-doc-version-badge',
    'theme-doc-version-banner',
    'theme-doc-footer',
    'pagination-nav',
    'copyPageMenu',
  ].some((name) => hasClass(node, name));
}

/** The element children of `node`. */
const elementsOf = (node) =>
  node.children.filter((child) => child.type === 'element');

/** The first child of `node` with the class `name` (or the CSS-module class). */
const childWithClass = (node, name) =>
  node.children.find((child) => hasClass(child, name));

/** A code block as `<pre><code class="language-x">` with its plain text and title. */
function codeBlock(container, page) {
  const language =
    classesOf(container)
      .find((name) => name.startsWith('language-'))
      ?.slice('language-'.length) ?? '';
  // theme-classic's layout: the title (when there is one), then the code.
  const title = childWithClass(container, 'codeBlockTitle');
  if (!title && elementsOf(container).length > 1)
    throw lostClass(
      page,
      'codeBlockTitle',
      'a code block with a title (an element before its code)',
    );
  const code = select('code', container);
  const lines = code
    ? selectAll('.token-line', code).map((line) =>
        toString(childWithClass(line, 'code-line-content') ?? line),
      )
    : [];
  const value = lines.length ? lines.join('\n') : code ? toString(code) : '';
  return h('pre', {dataTitle: title ? toString(title) : undefined}, [
    h('code', {className: language ? [`language-${language}`] : []}, [value]),
  ]);
}

/** Every tab of a tab group, each under its label. */
function tabGroup(container) {
  // This group's own tabs and panels, not those of a group in a panel.
  const labels = selectAll(':scope > ul > li[role=tab]', container).map((tab) =>
    toString(tab).trim(),
  );
  const panels = selectAll(':scope > div > [role=tabpanel]', container);
  return h(
    'div',
    panels.flatMap((panel, index) => [
      h('p', [h('strong', [labels[index] ?? ''])]),
      ...panel.children,
    ]),
  );
}

/** An admonition as a block quote opening with its title. */
function admonition(container, page) {
  // theme-classic's layout: the heading (icon and title), then the content.
  const heading = childWithClass(container, 'admonitionHeading');
  const content = childWithClass(container, 'admonitionContent');
  const [first] = elementsOf(container);
  if (!heading && first && first !== content)
    throw lostClass(
      page,
      'admonitionHeading',
      'an admonition (.theme-admonition)',
    );
  if (!content && elementsOf(container).some((child) => child !== heading))
    throw lostClass(
      page,
      'admonitionContent',
      'an admonition (.theme-admonition)',
    );
  return h('blockquote', [
    h('p', [h('strong', [heading ? toString(heading).trim() : ''])]),
    ...(content ? content.children : []),
  ]);
}

/**
 * @template {Nodes} T (so that an element's child stays an element's child)
 * @param {T} node
 * @param {Page} page
 * @returns {(T | Element)[]} the node, rewritten (none when it is chrome)
 */
function rewrite(node, page) {
  if (node.type === 'comment' || isChrome(node)) return [];
  if (node.type !== 'element') return [node];
  /** @type {Element} */
  let element = node;
  if (hasClass(element, 'theme-code-block')) return [codeBlock(element, page)];
  if (hasClass(element, 'theme-tabs-container')) element = tabGroup(element);
  else if (hasClass(element, 'theme-admonition'))
    element = admonition(element, page);
  if (element.tagName === 'a' && typeof element.properties.href === 'string')
    element = {
      ...element,
      properties: {
        ...element.properties,
        href: page.link(element.properties.href),
      },
    };
  if (element.tagName === 'img' && typeof element.properties.src === 'string')
    element = {
      ...element,
      properties: {
        ...element.properties,
        src: page.link(element.properties.src),
      },
    };
  return [
    {
      ...element,
      children: element.children.flatMap((child) => rewrite(child, page)),
    },
  ];
}

/**
 * @param {string} html the built page
 * @param {{pageUrl: string, siteUrl: string, hasTwin: (pathname: string) => boolean}} options
 *   pageUrl: the page's absolute URL; hasTwin: whether a site path has a `.md` twin
 * @returns {string} the page as Markdown
 */
export function htmlToMarkdown(html, {pageUrl, siteUrl, hasTwin}) {
  // Parse only the doc's <article> (a category page's cards are <article>s
  // too: there, and on other pages, <main>). The head, the navigation and
  // the sidebar are most of a page's bytes, and parsing is most of the time.
  // A blog post's <article> holds its title, date, authors, text and tags
  // (its <main> adds the links to the newer and older posts).
  const tag =
    (html.includes('theme-doc-markdown') &&
      !html.includes('generatedIndexPage')) ||
    html.includes('blog-post-page')
      ? 'article'
      : 'main';
  const start = html.indexOf(`<${tag}`);
  const end = html.lastIndexOf(`</${tag}>`);
  const tree = fromParse5(
    parseFragment(
      start >= 0 && end > start
        ? html.slice(start, end + tag.length + 3)
        : html,
    ),
  );
  const siteOrigin = new URL(siteUrl).origin;
  const link = (href) => {
    const url = new URL(href, pageUrl);
    if (url.origin !== siteOrigin) return url.href;
    const path = url.pathname.replace(/\/$/, '') || '/';
    if (hasTwin(path)) url.pathname = `${path}.md`;
    return url.href;
  };
  /** @type {Page} */
  const page = {
    url: pageUrl,
    // theme-classic's class of every docs page's <html>, a category page's too.
    isDocPage: /<html[^>]*\bdocs-doc-page\b/.test(html),
    link,
  };
  const article = rewrite(articleOf(tree, page), page)[0] ?? h('div');
  const mdast = toMdast(article, {
    handlers: {
      pre(state, node) {
        const code = node.children[0];
        const language = classesOf(code)[0]?.slice('language-'.length);
        const title = node.properties.dataTitle;
        /** @type {import('mdast').Code} */
        const result = {
          type: 'code',
          lang: language || null,
          meta: title ? `title="${title}"` : null,
          value: toString(code).replace(/\n$/, ''),
        };
        state.patch(node, result);
        return result;
      },
    },
  });
  return toMarkdown(mdast, {
    extensions: [gfmToMarkdown({tablePipeAlign: false})],
    bullet: '-',
    fences: true,
    rule: '-',
  })
    .replace(/\n{3,}/g, '\n\n')
    .trim()
    .concat('\n');
}
