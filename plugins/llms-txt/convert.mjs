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
 *
 * HTML (parse5, as hast-util-from-html parses it, without source positions:
 * nothing here reads them, and they were half of the parse) → hast
 * (hast-util-from-parse5) → mdast (hast-util-to-mdast) → Markdown
 * (mdast-util-to-markdown with GFM tables).
 */
import {fromParse5} from 'hast-util-from-parse5';
import {toMdast} from 'hast-util-to-mdast';
import {toString} from 'hast-util-to-string';
import {gfmToMarkdown} from 'mdast-util-gfm';
import {toMarkdown} from 'mdast-util-to-markdown';
import {parseFragment} from 'parse5';

/** @typedef {import('hast').Element} Element */
/** @typedef {import('hast').Root} Root */
/** @typedef {import('hast').Nodes} Nodes */

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

/** @param {Nodes} node @param {(node: Element) => boolean} test @returns {Element | undefined} */
function find(node, test) {
  if (node.type === 'element' && test(node)) return node;
  if ('children' in node)
    for (const child of node.children) {
      const hit = find(child, test);
      if (hit) return hit;
    }
  return undefined;
}

/** @param {Nodes} node @param {(node: Element) => boolean} test @returns {Element[]} */
function findAll(node, test, found = []) {
  if (node.type === 'element' && test(node)) found.push(node);
  else if ('children' in node)
    for (const child of node.children) findAll(child, test, found);
  return found;
}

/** @param {string} tagName @param {Record<string, unknown>} properties @param {Nodes[]} children @returns {Element} */
const h = (tagName, properties, children) => ({
  type: 'element',
  tagName,
  properties,
  children,
});
const text = (value) => ({type: 'text', value});

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
function articleOf(page) {
  const tree = without(page, (node) => hasClass(node, 'copyPageMenu'));
  const doc = find(tree, (node) => hasClass(node, 'theme-doc-markdown'));
  if (doc) return doc;
  // A category page (generated index): its title, description and cards.
  const category = find(tree, (node) => hasClass(node, 'generatedIndexPage'));
  if (category) {
    const title = find(category, (node) => node.tagName === 'h1');
    const description = find(category, (node) => node.tagName === 'p');
    const cards = findAll(
      category,
      (node) => node.tagName === 'a' && hasClass(node, 'card'),
    ).map((card) => {
      const heading = find(card, (node) => node.tagName === 'h2');
      const summary = find(card, (node) => node.tagName === 'p');
      return h('li', {}, [
        h('a', {href: card.properties.href}, [
          text(
            (heading ? toString(heading) : '').replace(/^[^\p{L}\p{N}]+/u, ''),
          ),
        ]),
        ...(summary ? [text(`: ${toString(summary)}`)] : []),
      ]);
    });
    return h('div', {}, [
      ...(title ? [title] : []),
      ...(description ? [description] : []),
      h('ul', {}, cards),
    ]);
  }
  return find(tree, (node) => node.tagName === 'main') ?? tree;
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

/** A code block as `<pre><code class="language-x">` with its plain text and title. */
function codeBlock(container) {
  const language =
    classesOf(container)
      .find((name) => name.startsWith('language-'))
      ?.slice('language-'.length) ?? '';
  const title = find(container, (node) => hasClass(node, 'codeBlockTitle'));
  const code = find(container, (node) => node.tagName === 'code');
  const lines = code
    ? findAll(code, (node) => hasClass(node, 'token-line')).map((line) => {
        const content = find(line, (node) =>
          hasClass(node, 'code-line-content'),
        );
        return toString(content ?? line);
      })
    : [];
  const value = lines.length ? lines.join('\n') : code ? toString(code) : '';
  return h('pre', {dataTitle: title ? toString(title) : undefined}, [
    h('code', {className: language ? [`language-${language}`] : []}, [
      text(value),
    ]),
  ]);
}

/** Every tab of a tab group, each under its label. */
function tabGroup(container) {
  const labels = findAll(
    container,
    (node) => node.tagName === 'li' && node.properties.role === 'tab',
  ).map((tab) => toString(tab).trim());
  const panels = findAll(
    container,
    (node) => node.properties.role === 'tabpanel',
  );
  return h(
    'div',
    {},
    panels.flatMap((panel, index) => [
      h('p', {}, [h('strong', {}, [text(labels[index] ?? '')])]),
      ...panel.children,
    ]),
  );
}

/** An admonition as a block quote opening with its title. */
function admonition(container) {
  const heading = find(container, (node) =>
    hasClass(node, 'admonitionHeading'),
  );
  const content = find(container, (node) =>
    hasClass(node, 'admonitionContent'),
  );
  return h('blockquote', {}, [
    h('p', {}, [
      h('strong', {}, [text(heading ? toString(heading).trim() : '')]),
    ]),
    ...(content ? content.children : []),
  ]);
}

/**
 * @param {Nodes} node
 * @param {(href: string) => string} link
 * @returns {Nodes[]} the node, rewritten (none when it is chrome)
 */
function rewrite(node, link) {
  if (node.type === 'comment' || isChrome(node)) return [];
  if (node.type !== 'element') return [node];
  let element = node;
  if (hasClass(element, 'theme-code-block')) return [codeBlock(element)];
  if (hasClass(element, 'theme-tabs-container')) element = tabGroup(element);
  else if (hasClass(element, 'theme-admonition')) element = admonition(element);
  if (element.tagName === 'a' && typeof element.properties.href === 'string')
    element = {
      ...element,
      properties: {...element.properties, href: link(element.properties.href)},
    };
  if (element.tagName === 'img' && typeof element.properties.src === 'string')
    element = {
      ...element,
      properties: {...element.properties, src: link(element.properties.src)},
    };
  return [
    {
      ...element,
      children: element.children.flatMap((child) => rewrite(child, link)),
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
  const article = rewrite(articleOf(tree), link)[0] ?? h('div', {}, []);
  const mdast = toMdast(article, {
    handlers: {
      pre(state, node) {
        const code = node.children[0];
        const language = classesOf(code)[0]?.slice('language-'.length);
        const title = node.properties.dataTitle;
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
