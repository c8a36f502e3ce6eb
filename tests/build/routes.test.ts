/**
 * The built site has every page of the route map in both locales, nothing it
 * must not have, a not-found page per locale, and a clean build log.
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';

import escapeStringRegexp from 'escape-string-regexp';

import {
  absentRoutes,
  allRoutes,
  blogPages,
  locales,
} from '../../scripts/lib/routeMap';
import {declaredApiPages} from './declarations';
import {buildDir, buildLog, htmlFileOf, requireBuild} from './buildDir';

beforeAll(requireBuild);

const routes = allRoutes();

describe.each(locales)('the $locale build', ({locale, prefix}) => {
  it('has a page for every route of the route map', () => {
    const missing = routes
      .map((route) => (route === '/' ? prefix || '/' : `${prefix}${route}`))
      .filter((route) => !existsSync(htmlFileOf(route)));
    expect(missing).toEqual([]);
    expect(routes.length).toBeGreaterThan(300);
  });

  it('has a page for every class and interface the declarations export, titled with its name', () => {
    const declared = declaredApiPages();
    // 43 to 58 per version: a list this short means the declarations were not read.
    expect(declared.length).toBeGreaterThan(200);
    const problems = declared.flatMap(({route, name}) => {
      const file = htmlFileOf(`${prefix}${route}`);
      if (!existsSync(file)) return [`${prefix}${route}: missing`];
      const h1 =
        /<h1[^>]*>(.*?)<\/h1>/s.exec(readFileSync(file, 'utf8'))?.[1] ?? '';
      return h1.includes(name)
        ? []
        : [`${prefix}${route}: its h1 "${h1}" does not name ${name}`];
    });
    expect(problems).toEqual([]);
  });

  it('titles pages "<page> | Lattice" in the html lang of the locale', () => {
    const html = readFileSync(
      htmlFileOf(`${prefix}/docs/overview/providers`),
      'utf8',
    );
    expect(html).toMatch(/<title[^>]*>[^<]+ \| Lattice<\/title>/);
    expect(html).toMatch(
      new RegExp(`<html lang="?${locale === 'zh' ? 'zh-CN' : 'en-US'}"?[ >]`),
    );
  });

  it('has the release notes the route map names', () => {
    const missing = blogPages.filter(
      (route) => !existsSync(htmlFileOf(`${prefix}${route}`)),
    );
    expect(missing).toEqual([]);
  });

  it('has no page where the route map says there is none', () => {
    const present = absentRoutes().filter((route) =>
      existsSync(htmlFileOf(`${prefix}${route}`)),
    );
    expect(present).toEqual([]);
  });

  it("announces in the locale, linking a page of the locale's build", () => {
    // The bar's HTML comes from the config as it is: Docusaurus's broken-link
    // check does not see its link.
    const html = readFileSync(htmlFileOf(prefix || '/'), 'utf8');
    const bar =
      /class="?theme-announcement-bar[^>]*>(.*?)<button/s.exec(html)?.[1] ?? '';
    expect(bar).toContain(
      locale === 'zh' ? 'Lattice 2.0 已发布' : 'Lattice 2.0 is out',
    );
    const href = /<a href="?([^" >]+)"?>/.exec(bar)?.[1] ?? '(no link)';
    expect(href).toBe(`${prefix}/docs/cli-commands/update`);
    expect(existsSync(htmlFileOf(href))).toBe(true);
  });

  it('has a not-found page in the locale', () => {
    const file = path.join(buildDir, prefix, '404.html');
    const html = readFileSync(file, 'utf8');
    expect(html).toContain(locale === 'zh' ? '找不到页面' : 'Page Not Found');
    expect(html).toContain(
      locale === 'zh'
        ? '请联系把你带到这里的网站的所有者'
        : 'contact the owner of the site',
    );
  });
});

describe('the build log', () => {
  const log = existsSync(buildLog) ? readFileSync(buildLog, 'utf8') : '';

  it('records a successful build of both locales', () => {
    expect(log).toMatch(/\[SUCCESS\] Generated static files in "build"/);
    expect(log).toMatch(/\[SUCCESS\] Generated static files in "build\/zh"/);
  });

  it.each([
    ['broken links', /broken link/i],
    ['broken anchors', /broken anchor/i],
    ['broken markdown links', /markdown link couldn't be resolved/i],
    ['duplicate routes', /duplicate routes/i],
  ])('holds no warning of %s', (_kind, pattern) => {
    const lines = log.split('\n').filter((line) => pattern.test(line));
    expect(lines).toEqual([]);
  });
});

describe('"Edit this page" links', () => {
  const editBase =
    'https://github.com/lattice-framework/lattice-docs/edit/main';
  // The HTML is minified: attribute quotes are dropped where they may be.
  const hrefTo = (url: string) =>
    new RegExp(`href="?${escapeStringRegexp(url)}"?[ >]`);

  it('send en pages of every version to the next version under docs/', () => {
    const html = readFileSync(
      htmlFileOf('/docs/1.0.x/overview/modules'),
      'utf8',
    );
    expect(html).toMatch(hrefTo(`${editBase}/docs/overview/modules.mdx`));
  });

  it('send zh pages to the matching file under i18n/zh/', () => {
    const html = readFileSync(htmlFileOf('/zh/docs/overview/modules'), 'utf8');
    expect(html).toMatch(
      hrefTo(
        `${editBase}/i18n/zh/docusaurus-plugin-content-docs/current/overview/modules.mdx`,
      ),
    );
  });

  it('are absent from generated API pages', () => {
    const html = readFileSync(
      htmlFileOf('/docs/api/lattice-app/classes/LatticeApplication'),
      'utf8',
    );
    expect(html).not.toContain(`${editBase}/`);
  });
});

describe('our own images', () => {
  it.each(['img/favicon.svg', 'img/logo.svg', 'img/social-card.png'])(
    'ships %s and points the pages at it',
    (file) => {
      expect(existsSync(path.join(buildDir, file))).toBe(true);
      const html = readFileSync(htmlFileOf('/'), 'utf8');
      expect(html).toContain(file === 'img/logo.svg' ? 'img/logo.svg' : file);
    },
  );
});
