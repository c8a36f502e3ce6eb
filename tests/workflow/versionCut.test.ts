/**
 * Cutting a release with `npm run docs:version -- <version>`, in a scratch
 * copy: the release next becomes (2.1.x after 2.0.x). The versioned docs,
 * sidebar, zh pages, API reference and the samples' names files appear, and
 * the site serves the new release at /docs and the previous one under its
 * name. The build is of the zh locale, whose pages a cut copies and
 * relabels (the en pages it only copies, and the content tests below read
 * them), and of next and those two versions only, to stay fast.
 *
 * And the rest of the suite needs no edit for the new version: run in the
 * scratch copy, the content, API and config tests pass and check the new
 * version too, and the scratch copy's own route map, read from its
 * versions.json, names routes of the new version that its build has.
 */
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';

import {latestVersion, releasedVersions} from '../../src/data/site';
import {releaseOf} from '../../scripts/lib/versions.mjs';
import {
  docusaurus,
  jestInCopy,
  makeScratchSite,
  removeScratchSite,
  repoDir,
  run,
} from './scratchSite';

jest.setTimeout(600_000);

/** The release cut: the one next becomes. */
const cut = `${releaseOf('next', releasedVersions)}.x`;
/** The latest release before the cut. */
const previous = latestVersion;

let dir = '';
beforeAll(() => {
  dir = makeScratchSite();
  const result = run(dir, process.execPath, ['scripts/cut-version.mjs', cut]);
  if (result.status !== 0)
    throw new Error(`docs:version failed:\n${result.output}`);
});
afterAll(() => removeScratchSite(dir));

const exists = (file: string) => existsSync(path.join(dir, file));
const read = (file: string) => readFileSync(path.join(dir, file), 'utf8');

/** A module of the scratch copy, loaded as the suite run there loads it: with its versions.json. */
function scratchModule<T>(file: string): T {
  let loaded: T | undefined;
  jest.isolateModules(() => {
    loaded = require(path.join(dir, file)) as T;
  });
  return loaded!;
}

it('writes the types its samples show, in both locales', () => {
  // What they hold, the code-samples test run below checks.
  for (const locale of ['en', 'zh'])
    expect(exists(`static/sample-names/${cut}.${locale}.json`)).toBe(true);
});

it('creates the versioned docs, sidebar and zh copies', () => {
  expect(JSON.parse(read('versions.json'))).toEqual([cut, ...releasedVersions]);
  expect(exists(`versioned_docs/version-${cut}/introduction.mdx`)).toBe(true);
  expect(
    exists(`versioned_docs/version-${cut}/overview/dynamic-modules.mdx`),
  ).toBe(true);
  expect(exists(`versioned_sidebars/version-${cut}-sidebars.json`)).toBe(true);
  expect(
    exists(
      `i18n/zh/docusaurus-plugin-content-docs/version-${cut}/introduction.mdx`,
    ),
  ).toBe(true);
  expect(
    JSON.parse(
      read(`i18n/zh/docusaurus-plugin-content-docs/version-${cut}.json`),
    ),
  ).toMatchObject({
    'sidebar.tutorialSidebar.category.Overview': {message: '概览'},
  });
});

it('moves the release posts with the cut: the previous latest to its own path, the preview to the cut', () => {
  const repoPosts = (folder: string) =>
    readdirSync(path.join(repoDir, folder))
      .filter((name) => name.endsWith('.mdx'))
      .map((name) => path.join(folder, name));
  const releaseOf = (text: string) =>
    /^lattice_version:\s*(\S+)$/m.exec(text)?.[1];
  const docsLinks = (text: string) =>
    [...text.matchAll(/\]\((\/docs\/[^)]*)\)/g)].map((match) => match[1]!);
  let movedLatest = 0;
  for (const folder of ['blog', 'i18n/zh/docusaurus-plugin-content-blog'])
    for (const file of repoPosts(folder)) {
      const before = readFileSync(path.join(repoDir, file), 'utf8');
      const after = read(file);
      const release = releaseOf(before);
      if (release === previous) {
        // Every link of the post of the release that was the latest now
        // names it; the rest of the post is as it was.
        expect(docsLinks(before).length).toBeGreaterThan(0);
        expect(docsLinks(after)).toEqual(
          docsLinks(before).map((link) =>
            link.replace('/docs/', `/docs/${previous}/`),
          ),
        );
        movedLatest += 1;
      } else if (release === 'next') {
        expect(releaseOf(after)).toBe(cut);
        expect(docsLinks(after)).toEqual(
          docsLinks(before).map((link) =>
            link.replace('/docs/next/', '/docs/'),
          ),
        );
      } else expect({file, after}).toEqual({file, after: before});
    }
  // Both locales' posts of the previous latest.
  expect(movedLatest).toBe(2);
});

it('gives the new version its API declarations and a reference the generator agrees with', () => {
  expect(exists(`api/${cut}/lattice-common.d.ts`)).toBe(true);
  for (const page of ['index.md', 'classes/Injector.md']) {
    expect(
      exists(`versioned_docs/version-${cut}/api/lattice-app/${page}`),
    ).toBe(true);
    expect(
      exists(
        `i18n/zh/docusaurus-plugin-content-docs/version-${cut}/api/lattice-app/${page}`,
      ),
    ).toBe(true);
  }
  const check = run(dir, process.execPath, [
    'scripts/generate-api.mjs',
    '--check',
    '--version',
    cut,
    '--version',
    'next',
  ]);
  expect(check.output).not.toMatch(/differs:|missing:|extra:/);
  expect(check.output).toContain(`[api] ${cut} (zh) →`);
  expect(check.output).toContain('[api] next (zh) →');
  expect(check.output).toContain('up to date');
  expect(check.status).toBe(0);
  // The cut release's update page keeps its changes (2.1's); next's now
  // compares with it (2.2).
  expect(
    read(`versioned_docs/version-${cut}/cli-commands/update.mdx`),
  ).toContain(`## API changes in ${releaseOf(cut, [])} {/* #api-changes */}`);
  expect(read('docs/cli-commands/update.mdx')).toContain(
    `## API changes in ${releaseOf('next', [cut])} {/* #api-changes */}`,
  );
});

it(`passes the content, API and config tests unedited, ${cut} among the versions they check`, () => {
  const files = [
    'tests/config/config.test.ts',
    'tests/content/docs.test.ts',
    'tests/content/depth.test.ts',
    'tests/content/code-samples.test.ts',
    'tests/content/api-pages.test.ts',
  ];
  // Only the tests that name the new version, and the config's "docs
  // versions": the others ran on this commit already, in the fast stage.
  const testResults = jestInCopy(
    dir,
    files,
    `${cut.replaceAll('.', '\\.')}|docs versions`,
  );
  const of = (file: string) =>
    testResults.find((suite) => suite.name.endsWith(`/${file}`));
  for (const file of files) {
    const suite = of(file);
    // Every file ran and passed; those that check each version by name
    // checked the new one (the config's name none: its "docs versions" ran).
    // (A suite run with a name pattern reports "focused", not "passed".)
    expect({
      file,
      ran: suite?.assertionResults.some(({status}) => status === 'passed'),
      failed: suite?.assertionResults.filter(({status}) => status === 'failed')
        .length,
      checksCut:
        file === 'tests/config/config.test.ts' ||
        suite?.assertionResults.some(
          ({fullName, status}) => status === 'passed' && fullName.includes(cut),
        ),
    }).toEqual({file, ran: true, failed: 0, checksCut: true});
  }
});

describe(`built in zh with next, ${cut} and ${previous} only`, () => {
  const built = ['next', cut, previous];

  beforeAll(() => {
    // Where a build of both locales puts them (one locale alone would go
    // to build/ itself).
    const build = docusaurus(
      dir,
      ['build', '--locale', 'zh', '--out-dir', 'build/zh'],
      {
        DOCS_VERSIONS: ['current', cut, previous].join(','),
      },
    );
    if (build.status !== 0) throw new Error(build.output.slice(-4000));
  });

  it(`serves ${cut} as the latest at /docs and ${previous} under /docs/${previous}`, () => {
    const prefix = 'zh/';
    const latest = read(`build/${prefix}docs/introduction.html`);
    expect(latest).toContain(`docs-version-${cut}`);
    const older = read(`build/${prefix}docs/${previous}/introduction.html`);
    expect(older).toContain(`docs-version-${previous}`);
    expect(
      exists(`build/${prefix}docs/${previous}/overview/dynamic-modules.html`),
    ).toBe(true);
    expect(exists(`build/${prefix}docs/next/introduction.html`)).toBe(true);
    expect(exists(`build/${prefix}docs/api/lattice-app.html`)).toBe(true);
    expect(
      exists(`build/${prefix}docs/api/lattice-app/classes/Injector.html`),
    ).toBe(true);
    // The previous release is no longer the latest: its pages say so.
    expect(read(`build/${prefix}docs/${previous}/introduction.html`)).toContain(
      '不再积极维护',
    );
  });

  it(`has every route the scratch copy's route map names for them, ${cut}'s the same as next's`, () => {
    const map = scratchModule<typeof import('../../scripts/lib/routeMap')>(
      'scripts/lib/routeMap.ts',
    );
    expect(map.routeVersions).toEqual(['next', cut, ...releasedVersions]);
    expect(map.latestRelease).toBe(cut);
    expect(map.versionPrefixes[cut]).toBe('/docs');
    expect(map.versionPrefixes[previous]).toBe(`/docs/${previous}`);
    // A copy of next at the cut: the same pages and API symbols.
    const pagesOf = (version: string) =>
      map
        .docsRoutes(version)
        .map((route) => route.slice(map.versionPrefixes[version].length));
    expect(pagesOf(cut)).toEqual(pagesOf('next'));

    const htmlFile = (route: string) => `build${route}.html`;
    // The zh locale, the one built.
    const {prefix} = map.locales.find(({locale}) => locale === 'zh')!;
    const routes = built
      .flatMap(map.docsRoutes)
      .map((route) => `${prefix}${route}`);
    expect(routes.length).toBeGreaterThan(150);
    expect(routes.filter((route) => !exists(htmlFile(route)))).toEqual([]);
    const absent = built
      .flatMap(map.absentDocsRoutes)
      .map((route) => `${prefix}${route}`);
    expect(absent.length).toBeGreaterThan(0);
    expect(absent.filter((route) => exists(htmlFile(route)))).toEqual([]);
  });
});
