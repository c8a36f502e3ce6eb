/**
 * Small utilities used across Lattice 0.7 and useful in applications: a
 * typed event emitter, a deferred promise and disposables. (From 1.0 on, they
 * are part of `lattice-common`.)
 *
 * @zh Lattice 0.7 内部广泛使用、在应用中也很实用的小工具：带类型的事件发射器、延迟 Promise 和可释放对象。（从 1.0 起，它们成为 `lattice-common` 的一部分。）
 *
 * @packageDocumentation
 */

/**
 * Wraps a clean-up function as a {@link Disposable}.
 *
 * @zh 把一个清理函数包装成 {@link Disposable}。
 *
 * @param dispose - Called the first time `dispose()` is called.
 * @zhParam dispose - 首次调用 `dispose()` 时执行的清理函数。
 * @returns The disposable.
 * @zhReturns 可释放对象。
 *
 * @example
 * ```ts
 * import { toDisposable } from 'lattice-utils';
 *
 * const timer = setInterval(() => console.log('tick'), 1000);
 * const subscription = toDisposable(() => clearInterval(timer));
 * subscription.dispose();
 * ```
 */
export declare function toDisposable(dispose: () => void): Disposable;

/**
 * Something that holds resources until it is disposed of.
 *
 * @zh 在被释放之前一直持有资源的对象。
 *
 * @example
 * ```ts
 * import { EventEmitter } from 'lattice-utils';
 *
 * const emitter = new EventEmitter<{ saved: [] }>();
 * const subscription = emitter.on('saved', () => console.log('saved'));
 * subscription.dispose();
 * ```
 */
export interface Disposable {
  /**
   * Releases the resources. Calling it again does nothing.
   *
   * @zh 释放资源。重复调用不会产生任何效果。
   */
  dispose(): void;
}

/**
 * Emits typed events to listeners.
 *
 * @zh 向监听器发出带类型的事件。
 *
 * @typeParam Events - The events: each key is an event name, each value the
 * tuple of its arguments.
 * @zhTypeParam Events - 事件表：每个键是事件名，每个值是该事件参数组成的元组。
 *
 * @example
 * ```ts
 * import { EventEmitter } from 'lattice-utils';
 *
 * const events = new EventEmitter<{ saved: [id: number]; cleared: [] }>();
 * events.on('saved', (id) => console.log(`saved ${id}`));
 * events.emit('saved', 42);
 * ```
 */
export declare class EventEmitter<Events extends Record<string, unknown[]>> {
  /**
   * Creates an emitter without listeners.
   *
   * @zh 创建一个没有监听器的事件发射器。
   */
  constructor();
  /**
   * Adds a listener.
   *
   * @zh 添加一个监听器。
   *
   * @typeParam K - The event's name.
   * @zhTypeParam K - 事件名。
   * @param event - The event's name.
   * @zhParam event - 事件名。
   * @param listener - Called with the event's arguments.
   * @zhParam listener - 以事件参数调用的监听器。
   * @returns A disposable that removes the listener.
   * @zhReturns 用于移除该监听器的可释放对象。
   */
  on<K extends keyof Events>(event: K, listener: (...args: Events[K]) => void): Disposable;
  /**
   * Adds a listener that is removed after its first call.
   *
   * @zh 添加一个只触发一次的监听器：首次调用后即被移除。
   *
   * @typeParam K - The event's name.
   * @zhTypeParam K - 事件名。
   * @param event - The event's name.
   * @zhParam event - 事件名。
   * @param listener - Called with the event's arguments.
   * @zhParam listener - 以事件参数调用的监听器。
   * @returns A disposable that removes the listener before it is called.
   * @zhReturns 用于在调用之前移除该监听器的可释放对象。
   */
  once<K extends keyof Events>(event: K, listener: (...args: Events[K]) => void): Disposable;
  /**
   * Calls the listeners of an event, in the order they were added.
   *
   * @zh 按添加顺序调用某个事件的监听器。
   *
   * @typeParam K - The event's name.
   * @zhTypeParam K - 事件名。
   * @param event - The event's name.
   * @zhParam event - 事件名。
   * @param args - The event's arguments.
   * @zhParam args - 事件参数。
   */
  emit<K extends keyof Events>(event: K, ...args: Events[K]): void;
  /**
   * Counts the listeners of an event.
   *
   * @zh 统计某个事件的监听器数量。
   *
   * @param event - The event's name.
   * @zhParam event - 事件名。
   * @returns The number of listeners.
   * @zhReturns 监听器的数量。
   */
  listenerCount(event: keyof Events): number;
}

/**
 * A promise with its `resolve` and `reject` functions, for results that
 * another part of the code provides later.
 *
 * @zh 附带 `resolve` 和 `reject` 函数的 Promise，用于结果稍后由代码其他部分提供的场景。
 *
 * @typeParam T - The type of the result.
 * @zhTypeParam T - 结果的类型。
 *
 * @example
 * ```ts
 * import { Deferred } from 'lattice-utils';
 *
 * const ready = new Deferred<void>();
 * window.addEventListener('load', () => ready.resolve());
 * await ready.promise;
 * ```
 */
export declare class Deferred<T> {
  /**
   * Creates a pending deferred.
   *
   * @zh 创建一个处于待定（pending）状态的 Deferred。
   */
  constructor();
  /**
   * The promise, settled by `resolve()` or `reject()`.
   *
   * @zh 通过 `resolve()` 或 `reject()` 敲定的 Promise。
   */
  readonly promise: Promise<T>;
  /**
   * Whether the promise is settled.
   *
   * @zh Promise 是否已敲定。
   */
  readonly settled: boolean;
  /**
   * Fulfils the promise. Ignored once it is settled.
   *
   * @zh 兑现该 Promise。若 Promise 已敲定，则忽略此调用。
   *
   * @param value - The result.
   * @zhParam value - 结果。
   */
  resolve(value: T): void;
  /**
   * Rejects the promise. Ignored once it is settled.
   *
   * @zh 拒绝该 Promise。若 Promise 已敲定，则忽略此调用。
   *
   * @param reason - The error.
   * @zhParam reason - 错误原因。
   */
  reject(reason: unknown): void;
}
