/**
 * Offline search as a reader uses it: the box loads nothing until used,
 * Chinese queries are segmented into words, results stay in the reader's
 * locale and docs version, the searched terms are highlighted on the page a
 * result opens, and a query with no match says so in the reader's language,
 * with what the reader may have meant and a link to the results page.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {gzipSync} from 'node:zlib';

import {buildDir} from '../build/buildDir';
import {axeViolations} from './support/accessibility';
import {expectNoEventFor, mobile, openPage} from './support/browser';
import {expect, test, type Page} from './support/fixtures';

// Docusaurus prefetches no route on a save-data connection: what a test
// sees fetched is the search's alone (otherwise the idle prefetching of the
// page's links, late on a busy machine, was counted as the search's too:
// PERFORMANCE.md, "Search"), and the CPU is the search's (support/fixtures.ts,
// saveData). The search loads on intent all the same.
test.use({saveData: true});

const searchInput = '.navbar__search input.navbar__search-input';
/** The same box, once the dropdown's code drives it. */
const combobox = '.navbar__search input[role="combobox"]';
/** The results; the last option is the results page. */
const suggestion = '[role="option"]:not(:last-child)';

/** A small phone's screen, in portrait. */
const phone = {width: 375, height: 667};

/** Opens `route`, types `query` in the navbar search and waits for the dropdown. */
async function searchFrom(
  page: Page,
  route: string,
  query: string,
): Promise<void> {
  await openPage(page, route);
  await page.click(searchInput);
  // The dropdown's code drives the box.
  await page.locator(combobox).waitFor();
  await page.keyboard.type(query, {delay: 20});
}

/**
 * Follows the result at `index` (0 is the first) and returns the path it
 * opened. `firstShows`: a text the first result shows once the dropdown
 * answers the whole query; the dropdown answers each prefix typed on the
 * way (拦截 before 拦截器), and Enter on those results opens another page.
 */
async function openResult(
  page: Page,
  route: string,
  query: string,
  index: number,
  firstShows?: string,
): Promise<string> {
  await searchFrom(page, route, query);
  await page.locator(suggestion).first().waitFor();
  if (firstShows)
    await expect(page.locator(suggestion).first()).toContainText(firstShows);
  return followResult(page, index);
}

/** Follows the shown result at `index` (0 is the first) and returns the path it opened. */
async function followResult(page: Page, index: number): Promise<string> {
  for (let step = 0; step < index; step += 1)
    await page.keyboard.press('ArrowDown');
  const before = page.url();
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => url.href !== before);
  return new URL(page.url()).pathname;
}

async function resultCount(page: Page): Promise<number> {
  return page.locator(suggestion).count();
}

test.describe('before search is used', () => {
  test('shows a translated box and downloads neither the search code nor an index', async ({
    page,
  }) => {
    const requests: string[] = [];
    page.on('request', (request) =>
      requests.push(new URL(request.url()).pathname),
    );
    await openPage(page, '/zh/docs/introduction');
    await page.waitForLoadState('networkidle');
    await expect(page.locator(searchInput)).toHaveAttribute(
      'placeholder',
      '搜索',
    );
    expect(
      requests.filter((url) => /search-index|lunr|worker/i.test(url)),
    ).toEqual([]);
  });

  test('focuses the box with Ctrl+K', async ({page}) => {
    await openPage(page, '/zh/docs/introduction');
    await page.keyboard.press('Control+k');
    const box = page.locator(combobox);
    await expect(box).toBeVisible();
    await expect(box).toBeFocused();
  });
});

test.describe('Chinese queries', () => {
  for (const [query, expected] of [
    ['拦截器', '/zh/docs/overview/interceptors'],
    ['动态模块', '/zh/docs/overview/dynamic-modules'],
    ['提供者', '/zh/docs/overview/providers'],
  ]) {
    test(`${query} finds ${expected} on 2.0.x`, async ({page}) => {
      const opened = await openResult(page, '/zh/docs/introduction', query, 0);
      expect(opened).toBe(expected);
    });
  }

  test('segments 依赖注入 into words and finds the pages about injection', async ({
    page,
  }) => {
    await searchFrom(page, '/zh/docs/introduction', '依赖注入');
    await expect(page.locator(suggestion).first()).toBeVisible();
    await expect
      .poll(async () =>
        (await page.locator(suggestion).allInnerTexts()).join('\n'),
      )
      .toMatch(/依赖注入|注入器/);
  });
});

test.describe('API names', () => {
  for (const [route, query, expected] of [
    [
      '/zh/docs/introduction',
      'Injector',
      '/zh/docs/api/lattice-app/classes/Injector',
    ],
    [
      '/zh/docs/introduction',
      'MountOptions',
      '/zh/docs/api/lattice-app/interfaces/MountOptions',
    ],
    [
      '/docs/1.0.x/introduction',
      'LatticeApplication',
      '/docs/1.0.x/api/lattice-app/classes/LatticeApplication',
    ],
  ]) {
    test(`on ${route}, ${query} opens its class or interface page first`, async ({
      page,
    }) => {
      expect(await openResult(page, route, query, 0)).toBe(expected);
    });
  }
});

test.describe("results stay in the reader's locale and version", () => {
  for (const [route, prefix] of [
    ['/zh/docs/introduction', /^\/zh\/docs\/(?!next\/|\d+\.\d+\.x\/)/],
    ['/zh/docs/1.0.x/introduction', /^\/zh\/docs\/1\.0\.x\//],
    ['/zh/docs/0.7.x/introduction', /^\/zh\/docs\/0\.7\.x\//],
    ['/zh/docs/next/introduction', /^\/zh\/docs\/next\//],
  ] as const) {
    test(`a search on ${route} opens pages of that version`, async ({page}) => {
      await searchFrom(page, route, '拦截器');
      await page.locator(suggestion).first().waitFor();
      // How many results there are once the first one shows, read once.
      const count = Math.min(await resultCount(page), 3);
      expect(count).toBeGreaterThan(0);
      for (let index = 0; index < count; index += 1) {
        if (index > 0) {
          // Back where the reader searched, in the app: the bar and its
          // index stay; the same query again.
          await page.goBack();
          await expect(page).toHaveURL(route);
          await page.click(searchInput);
          await page.locator(combobox).fill('');
          await page.keyboard.insertText('拦截器');
          await page.locator(suggestion).nth(index).waitFor();
        }
        expect(await followResult(page, index)).toMatch(prefix);
      }
    });
  }

  test('an English query on /docs opens English pages of 2.0.x', async ({
    page,
  }) => {
    const opened = await openResult(
      page,
      '/docs/introduction',
      'interceptor',
      0,
    );
    expect(opened).toMatch(/^\/docs\/(?!next\/|\d+\.\d+\.x\/)/);
    expect(opened).not.toMatch(/^\/zh\//);
  });
});

test.describe('what a reader sees', () => {
  test('highlights the searched terms on the page a result opens', async ({
    page,
  }) => {
    await openResult(page, '/zh/docs/introduction', '拦截器', 0, '拦截器');
    await expect(page).toHaveURL(/_highlight=/);
    const marks = page.locator('article mark');
    await expect(marks.first()).toBeVisible();
    await expect
      .poll(async () =>
        (await marks.allInnerTexts()).some((text) => text.includes('拦截器')),
      )
      .toBe(true);
  });

  test('says there is no result, in Chinese, and opens the results page from the last option', async ({
    page,
  }) => {
    await searchFrom(page, '/zh/docs/introduction', 'qwxyzzyplugh');
    await expect(page.locator('.navbar__search [role="status"]')).toHaveText(
      '没有找到与“qwxyzzyplugh”相关的内容。',
    );
    await page
      .getByRole('option', {name: '在全部文档中搜索“qwxyzzyplugh”'})
      .click();
    await expect(page).toHaveURL('/zh/search?q=qwxyzzyplugh');
  });

  test('offers what a misspelt query meant, and searches for it on a click', async ({
    page,
  }) => {
    await searchFrom(page, '/docs/introduction', 'compnentz');
    await expect(page.locator('.navbar__search')).toContainText(
      'Did you mean:',
    );
    const hint = page.locator('.navbar__search a[data-search-hint]').first();
    await expect(hint).toHaveText('component');
    await hint.click();
    await expect(page.locator(combobox)).toHaveValue('component');
    await expect(page.locator(suggestion).first()).toContainText('Components');
  });

  test('lists results on the full search page', async ({page}) => {
    await openPage(page, '/zh/search?q=%E6%8B%A6%E6%88%AA%E5%99%A8');
    await expect(page.getByText('“拦截器”的搜索结果')).toBeVisible();
    // The interceptors guide of 2.0.x is among the results, highlighted on opening.
    const link = page.locator(
      'a[href^="/zh/docs/overview/interceptors?_highlight="]',
    );
    await expect(link.first()).toBeVisible();
  });
});

test.describe('the first search', () => {
  test('shows its first result from the index head while the whole index is on its way', async ({
    page,
  }) => {
    // The whole index (not its head) held back for longer than the test
    // waits: the worker answers from the head (titles, headings).
    const whole = await holdWholeIndex(page);
    await searchFrom(page, '/zh/docs/introduction', '拦截器');
    await expect(page.locator(suggestion).first()).toContainText('拦截器');
    expect(whole.held()).toBeLessThanOrEqual(1);
    // A query the head has nothing for waits for the whole index, then
    // shows what its text holds.
    await page.locator(combobox).fill('');
    await page.keyboard.insertText('撤销');
    // The whole index has been asked for and is held: the box says it is
    // busy, and nothing is shown yet.
    await expect.poll(() => whole.held()).toBe(1);
    await expect(page.locator(combobox)).toHaveAttribute('aria-busy', 'true');
    await expect(page.locator(suggestion)).toHaveCount(0);
    whole.release();
    await expect(page.locator(suggestion).first()).toContainText('撤销');
    await expect(page.locator(combobox)).toHaveAttribute('aria-busy', 'false');
  });
});

/**
 * Holds the whole index files (not their heads) back until released; `held`
 * is how many requests for them are waiting.
 */
async function holdWholeIndex(
  page: Page,
): Promise<{release: () => void; held: () => number}> {
  const held: (() => void)[] = [];
  let released = false;
  await page
    .context()
    .route(/\/search-index-[0-9a-f]+\.json$/, async (route) => {
      if (!released) await new Promise<void>((resolve) => held.push(resolve));
      await route.continue();
    });
  return {
    release: () => {
      released = true;
      for (const resume of held.splice(0)) resume();
    },
    held: () => held.length,
  };
}

const optionTexts = (page: Page) =>
  page.locator('.navbar__search [role="option"]').allInnerTexts();

test.describe('the dropdown', () => {
  // 守卫 and guard: queries whose list from the index's head (titles and
  // headings) the whole index changes.
  for (const [locale, route, query, listName, count] of [
    ['zh', '/zh/docs/introduction', '守卫', '搜索结果', /^\d+ 条结果$/],
    ['en', '/docs/introduction', 'guard', 'Search results', /^\d+ results$/],
  ] as const) {
    test(`is a combobox, clean under axe, and keeps its list under the pointer while the whole index arrives (${locale})`, async ({
      page,
    }) => {
      const whole = await holdWholeIndex(page);
      await searchFrom(page, route, query);
      await expect(page.locator(suggestion).first()).toBeVisible();
      const box = page.locator(combobox);
      const list = page.getByRole('listbox', {name: listName});
      const options = list.getByRole('option');
      await expect(box).toHaveAttribute('aria-expanded', 'true');
      await expect(box).toHaveAttribute(
        'aria-controls',
        (await list.getAttribute('id'))!,
      );
      await expect(box).toHaveAttribute(
        'aria-activedescendant',
        (await options.first().getAttribute('id'))!,
      );
      await expect(page.locator('.navbar__search [role="status"]')).toHaveText(
        count,
      );
      // Every result says where it is: its page (and section) after what was found.
      for (const text of await page.locator(suggestion).allTextContents()) {
        expect(text).toMatch(/.› .|— ./);
      }
      expect(await axeViolations(page)).toEqual([]);

      // From the head; the reader's pointer moves onto the second result.
      const fromHead = await optionTexts(page);
      await options.nth(1).hover();
      await expect(box).toHaveAttribute(
        'aria-activedescendant',
        (await options.nth(1).getAttribute('id'))!,
      );
      expect(whole.held()).toBeGreaterThan(0);
      const loaded = page.waitForResponse(/\/search-index-[0-9a-f]+\.json$/);
      whole.release();
      await loaded;
      await expectNoEventFor(
        2000,
        'the list changed under the pointer',
        (timeout) =>
          page.waitForFunction(
            (before) =>
              [
                ...document.querySelectorAll<HTMLElement>(
                  '.navbar__search [role="option"]',
                ),
              ]
                .map((option) => option.innerText)
                .join('\n') !== before,
            fromHead.join('\n'),
            {timeout},
          ),
      );
      // Asked again, the whole index answers otherwise: the list above
      // would have changed.
      // (The box emptied shows no list: wait for the answer, not for that.)
      await box.fill('');
      await page.keyboard.insertText(query);
      await expect
        .poll(async () => {
          const texts = await optionTexts(page);
          return texts.length > 0 && texts.join('\n') !== fromHead.join('\n');
        })
        .toBe(true);

      // The keys of a listbox: End to the results page, Home back; Escape
      // closes and keeps the text.
      await page.keyboard.press('End');
      await expect(box).toHaveAttribute(
        'aria-activedescendant',
        (await options.last().getAttribute('id'))!,
      );
      await page.keyboard.press('Home');
      await expect(box).toHaveAttribute(
        'aria-activedescendant',
        (await options.first().getAttribute('id'))!,
      );
      await page.keyboard.press('Escape');
      await expect(box).toHaveAttribute('aria-expanded', 'false');
      await expect(list).toBeHidden();
      await expect(box).toHaveValue(query);
    });
  }

  test('refines a list from the head with the whole index when the reader has not moved into it', async ({
    page,
  }) => {
    const whole = await holdWholeIndex(page);
    await searchFrom(page, '/zh/docs/1.1.x/introduction', '守卫');
    await expect(page.locator(suggestion).first()).toBeVisible();
    const fromHead = await optionTexts(page);
    whole.release();
    await expect.poll(() => optionTexts(page)).not.toEqual(fromHead);
  });

  test('on a phone: results a finger can take, in the screen, scrolled inside the dropdown, by the keys too', async ({
    page,
  }) => {
    await page.setViewportSize(mobile);
    await searchFrom(page, '/zh/docs/introduction', '模块');
    const options = page.locator(suggestion);
    await expect(options.first()).toBeVisible();
    for (const option of await options.all()) {
      expect((await option.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    }
    const dropdown = page
      .locator('.navbar__search [role="listbox"]')
      .locator('..');
    const place = (await dropdown.boundingBox())!;
    expect(place.x).toBeGreaterThanOrEqual(0);
    expect(place.x + place.width).toBeLessThanOrEqual(mobile.width);
    expect(place.y + place.height).toBeLessThan(mobile.height);
    expect(
      await dropdown.evaluate((element) => getComputedStyle(element).overflowY),
    ).toBe('auto');
    await expect(page.locator(combobox)).toBeFocused();

    // A shorter screen, where the results do not fit: the keys that move
    // through them scroll the dropdown to the option they reach.
    await page.setViewportSize(phone);
    await expect
      .poll(() =>
        dropdown.evaluate(
          (element) => element.scrollHeight > element.clientHeight,
        ),
      )
      .toBe(true);
    const inView = async () => {
      const id = await page
        .locator(combobox)
        .getAttribute('aria-activedescendant');
      const option = (await page.locator(`[id="${id}"]`).boundingBox())!;
      const shown = (await dropdown.boundingBox())!;
      return (
        option.y >= shown.y - 1 &&
        option.y + option.height <= shown.y + shown.height + 1
      );
    };
    await page.keyboard.press('End');
    await expect.poll(inView).toBe(true);
    await page.keyboard.press('Home');
    await expect.poll(inView).toBe(true);
    await page.keyboard.press('ArrowUp');
    await expect.poll(inView).toBe(true);
    // The last option reached, a new answer: its first option, at the top.
    const last = await page
      .locator(combobox)
      .getAttribute('aria-activedescendant');
    await page.keyboard.press('Backspace');
    await expect(page.locator(combobox)).not.toHaveAttribute(
      'aria-activedescendant',
      last!,
    );
    await expect(options.first()).toHaveAttribute('aria-selected', 'true');
    await expect.poll(inView).toBe(true);
    expect(await dropdown.evaluate((element) => element.scrollTop)).toBe(0);
  });
});

test.describe('weight', () => {
  test('downloads at most 650 KB gzip for the first search in zh, whole index included', async ({
    page,
    context,
  }) => {
    await openPage(page, '/zh/docs/introduction');
    await page.waitForLoadState('networkidle');
    // Workers fetch their own scripts and the index: watch the whole context.
    const fetched = new Set<string>();
    context.on('requestfinished', (request) =>
      fetched.add(new URL(request.url()).pathname),
    );
    await page.click(searchInput);
    await page.locator(combobox).waitFor();
    await page.keyboard.type('拦截器', {delay: 20});
    await page.locator(suggestion).first().waitFor();
    // The first result comes from the index's head (the test above holds the
    // whole index back); the whole index follows half a second later.
    await expect
      .poll(() =>
        [...fetched].some((file) => /search-index-[0-9a-f]+\.json$/.test(file)),
      )
      .toBe(true);
    await page.waitForLoadState('networkidle');
    const files = [...fetched].filter((file) => /\.(js|json)$/.test(file));
    expect(files.filter((file) => /search-index/.test(file)).sort()).toEqual([
      expect.stringMatching(/search-index-[0-9a-f]+\.head\.json$/),
      expect.stringMatching(/search-index-[0-9a-f]+\.json$/),
    ]);
    const bytes = files.reduce(
      (sum, file) =>
        sum + gzipSync(readFileSync(path.join(buildDir, file))).length,
      0,
    );
    console.log(
      `first search in zh: ${files.length} files, ${Math.round(bytes / 1024)} KB gzip`,
    );
    expect(bytes).toBeLessThanOrEqual(650 * 1024);
  });
});
