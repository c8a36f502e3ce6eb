/**
 * The behaviour report (`npm run report:behaviours`): it lists the sentence
 * that states what no declaration states, and not the one the declarations
 * already state; and every reason recorded for a listed sentence still names
 * one, so the reasons cannot outlive their sentences.
 */
import {mkdtempSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';

import {
  collectFindings,
  findingsOf,
  namesIn,
  readDeclarations,
  type Declarations,
} from '../lib/behaviours';
import {reasonsFor} from '../lib/behaviourReasons';

const declarations: Declarations = new Map([
  ['LatticeInterceptor', ['/** Wraps the calls of a provider method. */']],
  [
    'UseInterceptors',
    ['/** Binds interceptors. They run in the order listed. */'],
  ],
]);

describe('the behaviour report', () => {
  it('lists a behaviour that only the page states, once its symbol is named', () => {
    const page = [
      '---',
      'title: Interceptors',
      '---',
      '',
      'Calls through `this` never reach a `LatticeInterceptor`.',
      '',
      '```ts',
      '// Never listed: code.',
      '```',
      '',
      'Interceptors never run twice.',
    ].join('\n');
    expect(findingsOf('page.mdx', page, 'en', declarations)).toEqual([
      {
        file: 'page.mdx',
        line: 5,
        sentence: 'Calls through `this` never reach a `LatticeInterceptor`.',
        kind: 'always or never',
        names: ['LatticeInterceptor'],
      },
    ]);
  });

  it('leaves a behaviour that the declaration states', () => {
    const page = '`@UseInterceptors()` runs them in the listed order.';
    expect(findingsOf('page.mdx', page, 'en', declarations)).toEqual([]);
  });

  it('reads Chinese sentences', () => {
    const page =
      '通过 `this` 的调用从不经过 `LatticeInterceptor`。拦截器按顺序运行。';
    expect(
      findingsOf('page.mdx', page, 'zh', declarations).map(({kind}) => kind),
    ).toEqual(['always or never']);
  });

  it('resolves the names of code spans', () => {
    expect(namesIn('Injector.get()')).toEqual(['Injector.get', 'get']);
    expect(namesIn("app.mount('#root')")).toEqual(['app.mount', 'mount']);
    expect(namesIn('@Module')).toEqual(['Module']);
    expect(namesIn('npm run build')).toEqual([]);
    expect(namesIn('module.exports')).toEqual([]);
  });

  it('reads a constructor’s comment as its class’s', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'behaviours-'));
    writeFileSync(
      path.join(dir, 'pkg.d.ts'),
      [
        'export declare class Logger {',
        '  /** @param level - `info` by default. */',
        '  constructor(level?: string);',
        '}',
      ].join('\n'),
    );
    const declared = readDeclarations(dir);
    expect(
      findingsOf(
        'page.mdx',
        '`Logger` logs at `info` by default.',
        'en',
        declared,
      ),
    ).toEqual([]);
  });

  it('does not read 优先 as an order', () => {
    const page = '请优先使用 `LatticeInterceptor`，再考虑别的。';
    expect(findingsOf('page.mdx', page, 'zh', declarations)).toEqual([]);
  });

  // A reason outlives its sentence when the page is rewritten, or when
  // docs:archive takes the only version that had it out of the build.
  it('has a listed sentence for every recorded reason', () => {
    const {findings} = collectFindings();
    const stale = reasonsFor.filter(
      (reason) => !findings.some((finding) => reason.matches(finding)),
    );
    if (stale.length)
      throw new Error(
        `scripts/lib/behaviourReasons.ts: no page has these sentences any more (rewritten, or only in an archived version): delete their entries.\n  ${stale.map(({starts}) => starts).join('\n  ')}`,
      );
  });
});
