#!/usr/bin/env node
/**
 * `npm run build:merge -- --out <dir> <part> [<part> …]`: puts the parts of
 * a build split by locale together into the one tree `npm run build` of
 * every locale writes, ready to deploy. Each part is a build of one locale
 * by `npm run build:part -- --locale <locale> --out-dir <part>` (the default
 * locale at the part's root, another under `<locale>/`), typically made on
 * a machine of its own: .github/workflows/build.yml runs one job a locale,
 * then this in a merge job. CONTRIBUTING, "A build split by locale".
 *
 * It refuses, naming what is wrong, an output folder that is not empty, a
 * part that is not a build (no `index.html` at its root or in a folder at
 * its root), and two parts that hold the same path with different bytes.
 */
import fs from 'node:fs';
import path from 'node:path';

import {walk} from './lib/files.mjs';

const usage =
  'Usage: npm run build:merge -- --out <dir> <part> [<part> ...]\n' +
  '  each <part>: npm run build:part -- --locale <locale> --out-dir <part>';

function fail(message) {
  console.error(`build:merge: ${message}`);
  process.exit(1);
}

const argv = process.argv.slice(2);
const outIndex = argv.indexOf('--out');
if (outIndex === -1 || !argv[outIndex + 1]) fail(`no --out folder.\n${usage}`);
const out = path.resolve(argv[outIndex + 1]);
const parts = argv
  .filter((_, index) => index !== outIndex && index !== outIndex + 1)
  .map((part) => path.resolve(part));
if (parts.length < 2) fail(`give at least two parts.\n${usage}`);
if (fs.existsSync(out) && fs.readdirSync(out).length > 0)
  fail(`${out} is not empty: merge into a new folder.`);

/** Which part each path comes from, checking first that the parts agree. */
const owner = new Map();
const conflicts = [];
for (const part of parts) {
  if (!fs.existsSync(part)) fail(`no part at ${part}.`);
  const files = walk(part);
  if (!files.some((file) => /^([^/]+\/)?index\.html$/.test(file)))
    fail(
      `${part} is not a build: it has no index.html at its root or in a folder at its root.`,
    );
  for (const file of files) {
    const first = owner.get(file);
    if (first === undefined) owner.set(file, part);
    else if (
      !fs
        .readFileSync(path.join(first, file))
        .equals(fs.readFileSync(path.join(part, file)))
    )
      conflicts.push(`${file} (in ${first} and ${part})`);
  }
}
if (conflicts.length > 0)
  fail(
    `${conflicts.length} path(s) held by two parts with different bytes:\n  ${conflicts.slice(0, 20).join('\n  ')}` +
      '\nEach part must be a build of another locale (npm run build:part -- --locale <locale>).',
  );

for (const part of parts) fs.cpSync(part, out, {recursive: true});
console.log(
  `build:merge: ${owner.size} files from ${parts.length} parts in ${path.relative(process.cwd(), out) || '.'}`,
);
