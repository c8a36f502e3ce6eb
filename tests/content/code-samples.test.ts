/**
 * Every code sample compiles against its version's API: the ts and
 * tsx blocks of every docs page (guides and generated API pages), the FAQ and
 * the home page, in both locales and all five versions, type-checked against
 * api/<version>/*.d.ts; vue and svelte blocks compiled; `lattice …` commands
 * limited to what that version's CLI declares. See codeSamples.ts for the
 * rules (partial blocks, stubs, API signatures).
 *
 * CODE_SAMPLES_REPORT=<file> writes every failure to that file, grouped by
 * version and locale.
 */
import {
  existsSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';

import {
  archivedVersions,
  checkPages,
  declarationsOf,
  docsRoot,
  extractBlocks,
  formatProblem,
  locales,
  pageFilesOf,
  readPage,
  versions,
  type CheckResult,
  type Locale,
  type Page,
  type Version,
  siteDir,
} from '../../scripts/lib/samples/codeSamples';
import {
  DeclarationInfo,
  declarationOptions,
  namesFileTexts,
  namesFiles,
} from '../../scripts/lib/samples/sampleNames';
import {shownBlock} from '../../plugins/highlight-code/names';
import {workspaceFileText} from '../../scripts/lib/samples/sampleWorkspaces';

// An archived version's release posts, which are still built, too.
const groups = [...versions, ...archivedVersions].flatMap((version) =>
  locales.map((locale) => ({version, locale})),
);

const results = new Map<string, CheckResult>();
const keyOf = (version: Version, locale: Locale) => `${version} ${locale}`;

function resultOf(
  version: Version,
  locale: Locale,
  pages: Page[],
): CheckResult {
  const key = keyOf(version, locale);
  let result = results.get(key);
  if (!result) {
    result = checkPages(pages, declarationsOf(version));
    results.set(key, result);
  }
  return result;
}

const checkable = (page: Page) =>
  page.blocks.some(
    (block) =>
      !block.signature &&
      /^(ts|tsx|vue|svelte|bash|sh|shell)$/.test(block.lang),
  );

describe.each(groups)(
  'code samples of $version ($locale)',
  ({version, locale}) => {
    const pages = pageFilesOf(version, locale).map(readPage);

    test.each(pages.filter(checkable).map((page) => page.file))(
      '%s compiles',
      (file) => {
        const problems = resultOf(version, locale, pages).problems.get(file)!;
        if (problems.length)
          throw new Error(
            `${problems.length} problem(s) against api/${version}:\n` +
              problems.map(formatProblem).join('\n'),
          );
      },
    );
  },
);

// The Lattice names of the samples, which the build marks and the browser
// explains (sampleNames.ts): static/sample-names/ must be what the
// declarations give for today's samples. (An archived version's names file
// is frozen with its pages, whose API reference is no longer generated.)
describe.each(versions)('the names file of %s', (version) => {
  test('is what the samples and the declarations give today', () => {
    const declarations = declarationsOf(version);
    const pages = locales.map((locale) => ({
      locale,
      pages: pageFilesOf(version, locale).map(readPage),
    }));
    const info = new DeclarationInfo(
      declarations.packages,
      declarationOptions,
      path.join(siteDir, docsRoot(version, 'en'), 'api'),
    );
    const expected = namesFileTexts(
      version,
      namesFiles(
        pages.map(({locale, pages: list}) => resultOf(version, locale, list)),
        info,
      ),
    );
    const stale: string[] = [];
    for (const [file, text] of expected) {
      const written = existsSync(file) ? readFileSync(file, 'utf8') : '';
      if (written === text) continue;
      // Name the samples the file does not know yet, as a writer finds them.
      const blocksOf = (json: string) =>
        Object.keys(json ? (JSON.parse(json) as {blocks: object}).blocks : {});
      const known = new Set(blocksOf(written));
      const wanted = new Set(blocksOf(text));
      const blocks = pages
        .flatMap(({pages: list}) => list)
        .flatMap((page) => page.blocks)
        .filter((block) => {
          const {key} = shownBlock(block.lang, block.code);
          return wanted.has(key) && !known.has(key);
        })
        .map((block) => `${block.file}:${block.line}`);
      stale.push(
        `${path.relative(siteDir, file)} is not what the samples and api/${version} give` +
          (blocks.length
            ? `; samples it does not know: ${[...new Set(blocks)].slice(0, 5).join(', ')}${blocks.length > 5 ? ', …' : ''}`
            : ''),
      );
    }
    if (stale.length)
      throw new Error(
        `${stale.join('\n')}\n\`npm run samples:types\` writes it.`,
      );
  });
});

// What the sample editor's compiler reads beside each editable sample
// (sampleWorkspaces.ts): the files must be what today's samples give, and
// every ts/tsx sample that is type-checked and reaches no Vue or Svelte is in
// them.
// An archived version's workspace is frozen with its pages, as its names
// files are: samples:types writes the built versions' only.
describe.each(groups.filter(({version}) => versions.includes(version)))(
  'the editor workspace of $version ($locale)',
  ({version, locale}) => {
    test('is what the samples give today', () => {
      const pages = pageFilesOf(version, locale).map(readPage);
      const {workspace} = resultOf(version, locale, pages);
      const [file, text] = workspaceFileText(version, locale, workspace);
      const written = existsSync(file) ? readFileSync(file, 'utf8') : '';
      if (written !== text)
        throw new Error(
          `${path.relative(siteDir, file)} is not what the samples of ${version} (${locale}) give; \`npm run samples:types\` writes it.`,
        );
      // Not an empty file that agrees with an empty harness.
      expect(Object.keys(workspace.blocks).length).toBeGreaterThan(50);
    });
  },
);

afterAll(() => {
  if (!results.size) return;
  let typeChecked = 0;
  let partial = 0;
  let vue = 0;
  let svelte = 0;
  let bash = 0;
  let signatures = 0;
  let stubbed = 0;
  let failures = 0;
  const report: string[] = [];
  for (const {version, locale} of groups) {
    const result = results.get(keyOf(version, locale));
    if (!result) continue;
    typeChecked += result.typeChecked;
    partial += result.partial;
    vue += result.vue;
    svelte += result.svelte;
    bash += result.bashCommands;
    signatures += result.signatures;
    stubbed += result.stubbedImports;
    const problems = [...result.problems.values()].flat();
    failures += problems.length;
    report.push(
      `== ${version} (${locale}): ${problems.length} failure(s)`,
      ...problems.map(formatProblem),
      '',
    );
  }
  console.log(
    `Code samples: ${typeChecked} blocks type-checked, ${partial} marked partial, ` +
      `${vue} vue and ${svelte} svelte blocks compiled, ${bash} lattice commands checked, ` +
      `${signatures} API signatures (from the declarations), ${stubbed} imports of files or packages the pages do not show stubbed; ` +
      `${failures} failure(s).`,
  );
  if (process.env.CODE_SAMPLES_REPORT)
    writeFileSync(process.env.CODE_SAMPLES_REPORT, report.join('\n'));
});

// ---------------------------------------------------------------- the harness itself

describe('the code sample check', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'code-samples-'));
    writeFileSync(
      path.join(dir, 'lattice-common.d.ts'),
      'export declare function Module(m: {providers?: unknown[]}): ClassDecorator;\n' +
        'export declare class Logger { log(message: string): void; }\n',
    );
    writeFileSync(
      path.join(dir, 'lattice-cli.d.ts'),
      [
        "export type Schematic = 'module' | 'provider';",
        'export interface GenerateOptions { schematic: Schematic; name: string; dryRun?: boolean; }',
        '/** Prints `lattice --help`. */',
        'export declare class CommandRunner { help(): string; }',
        '/** `lattice generate` (alias `g`). */',
        "export declare class GenerateCommand { readonly name: 'generate'; }",
      ].join('\n'),
    );
  });
  afterAll(() => rmSync(dir, {recursive: true, force: true}));

  const check = (file: string, source: string) =>
    checkPages([{file, blocks: extractBlocks(source, file)}], {
      ...declarationsOf('test', dir),
      // A release with Svelte 5 (runes) for the fixtures below, named in
      // their messages; any release since 2.0.x would do.
      version: '2.0.x',
    }).problems.get(file)!;

  test('names the file, the line and the message of a wrong sample', () => {
    const page = [
      '# Page',
      '',
      '```ts title="src/app.module.ts"',
      "import { Module, Injector } from 'lattice-common';",
      '```',
    ].join('\n');
    const problems = check('docs/page.mdx', page);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({
      file: 'docs/page.mdx',
      line: 4,
      blockLine: 3,
    });
    expect(formatProblem(problems[0])).toMatch(
      /^docs\/page\.mdx:4 \(block at line 3\): TS2305: Module '"lattice-common"' has no exported member 'Injector'/,
    );
  });

  test('resolves the titled blocks of a page to each other, and accepts a correct sample', () => {
    const page = [
      '```ts title="src/users.service.ts"',
      "import { Logger } from 'lattice-common';",
      'export class UsersService { constructor(readonly logger: Logger) {} }',
      '```',
      '',
      '  ```ts title="src/app.module.ts"',
      "  import { Module } from 'lattice-common';",
      "  import { UsersService } from './users.service';",
      '  @Module({ providers: [UsersService] })',
      '  export class AppModule {}',
      '  ```',
      '',
      '```ts',
      "import { UsersService } from './users.service';",
      "const name: number = new UsersService(null!).logger.log('x');",
      '```',
    ].join('\n');
    const problems = check('docs/ok.mdx', page);
    expect(problems.map(formatProblem)).toEqual([
      expect.stringMatching(
        /^docs\/ok\.mdx:15 .*TS2322: Type 'void' is not assignable to type 'number'/,
      ),
    ]);
  });

  test('checks the answers of `^?` and `@error` lines, and names what the compiler says', () => {
    const page = [
      '```ts',
      "import { Logger } from 'lattice-common';",
      'const logger = new Logger();',
      '//    ^? const logger: Logger',
      "logger.log('x');",
      '//     ^?',
      'logger.log(1);',
      "// @error TS2345: Argument of type 'number' is not assignable to parameter of type 'string'.",
      'const n: number = 1;',
      '// @error',
      'const s: string = logger;',
      '//    ^? const s: number',
      '```',
      '```ts partial="a fragment"',
      'logger.log(2);',
      '//^?',
      '```',
    ].join('\n');
    const file = 'docs/queries.mdx';
    const result = checkPages([{file, blocks: extractBlocks(page, file)}], {
      ...declarationsOf('test', dir),
      version: '2.0.x',
    });
    expect(result.annotations).toEqual([
      {page: file, line: 4, answer: 'const logger: Logger'},
      {page: file, line: 6, answer: 'log(message: string): void'},
      {
        page: file,
        line: 8,
        answer:
          "TS2345: Argument of type 'number' is not assignable to parameter of type 'string'.",
      },
      {page: file, line: 12, answer: 'const s: string'},
    ]);
    expect(result.problems.get(file)!.map((p) => [p.line, p.message])).toEqual([
      [
        6,
        '`^?` has no answer yet: `npm run samples:types` writes it ("log(message: string): void").',
      ],
      [
        10,
        '`@error` expects the line above not to compile, and api/2.0.x accepts it.',
      ],
      [
        12,
        '`^?` says "const s: number", api/2.0.x says "const s: string"; `npm run samples:types` writes it.',
      ],
      [
        11,
        expect.stringMatching(
          /^TS2322: Type 'Logger' is not assignable to type 'string'/,
        ),
      ],
      [16, '`^?` needs a type-checked sample: this one is partial.'],
    ]);
  });

  test('a partial block must parse and give a reason', () => {
    const page = [
      '```ts partial="one method"',
      'doesNotExist();',
      '```',
      '```ts partial=""',
      'const a = 1;',
      '```',
      '```ts partial="broken"',
      'const = ;',
      '```',
    ].join('\n');
    const problems = check('docs/partial.mdx', page);
    expect(problems.map((p) => p.line)).toEqual([4, 8]);
    expect(problems[0].message).toMatch(/needs a reason/);
    expect(problems[1].message).toMatch(/^TS1134/);
  });

  test('lattice commands use only what the CLI declares', () => {
    const page = [
      '```bash',
      'npx lattice g provider users --dry-run',
      'npx lattice generate interceptor logging',
      'npx lattice update --to 2',
      'npx lattice --help',
      'npm create lattice-app@latest my-app -- --platform react',
      '```',
    ].join('\n');
    const problems = check('docs/cli.mdx', page);
    expect(problems.map((p) => [p.line, p.message.split(' (')[0]])).toEqual([
      [3, 'lattice generate: unknown schematic "interceptor" in 2.0.x'],
      [4, 'lattice: unknown command "update" in 2.0.x'],
    ]);
  });

  test('vue and svelte blocks compile', () => {
    const page = [
      '```vue',
      '<template><p>{{ a }</p></template>',
      '```',
      '```svelte',
      '<script lang="ts">',
      '  let { count }: { count: number } = $props();',
      '  const double: string = count * 2;',
      '</script>',
      '<p>{count}</p>',
      '```',
    ].join('\n');
    const problems = check('docs/views.mdx', page);
    expect([...new Set(problems.map((p) => p.line))]).toEqual([2, 7]);
    expect(problems[0].message).toMatch(/^vue/);
    expect(problems.at(-1)!.message).toMatch(/TS2322/);
  });
});
