/**
 * Logging for Lattice 0.7 applications: the `Logger` class and the transports
 * that write its messages. (From 1.0 on, `Logger` is exported by
 * `lattice-common`.)
 *
 * @zh Lattice 0.7 应用的日志功能：`Logger` 类以及负责输出日志消息的传输通道。（从 1.0 起，`Logger` 改由 `lattice-common` 导出。）
 *
 * @packageDocumentation
 */

/**
 * The severity of a log message. A logger writes the messages at or above its
 * level; `silent` writes nothing.
 *
 * @zh 日志消息的级别。日志记录器只输出不低于其级别的消息；`silent` 不输出任何内容。
 */
export type LogLevel = 'debug' | 'log' | 'warn' | 'error' | 'silent';

/**
 * A message as the transports receive it.
 *
 * @zh 传输通道接收到的消息。
 */
export type LogEntry = {
  /**
   * The message's level.
   *
   * @zh 消息的级别。
   */
  level: Exclude<LogLevel, 'silent'>;
  /**
   * The logger's context label, if any.
   *
   * @zh 日志记录器的上下文标签（如果有）。
   */
  context: string | undefined;
  /**
   * The message.
   *
   * @zh 消息内容。
   */
  message: string;
  /**
   * The values passed after the message.
   *
   * @zh 消息之后传入的值。
   */
  details: unknown[];
  /**
   * When the message was logged, in milliseconds since the epoch.
   *
   * @zh 记录消息的时间，以 Unix 纪元以来的毫秒数表示。
   */
  timestamp: number;
};

/**
 * Options of {@link Logger}.
 *
 * @zh {@link Logger} 的选项。
 *
 * @example
 * ```ts
 * import { Logger } from 'lattice-logger';
 *
 * const logger = new Logger('Todos', { level: 'debug', timestamp: true });
 * ```
 */
export interface LoggerOptions {
  /**
   * The lowest level written.
   *
   * @zh 输出的最低级别。
   *
   * @defaultValue `'log'`
   */
  level?: LogLevel;
  /**
   * Where messages go; a {@link ConsoleTransport} by default.
   *
   * @zh 消息的输出目标；默认为 {@link ConsoleTransport}。
   */
  transports?: LogTransport[];
  /**
   * Prefixes messages with the time.
   *
   * @zh 在消息前加上时间。
   *
   * @defaultValue `false`
   */
  timestamp?: boolean;
}

/**
 * Writes log entries somewhere: the console, a file, a remote service.
 *
 * @zh 把日志条目写入某个目标：控制台、文件或远程服务。
 *
 * @example
 * ```ts
 * import type { LogEntry, LogTransport } from 'lattice-logger';
 *
 * export class BeaconTransport implements LogTransport {
 *   write(entry: LogEntry) {
 *     if (entry.level === 'error') {
 *       navigator.sendBeacon('/api/logs', JSON.stringify(entry));
 *     }
 *   }
 * }
 * ```
 */
export interface LogTransport {
  /**
   * Writes one entry.
   *
   * @zh 写入一条日志条目。
   *
   * @param entry - The entry.
   * @zhParam entry - 日志条目。
   */
  write(entry: LogEntry): void;
}

/**
 * Writes log messages with a context label to its transports.
 *
 * @zh 把带上下文标签的日志消息写入其传输通道。
 *
 * @example
 * ```ts
 * import { Logger } from 'lattice-logger';
 *
 * const logger = new Logger('Timing');
 * logger.log('findAll took 12 ms');
 * ```
 */
export declare class Logger {
  /**
   * Creates a logger.
   *
   * @zh 创建日志记录器。
   *
   * @param context - A label written before each message, such as a class name.
   * @zhParam context - 输出在每条消息前的标签，例如类名。
   * @param options - The level, the transports and the timestamp.
   * @zhParam options - 级别、传输通道和时间戳设置。
   */
  constructor(context?: string, options?: LoggerOptions);
  /**
   * The label given to the constructor.
   *
   * @zh 传给构造函数的标签。
   */
  readonly context: string | undefined;
  /**
   * The lowest level written. Can be changed at any time.
   *
   * @zh 输出的最低级别，可以随时修改。
   */
  level: LogLevel;
  /**
   * Logs details useful while developing.
   *
   * @zh 记录开发时有用的细节信息。
   *
   * @param message - The message.
   * @zhParam message - 消息内容。
   * @param details - Values written after the message.
   * @zhParam details - 输出在消息之后的值。
   */
  debug(message: string, ...details: unknown[]): void;
  /**
   * Logs a normal event.
   *
   * @zh 记录一般事件。
   *
   * @param message - The message.
   * @zhParam message - 消息内容。
   * @param details - Values written after the message.
   * @zhParam details - 输出在消息之后的值。
   */
  log(message: string, ...details: unknown[]): void;
  /**
   * Logs something unexpected that the application recovered from.
   *
   * @zh 记录意外但应用已自行恢复的情况。
   *
   * @param message - The message.
   * @zhParam message - 消息内容。
   * @param details - Values written after the message.
   * @zhParam details - 输出在消息之后的值。
   */
  warn(message: string, ...details: unknown[]): void;
  /**
   * Logs a failure.
   *
   * @zh 记录失败情况。
   *
   * @param message - The message.
   * @zhParam message - 消息内容。
   * @param details - Values written after the message, typically the error.
   * @zhParam details - 输出在消息之后的值，通常是错误对象。
   */
  error(message: string, ...details: unknown[]): void;
}

/**
 * The default transport: writes entries to the browser console, with the
 * console method of their level.
 *
 * @zh 默认的传输通道：用与级别对应的控制台方法把条目输出到浏览器控制台。
 *
 * @example
 * ```ts
 * import { ConsoleTransport, Logger } from 'lattice-logger';
 *
 * const logger = new Logger('App', { transports: [new ConsoleTransport(false)] });
 * ```
 */
export declare class ConsoleTransport implements LogTransport {
  /**
   * Creates the transport.
   *
   * @zh 创建传输通道。
   *
   * @param colors - Colours the context label; `true` by default.
   * @zhParam colors - 为上下文标签着色；默认为 `true`。
   */
  constructor(colors?: boolean);
  /**
   * Writes one entry with `console.debug`, `console.log`, `console.warn` or
   * `console.error`.
   *
   * @zh 用 `console.debug`、`console.log`、`console.warn` 或 `console.error` 输出一条日志条目。
   *
   * @param entry - The entry.
   * @zhParam entry - 日志条目。
   */
  write(entry: LogEntry): void;
}
