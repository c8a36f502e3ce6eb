/**
 * Runtime configuration for Lattice 0.7 applications: values from the code,
 * from environment variables and from a JSON file, read through the injectable
 * `ConfigService`. (From 1.0 on, it is part of `lattice-common`.)
 *
 * @zh Lattice 0.7 应用的运行时配置：来自代码、环境变量和 JSON 文件的值，通过可注入的 `ConfigService` 读取。（从 1.0 起，它成为 `lattice-common` 的一部分。）
 *
 * @packageDocumentation
 */
import type { Provider } from 'lattice-common';

/**
 * Returns the providers of the configuration, to list in the root module's
 * `providers`.
 *
 * @zh 返回配置相关的提供者，供列入根模块的 `providers`。
 *
 * @param options - Where the values come from.
 * @zhParam options - 配置值的来源。
 * @returns The providers, `ConfigService` among them.
 * @zhReturns 提供者列表，其中包括 `ConfigService`。
 *
 * @example
 * ```ts
 * import { Module } from 'lattice-common';
 * import { provideConfig } from 'lattice-config';
 * import { AppComponent } from './app.component';
 *
 * @Module({
 *   providers: [...provideConfig({ values: { apiUrl: '/api' }, file: '/config.json' })],
 *   components: [AppComponent],
 * })
 * export class AppModule {}
 * ```
 */
export declare function provideConfig(options?: ConfigOptions): Provider[];

/**
 * Where configuration values come from. Later sources override earlier ones:
 * `values`, then the file, then the environment.
 *
 * @zh 配置值的来源。后面的来源会覆盖前面的：依次为 `values`、文件、环境变量。
 *
 * @example
 * ```ts
 * import type { ConfigOptions } from 'lattice-config';
 *
 * const options: ConfigOptions = {
 *   values: { pageSize: 20 },
 *   file: '/config.json',
 *   envPrefix: 'TASKS_',
 * };
 * ```
 */
export interface ConfigOptions {
  /**
   * Values given in the code.
   *
   * @zh 在代码中直接指定的值。
   */
  values?: Record<string, unknown>;
  /**
   * The URL of a JSON file fetched before the application mounts.
   *
   * @zh 在应用挂载之前获取的 JSON 文件的 URL。
   */
  file?: string;
  /**
   * The prefix of the environment variables read at build time. With the
   * default prefix, `LATTICE_API_URL` becomes the key `apiUrl`.
   *
   * @zh 构建时读取的环境变量的前缀。使用默认前缀时，`LATTICE_API_URL` 会变成键 `apiUrl`。
   *
   * @defaultValue `'LATTICE_'`
   */
  envPrefix?: string;
}

/**
 * Reads configuration values. Inject it into any provider.
 *
 * @zh 读取配置值。可以把它注入到任何提供者中。
 *
 * @example
 * ```ts
 * import { Injectable } from 'lattice-common';
 * import { ConfigService } from 'lattice-config';
 *
 * @Injectable()
 * export class ApiClient {
 *   constructor(private readonly config: ConfigService) {}
 *
 *   get baseUrl() {
 *     return this.config.get<string>('apiUrl', '/api');
 *   }
 * }
 * ```
 */
export declare class ConfigService {
  /**
   * Created by the injector from the options given to {@link provideConfig}.
   *
   * @zh 由注入器根据传给 {@link provideConfig} 的选项创建。
   *
   * @param options - Where the values come from.
   * @zhParam options - 配置值的来源。
   */
  constructor(options?: ConfigOptions);
  /**
   * Returns a value.
   *
   * @zh 返回一个配置值。
   *
   * @typeParam T - The type of the value.
   * @zhTypeParam T - 值的类型。
   * @param key - The value's key; dots read nested objects, as in `'api.url'`.
   * @zhParam key - 值的键；点号用于读取嵌套对象，例如 `'api.url'`。
   * @param defaultValue - Returned when the key has no value.
   * @zhParam defaultValue - 该键没有值时返回的默认值。
   * @returns The value, or the default value.
   * @zhReturns 配置值或默认值。
   * @throws `LatticeError` (code `LATTICE_ERROR`, the default) when the key has
   * neither a value nor a default value.
   * @zhThrows 当该键既没有值也没有默认值时，抛出 `LatticeError`（代码为默认的 `LATTICE_ERROR`）。
   */
  get<T = unknown>(key: string, defaultValue?: T): T;
  /**
   * Tells whether a key has a value.
   *
   * @zh 判断某个键是否有值。
   *
   * @param key - The value's key.
   * @zhParam key - 值的键。
   * @returns `true` when it has one.
   * @zhReturns 有值时为 `true`。
   */
  has(key: string): boolean;
}
