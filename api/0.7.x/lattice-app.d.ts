/**
 * Creates and runs applications: `createApp()`, the application object, the
 * module tree and its injectors, and the built-in router module. Platforms
 * implement the `Platform` interface of `lattice-platforms`.
 *
 * @zh 创建并运行应用：`createApp()`、应用对象、模块树及其注入器，以及内置的路由器模块。各平台实现的是 `lattice-platforms` 中的 `Platform` 接口。
 *
 * @packageDocumentation
 */
import type { InterceptorBinding, Provider, ProviderToken, Type } from 'lattice-common';
import type { Logger } from 'lattice-logger';
import type { Platform } from 'lattice-platforms';

/**
 * The version of `lattice-app`, such as `'0.7.4'`.
 *
 * @zh `lattice-app` 的版本号，例如 `'0.7.4'`。
 */
export declare const VERSION: string;

/**
 * Creates an application from its root module. Every module of the tree is
 * instantiated and its providers registered; nothing is rendered until
 * {@link LatticeApplication.mount} is called.
 *
 * @zh 根据根模块创建应用。模块树中的每个模块都会被实例化并注册其提供者；在调用 {@link LatticeApplication.mount} 之前不会渲染任何内容。
 *
 * @remarks
 * `createApp()` is synchronous and awaits nothing. It reads the metadata of
 * the root module and of every module reachable through `imports`; checks
 * the tree, throwing before it returns when the tree is invalid; creates one
 * injector per module: the root module's is the root injector, and every
 * other module's is a child of it; then gives the root injector to the
 * platform, once (`Platform.bindInjector()`). It creates no provider and runs
 * no hook. When the platform's name is not in the registry of
 * `lattice-platforms` (`platforms.has(name)` is `false`), it writes a warning
 * to the framework's logger (the `logger` option).
 * @zhRemarks `createApp()` 是同步的，不等待任何 Promise。它读取根模块以及通过 `imports` 能到达的每个模块的元数据；检查模块树，树无效时在返回之前就抛出错误；为每个模块创建一个注入器：根模块的注入器就是根注入器，其他每个模块的注入器都是它的子注入器；然后把根注入器交给平台，只交一次（`Platform.bindInjector()`）。它不创建任何提供者，也不运行任何钩子。如果平台的名称不在 `lattice-platforms` 的注册表中（`platforms.has(name)` 为 `false`），它会向框架的日志记录器（`logger` 选项）写入一条警告。
 *
 * @param rootModule - The root module, usually `AppModule`.
 * @zhParam rootModule - 根模块，通常是 `AppModule`。
 * @param options - The platform and the application's options.
 * @zhParam options - 平台以及应用的选项。
 * @returns The application.
 * @zhReturns 应用对象。
 * @throws `LatticeError` (code `LATTICE_ERROR`, the default), naming the
 * modules involved, when the module tree is invalid: an import cycle, an import
 * that is not a module class, two components with the same name in one module,
 * or one component listed in two modules.
 * @zhThrows 当模块树无效时抛出 `LatticeError`（代码为默认的 `LATTICE_ERROR`），并指明涉及的模块：模块之间存在循环导入、导入了不是模块类的值、同一模块中有两个同名组件，或同一个组件列在了两个模块中。
 * @throws `LatticeError` with code `PROVIDER_NOT_FOUND` when `strict` is `true`
 * and a provider of the tree cannot be resolved: a constructor parameter, a
 * token in the `inject` list of a factory or a `useExisting` target is not
 * provided where the asking module can see it.
 * @zhThrows 当 `strict` 为 `true` 且树中某个提供者无法解析时（构造函数参数、工厂函数 `inject` 列表中的令牌或 `useExisting` 的目标，在提出请求的模块可见的范围内都没有提供），抛出 `LatticeError`（代码 `PROVIDER_NOT_FOUND`）。
 * @throws `LatticeError` with code `CIRCULAR_DEPENDENCY` when `strict` is
 * `true` and providers of the tree depend on each other in a cycle; the message
 * lists the tokens of the cycle.
 * @zhThrows 当 `strict` 为 `true` 且树中的提供者之间存在循环依赖时，抛出 `LatticeError`（代码 `CIRCULAR_DEPENDENCY`），错误信息会列出循环中的各个令牌。
 *
 * @example
 * ```ts
 * import { createApp } from 'lattice-app';
 * import { ReactPlatform } from 'lattice-platform-react';
 * import { AppModule } from './app.module';
 *
 * const app = createApp(AppModule, { platform: new ReactPlatform() });
 * await app.mount('#root');
 * ```
 */
export declare function createApp(rootModule: Type, options: ApplicationOptions): LatticeApplication;

/**
 * How the router reads the URL: from the path (`history`, the default), or
 * from the part after `#` (`hash`), for hosts that cannot serve every path.
 * Set it with the `routerMode` option of {@link createApp}.
 *
 * @zh 路由器读取 URL 的方式：读取路径（`history`，默认值），或读取 `#` 之后的部分（`hash`）；后者适用于无法为每个路径都返回页面的服务器。通过 {@link createApp} 的 `routerMode` 选项设置。
 */
export type RouterMode = 'history' | 'hash';

/**
 * A route: a path and what it shows.
 *
 * @zh 路由：路径及该路径显示的内容。
 *
 * @remarks
 * The routes of one table are tried from top to bottom, and the first one
 * whose path matches wins: put a specific path such as `/users/new` before a
 * general one such as `/users/:id`, and `**`, which matches anything, last.
 * The leading slash of a top-level path is optional: `'admin'` and
 * `'/admin'` name the same route.
 * @zhRemarks 同一张路由表中的路由从上到下依次尝试，第一个路径匹配上的路由生效：像 `/users/new` 这样具体的路径，要写在 `/users/:id` 这样笼统的路径前面，能匹配任意路径的 `**` 则放在最后。顶层路径开头的斜杠可以省略：`'admin'` 和 `'/admin'` 指的是同一条路由。
 */
export type Route = {
  /**
   * The path, relative to the parent route; `:name` segments are parameters
   * and `**` matches anything.
   *
   * @zh 相对于父路由的路径；`:name` 段表示参数，`**` 匹配任意路径。
   */
  path: string;
  /**
   * The component shown for this path: a component class registered with
   * `@Component`. Its view receives the parameters of the matched path as a
   * `params` prop, such as `{ id: '42' }` for `/users/:id`, always as
   * strings. When only the parameters change, as from `/users/42` to
   * `/users/43`, the same view stays on screen instead of being mounted again,
   * and receives the new `params`.
   *
   * @zh 该路径显示的组件：一个用 `@Component` 注册过的组件类。它的视图通过 `params` 属性收到匹配路径中的参数，例如路由 `/users/:id` 对应 `{ id: '42' }`，参数值总是字符串。如果只有参数变化，比如从 `/users/42` 到 `/users/43`，同一个视图会留在屏幕上，不会重新挂载，并收到新的 `params`。
   */
  component?: Type;
  /**
   * Child routes, shown inside this route's component.
   *
   * @zh 子路由，显示在本路由的组件内部。
   */
  children?: Route[];
  /**
   * Another path to go to instead. The router navigates there as if it had
   * been requested, guards included, and replaces the current history entry
   * instead of adding one.
   *
   * @zh 重定向的目标路径。路由器会像直接请求该路径一样导航过去（包括运行路由守卫），并替换当前的历史记录，而不是新增一条。
   */
  redirectTo?: string;
  /**
   * Route guards: interceptors run before the navigation, in the listed
   * order, after the guards of the parent routes, so that a parent's guards
   * also protect all of its children. The router calls them as a chain, as
   * Lattice calls the interceptors of a provider method:
   * `context.getClass()` returns `Router`, `context.getMethodName()` returns
   * `'activate'` and `context.getArgs()` returns `[url]`, the URL being
   * entered, as a string. The navigation goes on only if `next.handle()` is
   * called and the chain returns `true`, so the first guard that does not
   * call it stops the navigation. A guard class is created by the injector of
   * the module that declares the route.
   *
   * @zh 路由守卫：在导航之前执行的拦截器，按列出的顺序运行，并排在父路由的守卫之后，因此父路由的守卫也保护它的所有子路由。路由器像 Lattice 调用提供者方法的拦截器那样，把守卫作为一条链来调用：`context.getClass()` 返回 `Router`，`context.getMethodName()` 返回 `'activate'`，`context.getArgs()` 返回 `[url]`，即正在进入的 URL 字符串。只有调用了 `next.handle()` 且拦截器链返回 `true` 时，导航才会继续，因此第一个没有调用它的守卫就会终止导航。守卫类由声明该路由的模块的注入器创建。
   */
  interceptors?: InterceptorBinding[];
};

/**
 * Options of {@link Router.navigate}.
 *
 * @zh {@link Router.navigate} 的选项。
 */
export type NavigationOptions = {
  /**
   * Replaces the current history entry instead of adding one.
   *
   * @zh 替换当前的历史记录，而不是新增一条。
   */
  replace?: boolean;
};

/**
 * Options of {@link ModuleRef.get}.
 *
 * @zh {@link ModuleRef.get} 的选项。
 */
export type ModuleGetOptions = {
  /**
   * Looks only at the module's own providers, not at those it imports.
   *
   * @zh 只查找模块自身的提供者，不查找其导入模块中的提供者。
   */
  strict?: boolean;
};

/**
 * Options of {@link createApp}.
 *
 * @zh {@link createApp} 的选项。
 *
 * @example
 * ```ts
 * import { createApp } from 'lattice-app';
 * import { Logger } from 'lattice-logger';
 * import { VuePlatform } from 'lattice-platform-vue';
 * import { AppModule } from './app.module';
 *
 * const app = createApp(AppModule, {
 *   platform: new VuePlatform(),
 *   strict: true,
 *   logger: new Logger('App', { level: 'warn' }),
 *   routerMode: 'hash',
 * });
 * ```
 */
export interface ApplicationOptions {
  /**
   * The platform adapter that renders the components.
   *
   * @zh 渲染组件的适配器。
   */
  platform: Platform;
  /**
   * Checks at creation time that every provider can be resolved, instead of
   * failing on first use. Recommended in tests.
   *
   * @zh 在创建应用时即检查每个提供者能否解析，而不是等到首次使用时才失败。建议在测试中开启。
   *
   * @defaultValue `false`
   */
  strict?: boolean;
  /**
   * The logger the framework writes to, or `false` to silence it.
   *
   * @zh 框架输出日志所用的日志记录器；设为 `false` 则不输出日志。
   *
   * @remarks
   * The framework writes what it does at start-up, such as the modules it
   * reads and the providers it creates, at the `debug` level, and its
   * warnings and errors. Without this option, it prints only its warnings and
   * errors, to the console.
   * @zhRemarks 框架以 `debug` 级别写出它在启动时所做的事情，例如读取了哪些模块、创建了哪些提供者，此外还会写出它的警告和错误。不设置此选项时，它只把警告和错误打印到控制台。
   */
  logger?: Logger | false;
  /**
   * How the router reads the URL. (From 1.0 on, the mode is an option of
   * `RouterModule.register()`.)
   *
   * @zh 路由器读取 URL 的方式。（从 1.0 起，模式改为 `RouterModule.register()` 的选项。）
   *
   * @defaultValue `'history'`
   */
  routerMode?: RouterMode;
}

/**
 * Options of {@link LatticeApplication.mount}.
 *
 * @zh {@link LatticeApplication.mount} 的选项。
 *
 * @example
 * ```ts
 * import { createApp } from 'lattice-app';
 * import { ReactPlatform } from 'lattice-platform-react';
 * import { AppModule } from './app.module';
 *
 * const user = { id: 42, name: 'Ada' };
 * const app = createApp(AppModule, { platform: new ReactPlatform() });
 * await app.mount('#root', { hydrate: true, props: { user } });
 * ```
 */
export interface MountOptions {
  /**
   * Attaches to markup rendered on the server instead of rendering again.
   *
   * @zh 接管服务器端渲染好的 HTML，而不是重新渲染。
   */
  hydrate?: boolean;
  /**
   * Properties passed to the root component's view.
   *
   * @zh 传给根组件视图的属性。
   */
  props?: Record<string, unknown>;
}

/**
 * A running application, as returned by {@link createApp}.
 *
 * @zh 运行中的应用，即 {@link createApp} 的返回值。
 *
 * @remarks
 * An application goes through three stages: {@link createApp} builds the
 * module tree and its injectors and gives the root injector to the platform,
 * without creating any provider; `mount()` creates the providers, runs their
 * `onInit()` hooks and the `APP_INITIALIZER` functions, and renders;
 * `close()` removes the view and runs the `onDestroy()` hooks. `unmount()`
 * and a later `mount()` only remove and render the view again.
 * @zhRemarks 应用会经历三个阶段：{@link createApp} 构建模块树及其注入器，并把根注入器交给平台，但不创建任何提供者；`mount()` 创建提供者，运行它们的 `onInit()` 钩子和 `APP_INITIALIZER` 函数，然后渲染；`close()` 移除视图并运行 `onDestroy()` 钩子。`unmount()` 以及之后再次调用的 `mount()` 只是移除视图、重新渲染视图。
 *
 * @example
 * ```ts
 * import { createApp } from 'lattice-app';
 * import { VuePlatform } from 'lattice-platform-vue';
 * import { AppModule } from './app.module';
 *
 * const app = createApp(AppModule, { platform: new VuePlatform() });
 * await app.mount('#root');
 *
 * window.addEventListener('pagehide', () => app.close());
 * ```
 */
export declare class LatticeApplication {
  /**
   * Creates the application. Prefer {@link createApp}, which also checks the
   * options.
   *
   * @zh 创建应用。建议改用 {@link createApp}，它还会检查选项。
   *
   * @param rootModule - The root module.
   * @zhParam rootModule - 根模块。
   * @param options - The platform and the application's options.
   * @zhParam options - 平台以及应用的选项。
   */
  constructor(rootModule: Type, options: ApplicationOptions);
  /**
   * The root injector: the root module's injector, and the parent of every
   * other module's.
   *
   * @zh 根注入器：即根模块的注入器，也是其他每个模块的注入器的父注入器。
   */
  readonly injector: Injector;
  /**
   * The platform given in the options.
   *
   * @zh 选项中指定的平台。
   */
  readonly platform: Platform;
  /**
   * The root of the module tree.
   *
   * @zh 模块树的根。
   */
  readonly rootModule: ModuleRef;
  /**
   * Whether the application is currently rendered.
   *
   * @zh 应用当前是否已渲染。
   */
  readonly isMounted: boolean;
  /**
   * Starts the application and renders the root component (the first
   * component of the root module) into the target.
   *
   * @zh 启动应用，并把根组件（根模块的第一个组件）渲染到目标元素中。
   *
   * @remarks
   * The first call goes through these steps, in order, each one finished
   * before the next starts:
   *
   * 1. It finds the target.
   * 2. It creates every provider of every module of the tree, each one after
   *    the providers it depends on (a `transient` provider is created for each
   *    injection), and wraps each provider with its interceptors: class,
   *    then method ones.
   * 3. It calls the `onInit()` hooks one at a time, in the order the providers
   *    were created, waiting for each returned promise before the next.
   * 4. It calls every `APP_INITIALIZER` function, all at once, and waits for
   *    every returned promise.
   * 5. It empties the target, unless `hydrate` is set, calls
   *    `Platform.mount()` and waits for the first render. The platform has had
   *    the root injector since `createApp()`.
   *
   * If a step fails, the promise rejects and nothing is rendered; the
   * application cannot be mounted again then: `close()` it, which runs the
   * `onDestroy()` hooks of the providers already created, and create a new
   * one. A later call, after `unmount()`, creates nothing and runs no hook or
   * initializer: it goes through steps 1 and 5 only.
   * @zhRemarks 第一次调用会依次经历以下步骤，每一步都在上一步完成之后才开始：
   *
   * 1. 找到目标元素。
   * 2. 创建模块树中每个模块的每个提供者，每个提供者都在它所依赖的提供者之后创建（`transient` 提供者则在每次注入时创建），并用各个提供者的拦截器把它包装起来：依次为类上和方法上的拦截器。
   * 3. 按提供者的创建顺序逐个调用 `onInit()` 钩子，等上一个钩子返回的 Promise 完成后再调用下一个。
   * 4. 同时调用所有 `APP_INITIALIZER` 函数，并等待它们返回的每一个 Promise。
   * 5. 清空目标元素（设置了 `hydrate` 时除外），调用 `Platform.mount()`，并等待首次渲染完成。平台从 `createApp()` 起就已经拿到了根注入器。
   *
   * 任何一步失败，返回的 Promise 都会被拒绝，页面上什么也不会渲染；此后该应用无法再挂载：请调用 `close()`（它会运行已创建提供者的 `onDestroy()` 钩子），再创建一个新的应用。在 `unmount()` 之后再次调用时，不会创建任何东西，也不会再运行钩子或初始化函数，只经历第 1 步和第 5 步。
   *
   * @param target - A CSS selector or an element.
   * @zhParam target - CSS 选择器或元素。
   * @param options - Hydration and the root component's properties.
   * @zhParam options - 水合选项和根组件的属性。
   * @returns A promise that settles once the first render is done.
   * @zhReturns 在首次渲染完成后兑现的 Promise。
   * @throws Rejects with `LatticeError` (code `LATTICE_ERROR`, the default)
   * when no element matches the selector, or when the application is already
   * mounted.
   * @zhThrows 当没有元素匹配该选择器，或应用已经处于挂载状态时，以 `LatticeError`（代码为默认的 `LATTICE_ERROR`）拒绝。
   * @throws Rejects with `LatticeError` (code `PROVIDER_NOT_FOUND` or
   * `CIRCULAR_DEPENDENCY`) when a provider cannot be created, because a token
   * it needs is not provided or because providers depend on each other in a
   * cycle.
   * @zhThrows 当某个提供者因所需令牌未被提供、或因提供者之间存在循环依赖而无法创建时，以 `LatticeError`（代码 `PROVIDER_NOT_FOUND` 或 `CIRCULAR_DEPENDENCY`）拒绝。
   * @throws Rejects with the original error, not wrapped, when an `onInit()`
   * hook or an `APP_INITIALIZER` function throws or returns a promise that is
   * rejected.
   * @zhThrows 当 `onInit()` 钩子或 `APP_INITIALIZER` 函数抛出错误，或其返回的 Promise 被拒绝时，以原始错误拒绝，不作包装。
   */
  mount(target: string | Element, options?: MountOptions): Promise<void>;
  /**
   * Removes the rendered application from the page. The providers of modules
   * stay alive, so the application can be mounted again; only the providers
   * that components declare themselves are destroyed with their views.
   *
   * @zh 从页面中移除已渲染的应用。模块的提供者不会被销毁，因此应用可以再次挂载；只有组件自己声明的提供者会随视图一起销毁。
   *
   * @returns A promise that settles once the view is removed.
   * @zhReturns 在视图移除后兑现的 Promise。
   */
  unmount(): Promise<void>;
  /**
   * Unmounts the application, then destroys every module, running the
   * `onDestroy()` hooks. The application cannot be used afterwards.
   *
   * @zh 卸载应用，然后销毁每个模块并运行其 `onDestroy()` 钩子。此后应用将无法再使用。
   *
   * @remarks
   * In order: if the application is mounted, `Platform.unmount()` removes the
   * view, and the providers that components declare themselves are destroyed
   * with it; then the `onDestroy()` hooks of the providers of every module of
   * the tree run one at a time in the reverse
   * order of creation, each awaited before the next, so that a provider is
   * destroyed before the providers it depends on; then the injectors are
   * released. A hook that throws or rejects does not stop the others: every
   * hook runs, and the application is closed either way. `ModuleRef.destroy()`
   * follows the same rule.
   * @zhRemarks 依次进行：如果应用处于挂载状态，先由 `Platform.unmount()` 移除视图，组件自己声明的提供者随之销毁；然后按与创建相反的顺序逐个运行模块树中每个模块的提供者的 `onDestroy()` 钩子，等上一个完成后再运行下一个，因此一个提供者总是先于它所依赖的提供者被销毁；最后释放各个注入器。某个钩子抛出错误或其 Promise 被拒绝时，不会中断其余钩子：所有钩子都会运行，应用也照样被关闭。`ModuleRef.destroy()` 遵循同样的规则。
   *
   * @returns A promise that settles once every hook has run.
   * @zhReturns 在所有钩子运行完毕后兑现的 Promise。
   * @throws Rejects, once every hook has run, with the error of the first
   * `onDestroy()` hook that threw or returned a rejected promise.
   * @zhThrows 在所有钩子运行完毕后，以第一个抛出错误（或其 Promise 被拒绝）的 `onDestroy()` 钩子的错误拒绝。
   */
  close(): Promise<void>;
  /**
   * Returns a provider from the root module's injector.
   *
   * @zh 从根模块的注入器中获取提供者。
   *
   * @typeParam T - The type of the provided value.
   * @zhTypeParam T - 所提供的值的类型。
   * @param token - The provider's token.
   * @zhParam token - 提供者的令牌。
   * @returns The instance or value.
   * @zhReturns 实例或值。
   * @throws `LatticeError` with code `PROVIDER_NOT_FOUND` when the root
   * injector does not see the token, such as a provider that a feature module
   * does not export.
   * @zhThrows 当根注入器看不到该令牌时（例如功能模块没有导出的提供者），抛出 `LatticeError`（代码 `PROVIDER_NOT_FOUND`）。
   */
  get<T>(token: ProviderToken<T>): T;
  /**
   * Finds a module of the tree, to read providers that the root module does
   * not see.
   *
   * @zh 查找模块树中的某个模块，以读取根模块看不到的提供者。
   *
   * @param module - The module class.
   * @zhParam module - 模块类。
   * @returns The module's reference.
   * @zhReturns 该模块的引用。
   * @throws `LatticeError` (code `LATTICE_ERROR`, the default) when the module
   * is not part of the application, which is also the case of a module loaded
   * with `loadModule()` or `ModuleLoader.load()`, since nothing connects it,
   * and of a module that was destroyed.
   * @zhThrows 当该模块不属于此应用时抛出 `LatticeError`（代码为默认的 `LATTICE_ERROR`）；用 `loadModule()` 或 `ModuleLoader.load()` 加载的模块（没有任何东西会接入它）以及已被销毁的模块也属于这种情况。
   */
  select(module: Type): ModuleRef;
}

/**
 * A module of the running application: its class, its injector and its place
 * in the module tree.
 *
 * @zh 运行中应用的一个模块，包含它的类、注入器以及它在模块树中的位置。
 *
 * @example
 * ```ts
 * import { createApp } from 'lattice-app';
 * import { ReactPlatform } from 'lattice-platform-react';
 * import { AdminModule } from './admin/admin.module';
 * import { UsersService } from './admin/users.service';
 * import { AppModule } from './app.module';
 *
 * const app = createApp(AppModule, { platform: new ReactPlatform() });
 * const admin = app.select(AdminModule);
 * const users = admin.get(UsersService, { strict: true });
 * ```
 */
export declare class ModuleRef {
  /**
   * Creates the reference. The application creates one per module; you do not
   * call this yourself.
   *
   * @zh 创建模块引用。应用会为每个模块创建一个；你无需自己调用。
   *
   * @param metatype - The module class.
   * @zhParam metatype - 模块类。
   * @param parent - The module that imports it, or `null` for the root module.
   * @zhParam parent - 导入它的模块；根模块为 `null`。
   */
  constructor(metatype: Type, parent: ModuleRef | null);
  /**
   * The module class.
   *
   * @zh 模块类。
   */
  readonly metatype: Type;
  /**
   * The module's injector: the root injector for the root module, a child of
   * the root injector for every other module.
   *
   * @zh 该模块的注入器：根模块的注入器就是根注入器，其他每个模块的注入器都是根注入器的子注入器。
   */
  readonly injector: Injector;
  /**
   * The module that imports this one (the first one, when several do), or
   * `null` for the root module. Its injector is not the parent of this
   * module's injector.
   *
   * @zh 导入本模块的模块（有多个时为第一个）；根模块为 `null`。它的注入器并不是本模块注入器的父注入器。
   */
  readonly parent: ModuleRef | null;
  /**
   * The modules this one imports, in order.
   *
   * @zh 本模块导入的模块，按导入顺序排列。
   */
  readonly imports: readonly ModuleRef[];
  /**
   * Returns a provider visible in this module.
   *
   * @zh 获取在本模块中可见的提供者。
   *
   * @typeParam T - The type of the provided value.
   * @zhTypeParam T - 所提供的值的类型。
   * @param token - The provider's token.
   * @zhParam token - 提供者的令牌。
   * @param options - Whether to look only at the module's own providers.
   * @zhParam options - 是否只查找模块自身的提供者。
   * @returns The instance or value.
   * @zhReturns 实例或值。
   * @throws `LatticeError` with code `PROVIDER_NOT_FOUND` when the token is not
   * visible in this module, or, with `strict: true`, when it is not one of the
   * module's own providers.
   * @zhThrows 当该令牌在本模块中不可见，或在 `strict: true` 时不属于本模块自身的提供者时，抛出 `LatticeError`（代码 `PROVIDER_NOT_FOUND`）。
   */
  get<T>(token: ProviderToken<T>, options?: ModuleGetOptions): T;
  /**
   * Destroys the module and the modules only it imports, running their
   * `onDestroy()` hooks.
   *
   * @zh 销毁本模块以及仅由它导入的模块，并运行它们的 `onDestroy()` 钩子。
   *
   * @remarks
   * The hooks of their providers run one at a time, in the reverse order of
   * creation, each awaited before the next. Providers of modules that other
   * modules of the tree still import are not touched, and views of the module
   * that are on screen are not removed: remove them first. A hook that
   * throws or rejects does not stop the others, as in
   * `LatticeApplication.close()`. Afterwards the module is no longer part of
   * the application: `app.select()` throws for it.
   * @zhRemarks 这些模块的提供者的钩子按与创建相反的顺序逐个运行，等上一个完成后再运行下一个。模块树中仍被其他模块导入的模块，其提供者不受影响；本模块显示在页面上的视图也不会被移除：请先移除它们。与 `LatticeApplication.close()` 一样，某个钩子抛出错误或其 Promise 被拒绝时，不会中断其余钩子。此后该模块不再属于应用：`app.select()` 对它会抛出错误。
   *
   * @returns A promise that settles once every hook has run.
   * @zhReturns 在所有钩子运行完毕后兑现的 Promise。
   * @throws Rejects, once every hook has run, with the error of the first
   * `onDestroy()` hook that threw or returned a rejected promise.
   * @zhThrows 在所有钩子运行完毕后，以第一个抛出错误（或其 Promise 被拒绝）的 `onDestroy()` 钩子的错误拒绝。
   */
  destroy(): Promise<void>;
}

/**
 * Creates providers and hands them out by token. Every module has one: the
 * root module's is the root injector, and every other module's is a child of
 * the root injector.
 *
 * @zh 创建提供者并按令牌分发。每个模块都有一个注入器：根模块的注入器就是根注入器，其他每个模块的注入器都是根注入器的子注入器。
 *
 * @remarks
 * A module's injector resolves a token from, in order: the module's own
 * `providers`; the providers exported by the modules it imports, re-exports
 * included; then its parent, the root injector, which holds the root
 * module's providers and what the root module's imports export. The first
 * match wins, so no other module, the root module included, can replace a
 * provider that a module declares itself. A provider is created by the
 * injector of the module that lists it, whichever module asks for it. A
 * component that declares its own `providers` gets, for each rendered copy,
 * a child of its module's injector that holds them. An injector you create
 * yourself creates providers but runs no lifecycle hook and no
 * `APP_INITIALIZER` function.
 * @zhRemarks 模块的注入器按以下顺序解析令牌：先是模块自己的 `providers`；然后是它所导入的模块导出的提供者（包括再导出的）；最后是它的父注入器，即根注入器，其中有根模块的提供者，以及根模块的导入所导出的提供者。先找到的生效，因此任何其他模块（包括根模块）都无法替换一个模块自己声明的提供者。提供者由列出它的模块的注入器创建，不论是哪个模块请求它。声明了自身 `providers` 的组件，每个渲染出的副本都会得到一个存放这些提供者的注入器，它是组件所属模块的注入器的子注入器。你自己创建的注入器只创建提供者，不运行任何生命周期钩子，也不运行 `APP_INITIALIZER` 函数。
 *
 * @example
 * ```ts
 * import { Injector } from 'lattice-app';
 * import { InjectionToken } from 'lattice-common';
 * import { TodosService } from './todos/todos.service';
 *
 * const API_URL = new InjectionToken<string>('API_URL');
 *
 * const injector = new Injector([
 *   TodosService,
 *   { provide: API_URL, useValue: 'https://api.example.com' },
 * ]);
 * const todos = injector.get(TodosService);
 * ```
 */
export declare class Injector {
  /**
   * Creates an injector.
   *
   * @zh 创建注入器。
   *
   * @param providers - The providers it creates.
   * @zhParam providers - 由该注入器创建的提供者。
   * @param parent - The injector asked for everything else.
   * @zhParam parent - 父注入器，自身未提供的令牌都向它查找。
   */
  constructor(providers: readonly Provider[], parent?: Injector | null);
  /**
   * The parent injector, or `null` for the root.
   *
   * @zh 父注入器；根注入器为 `null`。
   */
  readonly parent: Injector | null;
  /**
   * Returns the value of a token, creating it on first use.
   *
   * @zh 返回令牌对应的值；该值在首次使用时创建。
   *
   * @typeParam T - The type of the provided value.
   * @zhTypeParam T - 所提供的值的类型。
   * @param token - The provider's token.
   * @zhParam token - 提供者的令牌。
   * @returns The instance or value.
   * @zhReturns 实例或值。
   * @throws `LatticeError` with code `PROVIDER_NOT_FOUND` when no injector up
   * the tree provides the token.
   * @zhThrows 当沿注入器树向上没有任何注入器提供该令牌时，抛出 `LatticeError`（代码 `PROVIDER_NOT_FOUND`）。
   * @throws `LatticeError` with code `CIRCULAR_DEPENDENCY` when creating the
   * value meets a cycle between providers; the message lists the tokens in the
   * cycle.
   * @zhThrows 当创建该值时发现提供者之间存在循环依赖，抛出 `LatticeError`（代码 `CIRCULAR_DEPENDENCY`），错误信息会列出循环中的各个令牌。
   */
  get<T>(token: ProviderToken<T>): T;
  /**
   * Tells whether this injector or one of its ancestors provides a token. It
   * creates nothing.
   *
   * @zh 判断本注入器或其祖先是否提供了某个令牌。它不会创建任何东西。
   *
   * @param token - The provider's token.
   * @zhParam token - 提供者的令牌。
   * @returns `true` when the token can be resolved.
   * @zhReturns 令牌可以解析时为 `true`。
   */
  has(token: ProviderToken): boolean;
  /**
   * Creates an instance of a class that is not registered, injecting its
   * constructor parameters. The instance is not cached.
   *
   * @zh 为未注册的类创建实例，并注入其构造函数参数。该实例不会被缓存。
   *
   * @typeParam T - The type of the instance.
   * @zhTypeParam T - 实例的类型。
   * @param type - The class.
   * @zhParam type - 要实例化的类。
   * @returns The new instance.
   * @zhReturns 新实例。
   */
  resolve<T>(type: Type<T>): T;
  /**
   * Creates a child injector, for example for a component's own providers.
   *
   * @zh 创建子注入器，例如用来存放组件自身的提供者。
   *
   * @param providers - The providers of the child.
   * @zhParam providers - 子注入器的提供者。
   * @returns The child injector.
   * @zhReturns 子注入器。
   */
  createChild(providers: readonly Provider[]): Injector;
}

/**
 * The built-in router module: client-side routing in `history` or `hash`
 * mode, nested routes and route guards through interceptors. Configure it
 * with {@link RouterModule.register}.
 *
 * @zh 内置的路由器模块：支持 `history` 或 `hash` 模式的客户端路由、嵌套路由，以及通过拦截器实现的路由守卫。用 {@link RouterModule.register} 配置。
 *
 * @example
 * ```ts
 * import { Module } from 'lattice-common';
 * import { RouterModule } from 'lattice-app';
 * import { AppComponent } from './app.component';
 * import { HomeComponent } from './home/home.component';
 * import { TodoComponent } from './todos/todo.component';
 *
 * @Module({
 *   imports: [
 *     RouterModule.register([
 *       { path: '', component: HomeComponent },
 *       { path: 'todos/:id', component: TodoComponent },
 *     ]),
 *   ],
 *   components: [AppComponent],
 * })
 * export class AppModule {}
 * ```
 */
export declare class RouterModule {
  /**
   * Created by the injector when the module is imported.
   *
   * @zh 在导入该模块时由注入器创建。
   */
  constructor();
  /**
   * Configures the router. Import it once, in the root module, with every
   * route of the application. The mode comes from the application's
   * `routerMode` option.
   *
   * @zh 配置路由器。只需在根模块中导入一次，并传入应用的全部路由。模式由应用的 `routerMode` 选项决定。
   *
   * @param routes - The routes.
   * @zhParam routes - 路由。
   * @returns The router module, configured.
   * @zhReturns 配置好的路由器模块。
   */
  static register(routes: Route[]): Type<RouterModule>;
}

/**
 * The router, as a provider: inject it to read the current URL and navigate.
 *
 * @zh 作为提供者的路由器：注入它即可读取当前 URL 并进行导航。
 *
 * @example
 * ```ts
 * import { Router } from 'lattice-app';
 * import { Injectable } from 'lattice-common';
 *
 * @Injectable()
 * export class LoginService {
 *   constructor(private readonly router: Router) {}
 *
 *   async logIn() {
 *     await this.router.navigate('/dashboard', { replace: true });
 *   }
 * }
 * ```
 */
export declare class Router {
  /**
   * Created by the injector of `RouterModule`.
   *
   * @zh 由 `RouterModule` 的注入器创建。
   *
   * @param routes - The routes given to `RouterModule.register()`.
   * @zhParam routes - 传给 `RouterModule.register()` 的路由。
   * @param mode - The application's `routerMode`.
   * @zhParam mode - 应用的 `routerMode`。
   */
  constructor(routes: Route[], mode: RouterMode);
  /**
   * The current URL, relative to the base path.
   *
   * @zh 当前 URL，相对于基础路径。
   */
  readonly url: string;
  /**
   * The parameters of the current route, such as `{ id: '42' }` for
   * `todos/:id`.
   *
   * @zh 当前路由的参数，例如路由 `todos/:id` 的参数形如 `{ id: '42' }`。
   */
  readonly params: Readonly<Record<string, string>>;
  /**
   * Goes to a URL, running the route guards first.
   *
   * @zh 导航到指定 URL；导航前会先运行路由守卫。
   *
   * @param url - The URL, absolute or relative to the current one, written
   * without `#` in every mode: in `hash` mode the router adds it to the
   * address itself.
   * @zhParam url - 目标 URL，可以是绝对地址，也可以是相对于当前 URL 的地址；在任何模式下都不写 `#`，hash 模式下由路由器自己把它加到地址中。
   * @param options - Whether to replace the current history entry.
   * @zhParam options - 是否替换当前历史记录。
   * @returns `true` once the navigation is done, `false` if a guard stopped it.
   * @zhReturns 导航完成时为 `true`；若被路由守卫阻止则为 `false`。
   */
  navigate(url: string, options?: NavigationOptions): Promise<boolean>;
  /**
   * Goes back one entry in the browser history.
   *
   * @zh 在浏览器历史记录中后退一步。
   */
  back(): void;
  /**
   * Calls a function after each completed navigation.
   *
   * @zh 注册一个函数，在每次导航完成后调用。
   *
   * @param listener - Receives the new URL.
   * @zhParam listener - 监听器，接收新的 URL。
   * @returns A function that removes the listener.
   * @zhReturns 用于移除该监听器的函数。
   */
  onNavigate(listener: (url: string) => void): () => void;
}
