/**
 * Remark plugin for the guides: the first time a page names an API symbol in
 * inline code (`Injector`, `@Injectable()`, `createApp()`, `new Injector()`),
 * the name links to the symbol's page of the API reference of the page's
 * version. Later mentions stay plain, as a writer would link them.
 *
 * The symbols are read from the generated reference next to the guides
 * (`api/<package>/classes/*.md`, `interfaces/*.md`, and the headings of each
 * package page), so a symbol a version does not have is never linked, and
 * nothing is kept by hand. The link is a relative `.md` path: the plugin runs
 * before Docusaurus resolves Markdown links (`beforeDefaultRemarkPlugins`),
 * so a wrong path is a broken link in the build log, like any other.
 */
import fs from 'node:fs';
import path from 'node:path';
import {CONTINUE, SKIP, visit} from 'unist-util-visit';

interface Node {
  type: string;
  value?: string;
  url?: string;
  children?: Node[];
}

interface VFileLike {
  path?: string;
}

/**
 * Symbol name → its page (a file path, with an anchor on package pages);
 * null for a name two packages declare (`main()`), which is never linked.
 */
type SymbolPages = Map<string, string | null>;

const cache = new Map<string, SymbolPages>();

/** The docs folder (the one holding `api/`) of a guide, or null. */
function docsRootOf(file: string): string | null {
  let dir = path.dirname(file);
  for (;;) {
    if (fs.existsSync(path.join(dir, 'api', '_category_.json'))) return dir;
    const parent = path.dirname(dir);
    if (parent === dir) return null;
    dir = parent;
  }
}

const HEADING =
  /^### (?:~~)?([A-Za-z_$][\w$]*)(?:\(\))?(?:~~)?\??(?: \{\/\* #([\w-]+) \*\/\})?$/;

/** Reads the symbols of one version's API reference. */
export function symbolPages(apiDir: string): SymbolPages {
  const pages: SymbolPages = new Map();
  if (!fs.existsSync(apiDir)) return pages;
  for (const pkg of fs.readdirSync(apiDir).sort()) {
    const pkgDir = path.join(apiDir, pkg);
    if (!fs.statSync(pkgDir).isDirectory()) continue;
    const index = path.join(pkgDir, 'index.md');
    if (fs.existsSync(index)) {
      // Top-level symbols are the h3 headings of the package page.
      for (const line of fs.readFileSync(index, 'utf8').split('\n')) {
        const match = HEADING.exec(line);
        if (match) {
          const name = match[1]!;
          pages.set(
            name,
            pages.has(name)
              ? null
              : `${index}#${match[2] ?? name.toLowerCase()}`,
          );
        }
      }
    }
    for (const folder of ['classes', 'interfaces']) {
      const dir = path.join(pkgDir, folder);
      if (!fs.existsSync(dir)) continue;
      for (const file of fs.readdirSync(dir)) {
        if (file.endsWith('.md')) {
          pages.set(file.slice(0, -3), path.join(dir, file));
        }
      }
    }
  }
  return pages;
}

/** The symbol an inline code span names as a whole, or null. */
export function symbolOf(code: string): string | null {
  const match = /^(?:@|new )?([A-Za-z_$][\w$]*)(?:\(\))?$/.exec(code.trim());
  return match ? match[1]! : null;
}

/** Parents whose inline code must not become a link. */
const SKIP_PARENTS = new Set([
  'heading',
  'link',
  'linkReference',
  'mdxJsxFlowElement',
  'mdxJsxTextElement',
]);

export default function remarkApiLinks() {
  return (tree: Node, file: VFileLike) => {
    if (!file.path) return;
    const root = docsRootOf(file.path);
    // Pages of the reference itself link their own symbols already.
    if (!root || file.path.startsWith(path.join(root, 'api') + path.sep)) {
      return;
    }
    const apiDir = path.join(root, 'api');
    let pages = cache.get(apiDir);
    if (!pages) {
      pages = symbolPages(apiDir);
      cache.set(apiDir, pages);
    }
    /** Symbols linked so far, in reading order (by this plugin or a writer). */
    const linked = new Set<string>();
    const markLinked = (url: string) => {
      for (const [name, page] of pages!) {
        if (!page) continue;
        const base = path.basename(page.split('#')[0]!);
        const anchor = page.split('#')[1];
        const target = url.split('#');
        if (
          base === 'index.md'
            ? target[0]!.endsWith('/index.md') && target[1] === anchor
            : target[0]!.endsWith(`/${base}`)
        ) {
          linked.add(name);
        }
      }
    };
    // In reading order: a link marks its symbol as linked, and the first
    // mention of a symbol not linked yet becomes a link (not visited again).
    visit(tree, (node: Node, index?: number, parent?: Node) => {
      if (node.type === 'link' && node.url) markLinked(node.url);
      if (SKIP_PARENTS.has(node.type)) return SKIP;
      if (node.type !== 'inlineCode' || !node.value) return CONTINUE;
      const name = symbolOf(node.value);
      const page = name ? pages!.get(name) : undefined;
      if (!name || !page || linked.has(name) || !parent || index === undefined)
        return CONTINUE;
      linked.add(name);
      const [target, anchor] = page.split('#');
      const relative = path
        .relative(path.dirname(file.path!), target!)
        .split(path.sep)
        .join('/');
      parent.children![index] = {
        type: 'link',
        url: `${relative}${anchor ? `#${anchor}` : ''}`,
        children: [node],
      };
      return SKIP;
    });
  };
}
