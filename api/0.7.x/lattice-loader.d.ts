/**
 * Splits an application into chunks and lazy-loads modules on demand, for
 * features that are rarely used.
 *
 * @zh 把应用拆分成多个分块，并按需懒加载模块，用于不常用的功能。
 *
 * @packageDocumentation
 */
import type { Type } from 'lattice-common';

/**
 * A function that imports a module file, written as `() => import('./path')`
 * so that the build tool puts the module in its own chunk.
 *
 * @zh 导入模块文件的函数，写成 `() => import('./path')` 的形式，以便构建工具把该模块放进单独的分块。
 *
 * @returns The module file's exports.
 * @zhReturns 模块文件的导出内容。
 */
export type ModuleFactory = () => Promise<Record<string, unknown>>;

/**
 * When the loader fetches chunks before they are needed: never (`none`, the
 * default), or once the browser is idle after the first render (`idle`).
 * With `idle`, the chunks handed to `preload()` are fetched once the browser
 * is idle after the first render; with `none`, `preload()` fetches at once.
 *
 * @zh 加载器何时提前获取分块：从不（`none`，默认值），或在首次渲染后浏览器空闲时（`idle`）。使用 `idle` 时，交给 `preload()` 的分块会在首次渲染后浏览器空闲时获取；使用 `none` 时，`preload()` 会立即获取。
 */
export type PreloadStrategy = 'none' | 'idle';

/**
 * Loads a module file and returns its module, without connecting it to the
 * module tree. The first export decorated with `@Module` is used, so the file
 * may export other things too.
 *
 * @zh 加载模块文件并返回其中的模块，但不会把它接入模块树。会使用第一个用 `@Module` 装饰的导出，因此该文件也可以导出其他内容。
 *
 * @remarks
 * It only loads: it creates no injector and no provider and runs no hook, and
 * no application knows the module (`app.select()` throws for it). A module
 * joins an application only through `imports`, when `createApp()` builds
 * the tree: Lattice 0.7 has no way to connect one to an application that
 * already exists. To run a loaded module, make it the root module of an
 * application of its own (`createApp(loaded.module, options)`). It uses no
 * provider, and remembers nothing between calls unless `options.registry`
 * is given. A file that cannot be fetched is not remembered either: the
 * next call tries again.
 * @zhRemarks 它只负责加载：不创建注入器和提供者，不运行任何钩子，也没有任何应用知道这个模块（`app.select()` 对它会抛出错误）。模块只能在 `createApp()` 构建模块树时，通过 `imports` 加入应用：Lattice 0.7 无法把模块接入已经存在的应用。要运行加载好的模块，请把它作为另一个应用的根模块（`createApp(loaded.module, options)`）。它不使用任何提供者；除非在 `options.registry` 中传入注册表，否则两次调用之间不会记住任何东西。无法获取的文件同样不会被记住：下一次调用会重新尝试。
 *
 * @param factory - Imports the module file.
 * @zhParam factory - 导入模块文件的函数。
 * @param options - Timeout and retries.
 * @zhParam options - 超时和重试设置。
 * @returns The loaded module.
 * @zhReturns 已加载的模块。
 * @throws Rejects with `LatticeError` (code `LATTICE_ERROR`, the default) when
 * the chunk still cannot be fetched after the retries, or when the file exports
 * no module.
 * @zhThrows 当重试之后仍无法获取分块，或文件没有导出模块时，以 `LatticeError`（代码为默认的 `LATTICE_ERROR`）拒绝。
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
   * Milliseconds one download of a chunk may take. A download that takes
   * longer counts as failed, like one that errors: it is tried again while
   * `retries` allows, then the load fails.
   *
   * @zh 一次下载分块最多可用的毫秒数。超时的下载与出错的下载一样算作失败：在 `retries` 允许的次数内重试，重试用完后加载失败。
   *
   * @defaultValue `30_000`
   */
  timeout?: number;
  /**
   * How many times a failed download is tried again.
   *
   * @zh 下载失败后重试的次数。
   *
   * @defaultValue `2`
   */
  retries?: number;
  /**
   * When chunks are fetched before they are needed.
   *
   * @zh 何时提前获取分块。
   *
   * @defaultValue `'none'`
   */
  preload?: PreloadStrategy;
  /**
   * The registry that remembers loaded chunks; a new one by default.
   *
   * @zh 记录已加载分块的注册表；默认新建一个。
   */
  registry?: ChunkRegistry;
}

/**
 * A module that has been loaded: the module class and the file's exports, not
 * connected to any module tree.
 *
 * @zh 已加载的模块：模块类以及文件的导出内容，尚未接入任何模块树。
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
   * @zh 分块的标识符：模块类的名称，例如 `'AdminModule'`。
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
   * @zh 分块加载完成的时间，以 Unix 纪元以来的毫秒数表示。
   */
  readonly loadedAt: number;
}

/**
 * Loads modules and remembers them, so that each chunk is fetched once.
 *
 * @zh 加载模块并加以缓存，使每个分块只获取一次。
 *
 * @remarks
 * Like `loadModule()`, a loader connects nothing to the module tree of an
 * application.
 * @zhRemarks 与 `loadModule()` 一样，加载器不会把任何东西接入应用的模块树。
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
   * @zh 已加载分块的注册表。
   */
  readonly registry: ChunkRegistry;
  /**
   * Loads a module, or returns it from the registry when its chunk is
   * already loaded.
   *
   * @zh 加载模块；若其分块已加载，则直接从注册表中返回。
   *
   * @param factory - Imports the module file.
   * @zhParam factory - 导入模块文件的函数。
   * @returns The loaded module.
   * @zhReturns 已加载的模块。
   * @throws Rejects with `LatticeError` (code `LATTICE_ERROR`, the default)
   * when the chunk still cannot be fetched after the retries, or when the file
   * exports no module. Nothing is stored in the registry then, so a later
   * `load()` tries again.
   * @zhThrows 当重试之后仍无法获取分块，或文件没有导出模块时，以 `LatticeError`（代码为默认的 `LATTICE_ERROR`）拒绝。此时注册表中不会存入任何东西，因此之后的 `load()` 会重新尝试。
   */
  load(factory: ModuleFactory): Promise<LoadedModule>;
  /**
   * Fetches a chunk without connecting its module, so that a later `load()`
   * is instant. With the `idle` strategy the download waits until the browser
   * is idle after the first render; with `none` it starts at once.
   *
   * @zh 获取分块但不接入其模块，使之后的 `load()` 能立即完成。使用 `idle` 策略时，下载会等到首次渲染后浏览器空闲时才开始；使用 `none` 时立即开始。
   *
   * @param factory - Imports the module file.
   * @zhParam factory - 导入模块文件的函数。
   * @returns A promise that settles when the chunk is in the registry.
   * @zhReturns 在分块进入注册表后兑现的 Promise。
   */
  preload(factory: ModuleFactory): Promise<void>;
  /**
   * Tells whether a chunk is loaded.
   *
   * @zh 判断某个分块是否已加载。
   *
   * @param id - The chunk's identifier.
   * @zhParam id - 分块的标识符。
   * @returns `true` when the registry holds the chunk.
   * @zhReturns 注册表中有该分块时为 `true`。
   */
  isLoaded(id: string): boolean;
}

/**
 * Remembers loaded chunks by identifier.
 *
 * @zh 按标识符记录已加载的分块。
 *
 * @example
 * ```ts
 * import { ChunkRegistry, ModuleLoader } from 'lattice-loader';
 *
 * const registry = new ChunkRegistry();
 * const loader = new ModuleLoader({ registry });
 * await loader.load(() => import('./admin/admin.module'));
 * registry.has('AdminModule');
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
   * @zh 注册表中分块的数量。
   */
  readonly size: number;
  /**
   * Returns a loaded chunk.
   *
   * @zh 返回已加载的分块。
   *
   * @param id - The chunk's identifier.
   * @zhParam id - 分块的标识符。
   * @returns The chunk, or `undefined` when it is not loaded.
   * @zhReturns 该分块；未加载时为 `undefined`。
   */
  get(id: string): LoadedModule | undefined;
  /**
   * Tells whether a chunk is held.
   *
   * @zh 判断注册表中是否有某个分块。
   *
   * @param id - The chunk's identifier.
   * @zhParam id - 分块的标识符。
   * @returns `true` when the chunk is held.
   * @zhReturns 注册表中有该分块时为 `true`。
   */
  has(id: string): boolean;
  /**
   * Adds a loaded chunk, replacing one with the same identifier.
   *
   * @zh 添加已加载的分块；若已有标识符相同的分块，则将其替换。
   *
   * @param chunk - The loaded module.
   * @zhParam chunk - 已加载的模块。
   */
  set(chunk: LoadedModule): void;
  /**
   * Forgets a chunk, so that the next `load()` fetches it again.
   *
   * @zh 移除某个分块，使下一次 `load()` 重新获取它。
   *
   * @param id - The chunk's identifier.
   * @zhParam id - 分块的标识符。
   * @returns `true` when a chunk was removed.
   * @zhReturns 确实移除了分块时为 `true`。
   */
  delete(id: string): boolean;
  /**
   * Forgets every chunk.
   *
   * @zh 移除所有分块。
   */
  clear(): void;
}
