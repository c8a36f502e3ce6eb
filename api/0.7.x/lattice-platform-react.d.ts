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

/**
 * Returns a provider from the injector of the component's module. Call it at
 * the top of a function component, like any React hook.
 *
 * @zh 从组件所属模块的注入器中获取提供者。像其他 React Hook 一样，在函数组件的顶层调用它。
 *
 * @typeParam T - The type of the provided value.
 * @zhTypeParam T - 所提供的值的类型。
 * @param token - The provider's token.
 * @zhParam token - 提供者的令牌。
 * @returns The instance or value.
 * @zhReturns 实例或值。
 *
 * @example
 * ```tsx
 * function TodoCount() {
 *   const todos = useProvider(TodosService);
 *   return <span>{todos.count()}</span>;
 * }
 * ```
 */
export declare function useProvider<T>(token: ProviderToken<T>): T;

/**
 * Returns the injector of the component's module, to resolve providers
 * dynamically.
 *
 * @zh 返回组件所属模块的注入器，用于动态解析提供者。
 *
 * @returns The injector.
 * @zhReturns 注入器。
 */
export declare function useInjector(): Injector;

/**
 * Options of {@link ReactPlatform}: the options of every platform, and
 * React's strict mode.
 *
 * @zh {@link ReactPlatform} 的选项：所有平台通用的选项，以及 React 的严格模式。
 *
 * @example
 * ```ts
 * new ReactPlatform({ strictMode: true, debug: true });
 * ```
 */
export interface ReactPlatformOptions extends PlatformOptions {
  /**
   * Renders inside `<React.StrictMode>`; `false` by default.
   *
   * @zh 在 `<React.StrictMode>` 中渲染；默认为 `false`。
   */
  strictMode?: boolean;
}

/**
 * The React platform adapter: pass it to `createApp()`.
 *
 * @zh React 平台适配器：把它传给 `createApp()`。
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
