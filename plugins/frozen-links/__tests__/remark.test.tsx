/**
 * @jest-environment jsdom
 *
 * A Markdown link to an archived version's frozen page (`pathname://`)
 * opens in the same tab (plugins/frozen-links/remark.ts): the plugin gives
 * the link node `target="_self"`, and the theme's `a` (Docusaurus's `<Link>`)
 * keeps it, where without it `<Link>` opens the page in a new tab.
 */
import React from 'react';
import {screen} from '@testing-library/react';
import MDXComponents from '@theme/MDXComponents';

import {renderWithDocusaurus} from '@site/tests/jest/renderWithDocusaurus';
import remarkFrozenLinks from '../remark';

interface Node {
  type: string;
  url?: string;
  value?: string;
  data?: {hProperties?: Record<string, unknown>};
  children?: Node[];
}

const link = (url: string): Node => ({
  type: 'link',
  url,
  children: [{type: 'text', value: url}],
});

/** The paragraph's links after the plugin, as unified runs it. */
function transform(...links: Node[]): Node[] {
  const tree: Node = {
    type: 'root',
    children: [{type: 'paragraph', children: links}],
  };
  remarkFrozenLinks()(tree);
  return tree.children![0]!.children!;
}

const frozen = 'pathname:///docs/0.7.x/api/lattice-app/classes/Injector';

it('sets target _self on links to a file of the site, and only on those', () => {
  const [toFrozen, toRoute, toOtherSite] = transform(
    link(frozen),
    link('../api/lattice-app/classes/Injector.md'),
    link('https://github.com/lattice-framework'),
  );
  expect(toFrozen!.data?.hProperties).toEqual({target: '_self'});
  expect(toRoute!.data).toBeUndefined();
  expect(toOtherSite!.data).toBeUndefined();
});

it('keeps the properties another plugin gave the link', () => {
  const node = link(frozen);
  node.data = {hProperties: {className: 'x'}};
  transform(node);
  expect(node.data.hProperties).toEqual({className: 'x', target: '_self'});
});

describe("the theme's link, as MDX renders it", () => {
  const A = MDXComponents.a;
  const render = (props: Record<string, unknown>) =>
    renderWithDocusaurus(
      <A href={frozen} {...props}>
        0.7
      </A>,
      {
        locale: 'zh',
        baseUrl: '/zh/',
      },
    );

  it('opens the frozen page in the same tab, in the locale', () => {
    const [node] = transform(link(frozen));
    render(node!.data!.hProperties!);
    const anchor = screen.getByRole('link', {name: '0.7'});
    expect(anchor.getAttribute('href')).toBe(
      '/zh/docs/0.7.x/api/lattice-app/classes/Injector',
    );
    expect(anchor.getAttribute('target')).toBe('_self');
  });

  it('would open a new tab without the plugin (why it exists)', () => {
    render({});
    expect(screen.getByRole('link', {name: '0.7'}).getAttribute('target')).toBe(
      '_blank',
    );
  });
});
