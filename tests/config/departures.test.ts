/**
 * The departures from stock Docusaurus: one switch each (STOCK_DOCUSAURUS,
 * read in plugins/departures.ts), CONTRIBUTING's list of them names the
 * same departures as the code, and each has a browser spec that guards it at
 * run time (browserGuards, what the upgrade drill runs on the departures-on
 * build), every spec the list names among them. Which departures there are
 * is found in the tree (tests/config/themeOverrides.ts), not taken from the
 * list: a new theme override or import of a package's internals that nobody
 * listed fails here.
 */
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';

import type {Options as DocsOptions} from '@docusaurus/plugin-content-docs';

import {
  browserGuards,
  type Departure,
  departures,
  ownedByDesign,
  stockDepartures,
  stockThemePlugin,
  themeComponents,
} from '../../plugins/departures';
import remarkHighlightCode from '../../plugins/highlight-code/remark';
import upstreamRecord from './upstream.json';
import {themeOverrides, unlistedDepartures} from './themeOverrides';

const siteDir = path.join(__dirname, '../..');

const names = Object.keys(departures);

function contributingSection(): string {
  const text = readFileSync(
    path.join(__dirname, '../../CONTRIBUTING.md'),
    'utf8',
  );
  return text.slice(
    text.indexOf('## Departures from stock Docusaurus'),
    text.indexOf(
      '\n## ',
      text.indexOf('## Departures from stock Docusaurus') + 1,
    ),
  );
}

function contributingSwitches(): string[] {
  return [...contributingSection().matchAll(/^\| `([a-z-]+)` \|/gm)].map(
    ([, name]) => name!,
  );
}

/**
 * The browser specs each row's "guarded by" cell (its last) names, as
 * `tests/e2e/<name>.spec.ts` or a bare `<name>.spec.ts`, by departure.
 */
function contributingBrowserSpecs(): Map<string, string[]> {
  const rows = contributingSection().matchAll(/^\| `([a-z-]+)` \|(.*)\|$/gm);
  return new Map(
    [...rows].map(([, name, rest]) => {
      // (A cell may hold an escaped pipe, as in `<page> \| Lattice`.)
      const guardedBy = rest!.split(/(?<!\\)\|/).at(-1)!;
      const specs = [
        ...guardedBy.matchAll(/(?:tests\/e2e\/)?\b([a-z-]+\.spec\.ts)\b/g),
      ].map(([, file]) => `tests/e2e/${file}`);
      return [name!, specs];
    }),
  );
}

/** The departures of `names` that `guards` gives no browser spec. */
function withoutBrowserGuard(
  departureNames: readonly string[],
  guards: Partial<Record<string, readonly string[]>>,
): string[] {
  return departureNames.filter((name) => (guards[name] ?? []).length === 0);
}

/** Runs `body` with STOCK_DOCUSAURUS set to `stock`, then puts it back. */
function withStock<T>(stock: string, body: () => T): T {
  const previous = process.env.STOCK_DOCUSAURUS;
  process.env.STOCK_DOCUSAURUS = stock;
  try {
    return body();
  } finally {
    if (previous === undefined) delete process.env.STOCK_DOCUSAURUS;
    else process.env.STOCK_DOCUSAURUS = previous;
  }
}

describe('STOCK_DOCUSAURUS', () => {
  it('turns nothing off when unset, everything with `all`, and the names it lists', () => {
    expect(stockDepartures(undefined).size).toBe(0);
    expect([...stockDepartures('all')].sort()).toEqual([...names].sort());
    expect([...stockDepartures('tabs, route-table')].sort()).toEqual([
      'route-table',
      'tabs',
    ]);
  });

  it('stops the build naming a switch that does not exist, and the ones that do', () => {
    expect(() => stockDepartures('tabs,route-tables')).toThrow(
      /STOCK_DOCUSAURUS names route-tables, which is not a departure of this site\. The departures \(plugins\/departures\.ts\): all, route-table,/,
    );
  });
});

describe("CONTRIBUTING's list of departures", () => {
  it('has one row per departure of plugins/departures.ts, and no other', () => {
    expect(contributingSwitches().sort()).toEqual([...names].sort());
  });
});

describe('the browser guards (browserGuards, run by check:upgrade on the departures-on build)', () => {
  it('name a browser spec for every departure, and for no other name', () => {
    expect(withoutBrowserGuard(names, browserGuards)).toEqual([]);
    expect(Object.keys(browserGuards).sort()).toEqual([...names].sort());
  });

  it('would catch a departure added without one', () => {
    expect(
      withoutBrowserGuard([...names, 'new-departure'], browserGuards),
    ).toEqual(['new-departure']);
    expect(withoutBrowserGuard(names, {...browserGuards, tabs: []})).toEqual([
      'tabs',
    ]);
  });

  it('are spec files of the browser suite that exist', () => {
    const specs = [...new Set(Object.values(browserGuards).flat())];
    expect(
      specs.filter(
        (spec) =>
          !/^tests\/e2e\/[a-z-]+\.spec\.ts$/.test(spec) ||
          !existsSync(path.join(siteDir, spec)),
      ),
    ).toEqual([]);
  });

  it('hold every browser spec CONTRIBUTING’s "guarded by" column names', () => {
    const named = contributingBrowserSpecs();
    // The table names some: a parser that finds none fails here.
    expect(named.get('tabs')).toEqual(['tests/e2e/tabs.spec.ts']);
    expect(named.get('version-props')).toEqual([
      'tests/e2e/departures.spec.ts',
    ]);
    const missing = [...named].flatMap(([name, specs]) =>
      specs
        .filter(
          (spec) => !(browserGuards[name as Departure] ?? []).includes(spec),
        )
        .map((spec) => `${name}: ${spec}`),
    );
    expect(missing).toEqual([]);
  });
});

describe('a stock build', () => {
  const load = (stock: string) =>
    withStock(stock, () => {
      let config: typeof import('../../docusaurus.config').default;
      jest.isolateModules(() => {
        config = jest.requireActual('../../docusaurus.config').default;
      });
      return config!;
    });
  const highlightsAtBuildTime = (config: ReturnType<typeof load>) => {
    const docs = (config.presets![0] as [string, {docs: DocsOptions}])[1].docs;
    return (docs.remarkPlugins ?? []).some(
      // (A copy of the module, loaded with the config: compared by name.)
      (plugin) =>
        Array.isArray(plugin) &&
        (plugin[0] as {name?: string}).name === remarkHighlightCode.name,
    );
  };
  const pluginNames = (config: ReturnType<typeof load>) =>
    (config.plugins ?? []).map((plugin) => {
      const entry = Array.isArray(plugin) ? plugin[0] : plugin;
      return typeof entry === 'function' ? entry.name : String(entry);
    });

  it('with all on, has the client modules, the inline scripts and the highlighter', () => {
    const config = load('');
    expect(config.clientModules).toEqual([
      './src/clientModules/prefetchWhenIdle.ts',
      './src/clientModules/progressBar.ts',
    ]);
    expect(pluginNames(config)).toContain('stableTitle');
    expect(pluginNames(config)).toContain('earlySearchShortcut');
    expect(highlightsAtBuildTime(config)).toBe(true);
  });

  it('with all off, has none of them, and the upstream blog plugin', () => {
    const config = load('all');
    expect(config.clientModules).toEqual([]);
    expect(pluginNames(config)).not.toContain('stableTitle');
    expect(pluginNames(config)).not.toContain('earlySearchShortcut');
    expect(highlightsAtBuildTime(config)).toBe(false);
    expect(pluginNames(config)).toContain('@docusaurus/plugin-content-blog');
  });
});

describe('the stock theme plugin', () => {
  /** The cache versions Docusaurus sets, after the plugin has run. */
  const cacheVersionsWith = (stock: string) =>
    withStock(stock, () => {
      const config = {
        cache: {type: 'filesystem', version: '3.10.2-abc'},
        experiments: {cache: {type: 'persistent', version: 'client-abc'}},
        resolve: {
          alias: {
            '@theme/Tabs': '/site/src/theme/Tabs/index.tsx',
            '@theme-original/Tabs': '/theme-classic/lib/theme/Tabs/index.js',
          },
        },
      };
      const changes = stockThemePlugin().configureWebpack!(
        config as never,
        false,
        {} as never,
        {} as never,
      );
      return {
        versions: [config.cache.version, config.experiments.cache.version],
        changes,
      };
    });

  it("gives a build with departures off a cache of its own (Docusaurus's ignores the aliases it changes)", () => {
    expect(cacheVersionsWith('').versions).toEqual([
      '3.10.2-abc',
      'client-abc',
    ]);
    expect(cacheVersionsWith('tabs,route-table').versions).toEqual([
      '3.10.2-abc-stock-route-table,tabs',
      'client-abc-stock-route-table,tabs',
    ]);
  });

  it('points a theme component turned off at the one it overrides', () => {
    expect(cacheVersionsWith('tabs').changes).toEqual({
      resolve: {
        alias: {'@theme/Tabs': '/theme-classic/lib/theme/Tabs/index.js'},
      },
    });
  });
});

describe('departures found in the tree', () => {
  it('every theme override is a safe wrapper or a listed, recorded departure; every internal import is recorded', () => {
    expect(
      unlistedDepartures(siteDir, themeComponents, upstreamRecord),
    ).toEqual([]);
  });

  it('finds an override and an internal import nobody listed (a scratch copy with one of each)', () => {
    const scratch = mkdtempSync(path.join(tmpdir(), 'departures-'));
    try {
      cpSync(path.join(siteDir, 'src/theme'), path.join(scratch, 'src/theme'), {
        recursive: true,
      });
      for (const folder of ['plugins', 'scripts', 'tests'])
        mkdirSync(path.join(scratch, folder));
      symlinkSync(
        path.join(siteDir, 'node_modules'),
        path.join(scratch, 'node_modules'),
      );
      // An ejected theme-classic component (rated safe to eject, but a copy
      // all the same), and a plugin that reaches into core's lib/.
      mkdirSync(path.join(scratch, 'src/theme/Footer/Logo'), {recursive: true});
      writeFileSync(
        path.join(scratch, 'src/theme/Footer/Logo/index.tsx'),
        'export default function FooterLogo() { return null; }\n',
      );
      writeFileSync(
        path.join(scratch, 'plugins/sneaky.ts'),
        "import {loadSite} from '@docusaurus/core/lib/server/site';\nexport default loadSite;\n",
      );
      expect(
        unlistedDepartures(scratch, themeComponents, upstreamRecord),
      ).toEqual([
        "src/theme/Footer/Logo/index.tsx replaces @docusaurus/theme-classic's Footer/Logo: list it under a departure in plugins/departures.ts (themeComponents) and CONTRIBUTING, or make it stock.",
        "src/theme/Footer/Logo/index.tsx replaces @docusaurus/theme-classic's Footer/Logo, but tests/config/upstream.json does not record it: add it with the upstream file it was ejected from.",
        "plugins/sneaky.ts imports @docusaurus/core/lib/server/site.js, a package's internals: use a public export, or record it in tests/config/upstream.json and CONTRIBUTING's departures.",
      ]);
    } finally {
      rmSync(scratch, {recursive: true, force: true});
    }
  });

  it('a wrapper the theme rates unsafe to wrap is a departure too (DocItem/Content, Heading)', () => {
    const unsafeWrappers = themeOverrides(siteDir)
      .overrides.filter(({wraps, wrapRating}) => wraps && wrapRating !== 'safe')
      .map(({name}) => name);
    expect(unsafeWrappers).toEqual(
      expect.arrayContaining(['DocItem/Content', 'Heading']),
    );
  });

  it('STOCK_DOCUSAURUS=all points every override of src/theme at the theme’s own component', () => {
    const {overrides} = themeOverrides(siteDir);
    // The aliases Docusaurus computes for these components: ours under
    // @theme/, the theme's under @theme-original/.
    const alias = Object.fromEntries(
      overrides.flatMap(({name, file, original}) => [
        [`@theme/${name}`, path.join(siteDir, file)],
        [`@theme-original/${name}`, original],
      ]),
    );
    const changes = withStock('all', () =>
      stockThemePlugin().configureWebpack!(
        {resolve: {alias: {...alias}}} as never,
        false,
        {} as never,
        {} as never,
      ),
    ) as {resolve: {alias: Record<string, string>}};
    expect(Object.keys(changes.resolve.alias).sort()).toEqual(
      overrides.map(({name}) => `@theme/${name}`).sort(),
    );
    for (const {name, original} of overrides)
      expect(changes.resolve.alias[`@theme/${name}`]).toBe(original);
  });

  it("the design's own four are listed like the others", () => {
    expect([...ownedByDesign].sort()).toEqual([
      'announcement-bar',
      'crash-screen',
      'loading',
      'not-found',
    ]);
    for (const name of ownedByDesign) expect(names).toContain(name);
  });
});
