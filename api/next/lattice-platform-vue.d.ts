/**
 * The Vue platform: renders Lattice components with Vue 3.4 or later, and
 * gives components their providers through `inject()`.
 *
 * @zh Vue 平台：用 Vue 3.4 或更高版本渲染 Lattice 组件，组件通过 `inject()` 获取提供者。
 *
 * @packageDocumentation
 */
import type { Injector, Platform, Renderer } from 'lattice-app';
import type { ProviderToken } from 'lattice-common';
import type { DefineComponent } from 'vue';

/**
 * Returns a provider from the injector of the component's module, or
 * from the component's own injector when it declares `providers`. Call it in
 * `<script setup>` or in `setup()`. Import it from `lattice-platform-vue`, not
 * from `vue`: Vue's own `inject` only sees values given to Vue's `provide`.
 *
 * @zh 从组件所属模块的注入器中获取提供者；组件声明了自身 `providers` 时，则从组件自己的注入器中获取。在 `<script setup>` 或 `setup()` 中调用。请从 `lattice-platform-vue` 而不是 `vue` 导入它：Vue 自带的 `inject` 只能看到通过 Vue 的 `provide` 提供的值。
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
 * @throws `LatticeError` (code `LATTICE_ERROR`, the default) when called
 * outside `<script setup>` or `setup()`, because the view's injector is no
 * longer known.
 * @zhThrows 在 `<script setup>` 或 `setup()` 之外调用时抛出 `LatticeError`（代码为默认的 `LATTICE_ERROR`），因为此时已无法得知视图的注入器。
 *
 * @example
 * ```ts
 * import { inject } from 'lattice-platform-vue';
 * import { TodosService } from './todos.service';
 *
 * const todos = inject(TodosService);
 * ```
 */
export declare function inject<T>(token: ProviderToken<T>): T;

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
};

/**
 * Renders the view of the matched route. Place one in the root view, and one
 * in each view that has child routes.
 *
 * @zh 渲染匹配到的路由的视图。根视图中放一个，每个带有子路由的视图中也各放一个。
 *
 * @example
 * ```vue
 * <script setup lang="ts">
 * import { RouterOutlet } from 'lattice-platform-vue';
 * </script>
 *
 * <template>
 *   <main>
 *     <RouterOutlet />
 *   </main>
 * </template>
 * ```
 */
export declare const RouterOutlet: DefineComponent;

/**
 * Renders a link to a route: an `<a>` element with a real `href`, so that
 * opening it in a new tab works, while the router handles a plain click
 * without reloading the page. The content of the link goes in its default
 * slot.
 *
 * @zh 渲染指向某个路由的链接：一个带有真实 `href` 的 `<a>` 元素，因此在新标签页中打开依然有效；普通点击则由路由器处理，不会重新加载页面。链接的内容写在它的默认插槽中。
 *
 * @example
 * ```vue
 * <script setup lang="ts">
 * import { RouterLink } from 'lattice-platform-vue';
 * </script>
 *
 * <template>
 *   <RouterLink to="/users">Users</RouterLink>
 * </template>
 * ```
 */
export declare const RouterLink: DefineComponent<RouterLinkProps>;

/**
 * Options of {@link VuePlatform}.
 *
 * @zh {@link VuePlatform} 的选项。
 *
 * @example
 * ```ts
 * import { VuePlatform } from 'lattice-platform-vue';
 * import { createI18n } from 'vue-i18n';
 *
 * const platform = new VuePlatform({
 *   configureApp: (app) => app.use(createI18n({ locale: 'en' })),
 * });
 * ```
 */
export interface VuePlatformOptions {
  /**
   * Called with the Vue application before it mounts, to install Vue plugins
   * and global components.
   *
   * @zh 在 Vue 应用挂载之前以该应用为参数调用，用于安装 Vue 插件和全局组件。
   */
  configureApp?: (app: any) => void;
  /**
   * Handles errors thrown by components; Vue's default handler otherwise.
   *
   * @zh 处理组件抛出的错误；未设置时使用 Vue 的默认处理函数。
   */
  errorHandler?: (error: unknown, info: string) => void;
}

/**
 * The Vue platform adapter: pass it to `createApp()` from `lattice-app`.
 *
 * @zh Vue 适配器：把它传给 `lattice-app` 的 `createApp()`。
 *
 * @example
 * ```ts
 * import { createApp } from 'lattice-app';
 * import { VuePlatform } from 'lattice-platform-vue';
 * import { AppModule } from './app.module';
 *
 * const app = createApp(AppModule, { platform: new VuePlatform() });
 * await app.mount('#root');
 * ```
 */
export declare class VuePlatform implements Platform {
  /**
   * Creates the platform.
   *
   * @zh 创建平台。
   *
   * @param options - Hooks into the Vue application.
   * @zhParam options - 作用于 Vue 应用的钩子函数。
   */
  constructor(options?: VuePlatformOptions);
  /**
   * Always `'vue'`.
   *
   * @zh 始终为 `'vue'`。
   */
  readonly name: 'vue';
  /**
   * The options given to the constructor.
   *
   * @zh 传给构造函数的选项。
   */
  readonly options: Readonly<VuePlatformOptions>;
  /**
   * Creates a renderer backed by a Vue application.
   *
   * @zh 创建一个基于 Vue 应用的渲染器。
   *
   * @returns The renderer.
   * @zhReturns 渲染器。
   */
  createRenderer(): Renderer;
  /**
   * Creates the Vue application for the root component and mounts it into
   * the container.
   *
   * @zh 为根组件创建 Vue 应用并把它挂载到容器中。
   *
   * @param component - A Vue component, usually a single-file component.
   * @zhParam component - Vue 组件，通常是单文件组件。
   * @param container - The element that receives the application.
   * @zhParam container - 承载应用的元素。
   */
  mount(component: unknown, container: Element): void;
  /**
   * Unmounts the Vue application.
   *
   * @zh 卸载 Vue 应用。
   */
  unmount(): void;
  /**
   * Makes the injector available to `inject()` through Vue's
   * provide/inject mechanism.
   *
   * @zh 通过 Vue 的 provide/inject 机制向 `inject()` 提供该注入器。
   *
   * @param injector - The root module's injector.
   * @zhParam injector - 根模块的注入器。
   */
  bindInjector(injector: Injector): void;
}
