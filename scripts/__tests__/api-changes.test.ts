/**
 * The "API changes in <release>" section (scripts/typedoc/api-changes.mjs):
 * two small releases of two packages are written out, and every kind of
 * change between them must be reported, with the right links and words, and
 * the "New in" releases (inventory.mjs) must agree with it.
 */
import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import {
  diffInventories,
  renderApiChanges,
  withApiChanges,
  API_CHANGES_END,
} from '../typedoc/api-changes.mjs';
import {
  orderedVersions,
  overloadSince,
  readInventory,
  releaseOf,
  sinceOf,
} from '../typedoc/inventory.mjs';

const before = {
  'pkg-a.d.ts': `
/** Stays. */
export declare class Kept {
  /** Unchanged. */
  same(): void;
  /** Loses its second parameter. */
  narrowed(a: string, b?: number): string;
  /** Goes away. */
  dropped(): void;
  /** Renamed to 'renamedAfter'. */
  renamedBefore(value: number): boolean;
  /** Deprecated in the next release. */
  legacy(): void;
}
/** Goes away. */
export declare function gone(): void;
/** Renamed to NewOptions: same members. */
export interface OldOptions {
  /** A flag. */
  flag?: boolean;
  /** A size. */
  size: number;
}
/** Moves to pkg-b. */
export declare class Wanderer {
  /** Walks. */
  walk(): void;
}
/** A type that changes. */
export type Mode = 'a' | 'b';
`,
  'pkg-b.d.ts': `
/** Same name as pkg-c's, so it is not the same symbol. */
export declare const Link: string;
`,
  'pkg-c.d.ts': `
/** Same name as pkg-b's. */
export declare const Link: string;
`,
};

const after = {
  'pkg-a.d.ts': `
/** Stays. */
export declare class Kept {
  /** Unchanged. */
  same(): void;
  /** Lost its second parameter. */
  narrowed(a: string): string;
  /** Renamed from 'renamedBefore'. */
  renamedAfter(value: number): boolean;
  /** New. */
  added(): Promise<void>;
  /**
   * Deprecated now.
   * @deprecated Use {@link Kept.same} instead.
   * @zhDeprecated 请改用 {@link Kept.same}。
   */
  legacy(): void;
}
/** Renamed from OldOptions. */
export interface NewOptions {
  /** A flag. */
  flag?: boolean;
  /** A size. */
  size: number;
}
/** A type that changed. */
export type Mode = 'a' | 'b' | 'c';
/** New. */
export declare function fresh(): void;
`,
  'pkg-b.d.ts': `
/** Same name as pkg-c's. */
export declare const Link: string;
/** Moved from pkg-a. */
export declare class Wanderer {
  /** Walks. */
  walk(): void;
}
`,
  'pkg-c.d.ts': `
/** Same name as pkg-b's. */
export declare const Link: string;
`,
  'pkg-d.d.ts': `
/** A new package; its Link is new too, although pkg-b and pkg-c had one. */
export declare const Link: string;
`,
};

let scratch: string;
const write = (version: string, files: Record<string, string>) => {
  const dir = path.join(scratch, version);
  mkdirSync(dir, {recursive: true});
  writeFileSync(path.join(dir, 'tsconfig.json'), '{}');
  for (const [file, text] of Object.entries(files)) {
    writeFileSync(path.join(dir, file), text);
  }
  return readInventory(dir);
};

let old: ReturnType<typeof readInventory>;
let current: ReturnType<typeof readInventory>;
beforeAll(() => {
  scratch = mkdtempSync(path.join(os.tmpdir(), 'lattice-api-changes-'));
  old = write('3.0.x', before);
  current = write('3.1.x', after);
  mkdirSync(path.join(scratch, 'next'));
  writeFileSync(path.join(scratch, 'next/tsconfig.json'), '{}');
});
afterAll(() => rmSync(scratch, {recursive: true, force: true}));

const names = (symbols: Array<{id: string}>) => symbols.map(({id}) => id);

describe('the diff of two releases', () => {
  it('reports symbols added, removed, renamed and moved', () => {
    const diff = diffInventories(old, current);
    expect(names(diff.added)).toEqual(['pkg-a/fresh', 'pkg-d/Link']);
    expect(names(diff.removed)).toEqual(['pkg-a/gone']);
    expect(diff.renamed.map(({from, to}) => `${from.id} → ${to.id}`)).toEqual([
      'pkg-a/OldOptions → pkg-a/NewOptions',
    ]);
    expect(diff.moved.map(({from, to}) => `${from.id} → ${to.id}`)).toEqual([
      'pkg-a/Wanderer → pkg-b/Wanderer',
    ]);
  });

  it('reports members added, removed, renamed and changed, and changed declarations', () => {
    const diff = diffInventories(old, current);
    const kept = diff.changed.find(({to}) => to.id === 'pkg-a/Kept')!;
    expect(kept.declaration).toBeNull();
    expect(
      kept.members.map(
        ({change, member, from}) =>
          `${change} ${from && change === 'renamed' ? `${from.name} → ` : ''}${member.name}`,
      ),
    ).toEqual([
      'added added',
      'renamed renamedBefore → renamedAfter',
      'changed narrowed',
      'deprecated legacy',
      'removed dropped',
    ]);
    const narrowed = kept.members.find(({change}) => change === 'changed')!;
    expect(narrowed.from!.text).toBe('narrowed(a: string, b?: number): string');
    expect(narrowed.member.text).toBe('narrowed(a: string): string');

    const mode = diff.changed.find(({to}) => to.id === 'pkg-a/Mode')!;
    expect(mode.declaration).toEqual({
      before: "type Mode = 'a' | 'b'",
      after: "type Mode = 'a' | 'b' | 'c'",
    });
    // Comments are not the API: Wanderer moved but did not change.
    expect(diff.changed.map(({to}) => to.id)).toEqual([
      'pkg-a/Kept',
      'pkg-a/Mode',
    ]);
  });

  it('renders every change with a link to the page in the right release, in en and zh', () => {
    const diff = diffInventories(old, current);
    const render = (locale: 'en' | 'zh') =>
      renderApiChanges({
        diff,
        before: old,
        after: current,
        fromRelease: '3.0',
        toRelease: '3.1',
        fromVersion: '3.0.x',
        toVersion: '3.1.x',
        locale,
        link: (version: string, page: string) => `/${version}/${page}`,
      });
    const en = render('en');
    expect(en).toContain('## API changes in 3.1 {/* #api-changes */}');
    expect(en).toContain('### pkg-a {/* #api-changes-pkg-a */}');
    expect(en).toContain(
      '**Added** function [`fresh`](/3.1.x/pkg-a/index.md#fresh).',
    );
    expect(en).toContain(
      '**Removed** function [`gone`](/3.0.x/pkg-a/index.md#gone).',
    );
    expect(en).toContain(
      '**Renamed** [`OldOptions`](/3.0.x/pkg-a/interfaces/OldOptions.md) to [`NewOptions`](/3.1.x/pkg-a/interfaces/NewOptions.md).',
    );
    expect(en).toContain(
      '**Moved** class [`Wanderer`](/3.1.x/pkg-b/classes/Wanderer.md) from `pkg-a` to `pkg-b`.',
    );
    expect(en).toContain(
      '  - added [`added()`](/3.1.x/pkg-a/classes/Kept.md#added)',
    );
    expect(en).toContain(
      '  - removed [`dropped()`](/3.0.x/pkg-a/classes/Kept.md#dropped)',
    );
    expect(en).toContain(
      '  - renamed `renamedBefore()` to [`renamedAfter()`](/3.1.x/pkg-a/classes/Kept.md#renamedafter)',
    );
    expect(en).toContain(
      '    - narrowed(a: string, b?: number): string\n    + narrowed(a: string): string',
    );
    expect(en).toContain(
      '  - deprecated [`legacy()`](/3.1.x/pkg-a/classes/Kept.md#legacy): Use `Kept.same` instead.',
    );
    expect(en).toContain('New package `pkg-d`.');
    expect(en).not.toContain('pkg-c');
    const zh = render('zh');
    expect(zh).toContain('## 3.1 的 API 变更 {/* #api-changes */}');
    expect(zh).toContain(
      '**新增**函数 [`fresh`](/3.1.x/pkg-a/index.md#fresh)。',
    );
    expect(zh).toContain('**移除**函数 [`gone`](/3.0.x/pkg-a/index.md#gone)。');
    expect(zh).toContain('  - 新增 [`added()`]');
    expect(zh).toContain(
      '  - 弃用 [`legacy()`](/3.1.x/pkg-a/classes/Kept.md#legacy)：请改用 `Kept.same`。',
    );
    // Same links in both languages.
    const links = (text: string) => text.match(/\]\([^)]+\)/g);
    expect(links(zh)).toEqual(links(en));
  });

  it('says so when nothing changed', () => {
    const section = renderApiChanges({
      diff: diffInventories(current, current),
      before: current,
      after: current,
      fromRelease: '3.1',
      toRelease: '3.2',
      fromVersion: '3.1.x',
      toVersion: 'next',
      locale: 'en',
      link: () => '',
    });
    expect(section).toContain('No change to the public API.');
  });

  it('replaces its own section of a page and nothing else', () => {
    const page = '# Update\n\nWritten steps.\n';
    const first = withApiChanges(page, 'SECTION ONE');
    expect(first).toBe('# Update\n\nWritten steps.\n\nSECTION ONE\n');
    const section = (body: string) =>
      `{/* api-changes:start (generated by \`npm run api\`; edit the declarations in api/, not this section) */}\n${body}\n${API_CHANGES_END}`;
    const once = withApiChanges(page, section('one'));
    const twice = withApiChanges(`${once}\nWritten after.\n`, section('two'));
    expect(twice).toBe(
      `# Update\n\nWritten steps.\n\n${section('two')}\n\nWritten after.\n`,
    );
  });
});

describe('"New in" releases', () => {
  it('orders versions as releases, next last, and names next after the newest release', () => {
    const versions = orderedVersions(scratch);
    expect(versions).toEqual(['3.0.x', '3.1.x', 'next']);
    expect(releaseOf('3.1.x', versions)).toBe('3.1');
    expect(releaseOf('next', versions)).toBe('3.2');
  });

  it('marks what the diff adds, and nothing it does not', () => {
    const since = sinceOf([old, current], ['3.0.x', '3.1.x']);
    const of = (id: string) => since.symbols.get(id)!;
    expect(of('pkg-a/fresh').since).toBe('3.1');
    expect(of('pkg-a/NewOptions').since).toBe('3.1');
    expect(of('pkg-d/Link').since).toBe('3.1');
    // Kept its release through the move, and pkg-b's Link is not pkg-c's.
    expect(of('pkg-b/Wanderer').since).toBe('3.0');
    expect(of('pkg-b/Link').since).toBe('3.0');
    expect(of('pkg-a/Kept').since).toBe('3.0');
    expect(of('pkg-a/Kept').members.get('added')).toBe('3.1');
    expect(of('pkg-a/Kept').members.get('renamedAfter')).toBe('3.1');
    expect(of('pkg-a/Kept').members.get('same')).toBe('3.0');
    expect(since.packages.get('pkg-d')).toBe('3.1');

    const diff = diffInventories(old, current);
    const added = new Set([
      ...names(diff.added),
      ...diff.renamed.map(({to}) => to.id),
    ]);
    for (const [id, {since: release}] of since.symbols) {
      expect(`${id}: ${release === '3.1'}`).toBe(`${id}: ${added.has(id)}`);
    }
  });

  it('marks an overload that arrived after its function or method, and only that one', () => {
    // Outside the versions above: a folder of its own, without a tsconfig.json.
    const first = write('overloads/1.0.x', {
      'pkg.d.ts': `
/** Configures. */
export declare function configure(value: string): string;
/** A tool. */
export declare class Tool {
  /** Runs one. */
  run(name: string): void;
  /** Stops. */
  stop(): void;
}
`,
    });
    const second = write('overloads/1.1.x', {
      'pkg.d.ts': `
/** Configures, with a string. */
export declare function configure(value: string): string;
/** Configures, with a function. */
export declare function configure(value: () => string): string;
/** A tool. */
export declare class Tool {
  /** Runs one. */
  run(name: string): void;
  /** Runs several. */
  run(names: string[]): void;
  /** Stops. */
  stop(): void;
  /** Pauses. */
  pause(): void;
  /** Pauses for a while. */
  pause(ms: number): void;
}
/** New, with both its overloads. */
export declare function fresh(value: string): void;
/** New, with both its overloads. */
export declare function fresh(value: number): void;
`,
    });
    const since = sinceOf([first, second], ['1.0.x', '1.1.x']);
    expect(overloadSince(since, ['pkg', 'configure'], 1)).toBeNull();
    expect(overloadSince(since, ['pkg', 'configure'], 2)).toBe('1.1');
    expect(overloadSince(since, ['pkg', 'Tool', 'run'], 1)).toBeNull();
    expect(overloadSince(since, ['pkg', 'Tool', 'run'], 2)).toBe('1.1');
    // What arrived with all its overloads says so once, above them.
    expect(since.symbols.get('pkg/Tool')!.members.get('pause')).toBe('1.1');
    expect(overloadSince(since, ['pkg', 'Tool', 'pause'], 2)).toBeNull();
    expect(since.symbols.get('pkg/fresh')!.since).toBe('1.1');
    expect(overloadSince(since, ['pkg', 'fresh'], 2)).toBeNull();
  });
});
