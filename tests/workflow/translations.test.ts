/**
 * Chinese is complete: write-translations has nothing to add, no zh message
 * is still the English text, and every English page has its Chinese twin.
 */
import {createHash} from 'node:crypto';
import {existsSync, readFileSync, readdirSync, statSync} from 'node:fs';
import path from 'node:path';

import {
  docusaurus,
  makeScratchSite,
  removeScratchSite,
  repoDir,
} from './scratchSite';

jest.setTimeout(300_000);

function walk(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, {recursive: true, encoding: 'utf8'}).filter((name) =>
    statSync(path.join(dir, name)).isFile(),
  );
}

function hashTree(dir: string): Record<string, string> {
  return Object.fromEntries(
    walk(dir).map((file) => [
      file,
      createHash('sha256')
        .update(readFileSync(path.join(dir, file)))
        .digest('hex'),
    ]),
  );
}

type Messages = Record<string, {message: string}>;
const readMessages = (file: string): Messages =>
  JSON.parse(readFileSync(file, 'utf8'));

/** Strings that read the same in both languages. */
function isUntranslatable(message: string): boolean {
  const words = message.replace(/\{[^}]*\}/g, '').trim();
  return (
    !/[A-Za-z]/.test(words) ||
    /^(Lattice|GitHub|React|Vue|Svelte|npm|pnpm|Yarn)$/.test(words) ||
    /^\d+\.\d+\.x$/.test(words) ||
    /^(lattice-[a-z-]+|create-lattice-app)$/.test(words)
  );
}

let dir = '';
let before: Record<string, string> = {};
beforeAll(() => {
  dir = makeScratchSite();
  before = hashTree(path.join(dir, 'i18n'));
  for (const locale of ['zh', 'en']) {
    const result = docusaurus(dir, ['write-translations', '--locale', locale]);
    if (result.status !== 0) throw new Error(result.output);
  }
});
afterAll(() => removeScratchSite(dir));

it('write-translations --locale zh leaves i18n/zh unchanged', () => {
  const after = hashTree(path.join(dir, 'i18n'));
  const zhAfter = Object.fromEntries(
    Object.entries(after).filter(([file]) => file.startsWith('zh/')),
  );
  const changed = Object.keys({...before, ...zhAfter}).filter(
    (file) => before[file] !== zhAfter[file],
  );
  expect(changed).toEqual([]);
});

it('has no zh message that is still the English text', () => {
  const jsonFiles = walk(path.join(dir, 'i18n/en')).filter((file) =>
    file.endsWith('.json'),
  );
  expect(jsonFiles).toContain('code.json');
  const untranslated: string[] = [];
  for (const file of jsonFiles) {
    const en = readMessages(path.join(dir, 'i18n/en', file));
    const zh = readMessages(path.join(dir, 'i18n/zh', file));
    for (const [id, {message}] of Object.entries(en)) {
      const zhMessage = zh[id]?.message;
      if (zhMessage === undefined)
        untranslated.push(`i18n/zh/${file}: ${id} is missing`);
      else if (zhMessage === message && !isUntranslatable(message)) {
        untranslated.push(
          `i18n/zh/${file}: ${id} = ${JSON.stringify(message)}`,
        );
      }
    }
  }
  expect(untranslated).toEqual([]);
});

it('has a Chinese twin for every English docs page', () => {
  const pairs: [string, string][] = [['docs', 'current']];
  for (const version of JSON.parse(
    readFileSync(path.join(repoDir, 'versions.json'), 'utf8'),
  )) {
    pairs.push([`versioned_docs/version-${version}`, `version-${version}`]);
  }
  const missing: string[] = [];
  for (const [enRoot, zhName] of pairs) {
    for (const file of walk(path.join(repoDir, enRoot)).filter((f) =>
      /\.mdx?$/.test(f),
    )) {
      const twin = `i18n/zh/docusaurus-plugin-content-docs/${zhName}/${file}`;
      if (!existsSync(path.join(repoDir, twin)))
        missing.push(`${enRoot}/${file} has no ${twin}`);
    }
  }
  expect(missing).toEqual([]);
});

it('has a Chinese twin for every MDX page', () => {
  const pages = walk(path.join(repoDir, 'src/pages')).filter((f) =>
    /\.mdx?$/.test(f),
  );
  expect(pages.length).toBeGreaterThan(0);
  const missing = pages.filter(
    (page) =>
      !existsSync(
        path.join(repoDir, 'i18n/zh/docusaurus-plugin-content-pages', page),
      ),
  );
  expect(missing).toEqual([]);
});
