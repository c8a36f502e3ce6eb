/**
 * A build split by locale (CONTRIBUTING, "A build split by locale"): each
 * locale built on its own (`npm run build:part -- --locale <locale>`), as a
 * job of its own machine would, then merged (`npm run build:merge`), gives
 * the tree one build of both locales gives, file for file and byte for
 * byte, on a scratch copy with the next version only (so that the three
 * builds fit the test run). One difference is expected and checked for
 * what it is: the search plugin numbers its documents across the locales
 * one process builds, so zh's numbers start after en's in a build of both
 * and at 1 in zh's own part; with the numbers shifted back, zh's index
 * files are the same.
 *
 * The copy has archived 0.7.x first (`npm run docs:archive`; CONTRIBUTING,
 * "Archived versions"), so that the same builds show the archive end to end:
 * the build no longer renders the version, its frozen pages come into every
 * build and part from their static directory and still answer, with every
 * link resolving in the merged tree, and the version dropdown and the
 * versions page of both locales still offer it. In Chromium, behind the
 * production nginx, a reader moves between its frozen pages in its app and
 * leaves it for the site as it is now by a page load.
 */
import {cpSync, existsSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';

import {chromium} from '@playwright/test';
import escapeStringRegexp from 'escape-string-regexp';

import chromiumSetup from '../../scripts/chromium.json';
import {walk} from '../../scripts/lib/files.mjs';
import {startNginx} from '../../scripts/lib/nginx.mjs';
import {docsRoutes, locales} from '../../scripts/lib/routeMap';
import {releasedVersions} from '../../src/data/site';
import {
  docusaurus,
  jestInCopy,
  makeScratchSite,
  removeScratchSite,
  repoDir,
  run,
  type RunResult,
} from './scratchSite';

jest.setTimeout(300_000);

const versions = {DOCS_VERSIONS: 'current'};
let dir = '';
let merged: RunResult;
let archived: RunResult;
/**
 * The version the copy archives: the oldest release built (0.7.x today; once
 * the site has archived that one, the next oldest).
 */
const archivedVersion = releasedVersions.at(-1)!;

function mustPass(result: RunResult): void {
  if (result.status !== 0) throw new Error(result.output.slice(-4000));
}

const merge = (...args: string[]) =>
  run(dir, process.execPath, [
    path.join(repoDir, 'scripts/build-merge.mjs'),
    ...args,
  ]);

beforeAll(() => {
  dir = makeScratchSite();
  archived = run(dir, process.execPath, [
    'scripts/archive-version.mjs',
    archivedVersion,
    '--out-dir',
    'archive-build',
  ]);
  mustPass(archived);
  mustPass(docusaurus(dir, ['build', '--out-dir', 'whole'], versions));
  for (const locale of ['en', 'zh'])
    mustPass(
      docusaurus(
        dir,
        ['build', '--locale', locale, '--out-dir', `parts/${locale}`],
        {...versions, SPLIT_BUILD: '1'},
      ),
    );
  merged = merge('--out', 'merged', 'parts/en', 'parts/zh');
});
afterAll(() => removeScratchSite(dir));

/**
 * The values of some attributes (`href|src`) in built HTML, in order; the
 * minifier leaves a value without spaces unquoted.
 */
const linksOf = (html: string, attributes: string): string[] =>
  [
    ...html.matchAll(
      new RegExp(
        String.raw`\b(?:${attributes})=(?:"([^"]*)"|([^\s>"']+))`,
        'g',
      ),
    ),
  ].map(([, quoted, bare]) => (quoted ?? bare)!);

/** Every file under a folder of the scratch copy, relative to it. */
const filesOf = (folder: string): string[] => walk(path.join(dir, folder));

type SearchIndexFile = Array<{
  documents: Array<{i: number; p?: number}>;
  index?: {
    fieldVectors: Array<[string, number[]]>;
    invertedIndex: Array<[string, Record<string, unknown>]>;
  };
}>;

/** A search index file with its document numbers shifted down by `by`. */
function shifted(file: SearchIndexFile, by: number): SearchIndexFile {
  const id = (value: number) => value - by;
  const ref = (key: string) => String(id(Number(key)));
  return file.map(({documents, index, ...rest}) => ({
    ...rest,
    documents: documents.map((document) => ({
      ...document,
      i: id(document.i),
      ...(document.p === undefined ? {} : {p: id(document.p)}),
    })),
    ...(index && {
      index: {
        ...index,
        fieldVectors: index.fieldVectors.map(([fieldRef, vector]) => {
          const [field, key] = fieldRef.split('/');
          return [`${field}/${ref(key!)}`, vector];
        }),
        invertedIndex: index.invertedIndex.map(([term, posting]) => [
          term,
          Object.fromEntries(
            Object.entries(posting).map(([field, value]) => [
              field,
              field === '_index'
                ? value
                : Object.fromEntries(
                    Object.entries(value as Record<string, unknown>).map(
                      ([key, positions]) => [ref(key), positions],
                    ),
                  ),
            ]),
          ),
        ]),
      },
    }),
  }));
}

it('merges the parts into the files of a build of both locales, byte for byte but for zh’s search numbers', () => {
  expect(merged.output).toMatch(/build:merge: \d+ files from 2 parts/);
  const files = filesOf('whole');
  expect(files.length).toBeGreaterThan(500);
  expect(filesOf('merged')).toEqual(files);
  const read = (folder: string, file: string) =>
    readFileSync(path.join(dir, folder, file));
  const differing = files.filter(
    (file) => !read('whole', file).equals(read('merged', file)),
  );
  const searchIndexes = /^zh\/search-index-[0-9a-f]+(\.head)?\.json$/;
  expect(differing.filter((file) => !searchIndexes.test(file))).toEqual([]);
  for (const file of differing) {
    const whole = JSON.parse(read('whole', file).toString()) as SearchIndexFile;
    const part = JSON.parse(read('merged', file).toString()) as SearchIndexFile;
    const by = whole[0]!.documents[0]!.i - part[0]!.documents[0]!.i;
    expect(by).toBeGreaterThan(0);
    expect(shifted(whole, by)).toEqual(part);
  }
});

it('is what the CI workflow runs: a part a locale, then the merge', () => {
  const workflow = readFileSync(
    path.join(repoDir, '.github/workflows/build.yml'),
    'utf8',
  );
  expect(workflow).toContain('locale: [en, zh]');
  expect(workflow).toContain(
    'npm run build:part -- --locale ${{ matrix.locale }} --out-dir part',
  );
  expect(workflow).toContain(
    'node scripts/build-merge.mjs --out build parts/part-en parts/part-zh',
  );
  const scripts = (
    JSON.parse(readFileSync(path.join(repoDir, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    }
  ).scripts;
  expect(scripts['build:part']).toBe('SPLIT_BUILD=1 docusaurus build');
  expect(scripts['build:merge']).toBe('node scripts/build-merge.mjs');
});

it('refuses two parts that hold the same path with different bytes, naming it', () => {
  // A zh part built at the root, as `--locale zh` without SPLIT_BUILD does.
  cpSync(path.join(dir, 'parts/zh/zh'), path.join(dir, 'parts/zh-at-root'), {
    recursive: true,
  });
  const result = merge('--out', 'refused', 'parts/en', 'parts/zh-at-root');
  expect(result.status).toBe(1);
  // Listed in path order: the root's 404 page first.
  expect(result.output).toContain('404.html (in ');
  expect(result.output).toContain('build:part -- --locale');
});

describe(`${archivedVersion}, archived with npm run docs:archive`, () => {
  const readJson = (file: string) =>
    JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as unknown;
  /** A route's HTML file in a built tree of the copy. */
  const htmlOf = (folder: string, route: string) =>
    path.join(dir, folder, route === '/' ? 'index.html' : `${route}.html`);
  /** The version's routes in the route map, both locales. */
  const archivedRoutes = locales.flatMap(({prefix}) =>
    docsRoutes(archivedVersion).map((route) => `${prefix}${route}`),
  );
  /** Every page of the version the archive's build rendered (its sitemaps). */
  let frozenRoutes: string[] = [];

  it('is recorded beside versions.json and leaves the build', () => {
    expect(archived.output).toContain(
      `Archived ${archivedVersion}: its pages are in archive/${archivedVersion}/`,
    );
    expect(readJson('versionsArchived.json')).toEqual([archivedVersion]);
    expect(readJson('versions.json')).not.toContain(archivedVersion);
    for (const source of [
      `versioned_docs/version-${archivedVersion}`,
      `versioned_sidebars/version-${archivedVersion}-sidebars.json`,
      `i18n/zh/docusaurus-plugin-content-docs/version-${archivedVersion}`,
    ])
      expect(existsSync(path.join(dir, source))).toBe(false);
    // The build renders its pages no more: its sitemaps, which list every
    // page Docusaurus renders, name none of them, where the archive's did.
    const sitemapRoutes = (folder: string) =>
      ['sitemap.xml', 'zh/sitemap.xml'].flatMap((file) =>
        [
          ...readFileSync(path.join(dir, folder, file), 'utf8').matchAll(
            /<loc>([^<]+)<\/loc>/g,
          ),
        ].map(([, url]) => new URL(url!).pathname),
      );
    const ofVersion = (route: string) =>
      route.includes(`/docs/${archivedVersion}/`);
    frozenRoutes = sitemapRoutes('archive-build').filter(ofVersion);
    expect(frozenRoutes).toEqual(expect.arrayContaining(archivedRoutes));
    expect(sitemapRoutes('whole').filter(ofVersion)).toEqual([]);
  });

  it('answers every route it had, in both locales, from its frozen pages, links and all', () => {
    expect(frozenRoutes.length).toBeGreaterThan(150);
    const frozen = (route: string) => readFileSync(htmlOf('merged', route));
    expect(
      frozenRoutes.filter(
        (route) =>
          !existsSync(htmlOf('merged', route)) ||
          !frozen(route).equals(readFileSync(htmlOf('archive-build', route))),
      ),
    ).toEqual([]);
    // Every file of the frozen tree is in the merged tree as it was frozen:
    // no file of a build took its place. But for the search index: the
    // plugin names it by a hash of docs/ and blog/, so a build of the same
    // sources writes the same name, and the current site's index then
    // serves the frozen pages' search box too (its results load from the
    // server).
    const frozenFiles = locales.flatMap(({locale, prefix}) =>
      walk(path.join(dir, 'archive', archivedVersion, locale))
        .filter((file) => !/^search-index-[0-9a-f]+(\.head)?\.json$/.test(file))
        .map((file) => ({
          from: path.join('archive', archivedVersion, locale, file),
          to: path.join(prefix.slice(1), file),
        })),
    );
    expect(
      frozenFiles.filter(
        ({from, to}) =>
          !existsSync(path.join(dir, 'merged', to)) ||
          !readFileSync(path.join(dir, from)).equals(
            readFileSync(path.join(dir, 'merged', to)),
          ),
      ),
    ).toEqual([]);
    // What the frozen pages link and load resolves in the merged tree, but
    // for the pages of versions this copy's builds leave out (next alone is
    // built, at /docs): the frozen version dropdown names them all.
    const leftOut = new RegExp(
      String.raw`^(/zh)?/docs/(next|${releasedVersions
        .filter((name) => name !== archivedVersion)
        .map(escapeStringRegexp)
        .join('|')})/`,
    );
    const resolves = (target: string) =>
      [target, `${target}.html`, `${target}/index.html`].some((file) => {
        const full = path.join(dir, 'merged', file);
        return existsSync(full) && statSync(full).isFile();
      });
    const unresolved = new Set<string>();
    for (const route of frozenRoutes) {
      const html = frozen(route).toString();
      for (const url of linksOf(html, 'href|src')) {
        const target = url.split(/[#?]/)[0]!;
        if (!target.startsWith('/') || target.startsWith('//')) continue;
        if (leftOut.test(target)) continue;
        if (!resolves(decodeURIComponent(target.replace(/\/$/, ''))))
          unresolved.add(`${route} → ${url}`);
      }
    }
    expect([...unresolved]).toEqual([]);
  });

  it('keeps a reader in its app between its pages, and sends one who leaves it to the site as it is now', async () => {
    // The merged tree behind the production nginx, in Chromium: a frozen
    // page hydrates into the archive build's app, which must not render its
    // copy of the site of that day (src/clientModules/archivedVersion.ts).
    const server = await startNginx({
      siteRoot: path.join(dir, 'merged'),
      repoDir,
    });
    const browser = await chromium.launch({
      executablePath: chromiumSetup.headlessShellPath,
      args: chromiumSetup.flags,
    });
    try {
      const page = await browser.newPage();
      const failed: string[] = [];
      // A request the page load cancels (the old app's prefetches as the
      // server's page replaces it) is not a failure of the tree.
      page.on('requestfailed', (request) => {
        const reason = request.failure()?.errorText;
        if (reason !== 'net::ERR_ABORTED')
          failed.push(`${request.url()}: ${reason}`);
      });
      page.on('response', (response) => {
        if (response.status() >= 400)
          failed.push(`${response.url()}: ${response.status()}`);
      });
      const hydrated = () =>
        page.waitForSelector('html[data-has-hydrated="true"]', {
          state: 'attached',
        });
      const prefix = `/docs/${archivedVersion}/`;
      await page.goto(`${server.baseUrl}${prefix}introduction`);
      await hydrated();
      // Set on this document only: gone after a page load, kept in the app.
      await page.evaluate(() => {
        (window as {sameDocument?: boolean}).sameDocument = true;
      });
      const sameDocument = () =>
        page.evaluate(
          () => (window as {sameDocument?: boolean}).sameDocument === true,
        );

      const inVersion = page
        .locator(`nav.menu a[href^="${prefix}"]:not([href$="/introduction"])`)
        .first();
      const target = (await inVersion.getAttribute('href'))!;
      await inVersion.click();
      await page.waitForURL(`${server.baseUrl}${target}`);
      await page.locator('main h1').waitFor();
      expect(await sameDocument()).toBe(true);

      // The navbar's home link leaves the version: the server's home page,
      // a document of its own (without it, the app renders its old home).
      const loaded = page.waitForEvent('load', {timeout: 15_000});
      await page.locator('a.navbar__brand').click();
      await loaded;
      expect(page.url()).toBe(`${server.baseUrl}/`);
      await hydrated();
      expect(await sameDocument()).toBe(false);
      expect(
        await page.evaluate(() => document.documentElement.className),
      ).not.toContain(`docs-version-${archivedVersion}`);
      expect(failed).toEqual([]);
    } finally {
      await browser.close();
      await server.stop();
    }
  });

  it('is offered after the built versions in the version dropdown and on the versions page, in both locales', () => {
    for (const {prefix} of locales) {
      const page = readFileSync(
        htmlOf('whole', `${prefix}/docs/introduction`),
        'utf8',
      );
      // The first menu of the navbar, the version dropdown's.
      const menu = /<ul class="?dropdown__menu"?>([\s\S]*?)<\/ul>/.exec(
        page,
      )![1]!;
      const links = linksOf(menu, 'href');
      // next, built, then the archived version, then the versions page.
      expect(links.slice(-2)).toEqual([
        `${prefix}/docs/${archivedVersion}/introduction`,
        `${prefix}/versions`,
      ]);
      expect(links.length).toBeGreaterThan(2);
      const versions = readFileSync(
        htmlOf('whole', `${prefix}/versions`),
        'utf8',
      );
      expect(linksOf(versions, 'href')).toContain(
        `${prefix}/docs/${archivedVersion}/introduction`,
      );
      expect(versions).toContain(prefix ? '已归档的版本' : 'Archived releases');
    }
  });

  it("links its API pages from the next release's update page as the API generator does, which writes no pages of it", () => {
    // 1.0's changes are 0.7's declarations against 1.0's (with 0.7.x
    // archived): their links to 0.7's pages were files, and are now its
    // frozen pages, in both locales.
    const nextRelease = releasedVersions.at(-2)!;
    const updatePages = [
      `versioned_docs/version-${nextRelease}/cli-commands/update.mdx`,
      `i18n/zh/docusaurus-plugin-content-docs/version-${nextRelease}/cli-commands/update.mdx`,
    ].map((file) => readFileSync(path.join(dir, file), 'utf8'));
    for (const text of updatePages) {
      expect(text).not.toContain(`version-${archivedVersion}/`);
      expect(
        text.match(
          new RegExp(
            `\\]\\(pathname:///docs/${escapeStringRegexp(archivedVersion)}/api/`,
            'g',
          ),
        )?.length ?? 0,
      ).toBeGreaterThan(10);
    }
    const generator = (...args: string[]) =>
      run(dir, process.execPath, ['scripts/generate-api.mjs', ...args]);
    const check = generator('--check', '--version', nextRelease);
    if (check.status !== 0) throw new Error(check.output.slice(-4000));
    expect(check.output).toContain('up to date');
    const refused = generator('--check', '--version', archivedVersion);
    expect(refused.status).not.toBe(0);
    expect(refused.output).toContain(
      `${archivedVersion} is archived (versionsArchived.json)`,
    );
  });

  it('leaves its release post checked: its samples still compile against its declarations', () => {
    // Run in the copy: the sample checks of every page read each release
    // post's version, which must now be the archived one (a post naming a
    // version the site no longer builds stopped `npm test`, and every later
    // `docs:version`, which writes the samples' types).
    const escaped = escapeStringRegexp(archivedVersion);
    // Its post: lattice-0.7.mdx for 0.7.x.
    const post = `lattice-${archivedVersion.replace(/\.x$/, '')}.mdx`;
    const [suite] = jestInCopy(
      dir,
      ['tests/content/code-samples.test.ts'],
      `code samples of ${escaped}`,
    );
    const passed = suite!.assertionResults
      .filter(({status}) => status === 'passed')
      .map(({fullName}) => fullName);
    // Its post, in both locales.
    for (const locale of ['en', 'zh'])
      expect(passed).toContainEqual(
        expect.stringMatching(
          new RegExp(
            `^code samples of ${escaped} \\(${locale}\\) .*${escapeStringRegexp(post)} compiles$`,
          ),
        ),
      );
  });
});
