/**
 * Why a sentence that `npm run report:behaviours` lists is fine as it is:
 * the behaviour is the language's or the platform library's, not Lattice's,
 * or the declarations state it in words the report does not look for. Each
 * entry names the sentence by the start of its text (enough to be unique on
 * its page) and the pages it stands on.
 */
import type {Finding} from './behaviours';

interface Reason {
  /** Page paths (relative to the site), or a pattern over them. */
  readonly pages: RegExp;
  /** The start of the sentence, as written. */
  readonly starts: string;
  readonly reason: string;
}

const routerPage = /built-in-modules\/router-module\.mdx$/;
const generatePage = /cli-commands\/generate\.mdx$/;
const configPage = /configurations\/lattice-config-js\.mdx$/;
const applicationPage = /overview\/application\.mdx$/;
const componentsPage = /overview\/components\.mdx$/;
const dynamicModulesPage = /overview\/dynamic-modules\.mdx$/;
const interceptorsPage = /overview\/interceptors\.mdx$/;
const modulesPage = /overview\/modules\.mdx$/;
const providersPage = /overview\/providers\.mdx$/;

const typeScript = 'TypeScript’s own check of the declared type, not Lattice’s';

const reasons: readonly Reason[] = [
  // built-in-modules/router-module.mdx
  {
    pages: routerPage,
    starts: "- `'idle'`: `preload()` requests wait until the browser is idle",
    reason:
      'PreloadStrategy and ModuleLoader.preload() state that with `idle` the download waits until the browser is idle after the first render (0.7.x, 1.0.x); “never compete” is what follows from it',
  },
  {
    pages: routerPage,
    starts:
      '`router.navigate(path)` 跳转到新地址，并返回一个 `Promise<boolean>`，如果',
    reason:
      '拒绝 here is a guard refusing the navigation, not an error: Router.navigate() @returns says `false` if a guard stopped it (0.7.x, 1.0.x)',
  },
  {
    pages: routerPage,
    starts:
      'Guards run in the listed order, and the first one that does not call',
    reason:
      'Route.interceptors states the order and that the first guard that does not call `next.handle()` stops the navigation (every version)',
  },
  {
    pages: routerPage,
    starts: '守卫按列出的顺序执行',
    reason: 'Route.interceptors states the order and the stop (2.0.x, next)',
  },
  {
    pages: routerPage,
    starts: '守卫按书写顺序执行',
    reason: 'Route.interceptors states the order and the stop (1.0.x, 1.1.x)',
  },
  {
    pages: routerPage,
    starts: '多个守卫按书写顺序执行',
    reason: 'Route.interceptors states the order and the stop (0.7.x)',
  },
  {
    pages: routerPage,
    starts:
      "So to change the loader's behaviour, list your own in the `providers`",
    reason:
      'RouterModule.forRoot() @remarks states it: a `ModuleLoader` in the root module’s own `providers` takes the place of the default one (2.0.x, next)',
  },
  {
    pages: routerPage,
    starts: '所以，想改变加载器的行为',
    reason: 'RouterModule.forRoot() @remarks states it (2.0.x, next)',
  },
  {
    pages: routerPage,
    starts: '模块自己的提供者排在它的导入所导出的提供者之前',
    reason:
      'RouterModule.register() @remarks and the resolution order in Injector @remarks state it (1.1.x)',
  },
  {
    pages: routerPage,
    starts:
      'With the defaults, a chunk that never arrives makes `load()` reject',
    reason:
      'ModuleLoader.load() @throws (rejects after the retries) with LoaderOptions.timeout (a timed-out download counts as failed; 30_000) and LoaderOptions.retries (2) state it; “never” describes the chunk (0.7.x, 1.0.x)',
  },
  {
    pages: routerPage,
    starts: '按照默认值，一个始终下载不下来的分块',
    reason:
      'ModuleLoader.load() @throws with the defaults of LoaderOptions.timeout and retries state it (0.7.x, 1.0.x)',
  },
  {
    pages: routerPage,
    starts: '在 React 中，`children` 是链接的内容',
    reason: '默认插槽 is Vue’s default slot, not a default of Lattice',
  },
  {
    pages: routerPage,
    starts: '在 React 和 Svelte 中，`children` 是链接的内容',
    reason: '默认插槽 is Vue’s default slot, not a default of Lattice',
  },

  // cli-commands: `module` is the schematic, not DynamicModule.module
  {
    pages: generatePage,
    starts: 'For the `module` schematic the search starts in the parent folder',
    reason:
      'GenerateCommand @remarks states it (1.0.x to next); `module` is the schematic, not DynamicModule.module',
  },
  {
    pages: generatePage,
    starts: '对于 `module` 原理图，查找从上一级目录开始',
    reason:
      'GenerateCommand @remarks states it (1.0.x to next); `module` is the schematic, not DynamicModule.module',
  },
  {
    pages: generatePage,
    starts: 'The `module` schematic always writes a plain module',
    reason:
      'GenerateCommand @remarks states it (2.0.x, next); `module` is the schematic, not DynamicModule.module',
  },
  {
    pages: generatePage,
    starts: '`module` 原理图生成的始终是普通模块',
    reason:
      'GenerateCommand @remarks states it (2.0.x, next); `module` is the schematic, not DynamicModule.module',
  },
  {
    pages: /cli-commands\/index\.mdx$/,
    starts:
      '[`CommandRunner`](../api/lattice-cli/classes/CommandRunner.md) 接收',
    reason:
      'CommandRunner.run() @returns states the exit codes: `0` on success, `1` on failure, `2` for a wrong command line (0.7.x to 1.1.x)',
  },
  {
    pages: /cli-commands\/update\.mdx$/,
    starts: '`RouterModule.register(routes)` 依然可用，默认仍是 history 模式',
    reason:
      'RouterMode and RouterOptions.mode (@defaultValue `history`) of 1.0 state the default, as ApplicationOptions.routerMode did in 0.7',
  },

  // configurations/lattice-config-js.mdx
  {
    pages: configPage,
    starts: 'Its `mode` is a `BuildMode`: `"development"`, the default',
    reason:
      'loadConfig() states both: its `mode` parameter is `development` by default, and it rejects with LatticeError when `.latticerc` is missing or invalid (0.7.x)',
  },
  {
    pages: configPage,
    starts: '它的 `mode` 参数是一个 `BuildMode`：默认为',
    reason: 'loadConfig() states the default of its `mode` parameter (0.7.x)',
  },
  {
    pages: configPage,
    starts:
      'TypeScript therefore rejects any other name passed to `defineConfig()`',
    reason: `${typeScript} (PlatformName)`,
  },
  {
    pages: configPage,
    starts: '因此，传给 `defineConfig()` 的其他任何名称都会被 TypeScript 拒绝',
    reason: `${typeScript} (PlatformName)`,
  },
  {
    pages: configPage,
    starts: '它的类型 `PlatformName` 恰好包含三个官方平台',
    reason:
      'PlatformName states it (“No other name is accepted”, 除此之外的名称一律不接受; 2.0.x, next)',
  },

  // examples.mdx
  {
    pages: /\/examples\.mdx$/,
    starts: '[拦截器](./overview/interceptors.mdx)一页详细介绍了',
    reason:
      'a pointer to the Interceptors page, not a behaviour claim; UseInterceptors and ModuleMetadata.interceptors state the order (1.0.x, 1.1.x)',
  },

  // overview/application.mdx
  {
    pages: applicationPage,
    starts:
      'The `onDestroy()` hooks of the providers of every module of the tree',
    reason:
      'OnDestroy @remarks and LatticeApplication.close() @remarks state the order (every version)',
  },
  {
    pages: applicationPage,
    starts: '2. 按与创建相反的顺序，逐个运行模块树中每个模块',
    reason:
      'OnDestroy @remarks and LatticeApplication.close() @remarks state the order (every version)',
  },
  {
    pages: applicationPage,
    starts: 'Providers are destroyed in the reverse order of their creation',
    reason: 'OnDestroy @remarks states the order and why (0.7.x)',
  },
  {
    pages: applicationPage,
    starts: '提供者按照与创建顺序相反的顺序销毁',
    reason: 'OnDestroy @remarks states the order and why (0.7.x)',
  },
  {
    pages: applicationPage,
    starts:
      'Its providers are then created and wrapped, global interceptors included',
    reason:
      'Route.loadModule states it, as OnInit @remarks does for lazy routes (1.1.x to next)',
  },
  {
    pages: applicationPage,
    starts: '3. 随后创建它的提供者并用拦截器',
    reason:
      'Route.loadModule states it, as OnInit @remarks does for lazy routes (1.1.x to next)',
  },
  {
    pages: applicationPage,
    starts: 'Test `code`, never `message`',
    reason:
      'advice to the reader, not a behaviour; LatticeError.code says the codes are stable',
  },

  // overview/components.mdx
  {
    pages: componentsPage,
    starts: '- **One instance per rendered copy.**',
    reason:
      'OnInit @remarks (a component’s own provider runs its hook when created, and nothing waits for its promise) and ComponentOptions.providers (created on first injection) state it (2.0.x, next)',
  },
  {
    pages: componentsPage,
    starts:
      'When the token is only known at run time, or a provider is optional',
    reason:
      '“not always imported” describes the reader’s module tree, not a behaviour of Lattice',
  },

  // overview/dynamic-modules.mdx
  {
    pages: dynamicModulesPage,
    starts: '`config.get()` returns the default given as its second argument',
    reason:
      'ConfigService.get() states the default and the LatticeError; LatticeApplication.mount() states that a throwing factory, here the `useFactory` of `registerAsync()`, makes it reject before anything renders (2.0.x, next)',
  },
  {
    pages: dynamicModulesPage,
    starts: '既没有值也没有默认值时，它会抛出 `LatticeError`',
    reason:
      'ConfigService.get() and LatticeApplication.mount() state it (2.0.x, next)',
  },
  {
    pages: dynamicModulesPage,
    starts: 'Here a factory provider builds a second `HttpClient`',
    reason:
      'FactoryProvider.useFactory states the order: it receives the providers listed in `inject`, in that order (2.0.x, next)',
  },
  {
    pages: dynamicModulesPage,
    starts: '下面用一个工厂提供者创建第二个 `HttpClient`',
    reason: 'FactoryProvider.useFactory states the order (2.0.x, next)',
  },
  {
    pages: dynamicModulesPage,
    starts: 'With the return type declared, TypeScript rejects a key',
    reason: `${typeScript} (DynamicModule)`,
  },
  {
    pages: dynamicModulesPage,
    starts:
      '声明了返回类型之后，`DynamicModule` 中没有的键就会被 TypeScript 拒绝',
    reason: `${typeScript} (DynamicModule)`,
  },

  // overview/interceptors.mdx
  {
    pages: interceptorsPage,
    starts:
      'One that never calls `next.handle()` prevents the method from running',
    reason:
      'CallHandler.handle() states it: it calls the next interceptor or the method, and may be called more than once (retries) or not at all (a cache hit) (2.0.x, next)',
  },
  {
    pages: interceptorsPage,
    starts:
      'An interceptor that calls `next.handle()` and returns its result unchanged',
    reason: 'CallHandler.handle() states it (1.0.x, 1.1.x)',
  },
  {
    pages: interceptorsPage,
    starts: 'An interceptor that simply returns `next.handle()` is transparent',
    reason: 'CallHandler.handle() states it (0.7.x)',
  },
  {
    pages: interceptorsPage,
    starts: '从不调用 `next.handle()` 的拦截器',
    reason: 'CallHandler.handle() states it (0.7.x, 2.0.x, next)',
  },
  {
    pages: interceptorsPage,
    starts: '而一个从不调用 `next.handle()` 的拦截器会阻止方法执行',
    reason: 'CallHandler.handle() states it (1.0.x, 1.1.x)',
  },
  {
    pages: interceptorsPage,
    starts: 'Because an interceptor instance is shared by every call it wraps',
    reason:
      'advice to the reader; InterceptorBinding @remarks states that an instance is shared by everything it wraps (2.0.x, next)',
  },
  {
    pages: interceptorsPage,
    starts: '拦截器实例由它所包装的所有调用共享',
    reason:
      'advice to the reader; InterceptorBinding @remarks states the sharing (2.0.x, next)',
  },
  {
    pages: interceptorsPage,
    starts:
      'With this type, TypeScript rejects an entry that is not an interceptor',
    reason: `${typeScript} (InterceptorBinding)`,
  },
  {
    pages: interceptorsPage,
    starts: '有了这个类型，TypeScript 会拒绝不是拦截器的条目',
    reason: `${typeScript} (InterceptorBinding)`,
  },

  // overview/modules.mdx
  {
    pages: modulesPage,
    starts: '| `providers` | 提供者类或提供者对象 | 应用挂载时',
    reason:
      'LatticeApplication.mount() @remarks states that it creates every provider of the tree (1.0.x, 1.1.x), and Route.loadModule the lazy case (1.1.x)',
  },
  {
    pages: modulesPage,
    starts:
      'A provider declared in a module is **private** to that module by default',
    reason:
      'Injector @remarks states what a module sees: its own providers, what its imports export, then the root injector (2.0.x, next)',
  },
  {
    pages: modulesPage,
    starts: '在模块中声明的提供者默认是**私有**的',
    reason: 'Injector @remarks states what a module sees (2.0.x, next)',
  },
  {
    pages: modulesPage,
    starts:
      'They create no injector and no provider, run no hook and connect nothing',
    reason:
      'loadModule() and ModuleLoader @remarks state it, and LatticeApplication.select() @throws for a module that nothing connects (2.0.x, next)',
  },
  {
    pages: modulesPage,
    starts: '它们不创建注入器和提供者，不运行钩子',
    reason:
      'loadModule() and ModuleLoader @remarks and LatticeApplication.select() @throws state it (2.0.x, next)',
  },

  // overview/providers.mdx
  {
    pages: providersPage,
    starts: '| `useExisting` | `ExistingProvider` |',
    reason:
      'ExistingProvider states it: both tokens resolve to the same instance (every version)',
  },
  {
    pages: providersPage,
    starts:
      '- `useFactory`（类型为 `FactoryProvider`）在注入器创建该值时执行一个函数',
    reason:
      'says when the factory runs, not which injector: FactoryProvider.useFactory states that it creates the value (1.0.x, 1.1.x)',
  },
  {
    pages: providersPage,
    starts: '`inject` 中列出的令牌会先被解析，再作为参数传入',
    reason:
      'FactoryProvider.useFactory states it: it receives the providers listed in `inject`, in that order (0.7.x)',
  },
  {
    pages: providersPage,
    starts: '它的 `inject` 数组按顺序列出要作为参数传入的令牌',
    reason: 'FactoryProvider.useFactory states the order (1.0.x, 1.1.x)',
  },
  {
    pages: providersPage,
    starts: 'The token then works without being listed in any `providers`',
    reason:
      'InjectionTokenOptions.factory states it: the default value is created only when no module provides the token (every version)',
  },
  {
    pages: providersPage,
    starts: '这样令牌不必列入任何 `providers` 也能使用',
    reason: 'InjectionTokenOptions.factory states it (0.7.x to 1.1.x)',
  },
  {
    pages: providersPage,
    starts: '`lattice-common` exports these four types and their union',
    reason:
      'an example of the reader’s code (a function that picks an implementation at start-up), not a behaviour of Lattice',
  },
  {
    pages: providersPage,
    starts: '`lattice-common` 导出了这四种类型',
    reason:
      'an example of the reader’s code (a function that picks an implementation at start-up), not a behaviour of Lattice',
  },
  {
    pages: providersPage,
    starts: 'Transient providers are not tracked by their injector',
    reason:
      'OnDestroy @remarks states it: `transient` providers get no `onDestroy()`, the injector does not keep them (1.0.x, 1.1.x)',
  },
  {
    pages: providersPage,
    starts: '`transient` 提供者不受注入器跟踪',
    reason: 'OnDestroy @remarks states it (1.0.x, 1.1.x)',
  },
  {
    pages: providersPage,
    starts: 'Never import an injected class with `import type`',
    reason:
      'advice to the reader; Injector.get() @throws states the LatticeError when a constructor parameter’s type cannot be resolved, such as a class imported with `import type` (2.0.x, next)',
  },
  {
    pages: providersPage,
    starts: 'The default is `info`, and `debug` in development builds',
    reason:
      'the `level` parameter of the Logger constructor states it (1.0.x to next); `info` and `debug` are levels here, not Logger.info() and Logger.debug()',
  },
  {
    pages: providersPage,
    starts: '默认级别为 `info`，开发构建中为 `debug`',
    reason:
      'the `level` parameter of the Logger constructor states it (1.0.x, 1.1.x)',
  },
  {
    pages: providersPage,
    starts: '默认级别是 `info`，开发构建中是 `debug`',
    reason:
      'the `level` parameter of the Logger constructor states it (2.0.x, next)',
  },
  {
    pages: providersPage,
    starts: '日志记录器只输出不低于其级别的消息，默认级别为 `log`',
    reason:
      'LoggerOptions.level (@defaultValue `log`, lattice-logger) states it (0.7.x); `log` is the level, not Logger.log()',
  },
  {
    pages: providersPage,
    starts: '它的方法与 `LogLevel` 类型的各个级别一一对应',
    reason:
      'LogLevel lists the levels in this order and says that a logger prints the messages at or above its level (2.0.x, next)',
  },
  {
    pages: providersPage,
    starts: '- `values`：直接写在代码里的值，起默认值的作用',
    reason:
      'ConfigOptions states it: later sources override earlier ones, `values` first (2.0.x, next)',
  },
  {
    pages: providersPage,
    starts: '如果该键既没有值也没有默认值，它会抛出 `LatticeError`',
    reason: 'ConfigService.get() @throws states it (0.7.x to 1.1.x)',
  },
  {
    pages: providersPage,
    starts: '所以凡是可能缺失的设置都要传默认值',
    reason:
      'advice to the reader; ConfigService.get() @throws says why (no value and no default) (2.0.x, next)',
  },
  {
    pages: providersPage,
    starts: '为某个接口创建 `InjectionToken`，再用 `useExisting`',
    reason:
      'not about which injector: ExistingProvider (both tokens resolve to the same instance) and Injector.get() @throws `CIRCULAR_DEPENDENCY` say why the cycle stays (0.7.x to 1.1.x)',
  },
  {
    pages: providersPage,
    starts: 'The code that needs the result awaits `deferred.promise`',
    reason:
      '“never” describes the result, not Lattice; Deferred.promise, resolve() and reject() state how the promise settles (0.7.x)',
  },
  {
    pages: providersPage,
    starts: '单独的注入器只负责创建提供者',
    reason:
      'Injector @remarks states it: an injector you create yourself runs no lifecycle hook and no `APP_INITIALIZER` function (0.7.x, 2.0.x, next)',
  },
];

/** The reasons, each able to say whether it is the one of a finding. */
export const reasonsFor = reasons.map((reason) => ({
  ...reason,
  matches: (finding: Finding) =>
    reason.pages.test(finding.file) &&
    finding.sentence.startsWith(reason.starts),
}));

export function reasonOf(finding: Finding): string | null {
  return reasonsFor.find((reason) => reason.matches(finding))?.reason ?? null;
}
