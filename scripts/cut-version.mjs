#!/usr/bin/env node
/**
 * `npm run docs:version -- <version>`: cuts a release from the next version.
 *
 * 1. `docusaurus docs:version <version>` copies docs/ to versioned_docs/, the
 *    sidebar to versioned_sidebars/, and the zh pages and sidebar labels
 *    (current/ and current.json) to version-<version>, and adds the version to
 *    the top of versions.json, which makes it the latest release at /docs.
 * 2. The API declarations of next (api/next/) are copied to api/<version>/ and
 *    that version's API pages are regenerated from them, so `npm run api --
 *    --check` keeps passing.
 * 3. The release posts follow their releases (both locales): the post of the
 *    release that was the latest links its docs under /docs/<that release>/
 *    from now on, and a preview of the cut release (`lattice_version: next`)
 *    becomes its post, compiled against it and linking the latest, /docs/.
 * 4. `npm run samples:types` writes the new version's names files
 *    (static/sample-names/<version>.<locale>.json, the types its samples show
 *    on hover and focus), and next's again, whose API pages step 2 changed.
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

import {readArchivedVersions} from './lib/archived.mjs';
import {isRelease} from './lib/versions.mjs';

const siteDir = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
);
const version = process.argv[2];

if (!version || version.startsWith('-')) {
  console.error(
    'Usage: npm run docs:version -- <version>   (for example 2.1.x)',
  );
  process.exit(1);
}
const apiSource = path.join(siteDir, 'api/next');
const apiTarget = path.join(siteDir, 'api', version);
if (fs.existsSync(apiTarget)) {
  console.error(
    `api/${version} already exists: version ${version} was cut before.`,
  );
  process.exit(1);
}

if (readArchivedVersions(siteDir).includes(version)) {
  console.error(
    `${version} is archived (versionsArchived.json): pick a release newer than the latest.`,
  );
  process.exit(1);
}

const previousLatest = JSON.parse(
  fs.readFileSync(path.join(siteDir, 'versions.json'), 'utf8'),
)[0];

const run = (command, args) =>
  execFileSync(command, args, {cwd: siteDir, stdio: 'inherit'});

run(process.execPath, [
  path.join(siteDir, 'node_modules/@docusaurus/core/bin/docusaurus.mjs'),
  'docs:version',
  version,
]);
fs.cpSync(apiSource, apiTarget, {recursive: true});
// The new version's pages, and next's: its "New in" markers and the API
// changes on its update page now compare it with the version just cut.
run(process.execPath, [
  path.join(siteDir, 'scripts/generate-api.mjs'),
  '--version',
  version,
  '--version',
  'next',
]);
// The posts' links to the docs, in Markdown and in JSX: `](/docs/…`,
// `href="/docs/…"`, `to="/docs/…"`.
const docsLink = (rest) =>
  new RegExp(String.raw`(\]\(|(?:href|to)=["'])/docs/${rest}`, 'g');
const releaseOfPost = (text) =>
  /^lattice_version:\s*['"]?([\w.]+)['"]?\s*$/m.exec(text)?.[1];
for (const folder of ['blog', 'i18n/zh/docusaurus-plugin-content-blog']) {
  for (const name of fs.readdirSync(path.join(siteDir, folder))) {
    if (!/\.mdx?$/.test(name)) continue;
    const file = path.join(siteDir, folder, name);
    const text = fs.readFileSync(file, 'utf8');
    const release = releaseOfPost(text);
    let moved = text;
    if (release && release === previousLatest && isRelease(release))
      // Its links to the latest, /docs/<page>, now name their release.
      moved = text.replace(
        docsLink(String.raw`(?!next/|\d+\.\d+\.x/)`),
        `$1/docs/${release}/`,
      );
    else if (release === 'next')
      moved = text
        .replace(docsLink('next/'), '$1/docs/')
        .replace(/^lattice_version:.*$/m, `lattice_version: ${version}`);
    if (moved !== text) {
      fs.writeFileSync(file, moved);
      console.log(`${path.relative(siteDir, file)}: links moved with the cut`);
    }
  }
}

// The samples' types of the cut and of next; no other version changed.
run(process.execPath, [
  path.join(siteDir, 'node_modules/jiti/bin/jiti.js'),
  path.join(siteDir, 'scripts/sample-types.ts'),
  '--version',
  version,
  '--version',
  'next',
]);
console.log(
  `Cut ${version}: versioned docs, sidebar, zh pages, API reference and the samples' types are in place.`,
);
