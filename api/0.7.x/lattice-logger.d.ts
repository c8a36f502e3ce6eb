/**
 * Logging for Lattice 0.7 applications: the `Logger` class and the transports
 * that write its messages. (From 1.0 on, `Logger` is exported by
 * `lattice-common`.)
 *
 * @zh Lattice 0.7 应用的日志功能：`Logger` 类以及写出日志消息的传输通道。（从 1.0 起，`Logger` 改由 `lattice-common` 导出。）
 *
 * @packageDocumentation
 */

/**
 * The severity of a log message. A logger writes the messages at or above its
 * level; `silent` writes nothing.
 *
 * @zh 日志消息的级别。日志记录器只写出不低于其级别的消息；`silent` 不写出任何内容。
 */
export type LogLevel = 'debug' | 'log' | 'warn' | 'error' | 'silent';

/**
 * A message as the transports receive it.
 *
 * @zh 传输通道收到的一条消息。
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
   * @zh 记录消息的时间，以自纪元起的毫秒数表示。
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
 * const logger = new Logger('Todos', { level: 'debug', timestamp: true });
 * ```
 */
export interface LoggerOptions {
  /**
   * The lowest level written; `log` by default.
   *
   * @zh 写出的最低级别；默认为 `log`。
   */
  level?: LogLevel;
  /**
   * Where messages go; a {@link ConsoleTransport} by default.
   *
   * @zh 消息的去向；默认为一个 {@link ConsoleTransport}。
   */
  transports?: LogTransport[];
  /**
   * Prefixes messages with the time; `false` by default.
   *
   * @zh 在消息前加上时间；默认为 `false`。
   */
  timestamp?: boolean;
}

/**
 * Writes log entries somewhere: the console, a file, a remote service.
 *
 * @zh 把日志条目写到某处：控制台、文件或远程服务。
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
   * @zh 写出一条日志条目。
   *
   * @param entry - The entry.
   * @zhParam entry - 日志条目。
   */
  write(entry: LogEntry): void;
}

/**
 * Writes log messages with a context label to its transports.
 *
 * @zh 带上下文标签的日志记录器，把消息写到它的传输通道。
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
   * @zhParam context - 写在每条消息前面的标签，例如类名。
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
   * @zh 写出的最低级别，可以随时修改。
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
   * @zhParam details - 写在消息之后的值。
   */
  debug(message: string, ...details: unknown[]): void;
  /**
   * Logs a normal event.
   *
   * @zh 记录一个普通事件。
   *
   * @param message - The message.
   * @zhParam message - 消息内容。
   * @param details - Values written after the message.
   * @zhParam details - 写在消息之后的值。
   */
  log(message: string, ...details: unknown[]): void;
  /**
   * Logs something unexpected that the application recovered from.
   *
   * @zh 记录应用已经从中恢复的意外情况。
   *
   * @param message - The message.
   * @zhParam message - 消息内容。
   * @param details - Values written after the message.
   * @zhParam details - 写在消息之后的值。
   */
  warn(message: string, ...details: unknown[]): void;
  /**
   * Logs a failure.
   *
   * @zh 记录一次失败。
   *
   * @param message - The message.
   * @zhParam message - 消息内容。
   * @param details - Values written after the message, typically the error.
   * @zhParam details - 写在消息之后的值，通常是错误对象。
   */
  error(message: string, ...details: unknown[]): void;
}

/**
 * The default transport: writes entries to the browser console, with the
 * console method of their level.
 *
 * @zh 默认的传输通道：用与级别对应的控制台方法把条目写到浏览器控制台。
 *
 * @example
 * ```ts
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
   * @zh 用 `console.debug`、`console.log`、`console.warn` 或 `console.error` 写出一条日志条目。
   *
   * @param entry - The entry.
   * @zhParam entry - 日志条目。
   */
  write(entry: LogEntry): void;
}
