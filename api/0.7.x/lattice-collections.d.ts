/**
 * Collections for Lattice 0.7 applications: an ordered collection with
 * optional uniqueness and sorting, and a map that notifies subscribers of its
 * changes. (From 1.0 on, they are part of `lattice-common`.)
 *
 * @zh Lattice 0.7 应用的集合类型：可选去重和排序的有序集合，以及会把变更通知给订阅者的映射表。（从 1.0 起，它们成为 `lattice-common` 的一部分。）
 *
 * @packageDocumentation
 */
import type { Disposable } from 'lattice-utils';

/**
 * A change of an {@link ObservableMap}.
 *
 * @zh {@link ObservableMap} 的一次变更。
 *
 * @typeParam K - The type of the keys.
 * @zhTypeParam K - 键的类型。
 * @typeParam V - The type of the values.
 * @zhTypeParam V - 值的类型。
 */
export type MapChange<K, V> = {
  /**
   * What happened: an entry was set or deleted, or the map was cleared.
   *
   * @zh 变更的类型：设置或删除了条目，或清空了映射表。
   */
  type: 'set' | 'delete' | 'clear';
  /**
   * The key of the entry; `undefined` for `clear`.
   *
   * @zh 条目的键；类型为 `clear` 时为 `undefined`。
   */
  key?: K;
  /**
   * The new value, for `set`.
   *
   * @zh 新值，仅在类型为 `set` 时提供。
   */
  value?: V;
};

/**
 * Options of {@link Collection}.
 *
 * @zh {@link Collection} 的选项。
 *
 * @typeParam T - The type of the items.
 * @zhTypeParam T - 元素的类型。
 *
 * @example
 * ```ts
 * import type { CollectionOptions } from 'lattice-collections';
 *
 * interface Todo {
 *   title: string;
 * }
 *
 * const options: CollectionOptions<Todo> = {
 *   unique: true,
 *   compare: (a, b) => a.title.localeCompare(b.title),
 * };
 * ```
 */
export interface CollectionOptions<T> {
  /**
   * Ignores items that are already in the collection.
   *
   * @zh 忽略集合中已有的元素。
   *
   * @defaultValue `false`
   */
  unique?: boolean;
  /**
   * Keeps the items sorted with this function; insertion order otherwise.
   *
   * @zh 用该比较函数使元素保持有序；未设置时按插入顺序排列。
   */
  compare?: (a: T, b: T) => number;
}

/**
 * An ordered collection of items.
 *
 * @zh 元素的有序集合。
 *
 * @typeParam T - The type of the items.
 * @zhTypeParam T - 元素的类型。
 *
 * @example
 * ```ts
 * import { Collection } from 'lattice-collections';
 *
 * const tags = new Collection(['work', 'home'], { unique: true });
 * tags.add('work');
 * tags.size;
 * ```
 */
export declare class Collection<T> {
  /**
   * Creates a collection.
   *
   * @zh 创建集合。
   *
   * @param items - The first items.
   * @zhParam items - 初始元素。
   * @param options - Uniqueness and sorting.
   * @zhParam options - 去重和排序设置。
   */
  constructor(items?: Iterable<T>, options?: CollectionOptions<T>);
  /**
   * The number of items.
   *
   * @zh 元素的数量。
   */
  readonly size: number;
  /**
   * Adds an item.
   *
   * @zh 添加一个元素。
   *
   * @param item - The item.
   * @zhParam item - 要添加的元素。
   * @returns The collection, for chaining.
   * @zhReturns 集合本身，便于链式调用。
   */
  add(item: T): this;
  /**
   * Removes the first occurrence of an item.
   *
   * @zh 移除该元素；若有多个相同元素，只移除第一个。
   *
   * @param item - The item.
   * @zhParam item - 要移除的元素。
   * @returns `true` when an item was removed.
   * @zhReturns 确实移除了元素时为 `true`。
   */
  remove(item: T): boolean;
  /**
   * Tells whether an item is in the collection.
   *
   * @zh 判断某个元素是否在集合中。
   *
   * @param item - The item.
   * @zhParam item - 要查找的元素。
   * @returns `true` when it is.
   * @zhReturns 在集合中时为 `true`。
   */
  has(item: T): boolean;
  /**
   * Returns the first item that matches a predicate.
   *
   * @zh 返回第一个满足条件的元素。
   *
   * @param predicate - Tells whether an item matches.
   * @zhParam predicate - 判断元素是否满足条件的函数。
   * @returns The item, or `undefined` when none matches.
   * @zhReturns 该元素；没有满足条件的元素时为 `undefined`。
   */
  find(predicate: (item: T) => boolean): T | undefined;
  /**
   * Returns a new collection with the items that match a predicate.
   *
   * @zh 返回一个由满足条件的元素组成的新集合。
   *
   * @param predicate - Tells whether an item matches.
   * @zhParam predicate - 判断元素是否满足条件的函数。
   * @returns The new collection, with the same options.
   * @zhReturns 新集合，选项与原集合相同。
   */
  filter(predicate: (item: T) => boolean): Collection<T>;
  /**
   * Copies the items into an array.
   *
   * @zh 把元素复制到一个数组中。
   *
   * @returns The items, in order.
   * @zhReturns 按顺序排列的元素。
   */
  toArray(): T[];
}

/**
 * A map that notifies subscribers of each change, for state shared between
 * providers and components.
 *
 * @zh 会把每次变更通知给订阅者的映射表，用于在提供者和组件之间共享状态。
 *
 * @typeParam K - The type of the keys.
 * @zhTypeParam K - 键的类型。
 * @typeParam V - The type of the values.
 * @zhTypeParam V - 值的类型。
 *
 * @example
 * ```ts
 * import { ObservableMap } from 'lattice-collections';
 *
 * const drafts = new ObservableMap<number, string>();
 * const subscription = drafts.subscribe((change) => console.log(change.type, change.key));
 * drafts.set(1, 'Buy milk');
 * subscription.dispose();
 * ```
 */
export declare class ObservableMap<K, V> {
  /**
   * Creates a map.
   *
   * @zh 创建映射表。
   *
   * @param entries - The first entries.
   * @zhParam entries - 初始条目。
   */
  constructor(entries?: Iterable<readonly [K, V]>);
  /**
   * The number of entries.
   *
   * @zh 条目的数量。
   */
  readonly size: number;
  /**
   * Returns the value of a key.
   *
   * @zh 返回某个键的值。
   *
   * @param key - The key.
   * @zhParam key - 键。
   * @returns The value, or `undefined` when the key is absent.
   * @zhReturns 该值；键不存在时为 `undefined`。
   */
  get(key: K): V | undefined;
  /**
   * Sets the value of a key and notifies the subscribers.
   *
   * @zh 设置某个键的值并通知订阅者。
   *
   * @param key - The key.
   * @zhParam key - 键。
   * @param value - The value.
   * @zhParam value - 值。
   * @returns The map, for chaining.
   * @zhReturns 映射表本身，便于链式调用。
   */
  set(key: K, value: V): this;
  /**
   * Tells whether a key is present.
   *
   * @zh 判断某个键是否存在。
   *
   * @param key - The key.
   * @zhParam key - 键。
   * @returns `true` when it is.
   * @zhReturns 存在时为 `true`。
   */
  has(key: K): boolean;
  /**
   * Deletes an entry and notifies the subscribers.
   *
   * @zh 删除一个条目并通知订阅者。
   *
   * @param key - The key.
   * @zhParam key - 键。
   * @returns `true` when an entry was deleted.
   * @zhReturns 确实删除了条目时为 `true`。
   */
  delete(key: K): boolean;
  /**
   * Deletes every entry and notifies the subscribers once.
   *
   * @zh 删除所有条目，并只通知订阅者一次。
   */
  clear(): void;
  /**
   * Calls a function after each change.
   *
   * @zh 注册一个函数，在每次变更后调用。
   *
   * @param listener - Receives the change.
   * @zhParam listener - 监听器，接收变更。
   * @returns A disposable that removes the listener.
   * @zhReturns 用于移除该监听器的可释放对象。
   */
  subscribe(listener: (change: MapChange<K, V>) => void): Disposable;
}
