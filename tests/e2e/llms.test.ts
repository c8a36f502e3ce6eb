/**
 * The Markdown twins and llms.txt files as nginx serves them
 * (deploy/nginx.conf), and the copy-page menu beside a docs page's title
 * (src/components/CopyPageMenu) as a reader uses it: by mouse and keyboard,
 * in both locales, also when the twin arrives slowly.
 */
import {gunzipSync} from 'node:zlib';

import {launchBrowser, openPage, type BrowserSession} from './support/browser';
import {httpGet, mapLimit, type RawResponse} from './support/server';
import {inLocale, pages} from './support/site';

const header = (response: RawResponse, name: string): string => {
  const value = response.headers[name.toLowerCase()];
  return Array.isArray(value) ? value.join(', ') : (value ?? '');
};

/** Every llms.txt of the site: the latest release's and the other versions', per locale. */
const llmsFiles = ['', '/zh'].flatMap((prefix) => [
  `${prefix}/llms.txt`,
  ...['next', '1.1.x', '1.0.x', '0.7.x'].map(
    (version) => `${prefix}/docs/${version}/llms.txt`,
  ),
]);

describe('nginx', () => {
  it('serves a twin as Markdown, compressed, revalidated, with the security headers', async () => {
    const response = await httpGet('/zh/docs/overview/interceptors.md', {
      'Accept-Encoding': 'gzip',
    });
    expect(response.status).toBe(200);
    expect(header(response, 'content-type')).toBe(
      'text/markdown; charset=utf-8',
    );
    expect(header(response, 'content-encoding')).toBe('gzip');
    expect(header(response, 'cache-control')).toBe(
      'public, max-age=0, must-revalidate',
    );
    expect(header(response, 'x-content-type-options')).toBe('nosniff');
    expect(header(response, 'content-security-policy')).toContain(
      "default-src 'self'",
    );
    expect(gunzipSync(response.body).toString('utf8')).toMatch(/^# 拦截器/);
  });

  it('serves llms.txt as plain text', async () => {
    for (const file of ['/llms.txt', '/zh/llms-full.txt']) {
      const response = await httpGet(file);
      expect(response.status).toBe(200);
      expect(header(response, 'content-type')).toBe(
        'text/plain; charset=utf-8',
      );
    }
  });

  it('answers a missing twin with 404, not with a page', async () => {
    for (const route of ['/docs/no-such-page.md', '/zh/docs/no-such-page.md']) {
      const response = await httpGet(route);
      expect(response.status).toBe(404);
    }
  });

  it('answers 200 for every link of every llms.txt', async () => {
    const links = new Set<string>();
    for (const file of llmsFiles) {
      const response = await httpGet(file);
      expect(response.status).toBe(200);
      for (const [url] of response.body
        .toString('utf8')
        .matchAll(/https:\/\/lattice-framework\.github\.io[^\s)]*/g))
        links.add(new URL(url).pathname);
    }
    expect(links.size).toBeGreaterThan(500);
    const failing = (
      await mapLimit([...links], 8, async (link) => ({
        link,
        status: (await httpGet(link)).status,
      }))
    ).filter(({status}) => status !== 200);
    expect(failing).toEqual([]);
  });
});

let session: BrowserSession;
beforeAll(async () => {
  session = await launchBrowser();
  await session.context.grantPermissions(['clipboard-read', 'clipboard-write']);
});
afterAll(() => session?.close());

const labels = {
  zh: {
    menu: '复制页面',
    copy: '复制为 Markdown',
    view: '查看 Markdown',
    llms: '本版本的 llms.txt',
    copied: '已将本页复制为 Markdown',
  },
  en: {
    menu: 'Copy page',
    copy: 'Copy as Markdown',
    view: 'View as Markdown',
    llms: 'llms.txt of this version',
    copied: 'Copied the page as Markdown',
  },
} as const;

describe.each(['zh', 'en'] as const)('the copy-page menu (%s)', (locale) => {
  const text = labels[locale];

  it('copies the page as Markdown, even when the twin arrives slowly', async () => {
    const page = await session.freshPage();
    const route = inLocale(locale, pages.interceptors);
    await openPage(page, route);
    // The menu's code and the twin each take a second to come: a click
    // before they arrive must still end in the clipboard.
    await page.route(/\/assets\/js\/.*\.js$|\.md$/, async (request) => {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      await request.fallback();
    });
    await page.getByText(text.menu, {exact: true}).click();
    await page.getByRole('button', {name: text.copy}).click();
    await page.getByRole('status').filter({hasText: text.copied}).waitFor();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    const twin = (await httpGet(`${route}.md`)).body.toString('utf8');
    expect(copied).toBe(twin);
    expect(copied).toMatch(locale === 'zh' ? /^# 拦截器/ : /^# Interceptors/);
  });

  it('opens the twin and the version’s llms.txt', async () => {
    const page = await session.freshPage();
    const route = inLocale(locale, `/docs/0.7.x/overview/modules`);
    await openPage(page, route);
    await page.getByText(text.menu, {exact: true}).click();
    const view = page.getByRole('link', {name: text.view});
    expect(await view.getAttribute('href')).toBe(`${route}.md`);
    const [twin] = await Promise.all([
      page.context().waitForEvent('page'),
      view.click(),
    ]);
    await twin.waitForLoadState();
    expect(await twin.locator('body').innerText()).toMatch(/^# /);
    await twin.close();
    expect(
      await page.getByRole('link', {name: text.llms}).getAttribute('href'),
    ).toBe(inLocale(locale, '/docs/0.7.x/llms.txt'));
  });

  it('stands beside the title of every kind of docs page, and of no other page', async () => {
    const page = await session.freshPage();
    for (const route of [
      pages.firstSteps,
      pages.apiWithH4,
      '/docs/category/overview',
      '/docs/next/introduction',
    ]) {
      await openPage(page, inLocale(locale, route));
      const row = page.locator('article h1, main h1').first().locator('..');
      await row.getByText(text.menu, {exact: true}).waitFor();
      // (The menu is closed: its links are in the page, not yet shown.)
      expect(await row.locator('a[href$=".md"]').getAttribute('href')).toBe(
        `${inLocale(locale, route)}.md`,
      );
    }
    await openPage(page, inLocale(locale, pages.faq));
    expect(await page.getByText(text.menu, {exact: true}).count()).toBe(0);
  });

  it('is reachable and usable from the keyboard', async () => {
    const page = await session.freshPage();
    await openPage(page, inLocale(locale, pages.interceptors));
    const summary = page.getByText(text.menu, {exact: true});
    await summary.focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(
      text.copy,
    );
    await page.keyboard.press('Enter');
    await page.getByRole('status').filter({hasText: text.copied}).waitFor();
  });
});

describe('without the clipboard API', () => {
  it('shows the Markdown selected, to copy with Ctrl+C', async () => {
    const page = await session.freshPage();
    await page.addInitScript(() =>
      Object.defineProperty(navigator, 'clipboard', {value: undefined}),
    );
    await openPage(page, inLocale('zh', pages.interceptors));
    await page.getByText(labels.zh.menu, {exact: true}).click();
    await page.getByRole('button', {name: labels.zh.copy}).click();
    await page.getByRole('status').filter({hasText: '按 Ctrl+C'}).waitFor();
    const selected = await page.evaluate(() => {
      const area = document.activeElement as HTMLTextAreaElement;
      return area.value.slice(area.selectionStart, area.selectionEnd);
    });
    expect(selected).toMatch(/^# 拦截器/);
  });
});
