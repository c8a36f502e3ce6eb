/**
 * The Markdown twins and llms.txt files as nginx serves them
 * (deploy/nginx.conf), and the copy-page menu beside a docs page's title
 * (src/components/CopyPageMenu) as a reader uses it: by mouse and keyboard,
 * in both locales, also when the twin arrives slowly.
 */
import {createServer, request as httpRequest} from 'node:http';
import {gunzipSync} from 'node:zlib';

import {
  latestRelease,
  routeVersions,
  versionPrefixes,
} from '../../scripts/lib/routeMap';
import {openPage} from './support/browser';
import {expect, test} from './support/fixtures';
import {
  freePort,
  httpGet,
  mapLimit,
  siteUrl,
  type RawResponse,
} from './support/server';
import {inLocale, pages} from './support/site';

// What these tests check does not depend on loading: no route fetched ahead
// (support/fixtures.ts, saveData).
test.use({saveData: true});

const header = (response: RawResponse, name: string): string => {
  const value = response.headers[name.toLowerCase()];
  return Array.isArray(value) ? value.join(', ') : (value ?? '');
};

/** Every llms.txt of the site: the latest release's and the other versions', per locale. */
const llmsFiles = ['', '/zh'].flatMap((prefix) => [
  `${prefix}/llms.txt`,
  ...routeVersions
    .filter((version) => version !== latestRelease)
    .map((version) => `${prefix}${versionPrefixes[version]}/llms.txt`),
]);

test.describe('nginx', () => {
  test('serves a twin as Markdown, compressed, revalidated, with the security headers', async () => {
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

  test('serves llms.txt as plain text', async () => {
    for (const file of ['/llms.txt', '/zh/llms-full.txt']) {
      const response = await httpGet(file);
      expect(response.status).toBe(200);
      expect(header(response, 'content-type')).toBe(
        'text/plain; charset=utf-8',
      );
    }
  });

  test('answers a missing twin with 404, not with a page', async () => {
    for (const route of ['/docs/no-such-page.md', '/zh/docs/no-such-page.md']) {
      const response = await httpGet(route);
      expect(response.status).toBe(404);
    }
  });

  test('answers 200 for every link of every llms.txt', async () => {
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

// The copy-page tests read what the menu put in the clipboard.
test.use({permissions: ['clipboard-read', 'clipboard-write']});

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

for (const locale of ['zh', 'en'] as const) {
  test.describe(`the copy-page menu (${locale})`, () => {
    const text = labels[locale];

    test('copies the page as Markdown, even when the twin arrives slowly', async ({
      page,
    }) => {
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
      await expect(
        page.getByRole('status').filter({hasText: text.copied}),
      ).toBeVisible();
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      const twin = (await httpGet(`${route}.md`)).body.toString('utf8');
      expect(copied).toBe(twin);
      expect(copied).toMatch(locale === 'zh' ? /^# 拦截器/ : /^# Interceptors/);
    });

    test('opens the twin and the version’s llms.txt', async ({
      page,
      context,
    }) => {
      const route = inLocale(locale, `/docs/0.7.x/overview/modules`);
      await openPage(page, route);
      await page.getByText(text.menu, {exact: true}).click();
      const view = page.getByRole('link', {name: text.view});
      await expect(view).toHaveAttribute('href', `${route}.md`);
      const [twin] = await Promise.all([
        context.waitForEvent('page'),
        view.click(),
      ]);
      await twin.waitForLoadState();
      await expect(twin.locator('body')).toHaveText(/^# /, {
        useInnerText: true,
      });
      await twin.close();
      await expect(page.getByRole('link', {name: text.llms})).toHaveAttribute(
        'href',
        inLocale(locale, '/docs/0.7.x/llms.txt'),
      );
    });

    test('stands beside the title of every kind of docs page, and of no other page', async ({
      page,
    }) => {
      for (const route of [
        pages.firstSteps,
        pages.apiWithH4,
        '/docs/category/overview',
        '/docs/next/introduction',
      ]) {
        await openPage(page, inLocale(locale, route));
        const row = page.locator('article h1, main h1').first().locator('..');
        await expect(row.getByText(text.menu, {exact: true})).toBeVisible();
        // (The menu is closed: its links are in the page, not yet shown.)
        await expect(row.locator('a[href$=".md"]')).toHaveAttribute(
          'href',
          `${inLocale(locale, route)}.md`,
        );
      }
      await openPage(page, inLocale(locale, pages.faq));
      await expect(page.getByText(text.menu, {exact: true})).toHaveCount(0);
    });

    test('does not move while the page’s HTML is still arriving', async ({
      page,
      problems,
    }) => {
      // The HTML stops right after the menu's start tag, as a slow network
      // or a busy parser leaves it, before its <summary> arrives.
      const route = inLocale(locale, pages.interceptors);
      const html = (await httpGet(route)).body.toString('utf8');
      const cut =
        html.indexOf('>', html.indexOf('<details class="copyPageMenu')) + 1;
      expect(cut).toBeGreaterThan(0);
      let sendRest = () => {};
      const restSent = new Promise<void>((resolve) => (sendRest = resolve));
      const server = createServer((request, response) => {
        if (request.url !== route) {
          // Everything else as nginx serves it.
          const upstream = httpRequest(
            siteUrl(request.url ?? '/'),
            (answer) => {
              response.writeHead(answer.statusCode ?? 502, answer.headers);
              answer.pipe(response);
            },
          );
          upstream.end();
          return;
        }
        response.writeHead(200, {'content-type': 'text/html; charset=utf-8'});
        response.write(html.slice(0, cut));
        void restSent.then(() => response.end(html.slice(cut)));
      });
      const port = await freePort();
      // This test's own server, in front of nginx.
      problems.allow(new RegExp(`^http://127\\.0\\.0\\.1:${port}/`));
      await new Promise<void>((resolve) =>
        server.listen(port, '127.0.0.1', resolve),
      );
      try {
        await page.addInitScript(() => {
          const shifted: string[] = [];
          (window as {shifted?: string[]}).shifted = shifted;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & {
              sources: {node?: Node | null}[];
            })[]) {
              for (const source of entry.sources)
                shifted.push((source.node as Element | null)?.className ?? '?');
            }
          }).observe({type: 'layout-shift', buffered: true});
        });
        await page.goto(`http://127.0.0.1:${port}${route}`, {
          waitUntil: 'commit',
        });
        const menu = page.locator('details.copyPageMenu');
        await expect(menu).toHaveCount(1);
        // The browser has painted what came (two frames), menu included.
        await page.evaluate(
          () =>
            new Promise((resolve) =>
              requestAnimationFrame(() => requestAnimationFrame(resolve)),
            ),
        );
        await expect(menu).toBeHidden();
        sendRest();
        await expect(menu.getByText(text.menu, {exact: true})).toBeVisible();
        await page.waitForLoadState('load');
        expect(
          await page.evaluate(() => (window as {shifted?: string[]}).shifted),
        ).not.toContainEqual(expect.stringContaining('copyPageMenu'));
      } finally {
        sendRest();
        // Nothing of the page may still ask the server once it is gone.
        await page.goto('about:blank');
        server.closeAllConnections();
        await new Promise((resolve) => server.close(resolve));
      }
    });

    test('is reachable and usable from the keyboard', async ({page}) => {
      await openPage(page, inLocale(locale, pages.interceptors));
      const summary = page.getByText(text.menu, {exact: true});
      await summary.focus();
      await page.keyboard.press('Enter');
      await page.keyboard.press('Tab');
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.textContent))
        .toBe(text.copy);
      await page.keyboard.press('Enter');
      await expect(
        page.getByRole('status').filter({hasText: text.copied}),
      ).toBeVisible();
    });
  });
}

test.describe('without the clipboard API', () => {
  test('shows the Markdown selected, to copy with Ctrl+C', async ({page}) => {
    await page.addInitScript(() =>
      Object.defineProperty(navigator, 'clipboard', {value: undefined}),
    );
    await openPage(page, inLocale('zh', pages.interceptors));
    await page.getByText(labels.zh.menu, {exact: true}).click();
    await page.getByRole('button', {name: labels.zh.copy}).click();
    await expect(
      page.getByRole('status').filter({hasText: '按 Ctrl+C'}),
    ).toBeVisible();
    // The text area is focused and selected in an effect after the status
    // shows: read until it is.
    await expect
      .poll(() =>
        page.evaluate(() => {
          const area = document.activeElement as HTMLTextAreaElement;
          return area.value.slice(area.selectionStart, area.selectionEnd);
        }),
      )
      .toMatch(/^# 拦截器/);
  });
});
