/**
 * Debian's Chromium driven by playwright-core; playwright never downloads a
 * browser here. Each test file launches its own Chromium with a fresh
 * --user-data-dir (launchPersistentContext) and closes it in afterAll; each
 * test starts from a fresh page with the site's storage cleared.
 */
import {mkdirSync, mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {chromium, type BrowserContext, type Page} from 'playwright-core';

import chromiumSetup from '../../../scripts/chromium.json';
import {siteDir} from '../../build/buildDir';
import {baseUrl, siteUrl} from './server';

/** Debian's Chromium and its flags, shared with the benchmarks. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? chromiumSetup.path;

export const chromiumFlags: string[] = chromiumSetup.flags;

export const desktop = {width: 1280, height: 800};
/** Below the theme's 996 px breakpoint: the mobile navbar and sidebar. */
export const mobile = {width: 800, height: 900};

export interface LaunchOptions {
  readonly viewport?: {width: number; height: number};
  readonly javaScriptEnabled?: boolean;
}

/** What went wrong on the pages of a session, for the test to assert on. */
export interface PageProblems {
  /** Uncaught exceptions and unhandled rejections. */
  readonly pageErrors: string[];
  /** console.error messages (React hydration errors, CSP violations, failed loads). */
  readonly consoleErrors: string[];
  /** Requests to any origin but the site's own. */
  readonly foreignRequests: string[];
}

export interface BrowserSession {
  readonly context: BrowserContext;
  readonly problems: PageProblems;
  /** Closes the open pages, clears the site's storage, opens a new page. */
  freshPage(): Promise<Page>;
  clearProblems(): void;
  close(): Promise<void>;
}

/** Reports Content-Security-Policy violations on the console, where the session sees them. */
const reportCspViolations = `
  document.addEventListener('securitypolicyviolation', (event) => {
    console.error('CSP violation: ' + event.violatedDirective + ' blocked ' + (event.blockedURI || 'inline code'));
  });
`;

export async function launchBrowser(
  options: LaunchOptions = {},
): Promise<BrowserSession> {
  const userDataDir = mkdtempSync(path.join(tmpdir(), 'lattice-e2e-chromium-'));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: chromiumPath,
    headless: true,
    args: chromiumFlags,
    viewport: options.viewport ?? desktop,
    javaScriptEnabled: options.javaScriptEnabled ?? true,
    // Readers' default: no system colour preference.
    colorScheme: 'no-preference',
    timeout: 60_000,
  });
  context.setDefaultTimeout(20_000);
  await context.addInitScript(reportCspViolations);

  const problems: PageProblems = {
    pageErrors: [],
    consoleErrors: [],
    foreignRequests: [],
  };
  const origin = new URL(baseUrl()).origin;
  context.on('request', (request) => {
    const url = request.url();
    if (/^(data|blob|about):/.test(url)) return;
    if (new URL(url).origin !== origin) problems.foreignRequests.push(url);
  });
  const watch = (page: Page) => {
    page.on('pageerror', (error) =>
      problems.pageErrors.push(`${page.url()}: ${error.message}`),
    );
    page.on('console', (message) => {
      if (message.type() === 'error')
        problems.consoleErrors.push(`${page.url()}: ${message.text()}`);
    });
  };
  context.on('page', watch);
  context.pages().forEach(watch);

  return {
    context,
    problems,
    async freshPage() {
      const page = await context.newPage();
      await Promise.all(
        context
          .pages()
          .filter((other) => other !== page)
          .map(closePage),
      );
      const cdp = await context.newCDPSession(page);
      await cdp.send('Storage.clearDataForOrigin', {
        origin,
        storageTypes: 'all',
      });
      await cdp.detach();
      return page;
    },
    clearProblems() {
      problems.pageErrors.length = 0;
      problems.consoleErrors.length = 0;
      problems.foreignRequests.length = 0;
    },
    async close() {
      await Promise.all(context.pages().map(closePage));
      await context.close();
      rmSync(userDataDir, {recursive: true, force: true});
    },
  };
}

/**
 * Closes a page a test has finished with. Its route handlers (delayed or
 * rewritten chunks) may still be serving a prefetch; they are dropped first,
 * so that a request cut short by the close is not reported as the test's
 * error (Playwright's advice: unrouteAll with ignoreErrors).
 */
async function closePage(page: Page): Promise<void> {
  await page.unrouteAll({behavior: 'ignoreErrors'});
  await page.close();
}

/** Loads a page of the site and waits until React has taken it over. */
export async function openPage(page: Page, route: string): Promise<void> {
  await page.goto(siteUrl(route));
  await waitForHydration(page);
}

export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForSelector('html[data-has-hydrated="true"]', {
    state: 'attached',
  });
}

export const screenshotDir = path.join(siteDir, 'artifacts/screenshots');

/** Saves what the reader sees for a person to look at (artifacts/ is not committed). */
export async function saveScreenshot(
  page: Page,
  name: string,
): Promise<string> {
  mkdirSync(screenshotDir, {recursive: true});
  const file = path.join(screenshotDir, `${name}.png`);
  // Not halfway through a transition (the sidebar sliding in).
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getTiming().iterations === Infinity,
      ),
  );
  await page.screenshot({path: file});
  return file;
}

/**
 * From the next load of `page` on, records the elements matching `selector`
 * (or holding one) that leave the document: what React throws away instead
 * of hydrating in place. `removedElements` reads the record.
 */
export async function recordRemovedElements(
  page: Page,
  selector: string,
): Promise<void> {
  await page.addInitScript((watched) => {
    const removed: string[] = [];
    (window as {removedElements?: string[]}).removedElements = removed;
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.removedNodes) {
          if (
            node instanceof Element &&
            (node.matches(watched) || node.querySelector(watched))
          ) {
            removed.push(node.className);
          }
        }
      }
    }).observe(document, {childList: true, subtree: true});
  }, selector);
}

/** The class names of the elements `recordRemovedElements` saw leave. */
export function removedElements(page: Page): Promise<string[] | undefined> {
  return page.evaluate(
    () => (window as {removedElements?: string[]}).removedElements,
  );
}

/** The site's localStorage value for a key, as the page sees it. */
export function storedValue(page: Page, key: string): Promise<string | null> {
  return page.evaluate(
    (storageKey) => window.localStorage.getItem(storageKey),
    key,
  );
}

/**
 * Polls `read` until it gives `expected` (React updates after an effect), and
 * returns the last value read, for `expect(...).toEqual(expected)` to report.
 */
export async function eventually<T>(
  read: () => Promise<T>,
  expected: T,
  timeoutMs = 10_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let value = await read();
  while (
    JSON.stringify(value) !== JSON.stringify(expected) &&
    Date.now() < deadline
  ) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    value = await read();
  }
  return value;
}

/** Pretends the network connection is `connection` (Network Information API). */
export function emulateConnection(
  page: Page,
  connection: {effectiveType: string; saveData: boolean},
) {
  return page.addInitScript((value) => {
    Object.defineProperty(Navigator.prototype, 'connection', {
      configurable: true,
      get: () => ({
        ...value,
        downlink: 0.2,
        rtt: 1_500,
        addEventListener() {},
        removeEventListener() {},
      }),
    });
  }, connection);
}
