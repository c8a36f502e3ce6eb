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
 * 3. `npm run samples:types` writes the new version's names files
 *    (static/sample-names/<version>.<locale>.json, the types its samples show
 *    on hover and focus), and next's again, whose API pages step 2 changed.
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

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
