/**
 * The API reference as readers get it, in the built site of both
 * locales and every version: no page shows generator noise (tests/build/
 * apiNoise.ts counts it), every page says the release it arrived in and links
 * a guide that explains it, every update page ends with its release's API
 * changes (in the page, its Markdown twin and the search index), every link
 * of those lists reaches a built page and heading, and a guide links a
 * symbol's API page at its first mention.
 */
import {existsSync, readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';

import {htmlNoise} from './apiNoise';
import {buildDir, htmlFileOf, requireBuild} from './buildDir';
import {noApiChangeLine} from './declarations';
import {releaseOf} from '../../scripts/lib/versions.mjs';
import {
  changesReleaseOf,
  latestRelease,
  locales,
  oldestDocumentedRelease,
  routeVersions as versions,
  versionPrefixes,
  type RouteVersion,
} from '../../scripts/lib/routeMap';

beforeAll(requireBuild);

const read = (file: string) => readFileSync(file, 'utf8');

/** Built HTML files under a folder, relative to it (`/x/y.html`). */
function htmlFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, {recursive: true, encoding: 'utf8'})
    .filter((file) => file.endsWith('.html'))
    .map((file) => `/${file.split(path.sep).join('/')}`);
}

/** The routes of every API page of one version and locale, from the build. */
function apiRoutes(localePrefix: string, version: RouteVersion): string[] {
  const base = `${localePrefix}${versionPrefixes[version]}/api`;
  return htmlFiles(path.join(buildDir, base)).map(
    (file) => `${base}${file.replace(/\.html$/, '')}`,
  );
}

/**
 * The oldest documented release, archived or not: what it declares says no
 * "New in" on any version's pages.
 */
const oldestRelease = releaseOf(oldestDocumentedRelease, versions);

/** The release whose changes each version's update page ends with (2.0.x: 2.0, next: 2.1). */

const releases: Record<RouteVersion, string> = Object.fromEntries(
  versions.map((version) => [version, changesReleaseOf(version)]),
);

describe.each(locales)('the $locale API reference', ({locale, prefix}) => {
  const pages = versions.flatMap((version) =>
    apiRoutes(prefix, version).map((route) => ({
      route,
      html: read(htmlFileOf(route)),
    })),
  );

  it("has every built version's pages to check", () => {
    // Over fifty a version: fewer means a version's pages were not read.
    expect(pages.length).toBeGreaterThan(50 * versions.length);
  });

  it('shows no generator noise on any page', () => {
    const noise = pages.flatMap(({route, html}) =>
      htmlNoise(html).map(({rule, sample}) => `${route}: ${rule}: ${sample}`),
    );
    expect(noise).toEqual([]);
  });

  it('says on every page the release it arrived in, and links a guide that explains it', () => {
    const newIn = locale === 'zh' ? '新增于' : 'New in';
    const missing: string[] = [];
    for (const {route, html} of pages) {
      const meta = /<\/header>\s*<p><em>([^]*?)<\/em><\/p>/.exec(html)?.[1];
      // What the oldest documented release has says no release (releases
      // before it existed); anything later says the one it arrived in.
      const since = new RegExp(`${newIn} (\\d+\\.\\d+)`).exec(meta ?? '')?.[1];
      if (meta === undefined) {
        missing.push(`${route}: no line under the title`);
      } else if (since && since === oldestRelease) {
        missing.push(`${route}: "${newIn} ${since}", the oldest release`);
      } else if (
        since &&
        route.includes(`${versionPrefixes[oldestDocumentedRelease]}/api/`)
      ) {
        missing.push(`${route}: "${newIn}" on the oldest version`);
      }
      const seeAlso =
        /id="?see-also"?[^]*?<ul>([^]*?)<\/ul>/.exec(html)?.[1] ?? '';
      const guides = [...seeAlso.matchAll(/href="?([^" >]+)/g)]
        .map(([, href]) => href!)
        .filter((href) => href.includes('/docs/') && !href.includes('/api/'));
      // Deferred (0.7 only) is only listed among lattice-utils's exports.
      if (
        guides.length === 0 &&
        !route.endsWith('/lattice-utils/classes/Deferred')
      )
        missing.push(`${route}: no guide in "See also"`);
      for (const href of guides) {
        const [pathname, anchor] = href.split('#');
        const target = htmlFileOf(decodeURIComponent(pathname!));
        if (!existsSync(target))
          missing.push(`${route}: ${href} is not a page`);
        else if (
          anchor &&
          !read(target).includes(`id=${decodeURIComponent(anchor)}`) &&
          !read(target).includes(`id="${decodeURIComponent(anchor)}"`)
        ) {
          missing.push(`${route}: ${href} has no such heading`);
        }
      }
    }
    expect(missing).toEqual([]);
  });

  describe.each(versions)('the %s update page', (version) => {
    const route = `${prefix}${versionPrefixes[version]}/cli-commands/update`;
    const heading =
      locale === 'zh'
        ? `${releases[version]} 的 API 变更`
        : `API changes in ${releases[version]}`;

    it('ends with the API changes of its release, every link reaching a page and heading', () => {
      const html = read(htmlFileOf(route));
      // The heading's id, quoted or not: the minifier decides.
      const at = html.search(/\bid=(["']?)api-changes\1[\s>]/);
      expect(at).toBeGreaterThan(0);
      const section = html.slice(at);
      expect(section).toContain(heading);
      const links = [...section.matchAll(/<a[^>]*href="?([^" >]+)/g)]
        .map(([, href]) => href!)
        .filter((href) => href.includes('/api/'));
      // Just cut, next declares what the new release does.
      const noChange = noApiChangeLine(version, locale, latestRelease);
      if (noChange) {
        expect(section).toContain(noChange);
      } else {
        expect(links.length).toBeGreaterThan(2);
      }
      const broken = links.filter((href) => {
        const [pathname, anchor] = href.split('#');
        const target = htmlFileOf(pathname!);
        if (!existsSync(target)) return true;
        return (
          anchor !== undefined &&
          !new RegExp(`id="?${anchor}[" >]`).test(read(target))
        );
      });
      expect(broken).toEqual([]);
      // The table of contents leads to it.
      expect(html).toMatch(/class="?table-of-contents[^]*href="?#api-changes/);
    });

    it('has the changes in its Markdown twin', () => {
      const twin = read(path.join(buildDir, `${route}.md`));
      expect(twin).toContain(`## ${heading}`);
      expect(twin).not.toContain('api-changes:start');
    });
  });

  it.each(versions)(
    "finds %s's API changes in that version's search index",
    (version) => {
      // One index per docs version, beside its pages (the latest at the root).
      const dir = path.join(
        buildDir,
        prefix,
        version === latestRelease ? '' : versionPrefixes[version],
      );
      const index = readdirSync(dir)
        .filter((file) => /^search-index-[0-9a-f]+\.json$/.test(file))
        .map((file) => read(path.join(dir, file)))
        .join('\n');
      const heading =
        locale === 'zh'
          ? `${releases[version]} 的 API 变更`
          : `API changes in ${releases[version]}`;
      expect(index).toContain(heading);
    },
  );

  it('links an API page at the first mention of its symbol in a guide', () => {
    const html = read(htmlFileOf(`${prefix}/docs/overview/providers`));
    const article = html.slice(html.indexOf('<article'));
    // The first `Injectable` in the text is a link to its API heading.
    const first = /(<a[^>]*>)?<code>@?Injectable(\(\))?<\/code>/.exec(article);
    expect(first?.[1]).toMatch(
      new RegExp(`href="?${prefix}/docs/api/lattice-common#injectable`),
    );
    // ...and only the first.
    const links = article.match(
      /href="?[^" >]*\/docs\/api\/lattice-common#injectable/g,
    );
    expect(links?.length).toBe(1);
  });
});
