/**
 * The React platform: renders Lattice components with React 16.8 or later,
 * and gives function components their providers through `useProvider()`.
 *
 * @zh React 平台：用 React 16.8 或更高版本渲染 Lattice 组件，函数组件通过 `useProvider()` 获取提供者。
 *
 * @packageDocumentation
 */
import type { Injector } from 'lattice-app';
import type { ProviderToken } from 'lattice-common';
import { BasePlatform, type PlatformOptions, type Renderer } from 'lattice-platforms';
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
 * component, when the component's module is not part of the application,
 * imported by no module of the tree.
 * @zhThrows 当组件所属的模块不属于应用（模块树中没有任何模块导入它）时，抛出 `LatticeError`（代码为默认的 `LATTICE_ERROR`），错误信息会指明该组件。
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
 * component, when the component's module is not part of the application,
 * imported by no module of the tree.
 * @zhThrows 当组件所属的模块不属于应用（模块树中没有任何模块导入它）时，抛出 `LatticeError`（代码为默认的 `LATTICE_ERROR`），错误信息会指明该组件。
 */
export declare function useInjector(): Injector;

/**
 * The properties of {@link View}.
 *
 * @zh {@link View} 的属性。
 */
export type ViewProps = {
  /**
   * The `name` the component was registered with in `@Component`.
   *
   * @zh 组件在 `@Component` 中注册时使用的 `name`。
   */
  name: string;
  /**
   * The props passed to the component's view.
   *
   * @zh 传给组件视图的 props。
   */
  props?: Record<string, unknown>;
};

/**
 * Renders a registered Lattice component by its name, with the injector of
 * the module that registered it. The component must be visible to the module
 * of the view that renders it.
 *
 * @zh 按名称渲染一个已注册的 Lattice 组件，并使用注册它的那个模块的注入器。该组件必须对渲染它的视图所在的模块可见。
 *
 * @param props - The component's name and the props of its view.
 * @zhParam props - 组件的名称及传给其视图的 props。
 * @returns The component's view.
 * @zhReturns 组件的视图。
 * @throws `LatticeError` (code `LATTICE_ERROR`, the default), in development,
 * naming both modules, when no component of that name is visible to the module
 * of the rendering view, or when two modules it imports both export one.
 * @zhThrows 在开发环境中，若渲染它的视图所在模块看不到该名称的组件，或该模块导入的两个模块都导出了这一名称的组件，则抛出 `LatticeError`（代码为默认的 `LATTICE_ERROR`），错误信息会指明相关的两个模块。
 *
 * @example
 * ```tsx
 * import { View } from 'lattice-platform-react';
 *
 * export function Home() {
 *   return <View name="todo-list" props={{ filter: 'open' }} />;
 * }
 * ```
 */
export declare function View(props: ViewProps): ReactNode;

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
 * Options of {@link ReactPlatform}: the options of every platform, and
 * React's strict mode.
 *
 * @zh {@link ReactPlatform} 的选项：所有平台通用的选项，以及 React 的严格模式。
 *
 * @example
 * ```ts
 * import { ReactPlatform } from 'lattice-platform-react';
 *
 * export const platform = new ReactPlatform({ strictMode: true, debug: true });
 * ```
 */
export interface ReactPlatformOptions extends PlatformOptions {
  /**
   * Renders inside `<React.StrictMode>`.
   *
   * @zh 在 `<React.StrictMode>` 中渲染。
   *
   * @defaultValue `false`
   */
  strictMode?: boolean;
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
 * const app = createApp(AppModule, { platform: new ReactPlatform() });
 * await app.mount('#root');
 * ```
 */
export declare class ReactPlatform extends BasePlatform {
  /**
   * Creates the platform.
   *
   * @zh 创建平台。
   *
   * @param options - Strict mode and the options of every platform.
   * @zhParam options - 严格模式以及所有平台通用的选项。
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
   * Creates a renderer backed by `ReactDOM.render`.
   *
   * @zh 创建一个基于 `ReactDOM.render` 的渲染器。
   *
   * @returns The renderer.
   * @zhReturns 渲染器。
   */
  createRenderer(): Renderer;
}
