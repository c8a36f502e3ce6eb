/**
 * The API reference's generator, run as a contributor runs it: `npm run api
 * -- --check` agrees with the committed pages, a declaration without its
 * Chinese text, or with a Throws entry that names `LatticeError` but not its
 * code, stops the run of that language naming the file and the symbol, and a
 * type error in the declarations stops the run naming the file and line. (A
 * file of its own, beside api.test.ts's checks of the pages, so that jest's
 * two workers run the two at once: the check regenerates every page.)
 */
import {spawnSync} from 'node:child_process';
import {
  cpSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const siteDir = path.join(__dirname, '../..');
const generator = path.join(siteDir, 'scripts/generate-api.mjs');

function runGenerator(args: string[]) {
  const result = spawnSync(process.execPath, [generator, ...args], {
    cwd: siteDir,
    encoding: 'utf8',
    env: {...process.env, NO_COLOR: '1', FORCE_COLOR: '0'},
  });
  return {status: result.status, output: `${result.stdout}\n${result.stderr}`};
}

describe('npm run api', () => {
  it('is what the declarations generate (no hand edits, nothing missing or extra)', () => {
    const {status, output} = runGenerator(['--check']);
    if (status !== 0)
      throw new Error(`npm run api -- --check failed:\n${output}`);
    expect(output).toContain('up to date');
  }, 300_000);

  it('fails the Chinese run, naming the file and the symbol, when a comment has no @zh text or a @zhThrows no error code, and any run on a type error', () => {
    const scratch = mkdtempSync(path.join(os.tmpdir(), 'lattice-api-test-'));
    try {
      for (const version of ['1.1.x', '2.0.x']) {
        cpSync(
          path.join(siteDir, `api/${version}`),
          path.join(scratch, `api/${version}`),
          {recursive: true},
        );
      }
      // The platform packages' declarations import react, vue and svelte types.
      symlinkSync(
        path.join(siteDir, 'node_modules'),
        path.join(scratch, 'node_modules'),
      );
      const file = path.join(scratch, 'api/2.0.x/lattice-common.d.ts');
      const source = readFileSync(file, 'utf8');
      const zhOfWarn = '   * @zh 记录意外但应用已自行恢复的情况。\n';
      expect(source).toContain(zhOfWarn);
      writeFileSync(file, source.replace(zhOfWarn, ''));
      // And a Throws entry that names LatticeError but not its code.
      const appFile = path.join(scratch, 'api/2.0.x/lattice-app.d.ts');
      const app = readFileSync(appFile, 'utf8');
      const coded =
        '@zhThrows 当沿注入器树向上没有任何注入器提供该令牌时，抛出 `LatticeError`（代码 `PROVIDER_NOT_FOUND`）。';
      expect(app).toContain(coded);
      writeFileSync(
        appFile,
        app.replace(coded, coded.replace('（代码 `PROVIDER_NOT_FOUND`）', '')),
      );
      // And a type error in another version's declarations: the generator
      // type-checks them itself (TypeDoc's check would also check react's,
      // vue's and svelte's), before TypeDoc converts anything.
      const typeErrorFile = path.join(scratch, 'api/1.1.x/lattice-common.d.ts');
      writeFileSync(
        typeErrorFile,
        `${readFileSync(typeErrorFile, 'utf8')}\nexport declare const broken: Qzxv;\n`,
      );

      const args = [
        '--source',
        path.join(scratch, 'api'),
        '--site',
        path.join(scratch, 'site'),
        '--version',
        '2.0.x',
      ];
      // With a second version, each version runs in a thread of its own: the
      // failure still reaches the exit status and names the broken version.
      const zh = runGenerator([
        ...args,
        '--version',
        '1.1.x',
        '--locale',
        'zh',
      ]);
      expect(zh.status).not.toBe(0);
      expect(zh.output).toMatch(
        /api\/2\.0\.x\/lattice-common\.d\.ts: lattice-common\.Logger\.warn has no @zh text/,
      );
      expect(zh.output).toMatch(
        /api\/1\.1\.x\/lattice-common\.d\.ts\(\d+,\d+\): error TS\d+: Cannot find name 'Qzxv'/,
      );
      expect(zh.output).toMatch(
        /api\/2\.0\.x\/lattice-app\.d\.ts:\d+: lattice-app\.Injector\.get: @zhThrows names LatticeError but not its code/,
      );
      expect(zh.output).toContain(
        'generation failed for: 2.0.x (zh), 1.1.x (zh)\n',
      );

      // The English run of the same declarations is fine: only the Chinese is
      // missing. (2.0.x alone, the first version: no update page to write.)
      rmSync(path.join(scratch, 'api/1.1.x'), {recursive: true});
      const en = runGenerator([...args, '--locale', 'en']);
      if (en.status !== 0) throw new Error(`the en run failed:\n${en.output}`);
    } finally {
      rmSync(scratch, {recursive: true, force: true});
    }
  }, 120_000);
});
