/**
 * Cutting a release with `npm run docs:version -- 2.1.x`, in a scratch copy:
 * the versioned docs, sidebar, zh pages and API reference appear, and the site
 * serves 2.1.x at /docs and 2.0.x at /docs/2.0.x in both locales. The build
 * includes only next, 2.1.x and 2.0.x to stay fast.
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';

import {
  docusaurus,
  makeScratchSite,
  removeScratchSite,
  run,
} from './scratchSite';

jest.setTimeout(600_000);

let dir = '';
beforeAll(() => {
  dir = makeScratchSite();
  const cut = run(dir, process.execPath, ['scripts/cut-version.mjs', '2.1.x']);
  if (cut.status !== 0) throw new Error(`docs:version failed:\n${cut.output}`);
});
afterAll(() => removeScratchSite(dir));

const exists = (file: string) => existsSync(path.join(dir, file));
const read = (file: string) => readFileSync(path.join(dir, file), 'utf8');

it('creates the versioned docs, sidebar and zh copies', () => {
  expect(JSON.parse(read('versions.json'))).toEqual([
    '2.1.x',
    '2.0.x',
    '1.1.x',
    '1.0.x',
    '0.7.x',
  ]);
  expect(exists('versioned_docs/version-2.1.x/introduction.mdx')).toBe(true);
  expect(
    exists('versioned_docs/version-2.1.x/overview/dynamic-modules.mdx'),
  ).toBe(true);
  expect(exists('versioned_sidebars/version-2.1.x-sidebars.json')).toBe(true);
  expect(
    exists(
      'i18n/zh/docusaurus-plugin-content-docs/version-2.1.x/introduction.mdx',
    ),
  ).toBe(true);
  expect(
    JSON.parse(
      read('i18n/zh/docusaurus-plugin-content-docs/version-2.1.x.json'),
    ),
  ).toMatchObject({
    'sidebar.tutorialSidebar.category.Overview': {message: '概览'},
  });
});

it('gives the new version its API declarations and a reference the generator agrees with', () => {
  expect(exists('api/2.1.x/lattice-common.d.ts')).toBe(true);
  for (const page of ['index.md', 'classes/Injector.md']) {
    expect(exists(`versioned_docs/version-2.1.x/api/lattice-app/${page}`)).toBe(
      true,
    );
    expect(
      exists(
        `i18n/zh/docusaurus-plugin-content-docs/version-2.1.x/api/lattice-app/${page}`,
      ),
    ).toBe(true);
  }
  const check = run(dir, process.execPath, [
    'scripts/generate-api.mjs',
    '--check',
    '--version',
    '2.1.x',
    '--version',
    'next',
  ]);
  expect(check.output).not.toMatch(/differs:|missing:|extra:/);
  expect(check.output).toContain('[api] 2.1.x (zh) →');
  expect(check.output).toContain('[api] next (zh) →');
  expect(check.output).toContain('up to date');
  expect(check.status).toBe(0);
  // The cut release's update page keeps its changes; next's now compares
  // with 2.1.
  expect(
    read('versioned_docs/version-2.1.x/cli-commands/update.mdx'),
  ).toContain('## API changes in 2.1 {/* #api-changes */}');
  expect(read('docs/cli-commands/update.mdx')).toContain(
    '## API changes in 2.2 {/* #api-changes */}',
  );
});

it('serves 2.1.x as the latest at /docs and 2.0.x under /docs/2.0.x, in both locales', () => {
  const build = docusaurus(dir, ['build'], {
    DOCS_VERSIONS: 'current,2.1.x,2.0.x',
  });
  if (build.status !== 0) throw new Error(build.output.slice(-4000));
  for (const prefix of ['', 'zh/']) {
    const latest = read(`build/${prefix}docs/introduction.html`);
    expect(latest).toMatch(/docs-version-2\.1\.x/);
    const previous = read(`build/${prefix}docs/2.0.x/introduction.html`);
    expect(previous).toMatch(/docs-version-2\.0\.x/);
    expect(
      exists(`build/${prefix}docs/2.0.x/overview/dynamic-modules.html`),
    ).toBe(true);
    expect(exists(`build/${prefix}docs/next/introduction.html`)).toBe(true);
    expect(exists(`build/${prefix}docs/api/lattice-app.html`)).toBe(true);
    expect(
      exists(`build/${prefix}docs/api/lattice-app/classes/Injector.html`),
    ).toBe(true);
  }
  // 2.0.x is no longer the latest: its pages say so.
  expect(read('build/docs/2.0.x/introduction.html')).toContain(
    'no longer actively maintained',
  );
});
