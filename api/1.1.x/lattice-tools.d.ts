/**
 * The build tooling behind the `lattice` command-line tool: the configuration
 * file `lattice.config.js`, the compiler and the dev server. Use it directly
 * to drive builds from your own scripts.
 *
 * @zh `lattice` 命令行工具背后的构建工具：配置文件 `lattice.config.js`、编译器和开发服务器。也可以在你自己的脚本中直接用它驱动构建。
 *
 * @packageDocumentation
 */

/**
 * The names the `platform` option of `lattice.config.js` accepts: the UI
 * libraries of the official platform packages (`'react'` stands for
 * `lattice-platform-react`, and so on). No other name is accepted: a
 * third-party platform adapter is not named in the configuration file, its
 * instance is passed to `createApp()`.
 *
 * @zh `lattice.config.js` 的 `platform` 选项接受的名称，即各官方平台包对应的 UI 库（`'react'` 表示 `lattice-platform-react`，其余依此类推）。除此之外的名称一律不接受：第三方适配器不在配置文件中填写名称，而是把它的实例传给 `createApp()`。
 */
export type PlatformName = 'react' | 'vue' | 'svelte';

/**
 * Whether the code is built for development (dev server, readable output) or
 * for production (minified, without development checks).
 *
 * @zh 代码是为开发构建（开发服务器、可读的输出），还是为生产构建（压缩、不含开发检查）。
 */
export type BuildMode = 'development' | 'production';

/**
 * Where the dev server forwards requests that match a path prefix: a URL, or
 * an object with more options.
 *
 * @zh 开发服务器转发匹配某路径前缀的请求时的目标：一个 URL，或包含更多选项的对象。
 */
export type ProxyTarget =
  | string
  | {
      /**
       * The URL requests are forwarded to.
       *
       * @zh 请求转发的目标 URL。
       */
      target: string;
      /**
       * Sets the `Host` header to the target's host.
       *
       * @zh 把 `Host` 请求头设置为目标主机。
       */
      changeOrigin?: boolean;
      /**
       * Rewrites the path before forwarding, for example to remove a prefix:
       * `(path) => path.replace('/api', '')`. It replaces the `pathRewrite`
       * map of regular expressions of Lattice 0.7.
       *
       * @zh 在转发前改写路径，例如去掉前缀：`(path) => path.replace('/api', '')`。它取代了 Lattice 0.7 中由正则表达式组成的 `pathRewrite` 映射。
       */
      rewrite?: (path: string) => string;
    };

/**
 * A build plugin, listed in the `plugins` of the configuration file.
 *
 * @zh 构建插件，列在配置文件的 `plugins` 中。
 */
export type LatticePlugin = {
  /**
   * The plugin's name, shown in errors and warnings.
   *
   * @zh 插件名称，会显示在错误和警告中。
   */
  name: string;
  /**
   * Called once the configuration is read, with its final values.
   *
   * @zh 读取配置后调用，参数为配置的最终值。
   *
   * @param config - The configuration, defaults included.
   * @zhParam config - 包含默认值的配置。
   */
  configResolved?(config: LatticeConfig): void;
  /**
   * Transforms a source file.
   *
   * @zh 转换源文件。
   *
   * @param code - The file's content.
   * @zhParam code - 文件内容。
   * @param id - The file's path.
   * @zhParam id - 文件路径。
   * @returns The new content, or `null` to leave the file unchanged.
   * @zhReturns 新的内容；返回 `null` 表示不修改该文件。
   */
  transform?(code: string, id: string): string | null;
};

/**
 * What a build produced.
 *
 * @zh 一次构建的产物。
 */
export type BuildResult = {
  /**
   * The output folder, absolute.
   *
   * @zh 输出目录（绝对路径）。
   */
  outDir: string;
  /**
   * The files written, relative to `outDir`.
   *
   * @zh 写入的文件，路径相对于 `outDir`。
   */
  files: string[];
  /**
   * How long the build took, in milliseconds.
   *
   * @zh 构建耗时，单位为毫秒。
   */
  durationMs: number;
};

/**
 * Declares the configuration in `lattice.config.js` with type checking and
 * editor completion. It returns its argument unchanged.
 *
 * @zh 在 `lattice.config.js` 中声明配置，并获得类型检查和编辑器补全。参数会被原样返回。
 *
 * @param config - The configuration.
 * @zhParam config - 配置。
 * @returns The same configuration.
 * @zhReturns 原样返回的配置。
 *
 * @example
 * ```js title="lattice.config.js"
 * import { defineConfig } from 'lattice-tools';
 *
 * export default defineConfig({
 *   platform: 'react',
 *   devServer: { port: 4200, proxy: { '/api': 'http://localhost:3000' } },
 *   build: { sourcemap: true },
 * });
 * ```
 */
export declare function defineConfig(config: LatticeConfig): LatticeConfig;

/**
 * Reads `lattice.config.js` from a project folder and fills in the defaults.
 *
 * @zh 从项目目录读取 `lattice.config.js` 并补全默认值。
 *
 * @remarks
 * The file is looked for in `cwd`, then in each of its parent folders, so
 * that the npm scripts and the `lattice` commands work from anywhere inside
 * the project.
 * @zhRemarks 先在 `cwd` 中查找该文件，再逐级到上级目录中查找，因此在项目内的任何目录下都能运行 npm 脚本和 `lattice` 命令。
 *
 * @param cwd - The project folder; the current folder by default.
 * @zhParam cwd - 项目目录；默认为当前目录。
 * @param mode - The mode the configuration is read for; `development` by default.
 * @zhParam mode - 读取配置时所用的模式；默认为 `development`。
 * @returns The configuration.
 * @zhReturns 配置。
 * @throws Rejects with `LatticeError` (code `LATTICE_ERROR`, the default) when
 * `lattice.config.js` is missing or invalid.
 * @zhThrows 当 `lattice.config.js` 缺失或无效时，以 `LatticeError`（代码为默认的 `LATTICE_ERROR`）拒绝。
 */
export declare function loadConfig(cwd?: string, mode?: BuildMode): Promise<LatticeConfig>;

/**
 * The content of `lattice.config.js`.
 *
 * @zh `lattice.config.js` 的内容。
 *
 * @example
 * ```js title="lattice.config.js"
 * import { defineConfig } from 'lattice-tools';
 *
 * export default defineConfig({
 *   platform: 'vue',
 *   entry: 'src/main.ts',
 *   outDir: 'dist',
 *   alias: { '@': './src' },
 * });
 * ```
 */
export interface LatticeConfig {
  /**
   * The UI library of the project, one of the {@link PlatformName} values.
   *
   * @zh 项目使用的 UI 库，取值为 {@link PlatformName} 之一。
   */
  platform: PlatformName;
  /**
   * The entry file.
   *
   * @zh 入口文件。
   *
   * @defaultValue `'src/main.ts'`
   */
  entry?: string;
  /**
   * The build output folder, emptied before each build: never point it at a
   * folder that holds anything else, such as `public` or `src`.
   *
   * @zh 构建输出目录，每次构建前都会被清空：切勿把它指向存放其他内容的目录，例如 `public` 或 `src`。
   *
   * @defaultValue `'dist'`
   */
  outDir?: string;
  /**
   * The folder copied as is into the output, or `false` for none.
   *
   * @zh 原样复制到输出中的目录；设为 `false` 表示不复制。
   *
   * @defaultValue `'public'`
   */
  publicDir?: string | false;
  /**
   * Import aliases, such as `{ '@': './src' }`.
   *
   * @zh 导入别名，例如 `{ '@': './src' }`。
   *
   * @defaultValue `{}`
   */
  alias?: Record<string, string>;
  /**
   * The dev server's options.
   *
   * @zh 开发服务器的选项。
   */
  devServer?: DevServerOptions;
  /**
   * The production build's options.
   *
   * @zh 生产构建的选项。
   */
  build?: BuildOptions;
  /**
   * Build plugins, run in order.
   *
   * @zh 构建插件，按顺序运行。
   */
  plugins?: LatticePlugin[];
}

/**
 * The `build` section of the configuration file.
 *
 * @zh 配置文件中的 `build` 部分。
 *
 * @example
 * ```js title="lattice.config.js"
 * import { defineConfig } from 'lattice-tools';
 *
 * export default defineConfig({
 *   platform: 'react',
 *   build: { sourcemap: 'hidden', minify: true, target: 'es2019' },
 * });
 * ```
 */
export interface BuildOptions {
  /**
   * Writes source maps: `true` for separate files, `'inline'` inside the
   * bundles, `'hidden'` without a reference in the bundles.
   *
   * @zh 生成 source map：`true` 表示生成单独的文件，`'inline'` 表示内联到产物中，`'hidden'` 表示生成文件但不在产物中引用。
   *
   * @defaultValue `false`
   */
  sourcemap?: boolean | 'inline' | 'hidden';
  /**
   * Minifies the output.
   *
   * @zh 压缩输出。
   *
   * @defaultValue `true`
   */
  minify?: boolean;
  /**
   * The JavaScript versions or browsers to compile for.
   *
   * @zh 编译的目标 JavaScript 版本或浏览器。
   *
   * @defaultValue `'es2019'`
   */
  target?: string | string[];
}

/**
 * The `devServer` section of the configuration file.
 *
 * @zh 配置文件中的 `devServer` 部分。
 *
 * @example
 * ```js title="lattice.config.js"
 * import { defineConfig } from 'lattice-tools';
 *
 * export default defineConfig({
 *   platform: 'react',
 *   devServer: {
 *     port: 5000,
 *     open: true,
 *     proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: true } },
 *   },
 * });
 * ```
 */
export interface DevServerOptions {
  /**
   * The port to listen on. The next free port is used when it is taken.
   *
   * @zh 监听的端口。若已被占用，则使用下一个空闲端口。
   *
   * @defaultValue `4200`
   */
  port?: number;
  /**
   * The host name to listen on.
   *
   * @zh 监听的主机名。
   *
   * @defaultValue `'localhost'`
   */
  host?: string;
  /**
   * Opens the browser on start: `true` for the home page, or a path.
   *
   * @zh 启动时打开浏览器：`true` 表示打开首页，也可以指定一个路径。
   *
   * @defaultValue `false`
   */
  open?: boolean | string;
  /**
   * Forwards requests by path prefix to other servers, such as an API.
   *
   * @zh 按路径前缀把请求转发到其他服务器，例如 API 服务器。
   *
   * @defaultValue `{}`
   */
  proxy?: Record<string, ProxyTarget>;
}

/**
 * Builds a project for production, or rebuilds it on every change.
 *
 * @zh 为生产环境构建项目，或在每次修改后重新构建。
 *
 * @example
 * ```ts
 * import { Compiler, loadConfig } from 'lattice-tools';
 *
 * const compiler = new Compiler(await loadConfig(process.cwd(), 'production'));
 * const { files, durationMs } = await compiler.build();
 * console.log(`${files.length} files in ${durationMs} ms`);
 * ```
 */
export declare class Compiler {
  /**
   * Creates a compiler.
   *
   * @zh 创建编译器。
   *
   * @param config - The project's configuration.
   * @zhParam config - 项目的配置。
   */
  constructor(config: LatticeConfig);
  /**
   * The configuration given to the constructor.
   *
   * @zh 传给构造函数的配置。
   */
  readonly config: LatticeConfig;
  /**
   * Builds the project once.
   *
   * @zh 执行一次构建。
   *
   * @param options - Overrides the configuration's `build` section.
   * @zhParam options - 覆盖配置中的 `build` 部分。
   * @returns What the build wrote.
   * @zhReturns 构建的产物。
   * @throws Rejects with the compilation errors when the build fails.
   * @zhThrows 构建失败时以编译错误拒绝。
   */
  build(options?: BuildOptions): Promise<BuildResult>;
  /**
   * Builds the project, then again on every change of a source file.
   *
   * @zh 构建项目，并在每次源文件修改后重新构建。
   *
   * @param onBuild - Called after each build.
   * @zhParam onBuild - 每次构建后调用。
   * @returns A function that stops watching.
   * @zhReturns 用于停止监视的函数。
   */
  watch(onBuild: (result: BuildResult) => void): Promise<() => Promise<void>>;
}

/**
 * The development server behind `npm run dev`: serves the project, rebuilds
 * on change and reloads the page.
 *
 * @zh `npm run dev` 背后的开发服务器：托管项目，在文件修改后重新构建并刷新页面。
 *
 * @remarks
 * A request for a path that is neither a file of the project nor under a
 * `proxy` prefix is answered with `index.html`, so that the router's
 * `history` mode works in development, reloads of a deep address such as
 * `/users/42` included. The server keeps the configuration it was created
 * with: a change to `lattice.config.js` takes effect when the server is
 * started again.
 * @zhRemarks 对于既不是项目中的文件、也不在某个 `proxy` 前缀之下的路径，服务器一律返回 `index.html`，因此路由器的 `history` 模式在开发时也能正常工作，在 `/users/42` 这样的深层地址上刷新页面也不例外。服务器一直使用创建时传入的配置：修改 `lattice.config.js` 之后，要重新启动服务器才会生效。
 *
 * @example
 * ```ts
 * import { DevServer, loadConfig } from 'lattice-tools';
 *
 * const server = new DevServer(await loadConfig());
 * const url = await server.listen();
 * console.log(`Ready on ${url}`);
 * ```
 */
export declare class DevServer {
  /**
   * Creates a server; it does not listen yet.
   *
   * @zh 创建服务器；此时尚未开始监听。
   *
   * @param config - The project's configuration.
   * @zhParam config - 项目的配置。
   * @param options - Overrides the configuration's `devServer` section.
   * @zhParam options - 覆盖配置中的 `devServer` 部分。
   */
  constructor(config: LatticeConfig, options?: DevServerOptions);
  /**
   * The port the server listens on, once it listens.
   *
   * @zh 服务器监听的端口（开始监听后可用）。
   */
  readonly port: number;
  /**
   * The server's URL, or `null` before `listen()`.
   *
   * @zh 服务器的 URL；调用 `listen()` 之前为 `null`。
   */
  readonly url: string | null;
  /**
   * Builds the project and starts listening.
   *
   * @zh 构建项目并开始监听。
   *
   * @returns The server's URL.
   * @zhReturns 服务器的 URL。
   */
  listen(): Promise<string>;
  /**
   * Reloads every open page.
   *
   * @zh 刷新所有已打开的页面。
   */
  reload(): void;
  /**
   * Stops the server.
   *
   * @zh 停止服务器。
   *
   * @returns A promise that settles once the port is free.
   * @zhReturns 在端口释放后兑现的 Promise。
   */
  close(): Promise<void>;
}
