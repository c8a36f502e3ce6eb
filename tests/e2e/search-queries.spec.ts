/**
 * What search finds, query by query: the first result of each query is the
 * page a reader asking it wants, in the reader's locale and docs version.
 * Chinese queries rely on the framework's terms being words of the index
 * (the jieba user dictionary from src/data/glossary.ts); API names open their
 * class or interface page; a query that only an older version answers is
 * searched in that version.
 *
 * The queries asked from one page are asked the way a reader asks several:
 * search, open the first result, go back, search again — the search bar and
 * its loaded index stay (loading them anew for each query was two thirds of
 * this file's time). Each query is a soft assertion naming the query, so a
 * run reports every query that opens the wrong page, not only the first.
 */
import {openPage} from './support/browser';
import {expect, test, type Page} from './support/fixtures';

const searchInput = '.navbar__search input.navbar__search-input';
const pluginInput = '.navbar__search input[role="combobox"]';
const suggestion = '[role="option"]';

/** [the page searched from, the query, the page the first result must open] */
type Row = readonly [from: string, query: string, expected: string];

// prettier-ignore
const zh: Row[] = [
  // Concepts: the guide that explains them.
  ['/zh/docs/introduction', '拦截器', '/zh/docs/overview/interceptors'],
  ['/zh/docs/introduction', '提供者', '/zh/docs/overview/providers'],
  ['/zh/docs/introduction', '依赖注入', '/zh/docs/overview/providers'],
  ['/zh/docs/introduction', '动态模块', '/zh/docs/overview/dynamic-modules'],
  ['/zh/docs/introduction', '模块', '/zh/docs/overview/modules'],
  ['/zh/docs/introduction', '组件', '/zh/docs/overview/components'],
  ['/zh/docs/introduction', '应用', '/zh/docs/overview/application'],
  ['/zh/docs/introduction', '路由器', '/zh/docs/built-in-modules/router-module'],
  ['/zh/docs/introduction', '原理图', '/zh/docs/cli-commands/generate'],
  ['/zh/docs/introduction', '配置文件', '/zh/docs/configurations/lattice-config-js'],
  ['/zh/docs/introduction', '作用域', '/zh/docs/overview/providers'],
  ['/zh/docs/introduction', '生命周期钩子', '/zh/docs/overview/providers'],
  ['/zh/docs/introduction', '命令行工具', '/zh/docs/cli-commands'],
  ['/zh/docs/introduction', '执行上下文', '/zh/docs/api/lattice-common/interfaces/ExecutionContext'],
  // API names: their API page. RouterModule.forRoot() is the forRoot readers
  // call; useProvider() is a function of the React platform package.
  ['/zh/docs/introduction', 'Injector', '/zh/docs/api/lattice-app/classes/Injector'],
  ['/zh/docs/introduction', 'MountOptions', '/zh/docs/api/lattice-app/interfaces/MountOptions'],
  ['/zh/docs/introduction', 'LatticeInterceptor', '/zh/docs/api/lattice-common/interfaces/LatticeInterceptor'],
  ['/zh/docs/introduction', 'forRoot', '/zh/docs/api/lattice-app/classes/RouterModule'],
  ['/zh/docs/introduction', 'useProvider', '/zh/docs/api/lattice-platform-react'],
  // Commands.
  ['/zh/docs/introduction', 'lattice generate', '/zh/docs/cli-commands/generate'],
  ['/zh/docs/introduction', 'lattice update', '/zh/docs/cli-commands/update'],
  // In one version only, searched in that version.
  ['/zh/docs/next/introduction', '--interactive', '/zh/docs/next/api/lattice-cli/interfaces/UpdateOptions'],
  ['/zh/docs/next/introduction', '拦截器优先级', '/zh/docs/next/introduction'],
  ['/zh/docs/1.1.x/introduction', '全局拦截器', '/zh/docs/1.1.x/overview/application'],
  // The injector tree is told once, in the application page's 注入器树.
  ['/zh/docs/1.0.x/introduction', '注入器', '/zh/docs/1.0.x/overview/application'],
  ['/zh/docs/0.7.x/introduction', '.latticerc', '/zh/docs/0.7.x/configurations/lattice-config-js'],
  ['/zh/docs/0.7.x/introduction', 'ConfigService', '/zh/docs/0.7.x/api/lattice-config/classes/ConfigService'],
  // Release posts: searched from the blog, which is a search context of its own.
  ['/zh/blog', '动态模块', '/zh/blog/lattice-2.0'],
  ['/zh/blog/lattice-1.0', 'Svelte', '/zh/blog/lattice-1.0'],
];

// prettier-ignore
const en: Row[] = [
  ['/docs/introduction', 'interceptor', '/docs/overview/interceptors'],
  ['/docs/introduction', 'dependency injection', '/docs/overview/providers'],
  ['/docs/introduction', 'dynamic module', '/docs/overview/dynamic-modules'],
  ['/docs/introduction', 'lifecycle hooks', '/docs/overview/providers'],
  ['/docs/introduction', 'lazy loading', '/docs/overview/modules'],
  ['/docs/introduction', 'Injector', '/docs/api/lattice-app/classes/Injector'],
  ['/docs/introduction', 'MountOptions', '/docs/api/lattice-app/interfaces/MountOptions'],
  ['/docs/introduction', 'forRoot', '/docs/api/lattice-app/classes/RouterModule'],
  ['/docs/introduction', 'lattice generate', '/docs/cli-commands/generate'],
  ['/docs/next/introduction', '--interactive', '/docs/next/api/lattice-cli/interfaces/UpdateOptions'],
  ['/docs/1.1.x/introduction', 'useGlobalInterceptors', '/docs/1.1.x/api/lattice-app/classes/LatticeApplication'],
  ['/docs/0.7.x/introduction', '.latticerc', '/docs/0.7.x/configurations/lattice-config-js'],
  ['/docs/0.7.x/introduction', 'RouterModule.register', '/docs/0.7.x/built-in-modules/router-module'],
  // Release posts: searched from the blog, which is a search context of its own.
  ['/blog', 'dynamic modules', '/blog/lattice-2.0'],
  ['/blog/lattice-2.0', 'priority', '/blog/lattice-2.1-preview'],
];

/**
 * The path the first result opens, after typing `query` into the bar of the
 * page the browser is on (clearing what it held).
 */
async function firstResult(page: Page, query: string): Promise<string> {
  const box = page.locator(searchInput);
  await box.click();
  await page.locator(pluginInput).waitFor();
  await box.fill('');
  await page.keyboard.insertText(query);
  // Results come in as the worker answers: wait until the list settles (the
  // same results three times running, 150 ms apart), the first query's
  // after the index has loaded (as long as an action waits: the config's
  // actionTimeout).
  const results = page.locator(suggestion);
  let seen = '';
  let unchanged = 0;
  await expect
    .poll(
      async () => {
        const texts = (await results.allInnerTexts()).join('\n');
        unchanged = texts && texts === seen ? unchanged + 1 : 0;
        seen = texts;
        return unchanged;
      },
      {
        message: `the results for "${query}" settle`,
        intervals: [150],
        timeout: 20_000,
      },
    )
    .toBeGreaterThanOrEqual(2);
  // Results are not links: Enter opens the first one, which is selected.
  const before = page.url();
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => url.href !== before);
  return new URL(page.url()).pathname;
}

test('has a table of at least 25 Chinese and 10 English queries', () => {
  expect(zh.length).toBeGreaterThanOrEqual(25);
  expect(en.length).toBeGreaterThanOrEqual(10);
});

for (const [locale, rows] of [
  ['zh', zh],
  ['en', en],
] as const) {
  test.describe(`${locale} queries`, () => {
    for (const from of new Set(rows.map(([start]) => start))) {
      const asked = rows.filter(([start]) => start === from);
      test(`on ${from}: ${asked.map(([, query]) => `"${query}"`).join(', ')} open the page each one is for`, async ({
        page,
      }) => {
        test.setTimeout(30_000 + asked.length * 10_000);
        await openPage(page, from);
        for (const [, query, expected] of asked) {
          expect
            .soft(await firstResult(page, query), `"${query}" on ${from}`)
            .toBe(expected);
          // Back where the reader asked, in the app (no reload).
          await page.goBack();
          await expect(page).toHaveURL(from);
        }
      });
    }
  });
}
