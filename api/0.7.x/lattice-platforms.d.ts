/**
 * The shared base of the platform packages: the `Platform` contract, the
 * `BasePlatform` class that `lattice-platform-react` and
 * `lattice-platform-vue` extend, and the registry of installed platforms.
 * (From 1.0 on, the contract lives in `lattice-app` and each platform package
 * stands alone.)
 *
 * @zh 各平台包的公共基础：`Platform` 契约、`lattice-platform-react` 和 `lattice-platform-vue` 所继承的 `BasePlatform` 类，以及已安装平台的注册表。（从 1.0 起，该契约移至 `lattice-app`，各平台包彼此独立。）
 *
 * @packageDocumentation
 */
import type { Injector } from 'lattice-app';

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
 * The registry that the platform packages add themselves to when they are
 * imported; `lattice generate --platform` reads it.
 *
 * @zh 平台注册表：平台包在被导入时会把自身注册到其中；`lattice generate --platform` 会读取它。
 */
export declare const platforms: PlatformRegistry;

/**
 * The contract of a platform adapter, which renders Lattice components with a
 * UI library. Extend {@link BasePlatform} rather than implementing it from
 * scratch, and publish the adapter as `lattice-platform-<name>`.
 *
 * @zh 适配器的契约。适配器借助某个 UI 库渲染 Lattice 组件。请继承 {@link BasePlatform}，而不是从零实现该接口，并以 `lattice-platform-<name>` 为包名发布适配器。
 *
 * @example
 * ```ts
 * import type { Platform } from 'lattice-platforms';
 *
 * function describe(platform: Platform) {
 *   return `Rendering with ${platform.name}`;
 * }
 * ```
 */
export interface Platform {
  /**
   * The platform's name, unique and lower-case, the end of its package name:
   * `'react'` for `lattice-platform-react`. A {@link PlatformRegistry} knows
   * the platform by it, and Lattice's error messages name the platform by it.
   *
   * @zh 平台名称，唯一且全部小写，即包名的结尾部分：`lattice-platform-react` 的名称是 `'react'`。{@link PlatformRegistry} 按这个名称识别平台，Lattice 的错误信息也用它指明平台。
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
   * Renders the root component into the container.
   *
   * @zh 把根组件渲染到容器中。
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
 * Options every platform accepts.
 *
 * @zh 所有平台都接受的选项。
 *
 * @example
 * ```ts
 * import { ReactPlatform } from 'lattice-platform-react';
 *
 * export const platform = new ReactPlatform({
 *   debug: true,
 *   onError: (error) => console.error('A component failed to render', error),
 * });
 * ```
 */
export interface PlatformOptions {
  /**
   * Logs each render and unmount to the console.
   *
   * @zh 把每次渲染和卸载记录到控制台。
   *
   * @defaultValue `false`
   */
  debug?: boolean;
  /**
   * Called when a component throws while rendering.
   *
   * @zh 组件在渲染过程中抛出错误时调用。
   */
  onError?: (error: unknown) => void;
}

/**
 * The base class of platform adapters: keeps the options and the injector and
 * implements `mount()` and `unmount()` with the renderer of the subclass.
 *
 * @zh 适配器的基类：保存选项和注入器，并借助子类的渲染器实现 `mount()` 和 `unmount()`。
 *
 * @example
 * ```ts
 * import { BasePlatform, type Renderer } from 'lattice-platforms';
 * import { createPreactRenderer } from './preact-renderer';
 *
 * export class PreactPlatform extends BasePlatform {
 *   constructor() {
 *     super('preact');
 *   }
 *
 *   createRenderer(): Renderer {
 *     return createPreactRenderer(() => this.injector);
 *   }
 * }
 * ```
 */
export declare abstract class BasePlatform implements Platform {
  /**
   * Called by subclasses.
   *
   * @zh 由子类调用。
   *
   * @param name - The platform's name.
   * @zhParam name - 平台名称。
   * @param options - The options common to every platform.
   * @zhParam options - 所有平台通用的选项。
   */
  constructor(name: string, options?: PlatformOptions);
  /**
   * The platform's name.
   *
   * @zh 平台名称。
   */
  readonly name: string;
  /**
   * The options given to the constructor.
   *
   * @zh 传给构造函数的选项。
   */
  readonly options: Readonly<PlatformOptions>;
  /**
   * The injector given to `bindInjector()`, or `null` before.
   *
   * @zh 传给 `bindInjector()` 的注入器；调用 `bindInjector()` 之前为 `null`。
   */
  readonly injector: Injector | null;
  /**
   * Creates a renderer for the UI library. Subclasses implement it.
   *
   * @zh 为该 UI 库创建渲染器，由子类实现。
   *
   * @returns The renderer.
   * @zhReturns 渲染器。
   */
  abstract createRenderer(): Renderer;
  /**
   * Creates a renderer and renders the root component into the container.
   *
   * @zh 创建渲染器并把根组件渲染到容器中。
   *
   * @param component - The view of the root component.
   * @zhParam component - 根组件的视图。
   * @param container - The element that receives the application.
   * @zhParam container - 承载应用的元素。
   */
  mount(component: unknown, container: Element): void;
  /**
   * Destroys the renderer.
   *
   * @zh 销毁渲染器。
   */
  unmount(): void;
  /**
   * Stores the injector in {@link BasePlatform.injector}.
   *
   * @zh 把注入器保存到 {@link BasePlatform.injector}。
   *
   * @param injector - The root module's injector.
   * @zhParam injector - 根模块的注入器。
   */
  bindInjector(injector: Injector): void;
}

/**
 * Platforms by name.
 *
 * @zh 已注册的平台，以名称为键。
 *
 * @example
 * ```ts
 * import { platforms } from 'lattice-platforms';
 * import 'lattice-platform-vue';
 *
 * platforms.names();
 * ```
 */
export declare class PlatformRegistry {
  /**
   * Creates an empty registry. The shared one is {@link platforms}.
   *
   * @zh 创建一个空的注册表。共享的注册表是 {@link platforms}。
   */
  constructor();
  /**
   * Adds a platform, replacing one with the same name.
   *
   * @zh 添加平台；若已有同名平台，则将其替换。
   *
   * @param platform - The platform.
   * @zhParam platform - 平台。
   */
  register(platform: Platform): void;
  /**
   * Returns a platform by name.
   *
   * @zh 按名称返回平台。
   *
   * @param name - The platform's name.
   * @zhParam name - 平台名称。
   * @returns The platform, or `undefined` when none has this name.
   * @zhReturns 该平台；没有同名平台时为 `undefined`。
   */
  get(name: string): Platform | undefined;
  /**
   * Tells whether a platform is registered.
   *
   * @zh 判断某个平台是否已注册。
   *
   * @param name - The platform's name.
   * @zhParam name - 平台名称。
   * @returns `true` when it is registered.
   * @zhReturns 已注册时为 `true`。
   */
  has(name: string): boolean;
  /**
   * Lists the registered platforms.
   *
   * @zh 列出已注册的平台。
   *
   * @returns Their names, in registration order.
   * @zhReturns 平台名称，按注册顺序排列。
   */
  names(): string[];
}
