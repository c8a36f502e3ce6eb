/**
 * Which index a page searches, and the results page a search links: the
 * version's URL and the search context, as the search plugin names them.
 */
import {resultsPageUrl} from '../resultsPage';
import {scopeFrom, scopeOf} from '../scopeRules';

describe('scopeOf', () => {
  it.each([
    ['/zh/docs/introduction', '/zh/', ''],
    ['/zh/blog/2026/lattice-2-0', '/zh/', 'blog'],
    ['/blog', '/', 'blog'],
    ['/blogroll', '/', ''],
    ['/docs/1.0.x/introduction', '/docs/1.0.x/', ''],
  ])(
    'on %s (version %s) searches context "%s"',
    (pathname, versionUrl, context) => {
      expect(scopeOf(pathname, versionUrl)).toEqual({
        versionUrl,
        searchContext: context,
      });
    },
  );
});

describe('resultsPageUrl', () => {
  it.each([
    ['/zh/', '', '/zh/search?q=%E6%8B%A6'],
    ['/zh/docs/next/', '', '/zh/search?q=%E6%8B%A6&version=docs%2Fnext%2F'],
    ['/', 'blog', '/search?q=%E6%8B%A6&ctx=blog'],
  ])('from %s (context "%s") is %s', (versionUrl, searchContext, url) => {
    expect(resultsPageUrl('拦', {versionUrl, searchContext})).toBe(url);
  });
});

describe('scopeFrom', () => {
  const zh = {
    baseUrl: '/zh/',
    versions: [
      {path: '/zh/docs/next', isLast: false},
      {path: '/zh/docs', isLast: true},
      {path: '/zh/docs/1.0.x', isLast: false},
    ],
  };
  it.each([
    ['/zh/docs/introduction', '/zh/', ''],
    ['/zh/docs', '/zh/', ''],
    ['/zh/docs/next', '/zh/docs/next/', ''],
    ['/zh/docs/next/overview/modules', '/zh/docs/next/', ''],
    ['/zh/docs/1.0.x/api/lattice-app', '/zh/docs/1.0.x/', ''],
    // A page whose path only begins like a version's is not of it.
    ['/zh/docs/nextjs', '/zh/', ''],
    ['/zh/blog/2026/lattice-2-0', '/zh/', 'blog'],
    ['/zh/', '/zh/', ''],
  ])(
    'on %s searches the index at %s (context "%s")',
    (pathname, versionUrl, context) => {
      expect(scopeFrom(pathname, zh)).toEqual({
        versionUrl,
        searchContext: context,
      });
    },
  );

  it('searches the latest index where the site has no docs versions', () => {
    expect(
      scopeFrom('/docs/introduction', {baseUrl: '/', versions: []}),
    ).toEqual({versionUrl: '/', searchContext: ''});
  });
});
