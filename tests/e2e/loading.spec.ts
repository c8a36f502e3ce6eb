/**
 * Slow and failing page loads: the progress bar of a slow route change, the
 * full page load after a failed route preload, the red box (src/theme/Loading)
 * of a page whose code failed to load and its Retry, the crash screen
 * (src/theme/ErrorPageContent) of a page that throws and its Try again.
 * Failures are made in the browser (page.route), never in the build.
 */
import {
  emulateConnection,
  openPage,
  saveScreenshot,
  waitForHydration,
} from './support/browser';
import {
  isEntryScript,
  plainHeaders,
  rewriteScripts,
  scriptFiles,
  throwingContent,
  withoutReloadOnFailedPreload,
} from './support/chunks';
import {
  expect,
  test,
  type BrowserProblems,
  type Page,
} from './support/fixtures';
import {siteUrl} from './support/server';
import {inLocale, labels, pages} from './support/site';

const locale = 'zh';

/**
 * Records when nprogress's bar was first put on the page, when the last
 * route change by the browser's history (Back) began, and when the page's
 * heading first read `awaited`.
 */
const watchProgressBar = `
  window.__progressBar = {};
  new MutationObserver(() => {
    const times = window.__progressBar;
    if (times.shownAt === undefined && document.getElementById('nprogress'))
      times.shownAt = performance.now();
    if (times.awaited !== undefined && times.arrivedAt === undefined &&
        document.querySelector('article h1')?.innerText === times.awaited)
      times.arrivedAt = performance.now();
  }).observe(document, {childList: true, subtree: true, characterData: true});
  addEventListener('popstate', () => {
    window.__progressBar.backAt = performance.now();
  });
`;

interface ProgressBarTimes {
  /** When the bar was first put on the page (ms, the page's clock). */
  shownAt?: number;
  /** When the last Back began. */
  backAt?: number;
  /** The heading the route change is waited for by. */
  awaited?: string;
  /** When the page's heading first read `awaited`: the route change is over. */
  arrivedAt?: number;
}

function progressBarTimes(page: Page): Promise<ProgressBarTimes> {
  return page.evaluate(
    () =>
      (window as unknown as {__progressBar: ProgressBarTimes}).__progressBar,
  );
}

function sidebarLink(page: Page, route: string) {
  return page.locator(`aside a[href="${inLocale(locale, route)}"]`).first();
}

/**
 * What a page chunk cut off with route.abort('internetdisconnected') leaves
 * behind, and all it may leave: the failed request of a script (or of its
 * prefetch) and the line Chromium logs on the console for it.
 */
function allowDisconnectedChunks(problems: BrowserProblems): void {
  problems.allow(/\/assets\/js\/[^/]+\.js: net::ERR_INTERNET_DISCONNECTED$/);
  problems.allow(/: Failed to load resource: net::ERR_INTERNET_DISCONNECTED/);
}

test.describe('a route change', () => {
  test('shows the progress bar when it takes longer than 200 ms, and not when it is quick', async ({
    page,
  }) => {
    await page.addInitScript(watchProgressBar);
    await openPage(page, inLocale(locale, pages.firstSteps));
    await page.waitForLoadState('networkidle');
    const heading = page.locator('article h1');
    const firstStepsTitle = await heading.innerText();

    // Quick: back to a page whose code is loaded already. (The way there
    // may or may not be quick: its code is prefetched in idle time, which a
    // busy machine may not have had yet. Only the way back is watched.)
    await sidebarLink(page, '/docs/overview/application').click();
    await page.waitForURL(inLocale(locale, '/docs/overview/application'));
    // The address changes at the click, the page only once its code is
    // there: until it shows, the bar's timer of the way there still runs,
    // and would fire during the way back.
    await expect(heading).toHaveText(
      (
        await sidebarLink(page, '/docs/overview/application').innerText()
      ).trim(),
      {useInnerText: true},
    );
    await expect(page.locator('#nprogress')).not.toBeAttached();
    await page.evaluate((awaited) => {
      (window as unknown as {__progressBar: ProgressBarTimes}).__progressBar = {
        awaited,
      };
    }, firstStepsTitle);
    await page.goBack();
    await page.waitForURL(inLocale(locale, pages.firstSteps));
    await expect(heading).toHaveText(firstStepsTitle, {useInnerText: true});
    // The route change is over once the page shows (the bar's timer is
    // cleared then). Quick, it had no bar; on a machine too busy to render
    // the page within 200 ms, the bar may come, but never sooner, and
    // never once the page shows.
    const back = await progressBarTimes(page);
    expect(back.backAt).toBeDefined();
    expect(back.arrivedAt).toBeDefined();
    if (back.shownAt !== undefined) {
      expect(back.shownAt - back.backAt!).toBeGreaterThanOrEqual(199);
      expect(back.shownAt).toBeLessThan(back.arrivedAt!);
    }

    // Slow: the next page's code takes 1.5 s to arrive.
    await page.route(scriptFiles, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.continue();
    });
    await sidebarLink(page, '/docs/overview/providers').click();
    const bar = page.locator('#nprogress .bar');
    await expect(bar).toBeVisible();
    // Decoration, without nprogress's role="bar", a role ARIA does not have
    // (departure progress-bar).
    await expect(bar).not.toHaveAttribute('role');
    await expect(bar).toHaveAttribute('aria-hidden', 'true');
    await page.waitForURL(inLocale(locale, '/docs/overview/providers'));
    await expect(page.locator('#nprogress')).not.toBeAttached();
    expect((await progressBarTimes(page)).shownAt).toBeDefined();
    await expect(page.locator('article h1')).toHaveText(
      (await sidebarLink(page, '/docs/overview/providers').innerText()).trim(),
      {useInnerText: true},
    );
  });

  test('that fails to load its code ends in a full page load of the target', async ({
    page,
    problems,
  }) => {
    // The chunks this test makes fail, before the full page load.
    allowDisconnectedChunks(problems);
    // No prefetching (a save-data connection), so the target's code is first
    // requested by the navigation itself; Docusaurus still preloads on
    // navigation then, and that is the request this test makes fail.
    await emulateConnection(page, {effectiveType: '4g', saveData: true});
    await openPage(page, inLocale(locale, pages.firstSteps));
    await page.waitForLoadState('networkidle');

    // A full URL: compared with request.url().
    const target = siteUrl(inLocale(locale, '/docs/overview/modules'));
    const documentLoads: string[] = [];
    let networkDown = true;
    page.on('request', (request) => {
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
    // The router changes the URL at once; the full page load follows once
    // the chunk has failed (later on a busy machine): wait for it, then for
    // the new document (its navigation entry is the target's) to hydrate.
    await expect.poll(() => documentLoads).toEqual([target]);
    await page.waitForFunction(
      (url) => performance.getEntriesByType('navigation')[0]?.name === url,
      target,
    );
    await waitForHydration(page);
    expect(failedChunks).toBeGreaterThan(0);
    expect(documentLoads).toEqual([target]);
    await expect(page.locator('article h1')).toHaveText(
      (await sidebarLink(page, '/docs/overview/modules').innerText()).trim(),
      {useInnerText: true},
    );
  });
});

test.describe('a page whose code fails to load', () => {
  test('shows the red box with the error, and Retry recovers once the network is back', async ({
    page,
    problems,
  }) => {
    // The chunks this test makes fail while the network is down.
    allowDisconnectedChunks(problems);
    // Hovering the link (on the way to the click) preloads its route through
    // window.docusaurus.preload, whose promise <Link> leaves unhandled: the
    // chunk's ChunkLoadError surfaces as an unhandled rejection as well.
    problems.allow(
      /: Loading chunk \S+ failed\.\n\(error: \S+\/assets\/js\/[^/\s]+\.js\)/,
    );
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
    await expect(errorBox).toBeVisible();
    await expect(errorBox).toHaveText(
      /Loading chunk .* failed|ChunkLoadError/,
      {useInnerText: true},
    );
    // In place of the page content; the navbar and the sidebar stay.
    await expect(page.locator('nav.navbar')).toBeVisible();
    await expect(
      page.locator('aside.theme-doc-sidebar-container'),
    ).toBeVisible();
    await expect(page.locator('article h1')).toHaveCount(0);
    await saveScreenshot(page, 'loading-error');

    networkDown = false;
    await errorBox.getByRole('button', {name: labels[locale].retry}).click();
    await expect(page.locator('article h1')).toBeVisible();
    await expect(page.locator('article h1')).toHaveText(targetTitle, {
      useInnerText: true,
    });
    await expect(errorBox).toHaveCount(0);
  });
});

test.describe('a page that throws', () => {
  test('shows the crash screen, and Try again renders it once it no longer throws', async ({
    page,
    problems,
  }) => {
    const route = inLocale(locale, pages.firstSteps);
    const message = 'E2E: the content of this page threw';
    // The error boundary that shows the crash screen logs the error it
    // caught (React's onCaughtError): the one error this page may show.
    problems.allow(/E2E: the content of this page threw/);
    // The one chunk holding the page's content (the browser may ask for it
    // more than once: its preload, then the script).
    const rewritten = new Set<string>();
    await rewriteScripts(page, (url, text) => {
      const result = throwingContent(text, route, '__latticeE2eCrash', message);
      if (result) rewritten.add(url);
      return result;
    });
    await page.addInitScript(() => {
      (window as unknown as {__latticeE2eCrash: boolean}).__latticeE2eCrash =
        true;
    });

    await page.goto(route);
    const crash = page.getByRole('heading', {
      level: 1,
      name: labels[locale].crashTitle,
    });
    await expect(crash).toBeVisible();
    expect(rewritten.size).toBe(1);
    await expect(page.getByText(message)).toBeVisible();
    // The rest of the page is still there: the reader can go elsewhere.
    await expect(page.locator('nav.navbar')).toBeVisible();
    await saveScreenshot(page, 'crash-screen');

    await page.evaluate(() => {
      (window as unknown as {__latticeE2eCrash: boolean}).__latticeE2eCrash =
        false;
    });
    await page.getByRole('button', {name: labels[locale].tryAgain}).click();
    await expect(page.locator('article h1')).toBeVisible();
    await expect(crash).toHaveCount(0);
    await expect(page.getByText(message)).toHaveCount(0);
  });
});
