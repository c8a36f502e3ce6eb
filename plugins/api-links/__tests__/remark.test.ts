/**
 * The guides' first mention of an API symbol links its page
 * (plugins/api-links/remark.ts): only the first, never in a heading or an
 * existing link, never a name two packages share, never on API pages.
 */
import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import remarkApiLinks, {symbolOf, symbolPages} from '../remark';

interface Node {
  type: string;
  value?: string;
  url?: string;
  depth?: number;
  children?: Node[];
}

let docs: string;
beforeAll(() => {
  docs = mkdtempSync(path.join(os.tmpdir(), 'lattice-api-links-'));
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(docs, file)), {recursive: true});
    writeFileSync(path.join(docs, file), text);
  };
  write('api/_category_.json', '{}');
  write('api/pkg-a/classes/Injector.md', '# Injector\n');
  write('api/pkg-a/interfaces/MountOptions.md', '# MountOptions\n');
  write(
    'api/pkg-a/index.md',
    '# pkg-a\n\n## Functions\n\n### createApp() {/* #createapp */}\n\n### main() {/* #main */}\n',
  );
  write(
    'api/pkg-b/index.md',
    '# pkg-b\n\n### main() {/* #main */}\n\n### Injectable() {/* #injectable */}\n',
  );
  write('overview/providers.mdx', '');
});
afterAll(() => rmSync(docs, {recursive: true, force: true}));

const code = (value: string): Node => ({type: 'inlineCode', value});
const paragraph = (...children: Node[]): Node => ({
  type: 'paragraph',
  children,
});

function run(tree: Node, file = 'overview/providers.mdx'): Node {
  remarkApiLinks()(tree, {path: path.join(docs, file)});
  return tree;
}

const links = (tree: Node): string[] => {
  const found: string[] = [];
  const visit = (node: Node) => {
    if (node.type === 'link')
      found.push(`${node.children![0]!.value} → ${node.url}`);
    node.children?.forEach(visit);
  };
  visit(tree);
  return found;
};

it('reads the symbols of the reference, and names two packages share as none', () => {
  const pages = symbolPages(path.join(docs, 'api'));
  expect(pages.get('Injector')).toBe(
    path.join(docs, 'api/pkg-a/classes/Injector.md'),
  );
  expect(pages.get('createApp')).toBe(
    `${path.join(docs, 'api/pkg-a/index.md')}#createapp`,
  );
  expect(pages.get('main')).toBeNull();
});

it('knows a symbol written the ways guides write it', () => {
  expect(symbolOf('Injector')).toBe('Injector');
  expect(symbolOf('@Injectable()')).toBe('Injectable');
  expect(symbolOf('new Injector()')).toBe('Injector');
  expect(symbolOf('createApp()')).toBe('createApp');
  expect(symbolOf('injector.get(Token)')).toBeNull();
  expect(symbolOf('Injector.get()')).toBeNull();
});

it('links the first mention only, relative to the page, with the anchor of a package-page symbol', () => {
  const tree = run({
    type: 'root',
    children: [
      {type: 'heading', depth: 2, children: [code('Injector')]},
      paragraph(
        code('Injector'),
        {type: 'text', value: ' and '},
        code('Injector'),
      ),
      paragraph(
        code('createApp()'),
        code('@Injectable()'),
        code('main()'),
        code('Unknown'),
      ),
    ],
  });
  expect(links(tree)).toEqual([
    'Injector → ../api/pkg-a/classes/Injector.md',
    'createApp() → ../api/pkg-a/index.md#createapp',
    '@Injectable() → ../api/pkg-b/index.md#injectable',
  ]);
});

it('counts a link a writer made, in reading order', () => {
  const link: Node = {
    type: 'link',
    url: '../api/pkg-a/interfaces/MountOptions.md',
    children: [code('MountOptions')],
  };
  const page = 'MountOptions → ../api/pkg-a/interfaces/MountOptions.md';
  // The first mention comes before the writer's link: it gets one too.
  const mentionFirst = run({
    type: 'root',
    children: [paragraph(code('MountOptions')), paragraph({...link})],
  });
  expect(links(mentionFirst)).toEqual([page, page]);
  // The writer linked the first mention: nothing to add.
  const linkFirst = run({
    type: 'root',
    children: [paragraph({...link}), paragraph(code('MountOptions'))],
  });
  expect(links(linkFirst)).toEqual([page]);
});

it('does nothing on the API pages themselves', () => {
  const tree = run(
    {type: 'root', children: [paragraph(code('Injector'))]},
    'api/pkg-a/index.md',
  );
  expect(links(tree)).toEqual([]);
});
