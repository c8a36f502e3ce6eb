/**
 * Creates and runs applications: `createApp()`, the application object, the
 * module tree and its injectors, the `Platform` contract that platform
 * adapters implement, and the built-in router module.
 *
 * @zh 创建并运行应用：`createApp()`、应用对象、模块树及其注入器、适配器所实现的 `Platform` 接口，以及内置的路由器模块。
 *
 * @packageDocumentation
 */
import type {
  InterceptorBinding,
  Logger,
  Provider,
  ProviderToken,
  Type,
} from 'lattice-common';
import type { ModuleFactory } from 'lattice-loader';

/**
 * The version of `lattice-app`, such as `'1.1.4'`.
 *
 * @zh `lattice-app` 的版本号，例如 `'1.1.4'`。
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
 * no hook.
 * @zhRemarks `createApp()` 是同步的，不等待任何 Promise。它读取根模块以及通过 `imports` 能到达的每个模块的元数据；检查模块树，树无效时在返回之前就抛出错误；为每个模块创建一个注入器：根模块的注入器就是根注入器，其他每个模块的注入器都是它的子注入器；然后把根注入器交给平台，只交一次（`Platform.bindInjector()`）。它不创建任何提供者，也不运行任何钩子。
 *
 * @param rootModule - The root module, usually `AppModule`.
 * @zhParam rootModule - 根模块，通常是 `AppModule`。
 * @param options - The platform and the application's options.
 * @zhParam options - 平台以及应用的选项。
 * @returns The application.
 * @zhReturns 应用对象。
 * @throws `LatticeError` (code `LATTICE_ERROR`, the default), naming the
 * modules involved, when the module tree is invalid: an unknown import, a
 * provider listed twice or a circular import between modules; or when a module
 * registers two components with the same name.
 * @zhThrows 当模块树无效时抛出 `LatticeError`（代码为默认的 `LATTICE_ERROR`），并指明涉及的模块：导入了未知的模块、同一个提供者列出了两次，或模块之间存在循环导入；某个模块注册了两个同名组件时也会抛出。
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
 * What a platform's renderer does: draw a component into an element, and
 * remove it again.
 *
 * @zh 平台渲染器的职责：把组件渲染到元素中，并能再将其移除。
 */
export type Renderer = {
  /**
   * Renders a component into a container, replacing what the container shows.
   *
   * @zh 把组件渲染到容器中，替换容器当前显示的内容。
   *
   * @param component - The view of a Lattice component.
   * @zhParam component - Lattice 组件的视图。
   * @param container - The element to render into.
   * @zhParam container - 要渲染到的元素。
   * @param props - The properties passed to the view.
   * @zhParam props - 传给视图的属性。
   */
  render(component: unknown, container: Element, props: Record<string, unknown>): void;
  /**
   * Removes what the renderer rendered and releases its resources.
   *
   * @zh 移除渲染器渲染的内容，并释放其占用的资源。
   */
  destroy(): void;
};

/**
 * How the router reads the URL: from the path (`history`, the default), or
 * from the part after `#` (`hash`), for hosts that cannot serve every path.
 *
 * @zh 路由器读取 URL 的方式：读取路径（`history`，默认值），或读取 `#` 之后的部分（`hash`）；后者适用于无法为每个路径都返回页面的服务器。
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
 * general one such as `/users/:id`. The leading slash of a top-level path is
 * optional: `'admin'` and `'/admin'` name the same route.
 * @zhRemarks 同一张路由表中的路由从上到下依次尝试，第一个路径匹配上的路由生效：像 `/users/new` 这样具体的路径，要写在 `/users/:id` 这样笼统的路径前面。顶层路径开头的斜杠可以省略：`'admin'` 和 `'/admin'` 指的是同一条路由。
 */
export type Route = {
  /**
   * The path, relative to the parent route; `:name` segments are parameters,
   * and `*` matches any address that no other route matched.
   *
   * @zh 相对于父路由的路径；`:name` 段表示参数，`*` 匹配其他路由都没有匹配上的任何地址。
   */
  path: string;
  /**
   * What this path shows: either a view written for the active platform (a
   * React function component, a Vue component, a Svelte component), rendered
   * with the injector of the module that declares the routes, or a component
   * class registered with `@Component`, whose view is rendered with the
   * injector of the component's own module. In a child route of a lazy route,
   * it may also be a string: the `name` given to `@Component()` in the loaded
   * module, looked up once the module has loaded. The view receives the
   * parameters of the matched path as a `params` prop, such as `{ id: '42' }`
   * for `/users/:id`, always as strings. When only the parameters change, as
   * from `/users/42` to `/users/43`, the same view stays on screen instead of
   * being mounted again, and receives the new `params`.
   *
   * @zh 该路径显示的内容：可以是为当前平台编写的视图（React 函数组件、Vue 组件或 Svelte 组件），用声明这些路由的模块的注入器渲染；也可以是用 `@Component` 注册过的组件类，其视图用该组件所属模块的注入器渲染。在懒加载路由的子路由中，它还可以是一个字符串，即被加载的模块中传给 `@Component()` 的 `name`，在模块加载完成后才查找。视图通过 `params` 属性收到匹配路径中的参数，例如路由 `/users/:id` 对应 `{ id: '42' }`，参数值总是字符串。如果只有参数变化，比如从 `/users/42` 到 `/users/43`，同一个视图会留在屏幕上，不会重新挂载，并收到新的 `params`。
   */
  component?: unknown;
  /**
   * Child routes, shown inside this route's component.
   *
   * @zh 子路由，显示在本路由的组件内部。
   */
  children?: Route[];
  /**
   * Loads the module of this route on first navigation (lazy loading through
   * `lattice-loader`). Once the
   * route's guards have let that navigation through, the router loads the
   * file with its `ModuleLoader` and connects the module to the tree: the
   * module that declares the route becomes its `parent`, its injector is a
   * child of the root injector, and the modules it imports that are not in the
   * tree yet are connected with it. Its providers
   * are then created and wrapped with their interceptors, global ones
   * included, and their `onInit()` hooks run one at a time, each awaited, all
   * before the navigation completes; its `APP_INITIALIZER` functions are not
   * run. The route then shows the module's entry component, the first of its
   * `components`, rendered with the module's injector, and this route's
   * `children` render in its `RouterOutlet`. A module that imports
   * `RouterModule.register()` with routes of its own is shown through them
   * instead: they become the children of this route, and the router renders
   * them rather than the entry component. Later navigations reuse the module
   * until it is destroyed. When the
   * file cannot be loaded, the navigation fails and nothing is remembered, so
   * the next navigation to the route tries again.
   *
   * @zh 首次导航到该路由时加载对应的模块（通过 `lattice-loader` 懒加载）。路由守卫放行这次导航之后，路由器用它的 `ModuleLoader` 加载模块文件，并把模块接入模块树：声明该路由的模块成为它的 `parent`，它的注入器是根注入器的子注入器，它所导入的、尚不在模块树中的模块也随之接入。随后创建它的提供者，并用各自的拦截器（包括全局拦截器）包装起来，再逐个运行并等待这些提供者的 `onInit()` 钩子，这一切都在导航完成之前进行；它的 `APP_INITIALIZER` 函数不会运行。接着该路由显示模块的入口组件，即其 `components` 中的第一个组件，用模块自己的注入器渲染；本路由的 `children` 显示在这个组件的 `RouterOutlet` 中。如果模块在 `imports` 中用 `RouterModule.register()` 注册了自己的路由，就改由这些路由来显示：它们成为本路由的子路由，路由器渲染它们，而不再渲染入口组件。之后的导航会复用这个模块，直到它被销毁。模块文件无法加载时，导航失败，且不会记下任何东西，因此下一次导航到该路由时会重新尝试。
   */
  loadModule?: ModuleFactory;
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
   * `'activate'` and `context.getArgs()` returns `[route]`, the
   * {@link ActivatedRoute} being entered. The navigation goes on only if
   * `next.handle()` is called and the chain returns `true`, so the first guard
   * that does not call it stops the navigation. A guard class is created by
   * the injector of the module that declares the route.
   *
   * @zh 路由守卫：在导航之前执行的拦截器，按列出的顺序运行，并排在父路由的守卫之后，因此父路由的守卫也保护它的所有子路由。路由器像 Lattice 调用提供者方法的拦截器那样，把守卫作为一条链来调用：`context.getClass()` 返回 `Router`，`context.getMethodName()` 返回 `'activate'`，`context.getArgs()` 返回 `[route]`，即正在进入的 {@link ActivatedRoute}。只有调用了 `next.handle()` 且拦截器链返回 `true` 时，导航才会继续，因此第一个没有调用它的守卫就会终止导航。守卫类由声明该路由的模块的注入器创建。
   */
  interceptors?: InterceptorBinding[];
};

/**
 * The route being entered, as a route guard receives it: in a guard,
 * `context.getArgs()` returns `[route]`.
 *
 * @zh 正在进入的路由，也就是路由守卫收到的参数：在守卫中，`context.getArgs()` 返回 `[route]`。
 */
export type ActivatedRoute = {
  /**
   * The address being entered, such as `/users/42`, without `#` in hash mode.
   *
   * @zh 正在进入的地址，例如 `/users/42`；在 hash 模式下也不含 `#`。
   */
  readonly path: string;
  /**
   * The parameters of the matched path, such as `{ id: '42' }` for
   * `/users/:id`.
   *
   * @zh 匹配到的路径中的参数，例如路径 `/users/:id` 对应 `{ id: '42' }`。
   */
  readonly params: Readonly<Record<string, string>>;
};

/**
 * Options of {@link RouterModule.register}.
 *
 * @zh {@link RouterModule.register} 的选项。
 */
export type RouterOptions = {
  /**
   * How the URL is read.
   *
   * @zh 读取 URL 的方式。
   *
   * @defaultValue `'history'`
   */
  mode?: RouterMode;
  /**
   * The path the application is served under, such as `/admin/`.
   *
   * @zh 应用部署所在的基础路径，例如 `/admin/`。
   *
   * @defaultValue `'/'`
   */
  base?: string;
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
 * The contract of a platform adapter, which renders Lattice components with a
 * UI library. Implemented by `ReactPlatform`, `VuePlatform` and
 * `SveltePlatform`; publish your own as `lattice-platform-<name>`.
 * `createApp()` calls `bindInjector()`, `app.mount()` calls `mount()`, and
 * `app.unmount()` and `app.close()` call `unmount()`.
 *
 * @zh 适配器的契约。适配器借助某个 UI 库渲染 Lattice 组件。`ReactPlatform`、`VuePlatform` 和 `SveltePlatform` 都实现了该接口；你自己编写的适配器请以 `lattice-platform-<name>` 为包名发布。`createApp()` 调用 `bindInjector()`，`app.mount()` 调用 `mount()`，`app.unmount()` 和 `app.close()` 调用 `unmount()`。
 *
 * @example
 * ```ts
 * import type { Injector, Platform, Renderer } from 'lattice-app';
 * import { createLitRenderer } from './lit-renderer';
 *
 * export class LitPlatform implements Platform {
 *   readonly name = 'lit';
 *   private injector?: Injector;
 *   private renderer?: Renderer;
 *
 *   createRenderer(): Renderer {
 *     return createLitRenderer(() => this.injector);
 *   }
 *
 *   mount(component: unknown, container: Element) {
 *     this.renderer = this.createRenderer();
 *     this.renderer.render(component, container, {});
 *   }
 *
 *   unmount() {
 *     this.renderer?.destroy();
 *   }
 *
 *   bindInjector(injector: Injector) {
 *     this.injector = injector;
 *   }
 * }
 * ```
 */
export interface Platform {
  /**
   * The platform's short name, the end of its package name: `'react'` for
   * `lattice-platform-react`, `'dom'` for an adapter published as
   * `lattice-platform-dom`. Lattice's error messages name the platform by it.
   *
   * @zh 平台的简称，即包名的结尾部分：`lattice-platform-react` 的简称是 `'react'`，以 `lattice-platform-dom` 发布的适配器则是 `'dom'`。Lattice 的错误信息用它指明平台。
   */
  readonly name: string;
  /**
   * Creates a renderer for the UI library.
   *
   * @zh 为该 UI 库创建渲染器。
   *
   * @returns The renderer.
   * @zhReturns 渲染器。
   */
  createRenderer(): Renderer;
  /**
   * Renders the root component into the container. `app.mount()` empties the
   * container first, unless it is called with `hydrate: true`: then the
   * container still holds the markup rendered on the server, and the adapter
   * must attach to those nodes (hydrate them) instead of replacing them.
   *
   * @zh 把根组件渲染到容器中。`app.mount()` 会先清空容器，除非调用时传了 `hydrate: true`：这时容器中仍是服务器端渲染好的 HTML，适配器必须接管这些节点（即水合），而不是替换它们。
   *
   * @param component - The view of the root component.
   * @zhParam component - 根组件的视图。
   * @param container - The element that receives the application.
   * @zhParam container - 承载应用的元素。
   * @returns Nothing, or a promise that settles once the first render is done.
   * @zhReturns 无返回值，或在首次渲染完成后兑现的 Promise。
   */
  mount(component: unknown, container: Element): void | Promise<void>;
  /**
   * Removes the rendered application from the page. Called by `app.unmount()`
   * and by `app.close()`, before any `onDestroy()` hook of a module's provider
   * runs.
   *
   * @zh 从页面中移除已渲染的应用。由 `app.unmount()` 和 `app.close()` 调用，调用时任何模块提供者的 `onDestroy()` 钩子都还没有运行。
   */
  unmount(): void;
  /**
   * Gives the platform the injector that components read providers from.
   * Called once, by `createApp()`, as soon as the module tree and its
   * injectors exist: before any provider is created, and before `mount()`,
   * which `app.mount()` calls later. Keep the injector; do not resolve
   * providers here, since their `onInit()` hooks have not run yet.
   *
   * @zh 把注入器交给平台，组件从中读取提供者。它由 `createApp()` 在模块树及其注入器建好后立即调用，且只调用一次：此时还没有创建任何提供者，`mount()` 也要等到之后的 `app.mount()` 才会被调用。请把注入器保存下来，但不要在这里解析提供者，因为它们的 `onInit()` 钩子还没有运行。
   *
   * @param injector - The root module's injector.
   * @zhParam injector - 根模块的注入器。
   */
  bindInjector(injector: Injector): void;
}

/**
 * Options of {@link createApp}.
 *
 * @zh {@link createApp} 的选项。
 *
 * @example
 * ```ts
 * import { createApp } from 'lattice-app';
 * import { Logger } from 'lattice-common';
 * import { VuePlatform } from 'lattice-platform-vue';
 * import { AppModule } from './app.module';
 *
 * const app = createApp(AppModule, {
 *   platform: new VuePlatform(),
 *   strict: true,
 *   logger: new Logger('App', 'warn'),
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
   * failing on first use. Recommended in tests. The module of a lazy route,
   * which joins the tree later, is checked when it joins.
   *
   * @zh 在创建应用时即检查每个提供者能否解析，而不是等到首次使用时才失败。建议在测试中开启。懒加载路由的模块之后才加入模块树，在加入时接受检查。
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
 * const app = createApp(AppModule, { platform: new ReactPlatform() });
 * const user = { id: 42, name: 'Ada' };
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
 * import { SveltePlatform } from 'lattice-platform-svelte';
 * import { AppModule } from './app.module';
 * import { LoggingInterceptor } from './logging.interceptor';
 *
 * const app = createApp(AppModule, { platform: new SveltePlatform() });
 * app.useGlobalInterceptors(new LoggingInterceptor());
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
   *    injection), and wraps each provider with its interceptors: global,
   *    then module, then class and method ones.
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
   * 2. 创建模块树中每个模块的每个提供者，每个提供者都在它所依赖的提供者之后创建（`transient` 提供者则在每次注入时创建），并用各个提供者的拦截器把它包装起来：依次为全局拦截器、模块拦截器，以及类和方法上的拦截器。
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
   * @throws Rejects with `LatticeError` (code `LATTICE_ERROR`, the default),
   * saying that the container was not found, when no element matches the
   * selector.
   * @zhThrows 当没有元素匹配该选择器时，以 `LatticeError`（代码为默认的 `LATTICE_ERROR`）拒绝，错误信息会说明找不到容器。
   * @throws Rejects with `LatticeError` (code `PROVIDER_NOT_FOUND` or
   * `CIRCULAR_DEPENDENCY`) when a provider cannot be created, because a token
   * it needs is not provided or because providers depend on each other in a
   * cycle.
   * @zhThrows 当某个提供者因所需令牌未被提供、或因提供者之间存在循环依赖而无法创建时，以 `LatticeError`（代码 `PROVIDER_NOT_FOUND` 或 `CIRCULAR_DEPENDENCY`）拒绝。
   * @throws Rejects with the original error, not wrapped, when a provider's
   * constructor, an `onInit()` hook or an `APP_INITIALIZER` function throws or
   * returns a promise that is rejected.
   * @zhThrows 当提供者的构造函数、`onInit()` 钩子或 `APP_INITIALIZER` 函数抛出错误，或其返回的 Promise 被拒绝时，以原始错误拒绝，不作包装。
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
   * the tree, lazily loaded ones included, run one at a time in the reverse
   * order of creation, each awaited before the next, so that a provider is
   * destroyed before the providers it depends on; then the injectors are
   * released. A hook that throws or rejects does not stop the others: every
   * hook runs, and the application is closed either way. `ModuleRef.destroy()`
   * follows the same rule.
   * @zhRemarks 依次进行：如果应用处于挂载状态，先由 `Platform.unmount()` 移除视图，组件自己声明的提供者随之销毁；然后按与创建相反的顺序逐个运行模块树中每个模块（包括懒加载的模块）的提供者的 `onDestroy()` 钩子，等上一个完成后再运行下一个，因此一个提供者总是先于它所依赖的提供者被销毁；最后释放各个注入器。某个钩子抛出错误或其 Promise 被拒绝时，不会中断其余钩子：所有钩子都会运行，应用也照样被关闭。`ModuleRef.destroy()` 遵循同样的规则。
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
   * is not part of the application: a lazily loaded module before the router
   * has connected it, a module loaded with `loadModule()` or
   * `ModuleLoader.load()`, which nothing connects, or a module that was
   * destroyed.
   * @zhThrows 当该模块不属于此应用时抛出 `LatticeError`（代码为默认的 `LATTICE_ERROR`）：路由器尚未接入的懒加载模块、用 `loadModule()` 或 `ModuleLoader.load()` 加载的模块（没有任何东西会接入它），以及已被销毁的模块都属于这种情况。
   */
  select(module: Type): ModuleRef;
  /**
   * Binds interceptors to every provider of the application. They wrap the
   * module-level and class-level interceptors. Call it before `mount()`.
   *
   * @zh 为应用的所有提供者绑定拦截器。这些拦截器位于模块级和类级拦截器的外层。请在 `mount()` 之前调用。
   *
   * @remarks
   * They also wrap the providers of modules connected later, such as lazily
   * loaded ones. A provider is wrapped when it is created, so interceptors
   * bound after `mount()` do not reach the providers that already exist, and
   * such a late call writes a warning to the framework's logger. An
   * interceptor class is created, like every interceptor class, by the
   * injector of the module that declares the intercepted provider: one
   * instance in each module, which can inject only what every module sees:
   * what the root injector holds (the root module's providers and what its
   * imports export).
   * @zhRemarks 它们也会包装之后才接入的模块（例如懒加载模块）的提供者。提供者在创建时就被包装，因此在 `mount()` 之后绑定的拦截器不会作用于已经存在的提供者，而且在 `mount()` 之后调用它，还会向框架的日志记录器写入一条警告。拦截器类和所有拦截器类一样，由声明被拦截提供者的模块的注入器创建，每个模块各有一个实例，因此它只能注入每个模块都看得到的内容，即根注入器中的内容（根模块的提供者，以及根模块的导入所导出的提供者）。
   *
   * @param interceptors - The interceptors, outermost first.
   * @zhParam interceptors - 要绑定的拦截器，按由外到内的顺序排列。
   * @returns The application, for chaining.
   * @zhReturns 应用本身，便于链式调用。
   */
  useGlobalInterceptors(...interceptors: InterceptorBinding[]): this;
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
   * The module that imports this one (the first one, when several do), the
   * module that declares the lazy route that connected it, or `null` for the
   * root module. Its injector is not the parent of this module's injector.
   *
   * @zh 导入本模块的模块（有多个时为第一个），或声明了接入本模块的懒加载路由的模块；根模块为 `null`。它的注入器并不是本模块注入器的父注入器。
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
   * that are on screen are not removed: leave its routes first. A hook that
   * throws or rejects does not stop the others, as in
   * `LatticeApplication.close()`. Afterwards the module is no longer part of
   * the application: `app.select()` throws for it, and the router connects the
   * module of a lazy route again, with new providers, on the next navigation
   * to that route.
   * @zhRemarks 这些模块的提供者的钩子按与创建相反的顺序逐个运行，等上一个完成后再运行下一个。模块树中仍被其他模块导入的模块，其提供者不受影响；本模块显示在页面上的视图也不会被移除：请先离开它的路由。与 `LatticeApplication.close()` 一样，某个钩子抛出错误或其 Promise 被拒绝时，不会中断其余钩子。此后该模块不再属于应用：`app.select()` 对它会抛出错误；对于懒加载路由的模块，下一次导航到该路由时，路由器会重新接入它，并创建新的提供者。
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
 * root module's is the root injector, and every other module's, lazily
 * loaded ones included, is a child of the root injector.
 *
 * @zh 创建提供者并按令牌分发。每个模块都有一个注入器：根模块的注入器就是根注入器，其他每个模块（包括懒加载的模块）的注入器都是根注入器的子注入器。
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
 * mode, nested routes, route guards through interceptors, and lazy routes
 * through `lattice-loader`. Configure it with {@link RouterModule.register}.
 *
 * @zh 内置的路由器模块：支持 `history` 或 `hash` 模式的客户端路由、嵌套路由、通过拦截器实现的路由守卫，以及通过 `lattice-loader` 实现的懒加载路由。用 {@link RouterModule.register} 配置。
 *
 * @example
 * ```ts
 * import { RouterModule } from 'lattice-app';
 * import { Module } from 'lattice-common';
 * import { AppComponent } from './app.component';
 * import { HomeComponent } from './home/home.component';
 *
 * @Module({
 *   imports: [
 *     RouterModule.register(
 *       [
 *         { path: '', component: HomeComponent },
 *         { path: 'admin', loadModule: () => import('./admin/admin.module') },
 *       ],
 *       { mode: 'hash' },
 *     ),
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
   * Configures the router. In the root module, give the routes and the
   * options; in a lazily loaded module, give only its routes: they become the
   * children of the route that loads it.
   *
   * @zh 配置路由器。在根模块中传入路由和选项；在懒加载的模块中只传入该模块的路由，这些路由会成为加载该模块的路由的子路由。
   *
   * @remarks
   * In the root module, it provides and exports the `Router` and a
   * `ModuleLoader` with the default options. The router loads lazy routes
   * with the `ModuleLoader` that the root injector resolves, so one listed in
   * the root module's own `providers` takes the place of the default one.
   * @zhRemarks 在根模块中，它提供并导出 `Router`，以及一个使用默认选项的 `ModuleLoader`。路由器用根注入器解析到的 `ModuleLoader` 加载懒加载路由，因此在根模块自己的 `providers` 中列出的 `ModuleLoader` 会取代默认的那个。
   *
   * @param routes - The routes.
   * @zhParam routes - 路由。
   * @param options - The mode and the base path; only read in the root module.
   * @zhParam options - 模式和基础路径；只在根模块中读取。
   * @returns The router module, configured.
   * @zhReturns 配置好的路由器模块。
   */
  static register(routes: Route[], options?: RouterOptions): Type<RouterModule>;
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
   * @param options - The options given to `RouterModule.register()`.
   * @zhParam options - 传给 `RouterModule.register()` 的选项。
   */
  constructor(routes: Route[], options: RouterOptions);
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
   * Goes to a URL, running the route guards and loading lazy routes first.
   *
   * @zh 导航到指定 URL；导航前会先运行路由守卫并加载懒加载路由。
   *
   * @param url - The URL, absolute or relative to the current one, written
   * without `#` in every mode: in `hash` mode the router adds it to the
   * address itself.
   * @zhParam url - 目标 URL，可以是绝对地址，也可以是相对于当前 URL 的地址；在任何模式下都不写 `#`，hash 模式下由路由器自己把它加到地址中。
   * @param options - Whether to replace the current history entry.
   * @zhParam options - 是否替换当前历史记录。
   * @returns `true` once the navigation is done, `false` if a guard stopped it.
   * @zhReturns 导航完成时为 `true`；若被路由守卫阻止则为 `false`。
   * @throws Rejects with `LatticeError` (code `LATTICE_ERROR`, the default)
   * when the module of a lazy route cannot be loaded, because its chunk cannot
   * be fetched or the file exports no module; the router then stays on the
   * current route.
   * @zhThrows 当懒加载路由的模块无法加载（分块无法获取，或文件没有导出模块）时，以 `LatticeError`（代码为默认的 `LATTICE_ERROR`）拒绝，路由器会停留在当前路由。
   * @throws Rejects with `LatticeError` (code `LATTICE_ERROR`, the default),
   * naming the route and the module, when a child route of a lazy route names a
   * component that the loaded module does not register.
   * @zhThrows 当懒加载路由的子路由所写的组件名称没有在已加载的模块中注册时，以 `LatticeError`（代码为默认的 `LATTICE_ERROR`）拒绝，错误信息会指明该路由和模块。
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
