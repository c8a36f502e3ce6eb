#!/usr/bin/env node
/**
 * `npm run docs:archive -- <version>`: retires a release from the build and
 * keeps its pages online, frozen (CONTRIBUTING, "Archived versions").
 *
 * 1. Builds the site with ARCHIVE_VERSION=<version>: that version and the
 *    versions its pages link (the latest release, which its banner names,
 *    and any other its pages name), both locales, its pages leaving the
 *    version by loading from the server (src/clientModules/archivedVersion.ts).
 *    A broken link on a page of the version stops it: freezing would keep
 *    it.
 * 2. Freezes, for each locale, what the version's pages are made of into
 *    archive/<version>/<locale>/: the pages (docs/<version>/, with their
 *    Markdown twins), the build's hashed assets (its scripts, styles and
 *    the chunks of every route), its search index, and the files named after
 *    the version (the samples' names files). docusaurus.config.ts lists that
 *    folder among the locale's static directories, so every later build
 *    copies it in: the pages answer at the addresses they had.
 * 3. Records the version in versionsArchived.json (newest first), which puts
 *    it after the built versions in the version dropdown and on /versions,
 *    and keeps its routes in the route map.
 * 4. Takes it out of the build: versions.json, its versioned docs and
 *    sidebar, and its zh pages and labels. Its API declarations (api/) and
 *    names files (static/sample-names/) stay: its release post still
 *    compiles its samples against them and shows their types.
 * 5. Links to it from the sources that are still built (posts, pages, other
 *    versions) become `pathname:///docs/<version>/…`: a link to a file of
 *    the site rather than a route, which the browser loads from the server
 *    (scripts/lib/archived.mjs). Links by address (`/docs/<version>/…`) are
 *    rewritten; the update page that lists the next release's API changes
 *    links the version's API pages by file, and the API generator's own
 *    code writes that section again, each link checked against the frozen
 *    tree.
 *
 * `--out-dir <dir>` keeps the archive build there (by default a temporary
 * folder, removed at the end).
 */
import {spawn} from 'node:child_process';
import {once} from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {stripVTControlCharacters} from 'node:util';

import {brokenLinksOf} from './lib/archived.mjs';
import {walk} from './lib/files.mjs';
import {compareVersions, isRelease} from './lib/versions.mjs';
import {orderedVersions} from './typedoc/inventory.mjs';
import {readInventories, updateApiChanges} from './typedoc/update-page.mjs';

const siteDir = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
);
const args = process.argv.slice(2);
const version = args.find((arg) => !arg.startsWith('-'));
const outDirIndex = args.indexOf('--out-dir');
const keptOutDir = outDirIndex >= 0 ? args[outDirIndex + 1] : undefined;

/**
 * Stops the script with a message that says what to do.
 * @param {string} message
 * @returns {never}
 */
function fail(message) {
  console.error(`docs:archive: ${message}`);
  process.exit(1);
}

if (!version || !isRelease(version))
  fail('usage: npm run docs:archive -- <version>   (for example 0.7.x)');

const readJson = (file) =>
  JSON.parse(fs.readFileSync(path.join(siteDir, file), 'utf8'));
const writeJson = (file, value) =>
  fs.writeFileSync(
    path.join(siteDir, file),
    `${JSON.stringify(value, null, 2)}\n`,
  );
const versions = readJson('versions.json');
const archived = readJson('versionsArchived.json');
if (archived.includes(version)) fail(`${version} is archived already.`);
if (!versions.includes(version))
  fail(
    `${version} is not a version of versions.json (${versions.join(', ')}).`,
  );
if (version === versions[0])
  fail(
    `${version} is the latest release, served at /docs: cut a newer one first (npm run docs:version).`,
  );
const archiveDir = path.join(siteDir, 'archive', version);
if (fs.existsSync(archiveDir))
  fail(`archive/${version} exists already: remove it, or keep it.`);

// 1. The build of the version, as it is today, with the versions its pages
// link (the latest, which its banner names; the release whose API changes
// the first release's update page shows), so that those links resolve.
const zhDocs = 'i18n/zh/docusaurus-plugin-content-docs';
const linked = new Set([versions[0], version]);
for (const folder of [
  `versioned_docs/version-${version}`,
  `${zhDocs}/version-${version}`,
]) {
  for (const file of walk(path.join(siteDir, folder))) {
    const text = fs.readFileSync(path.join(siteDir, folder, file), 'utf8');
    for (const [, name] of text.matchAll(
      /(?:\bversion-|\/docs\/)(\d+\.\d+\.x|next)\//g,
    ))
      if (versions.includes(name) || name === 'next')
        linked.add(name === 'next' ? 'current' : name);
  }
}
const outDir = keptOutDir
  ? path.resolve(keptOutDir)
  : fs.mkdtempSync(path.join(os.tmpdir(), `lattice-archive-${version}-`));
console.log(
  `[archive] building ${version} (with ${[...linked].join(', ')}) into ${outDir}`,
);
// Its output is shown as it comes, and kept: a broken link on a page that
// is frozen would stay broken for good.
const build = spawn(
  process.execPath,
  [
    path.join(siteDir, 'node_modules/@docusaurus/core/bin/docusaurus.mjs'),
    'build',
    '--out-dir',
    outDir,
  ],
  {
    cwd: siteDir,
    stdio: ['inherit', 'pipe', 'pipe'],
    env: {
      ...process.env,
      ARCHIVE_VERSION: version,
      DOCS_VERSIONS: [...linked].join(','),
    },
  },
);
let buildLog = '';
build.stdout.on('data', (chunk) => {
  process.stdout.write(chunk);
  buildLog += chunk;
});
build.stderr.on('data', (chunk) => {
  process.stderr.write(chunk);
  buildLog += chunk;
});
const [status] = await once(build, 'close');
if (status !== 0) fail(`the build of ${version} failed (above).`);
const {ofVersion, elsewhere} = brokenLinksOf(
  stripVTControlCharacters(buildLog),
  version,
);
if (ofVersion.length)
  fail(
    `the pages of ${version} have broken links, which freezing would keep (the build's warnings, above):\n  ${ofVersion.join('\n  ')}`,
  );
if (elsewhere.length)
  console.log(
    `[archive] the build's ${elsewhere.length} broken-link warnings are on pages of the other versions, which link versions this build leaves out; those pages are not frozen.`,
  );

// 2. The frozen tree of each locale.
const locales = [
  {locale: 'en', root: outDir},
  {locale: 'zh', root: path.join(outDir, 'zh')},
];
/** Whether a file of a locale's build is part of the version's pages. */
const frozen = (file) =>
  file.startsWith(`docs/${version}/`) ||
  file.startsWith('assets/') ||
  /^search-index[^/]*\.json$/.test(file) ||
  path.basename(file).includes(version);
for (const {locale, root} of locales) {
  const files = walk(root)
    // The other locale's folder sits inside the default locale's build.
    .filter((file) => !(locale === 'en' && file.startsWith('zh/')))
    .filter(frozen);
  if (!files.some((file) => file.startsWith(`docs/${version}/`)))
    fail(`the build has no pages under ${locale}'s docs/${version}/.`);
  for (const file of files)
    fs.cpSync(path.join(root, file), path.join(archiveDir, locale, file));
  console.log(
    `[archive] archive/${version}/${locale}: ${files.length} files (${
      files.filter((file) => file.endsWith('.html')).length
    } pages)`,
  );
}
if (!keptOutDir) fs.rmSync(outDir, {recursive: true, force: true});

// 3. and 4. Recorded, and out of the build.
writeJson(
  'versionsArchived.json',
  [...archived, version].sort(compareVersions).reverse(),
);
writeJson(
  'versions.json',
  versions.filter((name) => name !== version),
);
for (const source of [
  `versioned_docs/version-${version}`,
  `versioned_sidebars/version-${version}-sidebars.json`,
  `${zhDocs}/version-${version}`,
  `${zhDocs}/version-${version}.json`,
])
  fs.rmSync(path.join(siteDir, source), {recursive: true, force: true});

// 5. Links into the archived version load its pages from the server.
const linkToArchived = new RegExp(
  String.raw`(\]\(|(?:href|to)=["'])/docs/${version.replaceAll('.', '\\.')}/`,
  'g',
);
const sourceFolders = [
  'docs',
  'versioned_docs',
  'blog',
  'src/pages',
  'i18n/zh/docusaurus-plugin-content-docs',
  'i18n/zh/docusaurus-plugin-content-blog',
  'i18n/zh/docusaurus-plugin-content-pages',
];
for (const folder of sourceFolders) {
  const dir = path.join(siteDir, folder);
  if (!fs.existsSync(dir)) continue;
  for (const file of walk(dir)) {
    if (!/\.mdx?$/.test(file)) continue;
    const full = path.join(dir, file);
    const text = fs.readFileSync(full, 'utf8');
    const rewritten = text.replace(
      linkToArchived,
      `$1pathname:///docs/${version}/`,
    );
    if (rewritten !== text) {
      fs.writeFileSync(full, rewritten);
      console.log(
        `${path.join(folder, file)}: links to ${version} load its frozen pages`,
      );
    }
  }
}
// The API changes the built versions' update pages list: 1.0's are still
// 0.7's declarations against 1.0's, now linking 0.7's frozen API pages.
const apiDir = path.join(siteDir, 'api');
const apiProblems = orderedVersions(apiDir)
  .filter((name) => name === 'next' || versions.includes(name))
  .filter((name) => name !== version)
  .flatMap((name) =>
    ['en', 'zh'].flatMap((locale) =>
      updateApiChanges({
        inventories: readInventories(apiDir),
        versions: orderedVersions(apiDir),
        archived: [...archived, version],
        version: name,
        locale,
        siteDir,
        check: false,
      }),
    ),
  );
if (apiProblems.length)
  fail(
    `the update pages' API changes could not all be written:\n  ${apiProblems.join('\n  ')}`,
  );
console.log(
  `Archived ${version}: its pages are in archive/${version}/, served at the addresses they had; versions.json no longer builds it.
Next: \`npm run test:quick\` names the reasons of scripts/lib/behaviourReasons.ts that only ${version}'s pages needed (delete them); then \`npm test\`, and commit archive/${version}/ with the rest (CONTRIBUTING, "Archived versions").`,
);
