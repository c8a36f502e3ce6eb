/**
 * The React platform: renders Lattice components with React 18 or later, and
 * gives function components their providers through `useProvider()`.
 *
 * @zh React 平台：用 React 18 或更高版本渲染 Lattice 组件，函数组件通过 `useProvider()` 获取提供者。
 *
 * @packageDocumentation
 */
import type { Injector, Platform, Renderer } from 'lattice-app';
import type { ProviderToken } from 'lattice-common';
import type { ReactElement, ReactNode } from 'react';

/**
 * Returns a provider from the injector of the component's module, or
 * from the component's own injector when it declares `providers`. Call it at
 * the top of a function component, like any React hook.
 *
 * @zh 从组件所属模块的注入器中获取提供者；组件声明了自身 `providers` 时，则从组件自己的注入器中获取。像其他 React Hook 一样，在函数组件的顶层调用它。
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
 * the view was set up, for example in an event handler, because the view's
 * injector is no longer known.
 * @zhThrows 在视图初始化完成之后调用（例如在事件处理函数中调用）时抛出 `LatticeError`（代码为默认的 `LATTICE_ERROR`），因为此时已无法得知视图的注入器。
 *
 * @example
 * ```tsx
 * import { useProvider } from 'lattice-platform-react';
 * import { TodosService } from './todos.service';
 *
 * export function TodoCount() {
 *   const todos = useProvider(TodosService);
 *   return <span>{todos.count()}</span>;
 * }
 * ```
 */
export declare function useProvider<T>(token: ProviderToken<T>): T;

/**
 * Returns the injector of the component's module, or the component's own
 * injector when it declares `providers`, to resolve providers dynamically.
 *
 * @zh 返回组件所属模块的注入器（组件声明了自身 `providers` 时，则返回组件自己的注入器），用于动态解析提供者。
 *
 * @remarks
 * In a view that is not registered with `@Component`, it returns the
 * injector of the closest registered view above it.
 * @zhRemarks 在没有用 `@Component` 注册的视图中调用时，返回它上方最近的已注册视图的注入器。
 *
 * @returns The injector.
 * @zhReturns 注入器。
 * @throws `LatticeError` (code `LATTICE_ERROR`, the default), naming the
 * component, when the component's module is not part of the application:
 * imported by no module of the tree and not connected by a lazy route.
 * @zhThrows 当组件所属的模块不属于应用（模块树中没有任何模块导入它，也没有懒加载路由把它接入）时，抛出 `LatticeError`（代码为默认的 `LATTICE_ERROR`），错误信息会指明该组件。
 */
export declare function useInjector(): Injector;

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
  children?: ReactNode;
};

/**
 * Renders the view of the matched route. Place one in the root view, and one
 * in each view that has child routes.
 *
 * @zh 渲染匹配到的路由的视图。根视图中放一个，每个带有子路由的视图中也各放一个。
 *
 * @returns The view of the matched route, or `null` when no route matches.
 * @zhReturns 匹配到的路由的视图；没有匹配的路由时为 `null`。
 *
 * @example
 * ```tsx
 * import { RouterOutlet } from 'lattice-platform-react';
 *
 * export function App() {
 *   return (
 *     <main>
 *       <RouterOutlet />
 *     </main>
 *   );
 * }
 * ```
 */
export declare function RouterOutlet(): ReactNode;

/**
 * Renders a link to a route: an `<a>` element with a real `href`, so that
 * opening it in a new tab works, while the router handles a plain click
 * without reloading the page.
 *
 * @zh 渲染指向某个路由的链接：一个带有真实 `href` 的 `<a>` 元素，因此在新标签页中打开依然有效；普通点击则由路由器处理，不会重新加载页面。
 *
 * @param props - The path to go to and the content of the link.
 * @zhParam props - 要前往的路径和链接的内容。
 * @returns The link.
 * @zhReturns 链接元素。
 *
 * @example
 * ```tsx
 * import { RouterLink } from 'lattice-platform-react';
 *
 * export function UsersLink() {
 *   return <RouterLink to="/users">Users</RouterLink>;
 * }
 * ```
 */
export declare function RouterLink(props: RouterLinkProps): ReactElement;

/**
 * Options of {@link ReactPlatform}.
 *
 * @zh {@link ReactPlatform} 的选项。
 *
 * @example
 * ```ts
 * import { ReactPlatform } from 'lattice-platform-react';
 *
 * const platform = new ReactPlatform({ strictMode: true, identifierPrefix: 'shop-' });
 * ```
 */
export interface ReactPlatformOptions {
  /**
   * Renders inside `<React.StrictMode>`.
   *
   * @zh 在 `<React.StrictMode>` 中渲染。
   *
   * @defaultValue `false`
   */
  strictMode?: boolean;
  /**
   * The prefix of the ids generated by `useId()`, for several applications on
   * one page.
   *
   * @zh `useId()` 生成的 ID 的前缀，用于同一页面上有多个应用的情况。
   */
  identifierPrefix?: string;
  /**
   * Called when React recovers from an error by rendering again.
   *
   * @zh 当 React 通过重新渲染从错误中恢复时调用。
   */
  onRecoverableError?: (error: unknown) => void;
}

/**
 * The React platform adapter: pass it to `createApp()`.
 *
 * @zh React 适配器：把它传给 `createApp()`。
 *
 * @example
 * ```ts
 * import { createApp } from 'lattice-app';
 * import { ReactPlatform } from 'lattice-platform-react';
 * import { AppModule } from './app.module';
 *
 * const app = createApp(AppModule, { platform: new ReactPlatform({ strictMode: true }) });
 * await app.mount('#root');
 * ```
 */
export declare class ReactPlatform implements Platform {
  /**
   * Creates the platform.
   *
   * @zh 创建平台。
   *
   * @param options - Strict mode and React root options.
   * @zhParam options - 严格模式和 React 根节点选项。
   */
  constructor(options?: ReactPlatformOptions);
  /**
   * Always `'react'`.
   *
   * @zh 始终为 `'react'`。
   */
  readonly name: 'react';
  /**
   * The options given to the constructor.
   *
   * @zh 传给构造函数的选项。
   */
  readonly options: Readonly<ReactPlatformOptions>;
  /**
   * Creates a renderer backed by a React root (`createRoot`).
   *
   * @zh 创建一个基于 React 根节点（`createRoot`）的渲染器。
   *
   * @returns The renderer.
   * @zhReturns 渲染器。
   */
  createRenderer(): Renderer;
  /**
   * Renders the root component's view into the container.
   *
   * @zh 把根组件的视图渲染到容器中。
   *
   * @param component - A React component.
   * @zhParam component - React 组件。
   * @param container - The element that receives the application.
   * @zhParam container - 承载应用的元素。
   */
  mount(component: unknown, container: Element): void;
  /**
   * Unmounts the React root.
   *
   * @zh 卸载 React 根节点。
   */
  unmount(): void;
  /**
   * Makes the injector available to `useProvider()` through React context.
   *
   * @zh 通过 React 的上下文向 `useProvider()` 提供该注入器。
   *
   * @param injector - The root module's injector.
   * @zhParam injector - 根模块的注入器。
   */
  bindInjector(injector: Injector): void;
}
