/**
 * The runtime model is decided once, in the declarations' doc comments
 * (api/<version>/*.d.ts), and stated whole in each version's
 * overview/application.mdx ("How an application starts and stops"). The
 * guides used to tell it in their own words and contradict it:
 * this test fails when one of those contradictions comes back, on any guide
 * of the versions the fact applies to (and on the FAQ, which answers for the
 * latest release), in either locale. Each rule also shows
 * it catches the sentence that was once published, so it cannot pass on
 * anything.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';

import {inRange, type VersionRange} from '../../scripts/lib/versions.mjs';
import {
  docsRoot,
  latestRelease,
  locales,
  markdownFiles,
  pagesRoot,
  siteDir,
  versions,
  type Locale,
} from '../../scripts/lib/samples/codeSamples';

interface Contradiction {
  /** The issue's item, and what the declarations say instead. */
  readonly rule: string;
  readonly range: VersionRange;
  /** Guide pages it applies to (relative to the docs root); all when absent. */
  readonly pages?: readonly string[];
  /** A sentence that states the contradiction, per locale. */
  readonly says: Readonly<Record<Locale, RegExp>>;
  /** The wording once published, which the rule must catch. */
  readonly published: Readonly<Record<Locale, string>>;
}

const contradictions: readonly Contradiction[] = [
  {
    rule: 'the injector of the module that declares the intercepted provider creates every interceptor class, global ones included (InterceptorBinding), not the root injector',
    range: {since: '1.1.x'},
    says: {
      en: /(interceptor[^.]*(root injector creates|created by the root injector|which the root injector creates))|(root injector creates (one|an) instance for the whole application)/i,
      zh: /(拦截器[^。]*由根注入器(负责)?创建)|(全局绑定时，由根注入器)/,
    },
    published: {
      en: 'Global interceptors are created by the root injector, one instance for the whole application.',
      zh: '全局拦截器则由根注入器创建，整个应用一个实例。',
    },
  },
  {
    rule: 'a lazily loaded module’s injector is a child of the root injector, like every module’s (ModuleRef, the router’s lazy routes)',
    range: {since: '1.1.x'},
    says: {
      en: /child of the injector of the module that (declares|registers)/i,
      zh: /(声明|注册)[^。]*的模块的注入器的子注入器/,
    },
    published: {
      en: 'When the module arrives, its injector is created as a child of the injector of the module that declares the lazy route.',
      zh: '模块到达后，它的注入器会作为声明该懒加载路由的模块的注入器的子注入器创建出来。',
    },
  },
  {
    rule: 'loadModule() only loads; it creates no injector and connects nothing (loadModule, LoadedModule)',
    range: {since: '0.7.x'},
    says: {
      en: /loadModule\(\)`?[^.]*\b(creates (an|its|the|a) (module's )?injector|runs (its|their) `?onInit)/i,
      zh: /loadModule\(\)`?[^。]*(并|会)?为它创建一个注入器/,
    },
    published: {
      en: '`loadModule()` downloads the chunk, takes its first export decorated with `@Module`, creates its injector as a child of the root injector and runs the `onInit()` hooks.',
      zh: '`loadModule()` 会下载代码块，取出其中第一个用 `@Module` 装饰的导出，并为它创建一个注入器，作为根注入器的子注入器。',
    },
  },
  {
    rule: 'an import cycle makes createApp() throw synchronously, naming the module (createApp)',
    range: {since: '0.7.x'},
    says: {
      en: /createApp\(\)`? rejects the tree/,
      zh: /createApp\(\)`? 会拒绝这样的模块树/,
    },
    published: {
      en: '`createApp()` rejects the tree and prints the cycle.',
      zh: '`createApp()` 会拒绝这样的模块树，并打印出循环的路径。',
    },
  },
  {
    rule: 'createApp() awaits nothing; mount() awaits a promise in imports (createApp, ModuleMetadata.imports)',
    range: {since: '2.0.x'},
    says: {
      en: /waits for (such a|the|this) promise while it builds the (module )?tree/i,
      zh: /在构建模块树时会等待/,
    },
    published: {
      en: 'Lattice waits for such a promise while it builds the tree.',
      zh: 'Lattice 在构建模块树时会等待这个 Promise。',
    },
  },
  {
    rule: 'loadModule() is a free function with its own options; the router’s ModuleLoader is not the one it uses (loadModule)',
    range: {since: '1.1.x'},
    says: {
      en: /same (loader|one) (that )?the `?loadModule\(\)`? function uses/i,
      zh: /`?loadModule\(\)`? 函数用的也是这一个/,
    },
    published: {
      en: 'It is the same loader that the `loadModule()` function uses.',
      zh: '`loadModule()` 函数用的也是这一个。',
    },
  },
  {
    rule: 'an update runs the migrations of every release in between, oldest first, and a release that needs none adds none (UpdateCommand)',
    range: {since: '2.0.x'},
    pages: ['cli-commands/update.mdx'],
    says: {
      en: /runs the migrations of 1\.1 and then those of 2\.0/,
      zh: /会先执行 1\.1 的迁移，再执行 2\.0 的迁移/,
    },
    published: {
      en: 'Going from 1.0 to 2.0 runs the migrations of 1.1 and then those of 2.0.',
      zh: '从 1.0 升级到 2.0 时，会先执行 1.1 的迁移，再执行 2.0 的迁移。',
    },
  },
  {
    rule: 'a module finds what the root injector holds (the root module’s providers, what its imports export, what global modules export) without importing or being exported to (Injector)',
    range: {since: '0.7.x'},
    says: {
      en: /\bsee it only (if|when)\b[^.]*(\bexports\b[^.]*\bimport|\bimport[^.]*\bexports\b)/i,
      zh: /只有当?[^。]*(`exports`[^。]*导入|导入[^。]*`exports`)[^。]*才能(看到|注入|使用)/,
    },
    published: {
      en: 'Other modules see it only if the declaring module lists it in `exports` **and** they import the declaring module.',
      zh: '只有当声明它的模块把它列入 `exports`，**并且**其他模块导入了这个模块时，其他模块才能看到它。',
    },
  },
  {
    rule: 'a module you load with loadModule() stays unconnected, with no providers and no components; only the router connects one (loadModule)',
    range: {since: '0.7.x'},
    says: {
      en: /\b(outside (of )?the router|without (a|the) router)\b[^.]*\bloadModule\(/i,
      zh: /(在路由器之外|不用路由器)[^。]*loadModule\(/,
    },
    published: {
      en: "Outside the router, call `loadModule(() => import('./admin/admin.module'))` from `lattice-loader` yourself.",
      zh: "在路由器之外，可以直接调用 `lattice-loader` 提供的 `loadModule(() => import('./admin/admin.module'))`。",
    },
  },
  {
    rule: 'two applications never share an instance, even of a module both import; one object registered in both with useValue is shared (LatticeApplication)',
    range: {since: '0.7.x'},
    says: {
      en: /\b(plain|shared|common) module (that )?both (applications )?import/i,
      zh: /两边都导入的(普通|共享|公共)模块/,
    },
    published: {
      en: 'They do not share injectors, so move shared state into a plain module that both applications import.',
      zh: '两个应用不共享注入器，所以要把共享的状态放进一个两边都导入的普通模块中。',
    },
  },
  {
    rule: 'a priority orders interceptors within one level only; it cannot make an interceptor outermost across levels (LatticeInterceptor.priority)',
    range: {since: 'next'},
    says: {
      en: /\bpriority\b[^.]*\b(stays?|runs?|remains?|is) (the )?outermost\b/i,
      zh: /优先级[^。]*(始终)?位于最外层/,
    },
    published: {
      en: 'If `CountriesProvider` also gets a timing or logging interceptor, give `CacheInterceptor` a higher [`priority`](./overview/interceptors.mdx#priority) so that it stays outermost and cache hits skip the other interceptors.',
      zh: '如果 `CountriesProvider` 还绑定了计时或日志拦截器，就给 `CacheInterceptor` 设置更高的[优先级（`priority`）](./overview/interceptors.mdx#priority)，让它始终位于最外层，命中缓存时即可跳过其他拦截器。',
    },
  },
  {
    rule: 'no module, a test root module included, can replace a provider that another module declares itself (Injector)',
    range: {since: '0.7.x'},
    says: {
      en: /\btest root module can replace\b/i,
      zh: /测试根模块才?能替换/,
    },
    published: {
      en: 'So keep the providers that reach outside, such as API clients and storage, in `AppModule` or in a module that `AppModule` imports, where a test root module can replace them.',
      zh: '所以，请把与外界打交道的提供者（例如 API 客户端和存储）放在 `AppModule` 或由 `AppModule` 导入的模块中，这样测试根模块才能替换它们。',
    },
  },
  {
    rule: 'before 1.1 nothing connects a loaded module, so its providers are never created (loadModule)',
    range: {before: '1.1.x'},
    says: {
      en: /\b(when|once) (a|the) lazily loaded module (arrives|is loaded|loads)\b/i,
      zh: /懒加载的模块[^。]*(加载完成时|到达时)/,
    },
    published: {
      en: "| `providers` | Provider classes or provider objects | Created by this module's injector when the application is mounted (or when a lazily loaded module arrives) |",
      zh: '| `providers` | 提供者类或提供者对象 | 应用挂载时（懒加载的模块则在加载完成时），由本模块的注入器创建 |',
    },
  },
  {
    rule: 'with the none strategy, the default, preload() fetches at once (PreloadStrategy)',
    range: {since: '0.7.x'},
    says: {
      en: /'none'[^.]*\bonly when (it is|they are) needed\b/i,
      zh: /'none'[^。]*只在需要时/,
    },
    published: {
      en: "- `preload` is a `PreloadStrategy`: `'none'`, the default, fetches a chunk only when it is needed; with `'idle'`, the chunks handed to `loader.preload(factory)` are fetched once the browser is idle after the first render, so that a later `load()` is instant.",
      zh: "- `preload` 是一个 `PreloadStrategy`（预加载策略）：默认值 `'none'` 只在需要时才下载分块；设为 `'idle'` 时，交给 `loader.preload(factory)` 的分块会在首次渲染之后、浏览器空闲时下载，这样之后的 `load()` 可以立即完成。",
    },
  },
];

/** Sentences of a page, outside code blocks and front matter. */
function sentences(text: string, locale: Locale): string[] {
  const prose = text
    .replace(/^---\n[\s\S]*?\n---\n/, '')
    .replace(/^```[\s\S]*?^```/gm, '');
  return prose
    .split(locale === 'zh' ? /(?<=[。！？])|\n/ : /(?<=[.!?])\s+|\n/)
    .map((sentence) => sentence.trim())
    .filter(Boolean);
}

/**
 * Steps of the start-up that the declarations put in an order, as a guide's
 * numbered list names them: an item that names a later step before an
 * earlier one (in one item or across items) tells the order wrong.
 */
interface Order {
  readonly rule: string;
  readonly range: VersionRange;
  readonly first: RegExp;
  readonly then: RegExp;
  readonly published: string;
}

const orders: readonly Order[] = [
  {
    rule: 'mount() calls bindInjector() after the providers and their onInit() hooks (LatticeApplication.mount, Platform.bindInjector)',
    range: {since: '2.0.x'},
    first: /onInit\(\)|创建提供者|providers are created|creates the providers/,
    then: /bindInjector\(\)/,
    published:
      '2. It creates one injector per module.\n3. The application gives the root injector to the platform (`bindInjector()`), so that views can reach providers.\n4. `mount()` creates the providers.\n5. `mount()` calls each provider’s `onInit()` hook.',
  },
  {
    rule: 'every onInit() hook has finished before the APP_INITIALIZER functions start (APP_INITIALIZER, LatticeApplication.mount)',
    range: {since: '0.7.x'},
    first: /onInit\(\)/,
    then: /APP_INITIALIZER/,
    published:
      "5. `mount()` runs the `APP_INITIALIZER` functions and calls each provider's `onInit()` hook, in dependency order, then waits for every promise they return.",
  },
];

/** The numbered lists of a page, each as its items' text (outside code blocks). */
function numberedLists(text: string): string[][] {
  const lists: string[][] = [];
  let current: string[] | null = null;
  for (const line of text.replace(/^```[\s\S]*?^```/gm, '').split('\n')) {
    const item = /^\d+\.\s+(.*)$/.exec(line);
    if (item) {
      current ??= [];
      current.push(item[1]!);
    } else if (line.trim() !== '' && !/^\s/.test(line)) {
      if (current) lists.push(current);
      current = null;
    }
  }
  if (current) lists.push(current);
  return lists;
}

/** Words that put what follows before what precedes: "B, after A". */
const AFTER = /\bafter\b|之后|以后|完成后|结束后|完成之后/;

/**
 * Where an order rule is broken: an item naming `then` comes before the last
 * one naming `first`, or one item names both in that order without saying
 * "after".
 */
function orderBroken(list: readonly string[], order: Order): string | null {
  for (const [index, text] of list.entries()) {
    const then = order.then.exec(text);
    if (!then) continue;
    // A later item names the earlier step.
    if (list.slice(index + 1).some((later) => order.first.test(later)))
      return text;
    // This item names both, the later step first, without an "after".
    const first = order.first.exec(text);
    if (first && then.index < first.index && !AFTER.test(text)) return text;
  }
  return null;
}

const guides = versions.flatMap((version) =>
  locales.map((locale) => ({version, locale})),
);

describe.each(guides)('$locale $version', ({version, locale}) => {
  const root = docsRoot(version, locale);
  const read = (dir: string) => (file: string) => ({
    name: path.relative(dir, file),
    text: readFileSync(path.join(siteDir, file), 'utf8'),
  });
  const pages = [
    ...markdownFiles(root)
      .filter((file) => !file.includes('/api/'))
      .map(read(root)),
    // The FAQ and the other site pages answer for the latest release.
    ...(version === latestRelease
      ? markdownFiles(pagesRoot(locale)).map(read(pagesRoot(locale)))
      : []),
  ];

  it('reads the guides', () => {
    expect(pages.map(({name}) => name)).toEqual(
      expect.arrayContaining([
        'overview/application.mdx',
        'overview/modules.mdx',
        'overview/interceptors.mdx',
      ]),
    );
  });

  const applying = contradictions.filter(({range}) => inRange(version, range));
  it.each(applying.map((rule) => [rule.rule, rule]))(
    'agrees with the declarations: %s',
    (_, rule) => {
      const found = pages
        .filter(({name}) => !rule.pages || rule.pages.includes(name))
        .flatMap(({name, text}) =>
          sentences(text, locale)
            .filter((sentence) => rule.says[locale].test(sentence))
            .map((sentence) => `${name}: ${sentence}`),
        );
      expect(found).toEqual([]);
    },
  );

  it.each(
    orders
      .filter(({range}) => inRange(version, range))
      .map((order) => [order.rule, order]),
  )('lists the start-up in the declared order: %s', (_, order) => {
    const found = pages.flatMap(({name, text}) =>
      numberedLists(text).flatMap((list) => {
        const item = orderBroken(list, order);
        return item ? [`${name}: ${item}`] : [];
      }),
    );
    expect(found).toEqual([]);
  });
});

/** A test root module that fakes TodoStorage, which TodosModule declares itself (item 9). */
const FAKES_OWN_PROVIDER =
  /@Module\(\{(?:(?!\}\)\s*(?:export\s+)?class)[\s\S])*provide: TodoStorage(?:(?!\}\)\s*(?:export\s+)?class)[\s\S])*\}\)\s*class Test\w*Module/;

describe('the rules catch what was once published', () => {
  it('item 9: a test root module faking a provider of the module under test', () => {
    const published = [
      '@Module({',
      '  imports: [TodosModule],',
      '  providers: [',
      "    { provide: ApiClient, useValue: { get: async () => ['Buy milk'] } },",
      '    { provide: TodoStorage, useValue: { write: jest.fn() } },',
      '  ],',
      '  components: [AppComponent],',
      '})',
      'class TestAppModule {}',
    ].join('\n');
    expect(published).toMatch(FAKES_OWN_PROVIDER);
    // A module of the app that provides it, before a test module, is not one.
    expect(
      '@Module({ providers: [{ provide: TodoStorage, useClass: X }] })\nexport class TodosModule {}\n@Module({ imports: [TodosModule] })\nclass TestAppModule {}',
    ).not.toMatch(FAKES_OWN_PROVIDER);
  });

  it.each(contradictions.map((rule) => [rule.rule, rule]))('%s', (_, rule) => {
    for (const locale of locales) {
      const caught = sentences(rule.published[locale], locale).some(
        (sentence) => rule.says[locale].test(sentence),
      );
      expect({locale, caught}).toEqual({locale, caught: true});
    }
  });

  it.each(orders.map((order) => [order.rule, order]))('%s', (_, order) => {
    const [list] = numberedLists(order.published);
    expect(orderBroken(list!, order)).not.toBeNull();
  });
});

describe('what the declarations now say, the guides say too', () => {
  const read = (version: string, locale: Locale, page: string) =>
    readFileSync(path.join(siteDir, docsRoot(version, locale), page), 'utf8');
  const from2 = versions.filter((version) =>
    inRange(version, {since: '2.0.x'}),
  );

  it.each(from2)(
    '%s: the interceptors guide says the generator already lists the interceptor in its module (item 8)',
    (version) => {
      expect(read(version, 'en', 'overview/interceptors.mdx')).toMatch(
        /lattice generate interceptor[\s\S]{0,600}`interceptors`/,
      );
      expect(read(version, 'zh', 'overview/interceptors.mdx')).toMatch(
        /lattice generate interceptor[\s\S]{0,400}`interceptors`/,
      );
    },
  );

  it.each(from2)(
    '%s: the providers guide’s test does not fake a provider TodosModule declares itself (item 9)',
    (version) => {
      for (const locale of locales) {
        const providers = read(version, locale, 'overview/providers.mdx');
        // A fake of it in the test root module would be ignored.
        expect(providers).not.toMatch(FAKES_OWN_PROVIDER);
        expect(providers).toMatch(
          locale === 'en' ? /cannot replace/ : /(不能|无法)替换/,
        );
      }
    },
  );

  it.each(versions)(
    '%s: the application guide has the model section, in both locales',
    (version) => {
      for (const locale of locales) {
        const application = read(version, locale, 'overview/application.mdx');
        for (const id of [
          'lifecycle',
          'injector-tree',
          'start-up-order',
          'shutdown-order',
          'lazy-modules',
          'not-guaranteed',
        ])
          expect(application).toContain(`{/* #${id} */}`);
      }
    },
  );
});
