/**
 * The Lattice names of the samples have their types in the built site
 * (shown on hover and focus), from the page's own version: on the heaviest
 * page (examples), in both locales, of the latest release and of 1.1.x,
 * every name a sample imports from a Lattice package is in the names file
 * the site serves, with a signature, a summary in the page's language and a
 * link to a heading of that version's API reference that the build has.
 * Where the versions differ, each page shows its own:
 * `RouterModule.register()` in 1.1.x, `forRoot()` in 2.0.x, as their
 * declarations write them. What the browser does with the file is
 * tests/e2e/type-info.spec.ts's part.
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';

import {isTypeScriptFence} from '../../plugins/highlight-code/annotations';
import {shownBlock, type NamesFile} from '../../plugins/highlight-code/names';
import {namesOfBlock} from '../../src/components/TypeInfo/namesFile';
import {
  docsRoot,
  extractBlocks,
  partialReason,
  type Locale,
} from '../../scripts/lib/samples/codeSamples';
import {buildDir, htmlFileOf, requireBuild, siteDir} from './buildDir';

beforeAll(requireBuild);

/** [version, locale, route prefix of the version's docs]. */
const sites = [
  ['2.0.x', 'en', '/docs'],
  ['2.0.x', 'zh', '/zh/docs'],
  ['1.1.x', 'en', '/docs/1.1.x'],
  ['1.1.x', 'zh', '/zh/docs/1.1.x'],
] as const;

/** The name after `RouterModule.` in each version's examples, and its declaration. */
const routerEntry = {
  '1.1.x': {
    name: 'register',
    declared:
      'static register(routes: Route[], options?: RouterOptions): Type<RouterModule>;',
    signature:
      '(method) RouterModule.register(routes: Route[], options?: RouterOptions): Type<RouterModule>',
  },
  '2.0.x': {
    name: 'forRoot',
    declared: 'static forRoot(options: RouterModuleOptions): DynamicModule;',
    signature:
      '(method) RouterModule.forRoot(options: RouterModuleOptions): DynamicModule',
  },
};

describe.each(sites)('the examples of %s (%s)', (version, locale, prefix) => {
  const localePrefix = locale === 'zh' ? '/zh' : '';
  const served = path.join(
    buildDir,
    `${localePrefix}/sample-names/${version}.${locale}.json`,
  );
  const file = (): NamesFile => JSON.parse(readFileSync(served, 'utf8'));
  const source = path.join(docsRoot(version, locale as Locale), 'examples.mdx');
  const blocks = extractBlocks(
    readFileSync(path.join(siteDir, source), 'utf8'),
    source,
  ).filter(
    (block) =>
      isTypeScriptFence(block.lang) && partialReason(block) === undefined,
  );

  /** Each block's names as `line:column text → symbol row`. */
  const namesOf = (names: NamesFile, lang: string, code: string) => {
    const {code: shown, key} = shownBlock(lang, code);
    const lines = shown.split('\n');
    const found = namesOfBlock(names, key).map(
      ([line, column, length, symbol]) => ({
        line,
        column,
        text: lines[line]!.slice(column, column + length),
        row: names.symbols[symbol]!,
      }),
    );
    return {shown: lines, found};
  };

  it('is served with the site', () => {
    expect(existsSync(served)).toBe(true);
  });

  it('has every name its samples import from Lattice, with its type, its summary and its API heading', () => {
    const names = file();
    let imported = 0;
    for (const block of blocks) {
      const {shown, found} = namesOf(names, block.lang, block.code);
      shown.forEach((text, line) => {
        const statement =
          /^import (?:type )?\{([^}]*)\} from '(lattice-[\w-]+)';$/.exec(text);
        if (!statement) return;
        for (const specifier of statement[1]!.split(',')) {
          const name = specifier
            .trim()
            .replace(/^type /, '')
            .split(' as ')[0]!;
          if (!name) continue;
          imported++;
          const column = text.indexOf(name, text.indexOf('{'));
          const hit = found.find(
            (entry) => entry.line === line && entry.column === column,
          );
          expect(`${source}:${block.line} ${name}: ${hit?.row[0]}`).toBe(
            `${source}:${block.line} ${name}: ${name}`,
          );
        }
      });
      for (const {text, row} of found) {
        const [name, signature, summary, page] = row;
        expect(text).toBe(name);
        expect(signature).toContain(name);
        expect(summary.length).toBeGreaterThan(0);
        if (locale === 'zh') expect(summary).toMatch(/[\u4e00-\u9fff]/);
        const [route, anchor] = `${prefix}/api/${page}`.split('#');
        const file = htmlFileOf(route!);
        const heading =
          existsSync(file) &&
          (!anchor ||
            new RegExp(`\\sid="?${anchor}[" >]`).test(
              readFileSync(file, 'utf8'),
            ));
        expect(
          `${name} → ${prefix}/api/${page}: ${heading ? 'built' : 'missing'}`,
        ).toBe(`${name} → ${prefix}/api/${page}: built`);
      }
    }
    // The page chosen has many: a check of nothing proves nothing.
    expect(imported).toBeGreaterThan(10);
  });

  it('shows the router’s entry point as this version declares it', () => {
    const entry = routerEntry[version];
    const declarations = readFileSync(
      path.join(siteDir, 'api', version, 'lattice-app.d.ts'),
      'utf8',
    );
    expect(declarations).toContain(entry.declared);
    const names = file();
    const shownRows = blocks.flatMap((block) => {
      const {shown, found} = namesOf(names, block.lang, block.code);
      return found.filter(
        ({line, column, text}) =>
          text === entry.name &&
          shown[line]!.slice(0, column).endsWith('RouterModule.'),
      );
    });
    expect(shownRows.length).toBeGreaterThan(0);
    for (const {row} of shownRows) expect(row[1]).toBe(entry.signature);
  });
});
