/**
 * What `docs:archive` and the API generator share about an archived version
 * (scripts/lib/archived.mjs): the address a frozen page is linked by, and
 * which of the archive build's broken-link warnings are on pages it freezes.
 */
import {brokenLinksOf, frozenLink, frozenRouteOf} from '../lib/archived.mjs';

describe('a link to a frozen page', () => {
  it.each([
    [
      'api/lattice-app/classes/Injector.md',
      '/docs/0.7.x/api/lattice-app/classes/Injector',
    ],
    [
      'api/lattice-platform-react/index.md#view',
      '/docs/0.7.x/api/lattice-platform-react#view',
    ],
    ['overview/modules.mdx', '/docs/0.7.x/overview/modules'],
    ['index.md', '/docs/0.7.x'],
  ])('routes %s as the docs plugin does: %s', (file, route) => {
    expect(frozenRouteOf('0.7.x', file)).toBe(route);
    expect(frozenLink('0.7.x', file)).toBe(`pathname://${route}`);
  });
});

describe("the archive build's broken links", () => {
  // The two warnings Docusaurus writes, as a build of 0.7.x, 1.0.x and the
  // latest writes them (zh's link on a page of 0.7.x is planted).
  const log = [
    '[WARNING] Markdown link with URL `../../version-1.1.x/api/lattice-cli/index.md#version` in source file "versioned_docs/version-2.0.x/cli-commands/update.mdx" (250:24) couldn\'t be resolved.',
    'Make sure it references a local Markdown file that exists within the current plugin.',
    '[WARNING] Markdown link with URL `../overview/gone.md` in source file "i18n/zh/docusaurus-plugin-content-docs/version-0.7.x/introduction.mdx" (3:1) couldn\'t be resolved.',
    '[WARNING] Docusaurus found broken links!',
    '',
    'Exhaustive list of all broken links found:',
    '- Broken link on source page path = /docs/cli-commands/update:',
    '   -> linking to ../../version-1.1.x/api/lattice-cli/index.md#version (resolved as: /version-1.1.x/api/lattice-cli/index.md#version)',
    '- Broken link on source page path = /zh/docs/0.7.x/introduction:',
    '   -> linking to ../overview/gone.md (resolved as: /zh/docs/0.7.x/overview/gone.md)',
    '   -> linking to /zh/docs/1.1.x/introduction',
    '',
    '[SUCCESS] Generated static files in "build".',
  ].join('\n');

  it("names those on the archived version's pages, which freezing would keep", () => {
    expect(brokenLinksOf(log, '0.7.x').ofVersion).toEqual([
      '/zh/docs/0.7.x/introduction: ../overview/gone.md',
      '/zh/docs/0.7.x/introduction: /zh/docs/1.1.x/introduction',
      'i18n/zh/docusaurus-plugin-content-docs/version-0.7.x/introduction.mdx: ../overview/gone.md',
    ]);
  });

  it('sets apart those on the pages of the versions built beside it', () => {
    expect(brokenLinksOf(log, '0.7.x').elsewhere).toEqual([
      '/docs/cli-commands/update: ../../version-1.1.x/api/lattice-cli/index.md#version',
      'versioned_docs/version-2.0.x/cli-commands/update.mdx: ../../version-1.1.x/api/lattice-cli/index.md#version',
    ]);
  });

  it('finds none in a clean log', () => {
    expect(
      brokenLinksOf('[SUCCESS] Generated static files in "build".', '0.7.x'),
    ).toEqual({ofVersion: [], elsewhere: []});
  });
});
