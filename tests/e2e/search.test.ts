/**
 * Offline search as a reader uses it: the box loads nothing until used,
 * Chinese queries are segmented into words, results stay in the reader's
 * locale and docs version, the searched terms are highlighted on the page a
 * result opens, and a query with no match says so in the reader's language.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import type {Page} from 'playwright-core';

import {buildDir} from '../build/buildDir';
import {launchBrowser, openPage, type BrowserSession} from './support/browser';

let session: BrowserSession;
beforeAll(async () => {
  session = await launchBrowser();
});
afterAll(() => session?.close());

const searchInput = '.navbar__search input.navbar__search-input';
const suggestion = '[role="option"]';

/** Opens `route`, types `query` in the navbar search and waits for the dropdown. */
async function searchFrom(
  page: Page,
  route: string,
  query: string,
): Promise<void> {
  await openPage(page, route);
  await page.click(searchInput);
  // The plugin's bar replaces the stand-in and takes the focus.
  await page.waitForSelector('.navbar__search input[role="combobox"]');
  await page.keyboard.type(query, {delay: 20});
}

/** Follows the result at `index` (0 is the first) and returns the path it opened. */
async function openResult(
  page: Page,
  route: string,
  query: string,
  index: number,
): Promise<string> {
  await searchFrom(page, route, query);
  await page.waitForSelector(suggestion);
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

describe('before search is used', () => {
  it('shows a translated box and downloads neither the search code nor an index', async () => {
    const page = await session.freshPage();
    const requests: string[] = [];
    page.on('request', (request) =>
      requests.push(new URL(request.url()).pathname),
    );
    await openPage(page, '/zh/docs/introduction');
    await page.waitForLoadState('networkidle');
    await expect(page.getAttribute(searchInput, 'placeholder')).resolves.toBe(
      '搜索',
    );
    expect(
      requests.filter((url) => /search-index|lunr|worker/i.test(url)),
    ).toEqual([]);
  });

  it('focuses the box with Ctrl+K', async () => {
    const page = await session.freshPage();
    await openPage(page, '/zh/docs/introduction');
    await page.keyboard.press('Control+k');
    await page.waitForSelector('.navbar__search input[role="combobox"]');
    await expect(
      page.evaluate(() => document.activeElement?.getAttribute('role')),
    ).resolves.toBe('combobox');
  });
});

describe('Chinese queries', () => {
  it.each([
    ['拦截器', '/zh/docs/overview/interceptors'],
    ['动态模块', '/zh/docs/overview/dynamic-modules'],
    ['提供者', '/zh/docs/overview/providers'],
  ])('%s finds %s on 2.0.x', async (query, expected) => {
    const page = await session.freshPage();
    const opened = await openResult(page, '/zh/docs/introduction', query, 0);
    expect(opened).toBe(expected);
  });

  it('segments 依赖注入 into words and finds the pages about injection', async () => {
    const page = await session.freshPage();
    await searchFrom(page, '/zh/docs/introduction', '依赖注入');
    await page.waitForSelector(suggestion);
    const text = await page.locator(suggestion).allInnerTexts();
    expect(text.join('\n')).toMatch(/依赖注入|注入器/);
  });
});

describe('API names', () => {
  it.each([
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
  ])(
    'on %s, %s opens its class or interface page first',
    async (route, query, expected) => {
      const page = await session.freshPage();
      expect(await openResult(page, route, query, 0)).toBe(expected);
    },
  );
});

describe("results stay in the reader's locale and version", () => {
  it.each([
    ['/zh/docs/introduction', /^\/zh\/docs\/(?!next\/|\d+\.\d+\.x\/)/],
    ['/zh/docs/1.0.x/introduction', /^\/zh\/docs\/1\.0\.x\//],
    ['/zh/docs/0.7.x/introduction', /^\/zh\/docs\/0\.7\.x\//],
    ['/zh/docs/next/introduction', /^\/zh\/docs\/next\//],
  ])('a search on %s opens pages of that version', async (route, prefix) => {
    const page = await session.freshPage();
    await searchFrom(page, route, '拦截器');
    await page.waitForSelector(suggestion);
    const count = Math.min(await resultCount(page), 3);
    expect(count).toBeGreaterThan(0);
    for (let index = 0; index < count; index += 1) {
      expect(await openResult(page, route, '拦截器', index)).toMatch(prefix);
    }
  });

  it('an English query on /docs opens English pages of 2.0.x', async () => {
    const page = await session.freshPage();
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

describe('what a reader sees', () => {
  it('highlights the searched terms on the page a result opens', async () => {
    const page = await session.freshPage();
    await openResult(page, '/zh/docs/introduction', '拦截器', 0);
    expect(page.url()).toContain('_highlight=');
    await page.waitForSelector('article mark');
    const marked = await page.locator('article mark').allInnerTexts();
    expect(marked.some((text) => text.includes('拦截器'))).toBe(true);
  });

  it('says there is no result, in Chinese', async () => {
    const page = await session.freshPage();
    await searchFrom(page, '/zh/docs/introduction', 'qwxyzzyplugh');
    await expect(
      page.getByText('没有找到任何文档').first().waitFor(),
    ).resolves.toBeUndefined();
  });

  it('lists results on the full search page', async () => {
    const page = await session.freshPage();
    await openPage(page, '/zh/search?q=%E6%8B%A6%E6%88%AA%E5%99%A8');
    await page.getByText('“拦截器”的搜索结果').waitFor();
    // The interceptors guide of 2.0.x is among the results, highlighted on opening.
    const link = page.locator(
      'a[href^="/zh/docs/overview/interceptors?_highlight="]',
    );
    await expect(link.first().waitFor()).resolves.toBeUndefined();
  });
});

describe('weight', () => {
  it('downloads at most 600 KB gzip for the first search in zh', async () => {
    const page = await session.freshPage();
    await openPage(page, '/zh/docs/introduction');
    await page.waitForLoadState('networkidle');
    const fetched = new Set<string>();
    page.on('requestfinished', (request) =>
      fetched.add(new URL(request.url()).pathname),
    );
    // Workers fetch their own scripts and the index: watch the whole context.
    session.context.on('requestfinished', (request) =>
      fetched.add(new URL(request.url()).pathname),
    );
    await page.click(searchInput);
    await page.waitForSelector('.navbar__search input[role="combobox"]');
    await page.keyboard.type('拦截器', {delay: 20});
    await page.waitForSelector(suggestion);
    await page.waitForLoadState('networkidle');
    const files = [...fetched].filter((url) => /\.(js|json)$/.test(url));
    expect(files.some((url) => /search-index/.test(url))).toBe(true);
    const bytes = files.reduce(
      (sum, url) =>
        sum + gzipSync(readFileSync(path.join(buildDir, url))).length,
      0,
    );
    console.log(
      `first search in zh: ${files.length} files, ${Math.round(bytes / 1024)} KB gzip`,
    );
    expect(bytes).toBeLessThanOrEqual(600 * 1024);
  });
});
