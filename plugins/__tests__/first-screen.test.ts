/**
 * Where plugins/first-screen cuts a page: at the first h2 or h3 after the
 * first twelve blocks, never in a short page, with imports and exports left
 * at the top level.
 */
import remarkFirstScreen, {
  REST_OF_PAGE,
  REST_OF_PAGE_MODULE,
} from '../first-screen/remark';

interface Node {
  type: string;
  depth?: number;
  name?: string;
  value?: string;
  children?: Node[];
}

const paragraph = (text: string): Node => ({
  type: 'paragraph',
  children: [{type: 'text', value: text}],
});
const heading = (depth: number, text: string): Node => ({
  type: 'heading',
  depth,
  children: [{type: 'text', value: text}],
});

function cut(children: Node[]): Node {
  const tree: Node = {type: 'root', children};
  // The plugin's transformer, as unified calls it.
  const transform = (
    remarkFirstScreen as unknown as () => (tree: Node) => void
  )();
  transform(tree);
  return tree;
}

const blocks = (count: number) =>
  Array.from({length: count}, (_, index) => paragraph(`block ${index}`));

describe('remarkFirstScreen', () => {
  it('leaves a short page as it is', () => {
    const children = [heading(1, 'Title'), ...blocks(8), heading(2, 'Next')];
    expect(cut([...children]).children).toEqual(children);
  });

  it('puts everything from the first section heading after twelve blocks into RestOfPage', () => {
    const tree = cut([
      heading(1, 'Title'),
      ...blocks(11),
      paragraph('still the first screen'),
      heading(4, 'a minor heading does not cut'),
      heading(2, 'Second section'),
      ...blocks(3),
      heading(2, 'Third section'),
    ]);
    const rest = tree.children!.at(-1)!;
    expect(rest).toMatchObject({type: 'mdxJsxFlowElement', name: REST_OF_PAGE});
    expect(rest.children![0]).toEqual(heading(2, 'Second section'));
    expect(rest.children!.at(-1)).toEqual(heading(2, 'Third section'));
    // The import, the first screen's thirteen blocks and heading, the rest.
    expect(tree.children!).toHaveLength(16);
    expect(tree.children![0]).toMatchObject({
      type: 'mdxjsEsm',
      value: `import RestOfPage from '${REST_OF_PAGE_MODULE}';`,
    });
  });

  it('keeps imports and exports at the top level', () => {
    const esm: Node = {
      type: 'mdxjsEsm',
      value: "import Tabs from '@theme/Tabs';",
    };
    const tree = cut([
      ...blocks(13),
      heading(2, 'Cut here'),
      esm,
      ...blocks(2),
    ]);
    expect(
      tree.children!.filter((node) => node.type === 'mdxjsEsm').at(-1),
    ).toEqual(esm);
    expect(
      tree.children!.at(-1)!.children!.some((node) => node.type === 'mdxjsEsm'),
    ).toBe(false);
  });
});
