/**
 * Splits an application into chunks and lazy-loads modules on demand, for
 * lazy routes and for features that are rarely used.
 *
 * @zh 把应用拆分成多个代码块，并按需懒加载模块，用于懒加载路由和不常用的功能。
 *
 * @packageDocumentation
 */
import type { Type } from 'lattice-common';

/**
 * A function that imports a module file, written as `() => import('./path')`
 * so that the build tool puts the module in its own chunk.
 *
 * @zh 导入模块文件的函数，写成 `() => import('./path')` 的形式，以便构建工具把该模块放进单独的代码块。
 *
 * @returns The module file's exports.
 * @zhReturns 模块文件的导出内容。
 */
export type ModuleFactory = () => Promise<Record<string, unknown>>;

/**
 * When the loader fetches chunks before they are needed: never (`none`, the
 * default), or once the browser is idle after the first render (`idle`).
 *
 * @zh 加载器何时提前获取代码块：从不（`none`，默认值），或在首次渲染后浏览器空闲时（`idle`）。
 */
export type PreloadStrategy = 'none' | 'idle';

/**
 * Loads a module file and returns its module, ready to be connected to the
 * module tree. The first export decorated with `@Module` is used, so the file
 * may export other things too.
 *
 * @zh 加载模块文件并返回其中的模块，可直接接入模块树。会使用第一个用 `@Module` 装饰的导出，因此该文件也可以导出其他内容。
 *
 * @param factory - Imports the module file.
 * @zhParam factory - 导入模块文件的函数。
 * @param options - Timeout and retries.
 * @zhParam options - 超时和重试设置。
 * @returns The loaded module.
 * @zhReturns 已加载的模块。
 * @throws Rejects with `LatticeError` when the chunk still cannot be fetched
 * after the retries, or when the file exports no module.
 * @zhThrows 当重试之后仍无法获取代码块，或文件没有导出模块时，以 `LatticeError` 拒绝。
 *
 * @example
 * ```ts
 * import { loadModule } from 'lattice-loader';
 *
 * const admin = await loadModule(() => import('./admin/admin.module'));
 * ```
 */
export declare function loadModule(factory: ModuleFactory, options?: LoaderOptions): Promise<LoadedModule>;

/**
 * Options of {@link ModuleLoader} and {@link loadModule}.
 *
 * @zh {@link ModuleLoader} 和 {@link loadModule} 的选项。
 *
 * @example
 * ```ts
 * import { ModuleLoader } from 'lattice-loader';
 *
 * const loader = new ModuleLoader({ timeout: 10_000, retries: 3, preload: 'idle' });
 * ```
 */
export interface LoaderOptions {
  /**
   * Milliseconds to wait for a chunk before giving up; 30 000 by default.
   *
   * @zh 等待代码块的超时时间（毫秒），超时即放弃；默认为 30 000。
   */
  timeout?: number;
  /**
   * How many times a failed download is tried again; 2 by default.
   *
   * @zh 下载失败后重试的次数；默认为 2。
   */
  retries?: number;
  /**
   * When chunks are fetched before they are needed.
   *
   * @zh 何时提前获取代码块。
   */
  preload?: PreloadStrategy;
  /**
   * The registry that remembers loaded chunks; a new one by default.
   *
   * @zh 记录已加载代码块的注册表；默认新建一个。
   */
  registry?: ChunkRegistry;
}

/**
 * A module that has been loaded.
 *
 * @zh 已加载的模块。
 *
 * @example
 * ```ts
 * import { ModuleLoader } from 'lattice-loader';
 *
 * const loader = new ModuleLoader();
 * const { module, id } = await loader.load(() => import('./admin/admin.module'));
 * console.log(`${id} is ${module.name}`);
 * ```
 */
export interface LoadedModule {
  /**
   * The chunk's identifier: the module class's name, such as `'AdminModule'`.
   *
   * @zh 代码块的标识符：模块类的名称，例如 `'AdminModule'`。
   */
  readonly id: string;
  /**
   * The module class.
   *
   * @zh 模块类。
   */
  readonly module: Type;
  /**
   * Every export of the module file.
   *
   * @zh 模块文件的全部导出。
   */
  readonly exports: Readonly<Record<string, unknown>>;
  /**
   * When the chunk finished loading, in milliseconds since the epoch.
   *
   * @zh 代码块加载完成的时间，以 Unix 纪元以来的毫秒数表示。
   */
  readonly loadedAt: number;
}

/**
 * Loads modules and remembers them, so that each chunk is fetched once.
 * `lattice-app` uses one for lazy routes; create your own for other
 * on-demand features.
 *
 * @zh 加载模块并加以缓存，使每个代码块只获取一次。`lattice-app` 用它实现懒加载路由；其他按需加载的功能可以自行创建实例。
 *
 * @example
 * ```ts
 * import { ModuleLoader } from 'lattice-loader';
 *
 * const loader = new ModuleLoader({ retries: 1 });
 * const reports = await loader.load(() => import('./reports/reports.module'));
 * ```
 */
export declare class ModuleLoader {
  /**
   * Creates a loader.
   *
   * @zh 创建加载器。
   *
   * @param options - Timeout, retries, preloading and registry.
   * @zhParam options - 超时、重试、预加载和注册表设置。
   */
  constructor(options?: LoaderOptions);
  /**
   * The registry of loaded chunks.
   *
   * @zh 已加载代码块的注册表。
   */
  readonly registry: ChunkRegistry;
  /**
   * Loads a module, or returns it from the registry when its chunk is
   * already loaded.
   *
   * @zh 加载模块；若其代码块已加载，则直接从注册表中返回。
   *
   * @param factory - Imports the module file.
   * @zhParam factory - 导入模块文件的函数。
   * @returns The loaded module.
   * @zhReturns 已加载的模块。
   * @throws Rejects with `LatticeError` when the chunk still cannot be fetched
   * after the retries, or when the file exports no module.
   * @zhThrows 当重试之后仍无法获取代码块，或文件没有导出模块时，以 `LatticeError` 拒绝。
   */
  load(factory: ModuleFactory): Promise<LoadedModule>;
  /**
   * Fetches a chunk without connecting its module, so that a later `load()`
   * is instant.
   *
   * @zh 获取代码块但不接入其模块，使之后的 `load()` 能立即完成。
   *
   * @param factory - Imports the module file.
   * @zhParam factory - 导入模块文件的函数。
   * @returns A promise that settles when the chunk is in the registry.
   * @zhReturns 在代码块进入注册表后兑现的 Promise。
   */
  preload(factory: ModuleFactory): Promise<void>;
  /**
   * Tells whether a chunk is loaded.
   *
   * @zh 判断某个代码块是否已加载。
   *
   * @param id - The chunk's identifier.
   * @zhParam id - 代码块的标识符。
   * @returns `true` when the registry holds the chunk.
   * @zhReturns 注册表中有该代码块时为 `true`。
   */
  isLoaded(id: string): boolean;
}

/**
 * Remembers loaded chunks by identifier.
 *
 * @zh 按标识符记录已加载的代码块。
 *
 * @example
 * ```ts
 * import { ChunkRegistry, ModuleLoader } from 'lattice-loader';
 *
 * const registry = new ChunkRegistry();
 * const loader = new ModuleLoader({ registry });
 * await loader.load(() => import('./admin/admin.module'));
 * console.log(registry.has('AdminModule'));
 * ```
 */
export declare class ChunkRegistry {
  /**
   * Creates an empty registry.
   *
   * @zh 创建一个空的注册表。
   */
  constructor();
  /**
   * The number of chunks held.
   *
   * @zh 注册表中代码块的数量。
   */
  readonly size: number;
  /**
   * Returns a loaded chunk.
   *
   * @zh 返回已加载的代码块。
   *
   * @param id - The chunk's identifier.
   * @zhParam id - 代码块的标识符。
   * @returns The chunk, or `undefined` when it is not loaded.
   * @zhReturns 该代码块；未加载时为 `undefined`。
   */
  get(id: string): LoadedModule | undefined;
  /**
   * Tells whether a chunk is held.
   *
   * @zh 判断注册表中是否有某个代码块。
   *
   * @param id - The chunk's identifier.
   * @zhParam id - 代码块的标识符。
   * @returns `true` when the chunk is held.
   * @zhReturns 注册表中有该代码块时为 `true`。
   */
  has(id: string): boolean;
  /**
   * Adds a loaded chunk, replacing one with the same identifier.
   *
   * @zh 添加已加载的代码块；若已有标识符相同的代码块，则将其替换。
   *
   * @param chunk - The loaded module.
   * @zhParam chunk - 已加载的模块。
   */
  set(chunk: LoadedModule): void;
  /**
   * Forgets a chunk, so that the next `load()` fetches it again.
   *
   * @zh 移除某个代码块，使下一次 `load()` 重新获取它。
   *
   * @param id - The chunk's identifier.
   * @zhParam id - 代码块的标识符。
   * @returns `true` when a chunk was removed.
   * @zhReturns 确实移除了代码块时为 `true`。
   */
  delete(id: string): boolean;
  /**
   * Forgets every chunk.
   *
   * @zh 移除所有代码块。
   */
  clear(): void;
}
