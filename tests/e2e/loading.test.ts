/**
 * Slow and failing page loads: the progress bar of a slow route change, the
 * full page load after a failed route preload, the red box (src/theme/Loading)
 * of a page whose code failed to load and its Retry, the crash screen
 * (src/theme/ErrorPageContent) of a page that throws and its Try again.
 * Failures are made in the browser (page.route), never in the build.
 */
import type {Page, Request} from 'playwright-core';

import {
  emulateConnection,
  launchBrowser,
  openPage,
  saveScreenshot,
  waitForHydration,
  type BrowserSession,
} from './support/browser';
import {
  isEntryScript,
  plainHeaders,
  rewriteScripts,
  scriptFiles,
  throwingContent,
  withoutReloadOnFailedPreload,
} from './support/chunks';
import {siteUrl} from './support/server';
import {inLocale, labels, pages} from './support/site';

let session: BrowserSession;
beforeAll(async () => {
  session = await launchBrowser();
});
afterAll(() => session?.close());

const locale = 'zh';

/** Records whether nprogress's bar was ever put on the page. */
const watchProgressBar = `
  window.__progressBarShown = false;
  new MutationObserver(() => {
    if (document.getElementById('nprogress')) window.__progressBarShown = true;
  }).observe(document, {childList: true, subtree: true});
`;

function progressBarShown(page: Page): Promise<boolean> {
  return page.evaluate(
    () =>
      (window as unknown as {__progressBarShown: boolean}).__progressBarShown,
  );
}

function sidebarLink(page: Page, route: string) {
  return page.locator(`aside a[href="${inLocale(locale, route)}"]`).first();
}

describe('a route change', () => {
  it('shows the progress bar when it takes longer than 200 ms, and not when it is quick', async () => {
    const page = await session.freshPage();
    await page.addInitScript(watchProgressBar);
    await openPage(page, inLocale(locale, pages.firstSteps));
    await page.waitForLoadState('networkidle');

    // Quick: back to a page whose code is loaded already.
    await sidebarLink(page, '/docs/overview/application').click();
    await page.waitForURL(
      siteUrl(inLocale(locale, '/docs/overview/application')),
    );
    await page.goBack();
    await page.waitForURL(siteUrl(inLocale(locale, pages.firstSteps)));
    await page.waitForTimeout(400);
    expect(await progressBarShown(page)).toBe(false);

    // Slow: the next page's code takes 1.5 s to arrive.
    await page.route(scriptFiles, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.continue();
    });
    await sidebarLink(page, '/docs/overview/providers').click();
    await page.locator('#nprogress .bar').waitFor({state: 'visible'});
    await page.waitForURL(
      siteUrl(inLocale(locale, '/docs/overview/providers')),
    );
    await page.locator('#nprogress').waitFor({state: 'detached'});
    expect(await progressBarShown(page)).toBe(true);
    expect(await page.locator('article h1').innerText()).toBe(
      (await sidebarLink(page, '/docs/overview/providers').innerText()).trim(),
    );
  });

  it('that fails to load its code ends in a full page load of the target', async () => {
    const page = await session.freshPage();
    // No prefetching (a save-data connection), so the target's code is first
    // requested by the navigation itself; Docusaurus still preloads on
    // navigation then, and that is the request this test makes fail.
    await emulateConnection(page, {effectiveType: '4g', saveData: true});
    await openPage(page, inLocale(locale, pages.firstSteps));
    await page.waitForLoadState('networkidle');

    const target = siteUrl(inLocale(locale, '/docs/overview/modules'));
    const documentLoads: string[] = [];
    let networkDown = true;
    page.on('request', (request: Request) => {
      if (
        request.isNavigationRequest() &&
        request.frame() === page.mainFrame()
      ) {
        documentLoads.push(request.url());
        networkDown = false;
      }
    });
    let failedChunks = 0;
    await page.route(scriptFiles, async (route) => {
      if (networkDown && !isEntryScript(route.request().url())) {
        failedChunks++;
        await route.abort('internetdisconnected');
      } else {
        await route.continue();
      }
    });

    await sidebarLink(page, '/docs/overview/modules').click();
    await page.waitForURL(target);
    await waitForHydration(page);
    expect(failedChunks).toBeGreaterThan(0);
    expect(documentLoads).toEqual([target]);
    expect(await page.locator('article h1').innerText()).toBe(
      (await sidebarLink(page, '/docs/overview/modules').innerText()).trim(),
    );
  });
});

describe('a page whose code fails to load', () => {
  it('shows the red box with the error, and Retry recovers once the network is back', async () => {
    const page = await session.freshPage();
    let networkDown = false;
    let reloadRemoved = 0;
    await page.route(scriptFiles, async (route) => {
      const url = route.request().url();
      if (!isEntryScript(url)) {
        if (networkDown) await route.abort('internetdisconnected');
        else await route.continue();
        return;
      }
      const response = await route.fetch();
      let body = await response.text();
      if (/\/main\.[0-9a-f]+\.js$/.test(url)) {
        body = withoutReloadOnFailedPreload(body);
        reloadRemoved++;
      }
      await route.fulfill({
        status: response.status(),
        headers: plainHeaders(response.headers()),
        body,
      });
    });
    await openPage(page, inLocale(locale, pages.firstSteps));
    await page.waitForLoadState('networkidle');
    expect(reloadRemoved).toBe(1);

    networkDown = true;
    const target = sidebarLink(page, '/docs/overview/modules');
    const targetTitle = (await target.innerText()).trim();
    await target.click();
    const errorBox = page
      .getByRole('alert')
      .filter({has: page.getByRole('button', {name: labels[locale].retry})});
    await errorBox.waitFor({state: 'visible'});
    expect(await errorBox.innerText()).toMatch(
      /Loading chunk .* failed|ChunkLoadError/,
    );
    // In place of the page content; the navbar and the sidebar stay.
    expect(await page.locator('nav.navbar').isVisible()).toBe(true);
    expect(
      await page.locator('aside.theme-doc-sidebar-container').isVisible(),
    ).toBe(true);
    expect(await page.locator('article h1').count()).toBe(0);
    await saveScreenshot(page, 'loading-error');

    networkDown = false;
    await errorBox.getByRole('button', {name: labels[locale].retry}).click();
    await page.locator('article h1').waitFor({state: 'visible'});
    expect(await page.locator('article h1').innerText()).toBe(targetTitle);
    expect(await errorBox.count()).toBe(0);
  });
});

describe('a page that throws', () => {
  it('shows the crash screen, and Try again renders it once it no longer throws', async () => {
    const page = await session.freshPage();
    const route = inLocale(locale, pages.firstSteps);
    const message = 'E2E: the content of this page threw';
    let rewritten = 0;
    await rewriteScripts(page, (_url, text) => {
      const result = throwingContent(text, route, '__latticeE2eCrash', message);
      if (result) rewritten++;
      return result;
    });
    await page.addInitScript(() => {
      (window as unknown as {__latticeE2eCrash: boolean}).__latticeE2eCrash =
        true;
    });

    await page.goto(siteUrl(route));
    const crash = page.getByRole('heading', {
      level: 1,
      name: labels[locale].crashTitle,
    });
    await crash.waitFor({state: 'visible'});
    expect(rewritten).toBe(1);
    expect(await page.getByText(message).isVisible()).toBe(true);
    // The rest of the page is still there: the reader can go elsewhere.
    expect(await page.locator('nav.navbar').isVisible()).toBe(true);
    await saveScreenshot(page, 'crash-screen');

    await page.evaluate(() => {
      (window as unknown as {__latticeE2eCrash: boolean}).__latticeE2eCrash =
        false;
    });
    await page.getByRole('button', {name: labels[locale].tryAgain}).click();
    await page.locator('article h1').waitFor({state: 'visible'});
    expect(await crash.count()).toBe(0);
    expect(await page.getByText(message).count()).toBe(0);
  });
});
