/**
 * Remark plugin for the docs, the blog and the pages: a Markdown link to a
 * file of the site rather than a route (`pathname:///docs/0.7.x/…`, how a
 * page links an archived version's frozen pages; scripts/lib/archived.mjs)
 * opens in the same tab, as every other link between pages does.
 *
 * Docusaurus's `<Link>` takes any link with a protocol for an external one
 * and gives it `target="_blank"`, unless the link sets a target itself. A
 * navbar item can (the version dropdown's archived entries set `_self`); a
 * Markdown link cannot, so this sets it on the link node, which MDX passes to
 * the theme's `a` component and so to `<Link>`.
 */
import {visit} from 'unist-util-visit';

interface Node {
  type: string;
  url?: string;
  data?: {hProperties?: Record<string, unknown>};
  children?: Node[];
}

const FILE_OF_THE_SITE = 'pathname://';

export default function remarkFrozenLinks() {
  return (tree: Node): void => {
    visit(tree, 'link', (node: Node) => {
      if (!node.url?.startsWith(FILE_OF_THE_SITE)) return;
      node.data = {
        ...node.data,
        hProperties: {...node.data?.hProperties, target: '_self'},
      };
    });
  };
}
