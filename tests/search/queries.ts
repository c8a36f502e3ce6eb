/**
 * The reader queries search must answer: from which page a reader
 * asks, what they type, and the page the first result must open. Read by the
 * browser test (`tests/e2e/search-queries.spec.ts`, through the bar), by the
 * build test (`tests/build/search.test.ts`, through `src/search/engine.ts`
 * over the built index) and by `npm run bench:search`, which prints recall at
 * 1 and at 3.
 *
 * A row whose first result is not the page may say why the second is
 * acceptable (`second`); the tests then accept it there.
 */
export interface QueryRow {
  /** The page the search is made from: its locale, docs version and context. */
  readonly from: string;
  readonly query: string;
  /** The path the result opens (without its #section). */
  readonly expected: string;
  /** What kind of query it is, for the bench's table. */
  readonly kind:
    | 'concept'
    | 'task'
    | 'synonym'
    | 'abbreviation'
    | 'other language'
    | 'misspelling'
    | 'api'
    | 'command'
    | 'version'
    | 'blog';
  /** Why a second place is acceptable, when it is. */
  readonly second?: string;
}

const row = (
  from: string,
  query: string,
  expected: string,
  kind: QueryRow['kind'],
  second?: string,
): QueryRow => ({from, query, expected, kind, second});

const zhDocs = '/zh/docs/introduction';
const enDocs = '/docs/introduction';

// prettier-ignore
export const zh: readonly QueryRow[] = [
  // Concepts: the guide that explains them.
  row(zhDocs, '拦截器', '/zh/docs/overview/interceptors', 'concept'),
  row(zhDocs, '提供者', '/zh/docs/overview/providers', 'concept'),
  row(zhDocs, '依赖注入', '/zh/docs/overview/providers', 'concept'),
  row(zhDocs, '动态模块', '/zh/docs/overview/dynamic-modules', 'concept'),
  row(zhDocs, '模块', '/zh/docs/overview/modules', 'concept'),
  row(zhDocs, '组件', '/zh/docs/overview/components', 'concept'),
  row(zhDocs, '应用', '/zh/docs/overview/application', 'concept'),
  row(zhDocs, '路由器', '/zh/docs/built-in-modules/router-module', 'concept'),
  row(zhDocs, '原理图', '/zh/docs/cli-commands/generate', 'concept'),
  row(zhDocs, '配置文件', '/zh/docs/configurations/lattice-config-js', 'concept'),
  row(zhDocs, '作用域', '/zh/docs/overview/providers', 'concept'),
  row(zhDocs, '生命周期钩子', '/zh/docs/overview/providers', 'concept'),
  row(zhDocs, '命令行工具', '/zh/docs/cli-commands', 'concept'),
  // The interceptors guide explains the execution context (拦截器的工作原理);
  // the ExecutionContext interface is what an API name finds.
  row(zhDocs, '执行上下文', '/zh/docs/overview/interceptors', 'concept'),
  row(zhDocs, '循环依赖', '/zh/docs/overview/providers', 'concept'),
  row(zhDocs, '路由守卫', '/zh/docs/overview/interceptors', 'concept'),
  // Tasks, asked as a reader asks.
  row(zhDocs, '怎么写适配器', '/zh/docs/development/platform', 'task'),
  row(zhDocs, '如何测试提供者', '/zh/docs/overview/providers', 'task'),
  row(zhDocs, '拦截器顺序', '/zh/docs/overview/interceptors', 'task'),
  // Synonyms and abbreviations (src/data/glossary.ts, `synonyms`).
  row(zhDocs, '错误码', '/zh/docs/overview/application', 'synonym'),
  row(zhDocs, '服务端渲染', '/zh/docs/development/platform', 'synonym'),
  row(zhDocs, '自定义平台', '/zh/docs/development/platform', 'synonym'),
  row(zhDocs, '按需加载', '/zh/docs/built-in-modules/router-module', 'synonym'),
  row(zhDocs, '跨域', '/zh/docs/configurations/lattice-config-js', 'synonym'),
  row(zhDocs, '单测', '/zh/docs/overview/providers', 'synonym'),
  row(zhDocs, '退出状态', '/zh/docs/cli-commands', 'synonym'),
  row(zhDocs, 'SSR', '/zh/docs/development/platform', 'abbreviation'),
  row(zhDocs, 'DI', '/zh/docs/overview/providers', 'abbreviation'),
  // English terms on a zh page: the zh guide.
  row(zhDocs, 'interceptor', '/zh/docs/overview/interceptors', 'other language'),
  row(zhDocs, 'provider', '/zh/docs/overview/providers', 'other language'),
  row(zhDocs, 'dependency injection', '/zh/docs/overview/providers', 'other language'),
  row(zhDocs, 'dynamic module', '/zh/docs/overview/dynamic-modules', 'other language'),
  row(zhDocs, 'intercepter', '/zh/docs/overview/interceptors', 'misspelling'),
  row(zhDocs, 'provdier', '/zh/docs/overview/providers', 'misspelling'),
  // API names: their API page. RouterModule.forRoot() is the forRoot readers
  // call; useProvider() is a function of the React platform package.
  row(zhDocs, 'Injector', '/zh/docs/api/lattice-app/classes/Injector', 'api'),
  row(zhDocs, 'MountOptions', '/zh/docs/api/lattice-app/interfaces/MountOptions', 'api'),
  row(zhDocs, 'LatticeInterceptor', '/zh/docs/api/lattice-common/interfaces/LatticeInterceptor', 'api'),
  row(zhDocs, 'forRoot', '/zh/docs/api/lattice-app/classes/RouterModule', 'api'),
  row(zhDocs, 'useProvider', '/zh/docs/api/lattice-platform-react', 'api'),
  row(zhDocs, 'LatticeError', '/zh/docs/api/lattice-common/classes/LatticeError', 'api'),
  row(zhDocs, 'ModuleRef', '/zh/docs/api/lattice-app/classes/ModuleRef', 'api'),
  // Commands.
  row(zhDocs, 'lattice generate', '/zh/docs/cli-commands/generate', 'command'),
  row(zhDocs, 'lattice update', '/zh/docs/cli-commands/update', 'command'),
  // In one version only, searched in that version.
  row('/zh/docs/next/introduction', '--interactive', '/zh/docs/next/api/lattice-cli/interfaces/UpdateOptions', 'version'),
  row('/zh/docs/next/introduction', '拦截器优先级', '/zh/docs/next/introduction', 'version'),
  row('/zh/docs/1.1.x/introduction', '全局拦截器', '/zh/docs/1.1.x/overview/application', 'version'),
  // The injector tree is told once, in the application page's 注入器树.
  row('/zh/docs/1.0.x/introduction', '注入器', '/zh/docs/1.0.x/overview/application', 'version'),
  row('/zh/docs/0.7.x/introduction', '.latticerc', '/zh/docs/0.7.x/configurations/lattice-config-js', 'version'),
  row('/zh/docs/0.7.x/introduction', 'ConfigService', '/zh/docs/0.7.x/api/lattice-config/classes/ConfigService', 'version'),
  // Release posts: searched from the blog, which is a search context of its own.
  row('/zh/blog', '动态模块', '/zh/blog/lattice-2.0', 'blog'),
  row('/zh/blog/lattice-1.0', 'Svelte', '/zh/blog/lattice-1.0', 'blog'),
];

// prettier-ignore
export const en: readonly QueryRow[] = [
  row(enDocs, 'interceptor', '/docs/overview/interceptors', 'concept'),
  row(enDocs, 'dependency injection', '/docs/overview/providers', 'concept'),
  row(enDocs, 'dynamic module', '/docs/overview/dynamic-modules', 'concept'),
  row(enDocs, 'lifecycle hooks', '/docs/overview/providers', 'concept'),
  row(enDocs, 'lazy loading', '/docs/overview/modules', 'concept'),
  row(enDocs, 'hydration', '/docs/development/platform', 'concept'),
  row(enDocs, 'circular dependency', '/docs/overview/providers', 'concept'),
  row(enDocs, 'scope', '/docs/overview/providers', 'concept'),
  row(enDocs, 'singleton', '/docs/overview/providers', 'concept'),
  row(enDocs, 'injection token', '/docs/overview/providers', 'concept'),
  row(enDocs, 'route guard', '/docs/overview/interceptors', 'concept'),
  row(enDocs, 'configuration file', '/docs/configurations/lattice-config-js', 'concept'),
  row(enDocs, 'schematics', '/docs/cli-commands/generate', 'concept'),
  row(enDocs, 'test a provider', '/docs/overview/providers', 'task'),
  row(enDocs, 'write an adapter', '/docs/development/platform', 'task'),
  row(enDocs, 'interceptor order', '/docs/overview/interceptors', 'task'),
  row(enDocs, 'exit code', '/docs/cli-commands', 'task'),
  row(enDocs, 'server-side rendering', '/docs/development/platform', 'synonym'),
  row(enDocs, 'custom platform', '/docs/development/platform', 'synonym'),
  row(enDocs, 'lazy-load', '/docs/overview/modules', 'synonym'),
  row(enDocs, 'CORS', '/docs/configurations/lattice-config-js', 'synonym'),
  row(enDocs, 'exit status', '/docs/cli-commands', 'synonym'),
  row(enDocs, 'upgrade', '/docs/cli-commands/update', 'synonym'),
  row(enDocs, 'SSR', '/docs/development/platform', 'abbreviation'),
  row(enDocs, 'DI', '/docs/overview/providers', 'abbreviation'),
  row(enDocs, 'IoC', '/docs/overview/providers', 'abbreviation'),
  // Chinese terms on an English page: the English guide.
  row(enDocs, '拦截器', '/docs/overview/interceptors', 'other language'),
  row(enDocs, '依赖注入', '/docs/overview/providers', 'other language'),
  row(enDocs, 'intercepter', '/docs/overview/interceptors', 'misspelling'),
  row(enDocs, 'dependncy injection', '/docs/overview/providers', 'misspelling'),
  row(enDocs, 'provder', '/docs/overview/providers', 'misspelling'),
  row(enDocs, 'componnet', '/docs/overview/components', 'misspelling'),
  row(enDocs, 'Injector', '/docs/api/lattice-app/classes/Injector', 'api'),
  row(enDocs, 'MountOptions', '/docs/api/lattice-app/interfaces/MountOptions', 'api'),
  row(enDocs, 'forRoot', '/docs/api/lattice-app/classes/RouterModule', 'api'),
  row(enDocs, 'LatticeError', '/docs/api/lattice-common/classes/LatticeError', 'api'),
  row(enDocs, 'onDestroy', '/docs/api/lattice-common/interfaces/OnDestroy', 'api'),
  row(enDocs, 'lattice generate', '/docs/cli-commands/generate', 'command'),
  row('/docs/next/introduction', '--interactive', '/docs/next/api/lattice-cli/interfaces/UpdateOptions', 'version'),
  row('/docs/1.1.x/introduction', 'useGlobalInterceptors', '/docs/1.1.x/api/lattice-app/classes/LatticeApplication', 'version'),
  row('/docs/0.7.x/introduction', '.latticerc', '/docs/0.7.x/configurations/lattice-config-js', 'version'),
  row('/docs/0.7.x/introduction', 'RouterModule.register', '/docs/0.7.x/built-in-modules/router-module', 'version'),
  row('/blog', 'dynamic modules', '/blog/lattice-2.0', 'blog'),
  row('/blog/lattice-2.0', 'priority', '/blog/lattice-2.1-preview', 'blog'),
];
