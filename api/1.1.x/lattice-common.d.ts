/**
 * The building blocks every Lattice application uses: the decorators that
 * declare modules, providers and components, injection tokens, interceptors,
 * lifecycle hooks, the logger and the error type, and the configuration
 * service, event emitter and collection that were separate packages in 0.7.
 *
 * @zh 每个 Lattice 应用都会用到的基础构件：声明模块、提供者和组件的装饰器，注入令牌，拦截器，生命周期钩子，日志记录器和错误类型，以及在 0.7 中分属独立包的配置服务、事件发射器和集合。
 *
 * @packageDocumentation
 */

/**
 * A class that can be instantiated with `new`. Module, provider, component and
 * interceptor classes are all `Type`s.
 *
 * @zh 可以用 `new` 实例化的类。模块类、提供者类、组件类和拦截器类都是 `Type`。
 *
 * @typeParam T - The type of the instances.
 * @zhTypeParam T - 实例的类型。
 * @param args - The constructor arguments, supplied by the injector.
 * @zhParam args - 构造函数参数，由注入器提供。
 */
export type Type<T = unknown> = new (...args: any[]) => T;

/**
 * Anything that identifies a provider in an injector: its class, a string, or
 * an {@link InjectionToken}.
 *
 * @zh 在注入器中标识提供者的值：提供者的类、字符串，或 {@link InjectionToken}。
 *
 * @remarks
 * A class or an `InjectionToken` matches only itself, a string any equal
 * string. Two `InjectionToken`s with the same description are two tokens, and
 * so are the two copies of a class when its package is installed twice: a
 * provider registered under one copy is not found under the other.
 * @zhRemarks 类和 `InjectionToken` 只与它自身（同一个对象）匹配，字符串则与任何相等的字符串匹配。描述相同的两个 `InjectionToken` 是两个令牌；某个包被安装了两份时，同一个类的两份副本也是两个令牌：用其中一份注册的提供者，用另一份是找不到的。
 *
 * @typeParam T - The type of the value the token stands for.
 * @zhTypeParam T - 该令牌所代表的值的类型。
 */
export type ProviderToken<T = unknown> = Type<T> | InjectionToken<T> | string;

/**
 * How many instances of a provider exist: one for the whole application
 * (`singleton`, the default), one per module that imports it (`module`), or a
 * new one for every injection (`transient`).
 *
 * @zh 提供者的实例数量：整个应用共用一个（`singleton`，默认值）、每个导入它的模块各一个（`module`），或每次注入都新建一个（`transient`）。
 *
 * @remarks
 * Instances are counted per registration and per application: a class
 * listed in the `providers` of two modules is two providers, each with its
 * own instances, and two applications created from the same root module
 * share none.
 * @zhRemarks 实例按注册、按应用计数：在两个模块的 `providers` 中都列出的类是两个提供者，各有各的实例；由同一个根模块创建的两个应用也不共享任何实例。
 */
export type InjectionScope = 'singleton' | 'module' | 'transient';

/**
 * Registers a class under a token: the injector creates the instance.
 *
 * @zh 在令牌下注册一个类，由注入器创建其实例。
 *
 * @typeParam T - The type of the instance.
 * @zhTypeParam T - 实例的类型。
 */
export type ClassProvider<T = unknown> = {
  /**
   * The token the provider is registered under.
   *
   * @zh 提供者注册所用的令牌。
   */
  provide: ProviderToken<T>;
  /**
   * The class to instantiate.
   *
   * @zh 要实例化的类。
   */
  useClass: Type<T>;
  /**
   * The scope of the instance; the class's own `@Injectable({ scope })` otherwise.
   *
   * @zh 实例的作用域；未设置时使用该类自身 `@Injectable({ scope })` 中的作用域。
   */
  scope?: InjectionScope;
};

/**
 * Registers a ready-made value under a token.
 *
 * @zh 在令牌下注册一个现成的值。
 *
 * @typeParam T - The type of the value.
 * @zhTypeParam T - 值的类型。
 */
export type ValueProvider<T = unknown> = {
  /**
   * The token the provider is registered under.
   *
   * @zh 提供者注册所用的令牌。
   */
  provide: ProviderToken<T>;
  /**
   * The value every injection receives.
   *
   * @zh 每次注入得到的值。
   */
  useValue: T;
};

/**
 * Registers a function that creates the value, with its own dependencies.
 *
 * @zh 注册一个用于创建该值的工厂函数，它可以声明自己的依赖。
 *
 * @typeParam T - The type of the value.
 * @zhTypeParam T - 值的类型。
 */
export type FactoryProvider<T = unknown> = {
  /**
   * The token the provider is registered under.
   *
   * @zh 提供者注册所用的令牌。
   */
  provide: ProviderToken<T>;
  /**
   * Creates the value. Receives the providers listed in `inject`, in that
   * order, and may return a promise: the application then waits for it before
   * it mounts.
   *
   * @zh 创建该值。按 `inject` 中列出的顺序接收相应的提供者；也可以返回 Promise，应用会等待其兑现后再挂载。
   */
  useFactory: (...deps: any[]) => T | Promise<T>;
  /**
   * The tokens whose values are passed to `useFactory`.
   *
   * @zh 其值会传给 `useFactory` 的令牌。
   */
  inject?: ProviderToken[];
  /**
   * The scope of the value.
   *
   * @zh 该值的作用域。
   *
   * @defaultValue `'singleton'`
   */
  scope?: InjectionScope;
};

/**
 * Makes a token an alias of another token: both resolve to the same instance.
 *
 * @zh 让一个令牌成为另一个令牌的别名：两者解析为同一个实例。
 *
 * @typeParam T - The type of the value.
 * @zhTypeParam T - 值的类型。
 */
export type ExistingProvider<T = unknown> = {
  /**
   * The alias.
   *
   * @zh 别名令牌。
   */
  provide: ProviderToken<T>;
  /**
   * The token the alias stands for.
   *
   * @zh 别名所指向的令牌。
   */
  useExisting: ProviderToken<T>;
};

/**
 * An entry of a module's `providers` list: a class decorated with
 * {@link Injectable}, or a provider object.
 *
 * @zh 模块 `providers` 列表中的一项：用 {@link Injectable} 装饰的类，或提供者对象。
 *
 * @typeParam T - The type of the provided value.
 * @zhTypeParam T - 所提供的值的类型。
 */
export type Provider<T = unknown> =
  | Type<T>
  | ClassProvider<T>
  | ValueProvider<T>
  | FactoryProvider<T>
  | ExistingProvider<T>;

/**
 * An interceptor as it is bound: its class (created by the injector of the
 * module that owns the intercepted provider) or an instance.
 *
 * @zh 绑定时所用的拦截器形式：拦截器类（由被拦截提供者所属模块的注入器创建），或拦截器实例。
 *
 * @remarks
 * This holds wherever it is bound: a class passed to
 * `app.useGlobalInterceptors()`, listed in a module's `interceptors` or given
 * to `@UseInterceptors()` is created by the injector of the module that
 * declares the intercepted provider, when that provider is created, and
 * there is one instance per class in each such module. A route guard class
 * is created by the injector of the module that declares the route. An
 * instance is used as it is, and shared by everything it wraps. Bindings add
 * up: an interceptor bound twice to a provider, at two levels or twice at
 * one, runs twice on each call.
 * @zhRemarks 不论绑定在哪里都是如此：传给 `app.useGlobalInterceptors()`、列在模块的 `interceptors` 中或交给 `@UseInterceptors()` 的拦截器类，都在被拦截的提供者创建时，由声明该提供者的模块的注入器创建，每个这样的模块中每个类各有一个实例。路由守卫类由声明该路由的模块的注入器创建。拦截器实例则原样使用，由它所包装的一切共享。绑定会叠加：同一个拦截器对同一个提供者绑定了两次（在两个层级上，或在同一层级上两次），每次调用时就会运行两次。
 */
export type InterceptorBinding = Type<LatticeInterceptor> | LatticeInterceptor;

/**
 * Options of {@link LatticeError}.
 *
 * @zh {@link LatticeError} 的选项。
 */
export type LatticeErrorOptions = {
  /**
   * A stable, machine-readable code for the error. The codes Lattice itself
   * uses are listed under {@link LatticeError.code}.
   *
   * @zh 稳定且便于程序识别的错误代码。Lattice 自身使用的代码见 {@link LatticeError.code}。
   */
  code?: string;
  /**
   * The error that caused this one.
   *
   * @zh 导致此错误的原始错误。
   */
  cause?: unknown;
};

/**
 * Options of {@link InjectionToken}.
 *
 * @zh {@link InjectionToken} 的选项。
 *
 * @typeParam T - The type of the value the token stands for.
 * @zhTypeParam T - 该令牌所代表的值的类型。
 */
export type InjectionTokenOptions<T> = {
  /**
   * Creates a default value when no module provides the token, so that the
   * token works without being listed in any `providers`.
   *
   * @zh 当没有模块提供该令牌时创建默认值，这样令牌无需列入任何 `providers` 也能使用。
   */
  factory?: () => T;
};

/**
 * The severity of a log message. A logger prints the messages at or above
 * its level; `silent` prints nothing.
 *
 * @zh 日志消息的级别。日志记录器只输出不低于其级别的消息；`silent` 不输出任何内容。
 */
export type LogLevel = 'debug' | 'info' | 'warn' | 'error' | 'silent';

/**
 * The metadata of a module, given to the {@link Module} decorator.
 *
 * @zh 模块的元数据，传给 {@link Module} 装饰器。
 *
 * @example
 * ```ts
 * import { Module } from 'lattice-common';
 * import { SharedModule } from '../shared/shared.module';
 * import { TodosComponent } from './todos.component';
 * import { TodosService } from './todos.service';
 * import { LoggingInterceptor } from './logging.interceptor';
 *
 * @Module({
 *   imports: [SharedModule],
 *   providers: [TodosService],
 *   components: [TodosComponent],
 *   exports: [TodosService],
 *   interceptors: [LoggingInterceptor],
 * })
 * export class TodosModule {}
 * ```
 */
export interface ModuleMetadata {
  /**
   * The modules whose exported providers this module uses.
   *
   * @zh 本模块导入的模块，以便使用它们导出的提供者。
   */
  imports?: Type[];
  /**
   * The providers this module's injector creates. When the module resolves a
   * token, they come first: no other module, the root module included, can
   * replace them.
   *
   * @zh 由本模块的注入器创建的提供者。本模块解析令牌时最先查找它们：任何其他模块（包括根模块）都无法替换它们。
   */
  providers?: Provider[];
  /**
   * The components of this module. In the root module, the first one is the
   * root component that `app.mount()` renders.
   *
   * @zh 本模块的组件。在根模块中，第一个组件就是 `app.mount()` 渲染的根组件。
   */
  components?: Type[];
  /**
   * The providers (by token) and imported modules that importing modules can
   * use.
   *
   * @zh 导入本模块的模块可以使用的提供者（按令牌）以及再导出的模块。
   */
  exports?: Array<ProviderToken | Type>;
  /**
   * Interceptors applied to every provider of this module, outside those bound
   * with {@link UseInterceptors}. They apply to the providers this module
   * declares, not to those of the modules it imports or that import it, and
   * run inside the global ones; a class is created by this module's injector.
   *
   * @zh 作用于本模块所有提供者的拦截器，位于用 {@link UseInterceptors} 绑定的拦截器外层。它们只作用于本模块声明的提供者，不作用于本模块所导入的模块或导入本模块的模块的提供者，并位于全局拦截器内层；拦截器类由本模块的注入器创建。
   */
  interceptors?: InterceptorBinding[];
}

/**
 * Describes the call an interceptor is wrapping.
 *
 * @zh 执行上下文：描述拦截器所包装的这次调用。
 *
 * @example
 * ```ts
 * import {
 *   Injectable,
 *   Logger,
 *   type CallHandler,
 *   type ExecutionContext,
 *   type LatticeInterceptor,
 * } from 'lattice-common';
 *
 * @Injectable()
 * export class DebugInterceptor implements LatticeInterceptor {
 *   constructor(private readonly logger: Logger) {}
 *
 *   intercept(context: ExecutionContext, next: CallHandler) {
 *     const name = `${context.getClass().name}.${context.getMethodName()}`;
 *     this.logger.debug(name, context.getArgs());
 *     return next.handle();
 *   }
 * }
 * ```
 */
export interface ExecutionContext {
  /**
   * Returns the provider class whose method is called.
   *
   * @zh 返回被调用方法所属的提供者类。
   *
   * @returns The class, for example `TodosService`.
   * @zhReturns 提供者类，例如 `TodosService`。
   */
  getClass(): Type;
  /**
   * Returns the name of the called method.
   *
   * @zh 返回被调用方法的名称。
   *
   * @returns The method name, for example `'findAll'`.
   * @zhReturns 方法名，例如 `'findAll'`。
   */
  getMethodName(): string;
  /**
   * Returns the arguments of the call. The array is the one passed to the
   * method: change it before calling `next.handle()` to change the arguments.
   *
   * @zh 返回本次调用的参数。返回的数组就是传给方法的参数数组：在调用 `next.handle()` 之前修改它即可改变参数。
   *
   * @returns The arguments, in order.
   * @zhReturns 按顺序排列的参数。
   */
  getArgs(): unknown[];
  /**
   * Returns the module that owns the provider.
   *
   * @zh 返回该提供者所属的模块。
   *
   * @returns The module class.
   * @zhReturns 模块类。
   */
  getModule(): Type;
}

/**
 * Runs the rest of an interceptor chain.
 *
 * @zh 执行拦截器链的剩余部分。
 *
 * @typeParam T - What the intercepted method returns.
 * @zhTypeParam T - 被拦截方法的返回值类型。
 *
 * @example
 * ```ts
 * import type { CallHandler, ExecutionContext, LatticeInterceptor } from 'lattice-common';
 *
 * export class RetryOnceInterceptor implements LatticeInterceptor {
 *   async intercept(context: ExecutionContext, next: CallHandler) {
 *     try {
 *       return await next.handle();
 *     } catch {
 *       return await next.handle();
 *     }
 *   }
 * }
 * ```
 */
export interface CallHandler<T = unknown> {
  /**
   * Calls the next interceptor, or the method itself when none is left. May be
   * called more than once (retries) or not at all (a cache hit).
   *
   * @zh 调用下一个拦截器；若已没有拦截器，则调用方法本身。可以调用多次（重试），也可以不调用（命中缓存）。
   *
   * @returns What the method returned: a value, or a promise for an `async` method.
   * @zhReturns 方法的返回值：普通值，或 `async` 方法返回的 Promise。
   * @throws Whatever the next interceptor or the method throws; for an `async`
   * method, the returned promise rejects with that error.
   * @zhThrows 下一个拦截器或方法本身抛出的任何错误；对于 `async` 方法，返回的 Promise 会以该错误拒绝。
   */
  handle(): T;
}

/**
 * An interceptor: wraps calls to provider methods to add logging, timing,
 * caching, error mapping or retries. Bind it with {@link UseInterceptors}, in a
 * module's `interceptors`, or with `app.useGlobalInterceptors()`.
 *
 * @zh 拦截器：包装对提供者方法的调用，用来添加日志、计时、缓存、错误映射或重试。可以用 {@link UseInterceptors}、模块的 `interceptors` 或 `app.useGlobalInterceptors()` 来绑定。
 *
 * @remarks
 * Bound to a provider, wherever the binding is, an interceptor wraps the
 * calls made through the instance that the injector hands out: those of
 * views, of other providers and of `app.get()`. It does not see a call that
 * a provider makes to its own methods through `this`, nor the rendering of
 * components, nor navigations: a navigation runs only the guards listed in
 * the routes it enters, never the interceptors of modules or global ones.
 * @zhRemarks 绑定到提供者上的拦截器，不论绑定在哪里，包装的都是通过注入器交出的实例发起的调用：来自视图、其他提供者和 `app.get()` 的调用。提供者通过 `this` 调用自身方法、组件的渲染以及导航，它都看不到：导航只运行它所进入的路由中列出的守卫，从不运行模块拦截器或全局拦截器。
 *
 * @example
 * ```ts
 * import {
 *   Injectable,
 *   Logger,
 *   type CallHandler,
 *   type ExecutionContext,
 *   type LatticeInterceptor,
 * } from 'lattice-common';
 *
 * @Injectable()
 * export class TimingInterceptor implements LatticeInterceptor {
 *   constructor(private readonly logger: Logger) {}
 *
 *   async intercept(context: ExecutionContext, next: CallHandler) {
 *     const start = performance.now();
 *     try {
 *       return await next.handle();
 *     } finally {
 *       this.logger.info(`${context.getMethodName()} took ${performance.now() - start} ms`);
 *     }
 *   }
 * }
 * ```
 */
export interface LatticeInterceptor {
  /**
   * Called instead of the intercepted method.
   *
   * @zh 调用被拦截的方法时，改为调用此方法。
   *
   * @param context - The call being made.
   * @zhParam context - 正在进行的调用。
   * @param next - Runs the rest of the chain and the method.
   * @zhParam next - 执行拦截器链的剩余部分以及方法本身。
   * @returns What the caller receives.
   * @zhReturns 调用方收到的值。
   */
  intercept(context: ExecutionContext, next: CallHandler): unknown;
}

/**
 * Lifecycle hook: `onInit()` runs once for each instance, after the providers
 * it depends on have run theirs.
 *
 * @zh 生命周期钩子：每个实例的 `onInit()` 只运行一次，且在它所依赖的提供者的 `onInit()` 之后运行。
 *
 * @remarks
 * `app.mount()` creates every provider of the tree first, then calls the
 * hooks one at a time, in the order the providers were created, waiting for
 * each returned promise before the next; the `APP_INITIALIZER` functions run
 * after the last one, and nothing is rendered before they finish. For the
 * module of a lazy route, the router does the same before the navigation
 * completes. For an instance created later, such as a component's own
 * provider or a `transient` one injected after start-up, the hook runs when
 * the instance is created, and nothing waits for its promise. An injector
 * you create yourself runs no hook.
 * @zhRemarks `app.mount()` 先创建模块树中的所有提供者，然后按提供者的创建顺序逐个调用钩子，等上一个钩子返回的 Promise 完成后再调用下一个；最后一个钩子完成后才运行 `APP_INITIALIZER` 函数，在它们完成之前不会渲染任何内容。对于懒加载路由的模块，路由器会在导航完成之前同样处理。之后才创建的实例（例如组件自己的提供者，或启动之后才注入的 `transient` 提供者）在创建时运行钩子，不会有任何东西等待它返回的 Promise。你自己创建的注入器不运行任何钩子。
 *
 * @example
 * ```ts
 * import { Injectable, type OnInit } from 'lattice-common';
 *
 * @Injectable()
 * export class SettingsService implements OnInit {
 *   settings: Record<string, string> = {};
 *
 *   async onInit() {
 *     this.settings = await fetch('/api/settings').then((response) => response.json());
 *   }
 * }
 * ```
 */
export interface OnInit {
  /**
   * Initialises the provider. The application waits for a returned promise.
   *
   * @zh 初始化提供者。如果返回 Promise，应用会等待它完成。
   *
   * @returns Nothing, or a promise that settles when the provider is ready.
   * @zhReturns 无返回值，或在提供者就绪时兑现的 Promise。
   */
  onInit(): void | Promise<void>;
}

/**
 * Lifecycle hook: `onDestroy()` runs when the provider is released: when its
 * module is destroyed, by `app.close()` or `ModuleRef.destroy()`, or, for a
 * component's own provider, when that copy of the component leaves the screen.
 *
 * @zh 生命周期钩子：提供者被释放时运行 `onDestroy()`：即其所属模块被销毁时（调用 `app.close()` 或 `ModuleRef.destroy()`），对于组件自己的提供者，则是该组件副本离开页面时。
 *
 * @remarks
 * The hooks run one at a time, in the reverse order of creation, each
 * awaited before the next, so that a provider is destroyed before the
 * providers it depends on and can still use them. A hook that throws or
 * rejects does not stop the others: once every hook has run, `close()` or
 * `destroy()` rejects with the first error. `transient` providers get no
 * `onDestroy()`: the injector does not keep them.
 * @zhRemarks 钩子按与创建相反的顺序逐个运行，等上一个完成后再运行下一个，因此一个提供者总是先于它所依赖的提供者被销毁，在钩子中仍然可以使用它们。某个钩子抛出错误或其 Promise 被拒绝时，不会中断其余钩子：所有钩子运行完毕后，`close()` 或 `destroy()` 以第一个错误拒绝。`transient` 提供者不会调用 `onDestroy()`：注入器并不保留它们。
 *
 * @example
 * ```ts
 * import { Injectable, type OnDestroy } from 'lattice-common';
 *
 * @Injectable()
 * export class ClockService implements OnDestroy {
 *   private readonly timer = setInterval(() => this.tick(), 1000);
 *
 *   tick() {}
 *
 *   onDestroy() {
 *     clearInterval(this.timer);
 *   }
 * }
 * ```
 */
export interface OnDestroy {
  /**
   * Releases what the provider holds: timers, subscriptions, connections.
   *
   * @zh 释放提供者持有的资源：定时器、订阅、连接。
   *
   * @returns Nothing, or a promise the application waits for.
   * @zhReturns 无返回值，或应用会等待其完成的 Promise。
   */
  onDestroy(): void | Promise<void>;
}

/**
 * Options of the {@link Injectable} decorator.
 *
 * @zh {@link Injectable} 装饰器的选项。
 *
 * @example
 * ```ts
 * import { Injectable } from 'lattice-common';
 *
 * @Injectable({ scope: 'transient' })
 * export class RequestIdService {
 *   readonly id = crypto.randomUUID();
 * }
 * ```
 */
export interface InjectableOptions {
  /**
   * The scope of the provider's instances.
   *
   * @zh 提供者实例的作用域。
   *
   * @defaultValue `'singleton'`
   */
  scope?: InjectionScope;
}

/**
 * Options of the {@link Component} decorator.
 *
 * @zh {@link Component} 装饰器的选项。
 *
 * @example
 * ```ts
 * import { Component } from 'lattice-common';
 * import TodoList from './TodoList.vue';
 *
 * @Component({ name: 'TodoList', view: TodoList })
 * export class TodoListComponent {}
 * ```
 */
export interface ComponentOptions {
  /**
   * The component's name, unique in its module; used in error messages and
   * developer tools.
   *
   * @zh 组件名称，在所属模块中唯一；用于错误信息和开发者工具。
   */
  name: string;
  /**
   * The view, written for the active platform: a React function component, a
   * Vue single-file component or a Svelte component.
   *
   * @zh 为当前平台编写的视图：React 函数组件、Vue 单文件组件或 Svelte 组件。
   */
  view: unknown;
  /**
   * Providers visible only to this component and the components it renders.
   * Each rendered copy of the component gets its own injector, a child of its
   * module's injector, which creates them on first injection and destroys
   * them when that copy leaves the screen. Their scope does not widen this:
   * `singleton` and `module` both mean one instance per rendered copy, and
   * `transient` a new one for each injection.
   *
   * @zh 只对该组件及其渲染的组件可见的提供者。组件每个渲染出的副本都有自己的注入器（组件所属模块的注入器的子注入器），它在首次注入时创建这些提供者，并在该副本离开页面时销毁它们。它们的作用域不会扩大这个范围：`singleton` 和 `module` 都表示每个渲染出的副本一个实例，`transient` 则是每次注入都新建一个。
   */
  providers?: Provider[];
}

/**
 * A token for values that have no class of their own: configuration objects,
 * strings, functions.
 *
 * @zh 用于没有对应类的值的令牌，例如配置对象、字符串、函数。
 *
 * @typeParam T - The type of the value the token stands for.
 * @zhTypeParam T - 该令牌所代表的值的类型。
 *
 * @example
 * ```ts
 * import { InjectionToken, Inject, Injectable } from 'lattice-common';
 *
 * export const API_URL = new InjectionToken<string>('API_URL');
 *
 * @Injectable()
 * export class ApiClient {
 *   constructor(@Inject(API_URL) private readonly baseUrl: string) {}
 * }
 * ```
 */
export declare class InjectionToken<T = unknown> {
  /**
   * Creates a token.
   *
   * @zh 创建令牌。
   *
   * @param description - A name for the token, shown in error messages.
   * @zhParam description - 令牌的名称，会显示在错误信息中。
   * @param options - A default value factory.
   * @zhParam options - 用于生成默认值的工厂函数。
   */
  constructor(description: string, options?: InjectionTokenOptions<T>);
  /**
   * The description given to the constructor.
   *
   * @zh 传给构造函数的描述。
   */
  readonly description: string;
  /**
   * Returns `InjectionToken(<description>)`.
   *
   * @zh 返回 `InjectionToken(<description>)`。
   *
   * @returns The token as text.
   * @zhReturns 令牌的文本形式。
   */
  toString(): string;
}

/**
 * The error type Lattice throws, and a good base for your own errors.
 *
 * @zh Lattice 抛出的错误类型，也很适合作为你自定义错误的基类。
 *
 * @example
 * ```ts
 * import { LatticeError } from 'lattice-common';
 *
 * throw new LatticeError('The todo list is full', { code: 'LIST_FULL' });
 * ```
 */
export declare class LatticeError extends Error {
  /**
   * Creates an error.
   *
   * @zh 创建错误。
   *
   * @param message - What went wrong, for people.
   * @zhParam message - 供人阅读的错误描述。
   * @param options - A code and the cause.
   * @zhParam options - 错误代码和原因。
   */
  constructor(message: string, options?: LatticeErrorOptions);
  /**
   * Always `'LatticeError'`.
   *
   * @zh 始终为 `'LatticeError'`。
   */
  readonly name: 'LatticeError';
  /**
   * What went wrong, for people.
   *
   * @zh 供人阅读的错误描述。
   */
  message: string;
  /**
   * A stable, machine-readable code; `LATTICE_ERROR` when none was given.
   *
   * @zh 稳定且便于程序识别的错误代码；未提供时为 `LATTICE_ERROR`。
   *
   * @remarks
   * The codes Lattice itself uses:
   *
   * | Code | Thrown when |
   * | --- | --- |
   * | `PROVIDER_NOT_FOUND` | No injector up the tree provides the token; the message names the token and, in an application, the module that asked for it. |
   * | `CIRCULAR_DEPENDENCY` | The injector found a cycle between providers; the message lists the tokens of the cycle in order, from the provider that was asked for back to it. |
   * | `LATTICE_ERROR` | The default: the code of an error created without one. |
   * @zhRemarks Lattice 自身使用的代码：
   *
   * | 代码 | 何时抛出 |
   * | --- | --- |
   * | `PROVIDER_NOT_FOUND` | 沿注入器树向上没有任何注入器提供该令牌；错误信息会写明该令牌，在应用中还会写明提出请求的模块。 |
   * | `CIRCULAR_DEPENDENCY` | 注入器发现提供者之间存在循环依赖；错误信息会按顺序列出循环中的各个令牌，从被请求的提供者开始，直到回到它自己。 |
   * | `LATTICE_ERROR` | 默认代码：创建错误时未提供代码，错误的代码即为它。 |
   */
  readonly code: string;
  /**
   * The error that caused this one. Lattice sets it when it throws because of
   * another error, such as the error of a chunk that could not be fetched;
   * its other errors have none.
   *
   * @zh 导致此错误的原始错误。Lattice 因另一个错误而抛出错误时会设置它，例如分块无法获取时的那个错误；Lattice 的其他错误没有它。
   */
  readonly cause?: unknown;
  /**
   * The stack trace, where the JavaScript engine provides one.
   *
   * @zh 调用栈；仅在 JavaScript 引擎提供时可用。
   */
  stack?: string;
}

/**
 * Writes log messages with a context label. `Logger` is a provider: inject it,
 * or create one with `new Logger('Context')`.
 *
 * @zh 输出带上下文标签的日志消息。`Logger` 是一个提供者：可以注入它，也可以用 `new Logger('Context')` 创建。
 *
 * @remarks
 * Every application provides a `Logger`, so any provider or interceptor can
 * inject it without listing it in a module. Each class that injects it
 * receives a logger of its own, whose context is the name of that class
 * (`TodosService`) and whose level is the default one. The providers of a
 * module that lists a `Logger` provider itself receive that one instead, and
 * an injector you create yourself provides none.
 * @zhRemarks 每个应用都提供 `Logger`，因此任何提供者或拦截器无需在模块中列出即可注入它。每个注入它的类都会得到一个属于自己的日志记录器，其上下文就是该类的名称（例如 `TodosService`），级别为默认级别。如果某个模块自己列出了 `Logger` 提供者，该模块的提供者得到的就是那一个；你自己创建的注入器则不提供 `Logger`。
 *
 * @example
 * ```ts
 * import { Injectable, Logger } from 'lattice-common';
 *
 * @Injectable()
 * export class TodosService {
 *   constructor(private readonly logger: Logger) {}
 *
 *   clear() {
 *     this.logger.info('Clearing the list');
 *   }
 * }
 * ```
 */
export declare class Logger {
  /**
   * Creates a logger.
   *
   * @zh 创建日志记录器。
   *
   * @param context - A label printed before each message, such as a class name.
   * @zhParam context - 输出在每条消息前的标签，例如类名。
   * @param level - The lowest level printed; `info` by default, `debug` in development builds.
   * @zhParam level - 输出的最低级别；默认为 `info`，开发构建中为 `debug`。
   */
  constructor(context?: string, level?: LogLevel);
  /**
   * The label given to the constructor.
   *
   * @zh 传给构造函数的标签。
   */
  readonly context: string | undefined;
  /**
   * The lowest level printed. Can be changed at any time.
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
   * @param details - Values printed after the message.
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
   * @param details - Values printed after the message.
   * @zhParam details - 输出在消息之后的值。
   */
  info(message: string, ...details: unknown[]): void;
  /**
   * Same as {@link Logger.info}, kept for code written for `lattice-logger`.
   *
   * @zh 与 {@link Logger.info} 相同，为兼容为 `lattice-logger` 编写的代码而保留。
   *
   * @param message - The message.
   * @zhParam message - 消息内容。
   * @param details - Values printed after the message.
   * @zhParam details - 输出在消息之后的值。
   * @deprecated Use {@link Logger.info} instead.
   * @zhDeprecated 请改用 {@link Logger.info}。
   */
  log(message: string, ...details: unknown[]): void;
  /**
   * Logs something unexpected that the application recovered from.
   *
   * @zh 记录意外但应用已自行恢复的情况。
   *
   * @param message - The message.
   * @zhParam message - 消息内容。
   * @param details - Values printed after the message.
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
   * @param details - Values printed after the message, typically the error.
   * @zhParam details - 输出在消息之后的值，通常是错误对象。
   */
  error(message: string, ...details: unknown[]): void;
  /**
   * Creates a logger with the same level and a longer context, such as
   * `TodosService:sync`.
   *
   * @zh 创建一个级别相同、上下文更长的日志记录器，例如 `TodosService:sync`。
   *
   * @param context - The label appended to this logger's context.
   * @zhParam context - 追加到本日志记录器上下文之后的标签。
   * @returns The new logger.
   * @zhReturns 新的日志记录器。
   */
  child(context: string): Logger;
}

/**
 * Declares a module: a class that groups providers and components and owns an
 * injector. Modules form a tree rooted at `AppModule`.
 *
 * @zh 声明模块：模块是组织提供者和组件、并拥有自己注入器的类。模块构成以 `AppModule` 为根的树。
 *
 * @remarks
 * A module class is one module of the tree however many modules import it:
 * it is created once, with one injector, and its `singleton` providers have
 * one instance, shared by every importer.
 * @zhRemarks 不论被多少个模块导入，一个模块类在模块树中都只是一个模块：它只创建一次，只有一个注入器，它的 `singleton` 提供者也只有一个实例，由所有导入它的模块共享。
 *
 * @param metadata - Imports, providers, components, exports and interceptors.
 * @zhParam metadata - 导入、提供者、组件、导出和拦截器。
 * @returns The class decorator.
 * @zhReturns 类装饰器。
 *
 * @group Decorators
 * @zhGroup 装饰器
 *
 * @example
 * ```ts
 * import { Module } from 'lattice-common';
 * import { AppComponent } from './app.component';
 * import { TodosModule } from './todos/todos.module';
 *
 * @Module({ imports: [TodosModule], components: [AppComponent] })
 * export class AppModule {}
 * ```
 */
export declare function Module(metadata: ModuleMetadata): ClassDecorator;

/**
 * Declares a provider: a class the injector can create and inject into others.
 *
 * @zh 声明提供者：提供者是注入器能够创建、并注入到其他类中的类。
 *
 * @param options - The scope of the instances.
 * @zhParam options - 实例的作用域。
 * @returns The class decorator.
 * @zhReturns 类装饰器。
 *
 * @group Decorators
 * @zhGroup 装饰器
 *
 * @example
 * ```ts
 * import { Injectable } from 'lattice-common';
 *
 * @Injectable()
 * export class GreetingProvider {
 *   greet(name: string) {
 *     return `Hello, ${name}!`;
 *   }
 * }
 * ```
 */
export declare function Injectable(options?: InjectableOptions): ClassDecorator;

/**
 * Declares a component: registers a view written for the active platform so
 * that it can receive providers.
 *
 * @zh 声明组件：注册一个为当前平台编写的视图，使其能够获取提供者。
 *
 * @param options - The component's name and view.
 * @zhParam options - 组件的名称和视图。
 * @returns The class decorator.
 * @zhReturns 类装饰器。
 *
 * @group Decorators
 * @zhGroup 装饰器
 *
 * @example
 * ```ts
 * import { Component } from 'lattice-common';
 * import { App } from './App';
 *
 * @Component({ name: 'App', view: App })
 * export class AppComponent {}
 * ```
 */
export declare function Component(options: ComponentOptions): ClassDecorator;

/**
 * Binds interceptors to every public method of a provider class, or to one
 * method. They run in the order listed; class-level interceptors wrap
 * method-level ones.
 *
 * @zh 把拦截器绑定到提供者类的所有公有方法，或其中某个方法。拦截器按列出的顺序执行；类级拦截器位于方法级拦截器外层。
 *
 * @param interceptors - The interceptors, outermost first.
 * @zhParam interceptors - 要绑定的拦截器，按由外到内的顺序排列。
 * @returns A decorator for a class or a method.
 * @zhReturns 可用于类或方法的装饰器。
 *
 * @group Decorators
 * @zhGroup 装饰器
 *
 * @example
 * ```ts
 * import { Injectable, UseInterceptors } from 'lattice-common';
 * import { LoggingInterceptor } from './logging.interceptor';
 * import { RetryInterceptor } from './retry.interceptor';
 *
 * @Injectable()
 * @UseInterceptors(LoggingInterceptor)
 * export class TodosService {
 *   @UseInterceptors(RetryInterceptor)
 *   async sync() {}
 * }
 * ```
 */
export declare function UseInterceptors(
  ...interceptors: InterceptorBinding[]
): ClassDecorator & MethodDecorator;

/**
 * Injects the provider registered under a token into a constructor parameter.
 * Needed for string tokens and {@link InjectionToken}s; class tokens are read
 * from the parameter's type.
 *
 * @zh 把注册在某个令牌下的提供者注入到构造函数参数中。字符串令牌和 {@link InjectionToken} 必须使用它；类令牌则从参数类型中读取。
 *
 * @param token - The token to resolve.
 * @zhParam token - 要解析的令牌。
 * @returns The parameter decorator.
 * @zhReturns 参数装饰器。
 *
 * @group Decorators
 * @zhGroup 装饰器
 *
 * @example
 * ```ts
 * import { Inject, Injectable } from 'lattice-common';
 *
 * interface HttpOptions {
 *   baseUrl: string;
 *   timeout: number;
 * }
 *
 * @Injectable()
 * export class HttpClient {
 *   constructor(@Inject('HTTP_OPTIONS') private readonly options: HttpOptions) {}
 * }
 * ```
 */
export declare function Inject(token: ProviderToken): ParameterDecorator;

/**
 * Functions that `app.mount()` runs once every `onInit()` hook of the tree has
 * finished, before the first render. Several modules may provide it: their
 * arrays are concatenated, the functions are called all at once, and the
 * application waits for every returned promise. Those a lazily loaded module
 * provides are not run.
 *
 * @zh 由 `app.mount()` 在模块树中所有 `onInit()` 钩子都完成之后、首次渲染之前运行的函数。多个模块都可以提供它：各自的数组会被合并，这些函数会同时被调用，应用会等待所有返回的 Promise 完成。懒加载模块提供的初始化函数不会运行。
 *
 * @example
 * ```ts
 * import { APP_INITIALIZER, Module } from 'lattice-common';
 * import { AppComponent } from './app.component';
 * import { loadTranslations } from './i18n';
 *
 * @Module({
 *   providers: [{ provide: APP_INITIALIZER, useValue: [() => loadTranslations()] }],
 *   components: [AppComponent],
 * })
 * export class AppModule {}
 * ```
 */
export declare const APP_INITIALIZER: InjectionToken<Array<() => void | Promise<void>>>;

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
 * import { Module, provideConfig } from 'lattice-common';
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
 * import type { ConfigOptions } from 'lattice-common';
 *
 * const options: ConfigOptions = {
 *   values: { pageSize: 20 },
 *   file: '/config.json',
 *   envPrefix: 'TASKS_',
 * };
 * ```
 */
export type ConfigOptions = {
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
};

/**
 * Reads configuration values. Inject it into any provider.
 *
 * @zh 读取配置值。可以把它注入到任何提供者中。
 *
 * @example
 * ```ts
 * import { ConfigService, Injectable } from 'lattice-common';
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
   * @throws {@link LatticeError} (code `LATTICE_ERROR`, the default) when the
   * key has neither a value nor a default value.
   * @zhThrows 当该键既没有值也没有默认值时，抛出 {@link LatticeError}（代码为默认的 `LATTICE_ERROR`）。
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

/**
 * Something that holds resources until it is disposed of.
 *
 * @zh 在被释放之前一直持有资源的对象。
 *
 * @example
 * ```ts
 * import { EventEmitter } from 'lattice-common';
 *
 * const emitter = new EventEmitter<{ saved: [] }>();
 * const subscription = emitter.on('saved', () => console.log('saved'));
 * subscription.dispose();
 * ```
 */
export type Disposable = {
  /**
   * Releases the resources. Calling it again does nothing.
   *
   * @zh 释放资源。重复调用不会产生任何效果。
   */
  dispose(): void;
};

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
 * import { EventEmitter } from 'lattice-common';
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
 * Options of {@link Collection}.
 *
 * @zh {@link Collection} 的选项。
 *
 * @typeParam T - The type of the items.
 * @zhTypeParam T - 元素的类型。
 *
 * @example
 * ```ts
 * import type { CollectionOptions } from 'lattice-common';
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
export type CollectionOptions<T> = {
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
};

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
 * import { Collection } from 'lattice-common';
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
