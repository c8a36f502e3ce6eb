/**
 * The loaders of plugins/lean-routes.ts rewrite Docusaurus's generated route
 * modules for the client bundle. What the client then builds at run time must
 * be what Docusaurus generated: the same routes, the same chunk names per
 * route (renamed consistently), a registry entry for each, the same global
 * data. A change in the generated files' format fails loudly, naming it.
 */
import {mkdtempSync, readFileSync, readdirSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';

const routesLoader = require('../lean-routes/routes-loader.cjs');
const globalDataLoader = require('../lean-routes/global-data-loader.cjs');
const versionPropsLoader = require('../lean-routes/version-props-loader.cjs');

/** The component the loader gives a route (Docusaurus's, made when first used). */
type LazyRoute = ((props: object) => unknown) & {preload: () => unknown};

/** Runs an ES module's text with its imports given as values. */
function evaluate(
  source: string,
  imports: Record<string, unknown>,
): {default: unknown} {
  const names: string[] = [];
  const values: unknown[] = [];
  const body = source
    .replace(/^import (\w+) from '([^']+)';$/gm, (_line, name, from) => {
      if (!(from in imports)) throw new Error(`unexpected import ${from}`);
      names.push(name);
      values.push(imports[from]);
      return '';
    })
    .replace(/^export default /m, 'exports.default = ');
  const exports: {default?: unknown} = {};
  new Function('exports', 'require', ...names, body)(
    exports,
    () => {
      throw new Error('no require here');
    },
    ...values,
  );
  return exports as {default: unknown};
}

describe('routes-loader', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'lean-routes-'));
  const routesJs = `import React from 'react';
import ComponentCreator from '@docusaurus/ComponentCreator';

export default [
  {
    path: '/zh/docs',
    component: ComponentCreator('/zh/docs', 'a1b'),
    routes: [
      {
        path: '/zh/docs/api/lattice-app/classes/Injector',
        component: ComponentCreator('/zh/docs/api/lattice-app/classes/Injector', 'c2d'),
        exact: true,
        sidebar: "tutorialSidebar"
      },
      {
        path: '/zh/docs/introduction',
        component: ComponentCreator('/zh/docs/introduction', 'e3f'),
        exact: true,
        sidebar: "tutorialSidebar"
      }
    ]
  },
  {
    path: '*',
    component: ComponentCreator('*'),
  },
];
`;
  const chunkNames = {
    '/zh/docs-a1b': {__comp: '5e95c892', __props: '0058b4c6'},
    '/zh/docs/api/lattice-app/classes/Injector-c2d': {
      __comp: '17896441',
      content: '54b1a064',
    },
    '/zh/docs/introduction-e3f': {
      __comp: '17896441',
      __context: {plugin: 'a7456010'},
      content: 'f895864d',
    },
  };
  const entry = (name: string, module: string) =>
    `  "${name}": [() => import(/* webpackChunkName: "${name}" */ "${module}"), "${module}", require.resolveWeak("${module}")],`;
  const registryJs = [
    'export default {',
    entry('0058b4c6', '@generated/p/docs-175.json'),
    entry('17896441', '@theme/DocItem'),
    entry('54b1a064', '@site/docs/api/lattice-app/classes/Injector.md'),
    entry('5e95c892', '@theme/DocsRoot'),
    entry('a7456010', '@generated/plugin-route-context.json'),
    entry('f895864d', '@site/docs/introduction.mdx').replace(/,$/, '};'),
  ].join('\n');
  writeFileSync(
    path.join(dir, 'routesChunkNames.json'),
    JSON.stringify(chunkNames),
  );
  writeFileSync(path.join(dir, 'registry.js'), registryJs);

  const run = (source: string) =>
    routesLoader.call(
      {resourcePath: path.join(dir, 'routes.js'), addDependency: () => {}},
      source,
    ) as string;

  it('builds the same routes, and the chunk names and registry of each', async () => {
    const output = run(routesJs);
    const registry: Record<string, unknown[]> = {};
    const routesChunkNames: Record<string, unknown> = {};
    const created: string[] = [];
    const routes = evaluate(
      // The loaders' import() and require.resolveWeak are the bundler's.
      output
        .replace(/import\(\/\*[^*]*\*\/ ("[^"]+")\)/g, '$1')
        .replace(/require\.resolveWeak\(("[^"]+")\)/g, '$1'),
      {
        react: {
          createElement: (type: unknown, props: unknown) => ({type, props}),
        },
        '@docusaurus/ComponentCreator': (routePath: string, hash?: string) => {
          created.push(`${routePath}-${hash}`);
          return {preload: () => `preloaded ${routePath}`};
        },
        '@generated/registry': registry,
        '@generated/routesChunkNames': routesChunkNames,
      },
    ).default as Array<{
      path: string;
      component: LazyRoute;
      routes?: Array<{path: string; component: LazyRoute}>;
    }>;

    expect(routes.map((route) => route.path)).toEqual(['/zh/docs', '*']);
    expect(routes[0]!.routes!.map((route) => route.path)).toEqual([
      '/zh/docs/api/lattice-app/classes/Injector',
      '/zh/docs/introduction',
    ]);
    // Evaluating the routes makes no loadable component (but the catch-all's,
    // which has no hash and stays as Docusaurus writes it); a route's is
    // made once, when it is first preloaded or rendered.
    expect(created).toEqual(['*-undefined']);
    const [injector, introduction] = routes[0]!.routes!;
    // Preloading asks for the chunks in a later task, not the caller's.
    const preloading = injector!.component.preload();
    expect(created).toEqual(['*-undefined']);
    await expect(preloading).resolves.toBe(`preloaded ${injector!.path}`);
    const element = introduction!.component({title: 'x'}) as {
      type: {preload: () => string};
      props: unknown;
    };
    expect(element.props).toEqual({title: 'x'});
    expect(element.type.preload()).toBe(`preloaded ${introduction!.path}`);
    introduction!.component({});
    await routes[0]!.component.preload();
    expect(created).toEqual([
      '*-undefined',
      ...Object.keys(chunkNames).slice(1),
      Object.keys(chunkNames)[0],
    ]);
    // Every route has its chunk names, renamed one for one, and each name
    // its registry entry: [loader, no module path, module].
    const original = new Map<string, string>();
    for (const [key, names] of Object.entries(chunkNames)) {
      const flat = (value: unknown): string[] =>
        typeof value === 'string'
          ? [value]
          : Object.values(value as object).flatMap(flat);
      const renamed = flat(routesChunkNames[key]);
      flat(names).forEach((name, index) => {
        const short = renamed[index]!;
        expect(short).toMatch(/^r[0-9a-z]+$/);
        expect(original.get(short) ?? name).toBe(name);
        original.set(short, name);
        expect(registry[short]![1]).toBe(0);
      });
    }
    expect(Object.keys(registry).sort()).toEqual([...original.keys()].sort());
    expect(
      registry[[...original].find(([, name]) => name === '54b1a064')![0]]![2],
    ).toBe('@site/docs/api/lattice-app/classes/Injector.md');
    // The magic comment names the chunk as its route's chunk names do.
    expect(output).toMatch(/webpackChunkName: "r\d" \*\/ "@theme\/DocItem"/);
  });

  it('fails, naming the route, when a route has no chunk names', () => {
    expect(() =>
      run(
        routesJs.replace(
          "'/zh/docs/introduction', 'e3f'",
          "'/zh/docs/intro', 'e3f'",
        ),
      ),
    ).toThrow('no chunk names for the route /zh/docs/intro-e3f');
  });

  it('fails when routes.js no longer calls ComponentCreator(path, hash)', () => {
    expect(() => run('export default [];')).toThrow('has its format changed?');
  });
});

describe('routes-loader on a blog list page', () => {
  it("keeps the arrays of a route's chunk names (the posts of a list page) arrays", () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'lean-routes-blog-'));
    const key = '/zh/blog-5a1';
    writeFileSync(
      path.join(dir, 'routesChunkNames.json'),
      JSON.stringify({
        [key]: {
          __comp: 'a1b2c3d4',
          items: [{content: 'e5f6a7b8'}, {content: 'c9d0e1f2'}],
        },
      }),
    );
    const entry = (name: string, module: string) =>
      `  "${name}": [() => import(/* webpackChunkName: "${name}" */ "${module}"), "${module}", require.resolveWeak("${module}")],`;
    writeFileSync(
      path.join(dir, 'registry.js'),
      [
        'export default {',
        entry('a1b2c3d4', '@theme/BlogListPage'),
        entry(
          'e5f6a7b8',
          '@site/blog/2026-03-17-lattice-2.0.mdx?truncated=true',
        ),
        entry(
          'c9d0e1f2',
          '@site/blog/2025-05-20-lattice-1.1.mdx?truncated=true',
        ).replace(/,$/, '};'),
      ].join('\n'),
    );
    const output = routesLoader.call(
      {resourcePath: path.join(dir, 'routes.js'), addDependency: () => {}},
      `import React from 'react';
import ComponentCreator from '@docusaurus/ComponentCreator';

export default [
  {
    path: '/zh/blog',
    component: ComponentCreator('/zh/blog', '5a1'),
    exact: true
  },
];
`,
    ) as string;
    const routesChunkNames: Record<string, {items: unknown}> = {};
    evaluate(
      output
        .replace(/import\(\/\*[^*]*\*\/ ("[^"]+")\)/g, '$1')
        .replace(/require\.resolveWeak\(("[^"]+")\)/g, '$1'),
      {
        react: {createElement: () => null},
        '@docusaurus/ComponentCreator': () => ({preload: () => undefined}),
        '@generated/registry': {},
        '@generated/routesChunkNames': routesChunkNames,
      },
    );
    const {items} = routesChunkNames[key]!;
    expect(Array.isArray(items)).toBe(true);
    expect(items).toEqual([
      {content: expect.stringMatching(/^r[0-9a-z]+$/)},
      {content: expect.stringMatching(/^r[0-9a-z]+$/)},
    ]);
  });
});

describe('global-data-loader', () => {
  it('gives back the global data Docusaurus wrote', () => {
    const globalData = {
      'docusaurus-plugin-content-docs': {
        default: {
          path: '/zh/docs',
          versions: [
            {
              name: '2.0.x',
              path: '/zh/docs',
              mainDocId: 'introduction',
              docs: [
                {
                  id: 'introduction',
                  path: '/zh/docs/introduction',
                  sidebar: 'tutorialSidebar',
                },
                {
                  id: 'api/lattice-app/index',
                  path: '/zh/docs/api/lattice-app/',
                  sidebar: 'tutorialSidebar',
                },
                {
                  id: 'api/lattice-app/classes/Injector',
                  path: '/zh/docs/api/lattice-app/classes/Injector',
                  sidebar: 'tutorialSidebar',
                },
                {
                  id: 'faq-like',
                  path: '/zh/docs/somewhere-else',
                  sidebar: 'tutorialSidebar',
                },
                {id: 'unlisted', path: '/zh/docs/unlisted'},
              ],
            },
          ],
        },
      },
      'docusaurus-plugin-content-pages': {default: {path: '/zh'}},
    };
    const output = globalDataLoader(JSON.stringify(globalData)) as string;
    expect(output.length).toBeLessThan(JSON.stringify(globalData).length + 600);
    expect(output).not.toContain('"/zh/docs/api/lattice-app/classes/Injector"');
    expect(evaluate(output, {}).default).toEqual(globalData);
  });
});

describe('version-props-loader', () => {
  const props = {
    version: {
      pluginId: 'default',
      version: '2.0.x',
      docsSidebars: {
        tutorialSidebar: [
          {
            type: 'link',
            href: '/zh/docs/introduction',
            label: '简介',
            docId: 'introduction',
          },
          {
            type: 'category',
            label: '概览',
            href: '/zh/docs/category/overview',
            items: [
              {
                type: 'link',
                href: '/zh/docs/overview/providers',
                label: '提供者',
                docId: 'overview/providers',
              },
            ],
          },
          {
            type: 'category',
            label: '类',
            items: [
              {
                type: 'link',
                href: '/zh/docs/api/x/classes/Injector',
                label: 'Injector',
                docId: 'api/x/classes/Injector',
              },
              {
                type: 'link',
                href: '/zh/docs/cli',
                label: 'CLI',
                docId: 'cli-commands/overview',
              },
              {
                type: 'link',
                href: 'https://github.com/lattice',
                label: 'GitHub',
              },
            ],
          },
        ],
      },
      docs: {
        introduction: {
          id: 'introduction',
          title: '简介',
          description: '开始',
          sidebar: 'tutorialSidebar',
        },
        'overview/providers': {
          id: 'overview/providers',
          title: '提供者',
          description: '可注入的服务',
          sidebar: 'tutorialSidebar',
        },
        'api/x/classes/Injector': {
          id: 'api/x/classes/Injector',
          title: 'Injector',
          description: '注入器',
          sidebar: 'tutorialSidebar',
        },
        'cli-commands/overview': {
          id: 'cli-commands/overview',
          title: 'CLI',
          description: '命令行',
          sidebar: 'tutorialSidebar',
        },
        'not-in-sidebar': {
          id: 'not-in-sidebar',
          title: '不在侧边栏',
          description: '只能由链接到达',
          sidebar: undefined,
        },
      },
    },
  };

  it('keeps the sidebar, every doc, and the descriptions a category card shows', () => {
    const loaded = evaluate(versionPropsLoader(JSON.stringify(props)), {
      default: undefined,
    }).default as typeof props;
    expect(loaded.version.docsSidebars).toEqual(props.version.docsSidebars);
    expect(loaded.version.docs).toEqual({
      introduction: {id: 'introduction'},
      'overview/providers': {
        id: 'overview/providers',
        description: '可注入的服务',
      },
      'api/x/classes/Injector': {id: 'api/x/classes/Injector'},
      'cli-commands/overview': {id: 'cli-commands/overview'},
      'not-in-sidebar': {id: 'not-in-sidebar'},
    });
  });

  it('writes an id once: in the link’s href, unless its slug is its own', () => {
    const output = versionPropsLoader(JSON.stringify(props)) as string;
    expect(output.split('api/x/classes/Injector')).toHaveLength(2); // href
    expect(output.split('cli-commands/overview')).toHaveLength(2); // docId
    expect(output.split('not-in-sidebar')).toHaveLength(3); // key, id
  });

  it('passes other props through unchanged', () => {
    const other = {
      categoryGeneratedIndex: {title: '概览', slug: '/category/overview'},
    };
    expect(
      evaluate(versionPropsLoader(JSON.stringify(other)), {}).default,
    ).toEqual(other);
  });
});

describe('tslib-import-default', () => {
  // The client bundle's `tslib` is this one helper (plugins/lean-routes.ts):
  // a helper that @docusaurus/utils-common starts using would be undefined
  // in main.js, which would throw on every page.
  const helpers = require('../lean-routes/tslib-import-default.cjs');
  // Where the build takes it from (not a dependency of ours).
  const utilsCommon = path.join(
    __dirname,
    '../../node_modules/@docusaurus/utils-common',
  );

  it('has every tslib helper that @docusaurus/utils-common calls', () => {
    const used = new Set<string>();
    for (const file of readdirSync(path.join(utilsCommon, 'lib'))) {
      if (!file.endsWith('.js')) continue;
      const source = readFileSync(path.join(utilsCommon, 'lib', file), 'utf8');
      for (const match of source.matchAll(/\btslib_\d+\.(__\w+)/g)) {
        used.add(match[1]);
      }
    }
    expect(used.size).toBeGreaterThan(0);
    expect([...used].filter((name) => !(name in helpers))).toEqual([]);
  });

  it('behaves as tslib’s own __importDefault', () => {
    const tslib = require('tslib');
    const esModule = {__esModule: true, default: 1};
    for (const mod of [esModule, {a: 1}, () => 1, null]) {
      expect(helpers.__importDefault(mod)).toEqual(tslib.__importDefault(mod));
    }
  });
});
