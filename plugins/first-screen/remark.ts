/**
 * Remark plugin for the docs (departure `first-screen`): a long
 * page's content after its first screen goes into `<RestOfPage>`
 * (src/theme/MDXComponents/RestOfPage.tsx), which a client-side navigation
 * renders after the first screen has been painted, in a transition React can
 * interrupt. The server and hydration render everything, so the HTML, the
 * search index, the Markdown twins and a page loaded by its address are what
 * they were.
 *
 * Where the first screen ends: at the first h2 or h3 after `keep` top-level
 * blocks (a paragraph, a list, a code block, …), so a section is never cut in
 * two. A page shorter than that is left alone. Imports and exports stay at
 * the top level, where MDX wants them; the page imports RestOfPage itself. Runs after Docusaurus's own plugins,
 * which have read the table of contents and given the headings their ids.
 */
interface Node {
  type: string;
  value?: string;
  data?: unknown;
  depth?: number;
  name?: string | null;
  attributes?: unknown[];
  children?: Node[];
}

export interface FirstScreenOptions {
  /** Top-level blocks always rendered at once (default 12). */
  keep?: number;
}

/** The component's name in the page (src/theme/MDXComponents/RestOfPage). */
export const REST_OF_PAGE = 'RestOfPage';

/** Where RestOfPage is: imported by the page, so MDX needs no lookup. */
export const REST_OF_PAGE_MODULE = '@site/src/theme/MDXComponents/RestOfPage';

/**
 * `import RestOfPage from '…'`, as MDX's own parser would give it (the
 * ESTree program is what the compiler reads).
 */
function importRestOfPage(): Node {
  const value = `import ${REST_OF_PAGE} from '${REST_OF_PAGE_MODULE}';`;
  return {
    type: 'mdxjsEsm',
    value,
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        body: [
          {
            type: 'ImportDeclaration',
            specifiers: [
              {
                type: 'ImportDefaultSpecifier',
                local: {type: 'Identifier', name: REST_OF_PAGE},
              },
            ],
            source: {
              type: 'Literal',
              value: REST_OF_PAGE_MODULE,
              raw: `'${REST_OF_PAGE_MODULE}'`,
            },
          },
        ],
      },
    },
  } as Node;
}

/** A unified plugin: options in, a transformer of the Markdown tree out. */
function remarkFirstScreen({keep = 12}: FirstScreenOptions = {}) {
  return (root: Node): void => {
    const children = root.children ?? [];
    let blocks = 0;
    let split = -1;
    for (let index = 0; index < children.length; index += 1) {
      const node = children[index]!;
      if (node.type === 'mdxjsEsm') continue;
      if (
        blocks >= keep &&
        node.type === 'heading' &&
        (node.depth === 2 || node.depth === 3)
      ) {
        split = index;
        break;
      }
      blocks += 1;
    }
    if (split === -1) return;
    const rest = children.splice(split);
    root.children = [
      importRestOfPage(),
      ...children,
      ...rest.filter((node) => node.type === 'mdxjsEsm'),
      {
        type: 'mdxJsxFlowElement',
        name: REST_OF_PAGE,
        attributes: [],
        children: rest.filter((node) => node.type !== 'mdxjsEsm'),
      },
    ];
  };
}

export default remarkFirstScreen;
