/**
 * The Svelte platform: renders Lattice components with Svelte 5, and gives
 * components their providers through `getProvider()`.
 *
 * @zh Svelte 平台：用 Svelte 5 渲染 Lattice 组件，组件通过 `getProvider()` 获取提供者。
 *
 * @packageDocumentation
 */
import type { Injector, Platform, Renderer } from 'lattice-app';
import type { ProviderToken } from 'lattice-common';
import type { Component, Snippet } from 'svelte';

/**
 * Returns a provider from the injector of the component's module, or
 * from the component's own injector when it declares `providers`. Call it
 * during component initialisation, in the component's `<script>`.
 *
 * @zh 从组件所属模块的注入器中获取提供者；组件声明了自身 `providers` 时，则从组件自己的注入器中获取。在组件初始化期间（组件的 `<script>` 中）调用。
 *
 * @remarks
 * A view that is not registered with `@Component`, such as a button rendered
 * inside a registered view, reads from the injector of the closest
 * registered view above it.
 * @zhRemarks 没有用 `@Component` 注册的视图（例如在已注册视图内部渲染的按钮）从它上方最近的已注册视图的注入器中读取。
 *
 * @typeParam T - The type of the provided value.
 * @zhTypeParam T - 所提供的值的类型。
 * @param token - The provider's token.
 * @zhParam token - 提供者的令牌。
 * @returns The instance or value.
 * @zhReturns 实例或值。
 * @throws `LatticeError` with code `PROVIDER_NOT_FOUND` when the token is not
 * visible to the component's module.
 * @zhThrows 当组件所属模块看不到该令牌时，抛出 `LatticeError`（代码 `PROVIDER_NOT_FOUND`）。
 * @throws `LatticeError` (code `LATTICE_ERROR`, the default), naming the
 * component, when the component's module is not part of the application:
 * imported by no module of the tree and not connected by a lazy route.
 * @zhThrows 当组件所属的模块不属于应用（模块树中没有任何模块导入它，也没有懒加载路由把它接入）时，抛出 `LatticeError`（代码为默认的 `LATTICE_ERROR`），错误信息会指明该组件。
 * @throws `LatticeError` (code `LATTICE_ERROR`, the default) when called after
 * the component's initialisation, for example in an event handler or an
 * `$effect`, because the view's injector is no longer known.
 * @zhThrows 在组件初始化完成之后调用（例如在事件处理函数或 `$effect` 中调用）时抛出 `LatticeError`（代码为默认的 `LATTICE_ERROR`），因为此时已无法得知视图的注入器。
 *
 * @example
 * ```ts
 * import { getProvider } from 'lattice-platform-svelte';
 * import { TodosService } from './todos.service';
 *
 * const todos = getProvider(TodosService);
 * ```
 */
export declare function getProvider<T>(token: ProviderToken<T>): T;

/**
 * The properties of {@link RouterLink}.
 *
 * @zh {@link RouterLink} 的属性。
 */
export type RouterLinkProps = {
  /**
   * The path to go to. Write it without `#`: in hash mode the router adds it.
   *
   * @zh 要前往的路径。不要写 `#`：在 hash 模式下由路由器自动加上。
   */
  to: string;
  /**
   * The content of the link.
   *
   * @zh 链接的内容。
   */
  children?: Snippet;
};

/**
 * Renders the view of the matched route. Place one in the root view, and one
 * in each view that has child routes.
 *
 * @zh 渲染匹配到的路由的视图。根视图中放一个，每个带有子路由的视图中也各放一个。
 *
 * @example
 * ```svelte
 * <script lang="ts">
 *   import { RouterOutlet } from 'lattice-platform-svelte';
 * </script>
 *
 * <main>
 *   <RouterOutlet />
 * </main>
 * ```
 */
export declare const RouterOutlet: Component;

/**
 * Renders a link to a route: an `<a>` element with a real `href`, so that
 * opening it in a new tab works, while the router handles a plain click
 * without reloading the page.
 *
 * @zh 渲染指向某个路由的链接：一个带有真实 `href` 的 `<a>` 元素，因此在新标签页中打开依然有效；普通点击则由路由器处理，不会重新加载页面。
 *
 * @example
 * ```svelte
 * <script lang="ts">
 *   import { RouterLink } from 'lattice-platform-svelte';
 * </script>
 *
 * <RouterLink to="/users">Users</RouterLink>
 * ```
 */
export declare const RouterLink: Component<RouterLinkProps>;

/**
 * Options of {@link SveltePlatform}.
 *
 * @zh {@link SveltePlatform} 的选项。
 *
 * @example
 * ```ts
 * import { SveltePlatform } from 'lattice-platform-svelte';
 *
 * const platform = new SveltePlatform({ intro: true });
 * ```
 */
export interface SveltePlatformOptions {
  /**
   * Plays the components' intro transitions on the first render.
   *
   * @zh 首次渲染时播放组件的入场过渡。
   *
   * @defaultValue `false`
   */
  intro?: boolean;
  /**
   * Values added to the Svelte context of the root component, next to the
   * injector.
   *
   * @zh 与注入器一起加入根组件 Svelte 上下文的值。
   */
  context?: Map<unknown, unknown>;
}

/**
 * The Svelte platform adapter: pass it to `createApp()` from `lattice-app`.
 *
 * @zh Svelte 适配器：把它传给 `lattice-app` 的 `createApp()`。
 *
 * @example
 * ```ts
 * import { createApp } from 'lattice-app';
 * import { SveltePlatform } from 'lattice-platform-svelte';
 * import { AppModule } from './app.module';
 *
 * const app = createApp(AppModule, { platform: new SveltePlatform() });
 * await app.mount('#root');
 * ```
 */
export declare class SveltePlatform implements Platform {
  /**
   * Creates the platform.
   *
   * @zh 创建平台。
   *
   * @param options - Transitions and context.
   * @zhParam options - 过渡（`intro`）和上下文（`context`）设置。
   */
  constructor(options?: SveltePlatformOptions);
  /**
   * Always `'svelte'`.
   *
   * @zh 始终为 `'svelte'`。
   */
  readonly name: 'svelte';
  /**
   * The options given to the constructor.
   *
   * @zh 传给构造函数的选项。
   */
  readonly options: Readonly<SveltePlatformOptions>;
  /**
   * Creates a renderer backed by Svelte's `mount()` and `unmount()`.
   *
   * @zh 创建一个基于 Svelte 的 `mount()` 和 `unmount()` 的渲染器。
   *
   * @returns The renderer.
   * @zhReturns 渲染器。
   */
  createRenderer(): Renderer;
  /**
   * Mounts the root component into the container.
   *
   * @zh 把根组件挂载到容器中。
   *
   * @param component - A Svelte component.
   * @zhParam component - Svelte 组件。
   * @param container - The element that receives the application.
   * @zhParam container - 承载应用的元素。
   */
  mount(component: unknown, container: Element): void;
  /**
   * Unmounts the root component.
   *
   * @zh 卸载根组件。
   */
  unmount(): void;
  /**
   * Makes the injector available to `getProvider()` through Svelte's context.
   *
   * @zh 通过 Svelte 的上下文向 `getProvider()` 提供该注入器。
   *
   * @param injector - The root module's injector.
   * @zhParam injector - 根模块的注入器。
   */
  bindInjector(injector: Injector): void;
}
