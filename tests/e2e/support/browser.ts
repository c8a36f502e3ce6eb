/**
 * What the browser tests do to a page beyond Playwright's own API: load a
 * route and wait for hydration, save a screenshot, watch elements React
 * throws away, check that something does not happen, read storage, pretend
 * a slow connection. The browser, its
 * contexts and the problem collector are fixtures (./fixtures.ts).
 */
import {mkdirSync} from 'node:fs';
import path from 'node:path';
import {errors, expect, type BrowserContext, type Page} from '@playwright/test';

import {siteDir} from '../../build/buildDir';

export const desktop = {width: 1280, height: 800};
/** Below the theme's 996 px breakpoint: the mobile navbar and sidebar. */
export const mobile = {width: 800, height: 900};

/** Loads a page of the site and waits until React has taken it over. */
export async function openPage(page: Page, route: string): Promise<void> {
  await page.goto(route);
  await waitForHydration(page);
}

/**
 * Marks the document open in `page` and returns a check that it is still
 * that one: a link followed inside the app keeps it, a full page load does
 * not.
 */
export async function markDocument(
  page: Page,
): Promise<() => Promise<boolean>> {
  await page.evaluate(() => {
    (window as {markedDocument?: boolean}).markedDocument = true;
  });
  return () =>
    page.evaluate(
      () => (window as {markedDocument?: boolean}).markedDocument === true,
    );
}

export async function waitForHydration(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute(
    'data-has-hydrated',
    'true',
  );
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

/**
 * For what must NOT happen: waits `ms` for `event` (a Playwright wait given
 * that timeout: a locator's `waitFor`, `page.waitForRequest`) and fails if it
 * comes. Written as such, because a fixed wait and one look afterwards miss
 * what comes and goes in between, and a retrying assertion passes at once.
 */
export async function expectNoEventFor(
  ms: number,
  event: string,
  waitFor: (timeout: number) => Promise<unknown>,
): Promise<void> {
  const happened = await waitFor(ms).then(
    () => true,
    (error: unknown) => {
      if (error instanceof errors.TimeoutError) return false;
      throw error;
    },
  );
  expect(happened, `${event} (watched for ${ms} ms)`).toBe(false);
}

/** The site's localStorage value for a key, as the page sees it. */
export function storedValue(page: Page, key: string): Promise<string | null> {
  return page.evaluate(
    (storageKey) => window.localStorage.getItem(storageKey),
    key,
  );
}

/**
 * Pretends the network connection is `connection` (Network Information API),
 * in one page or in every page of a context.
 */
export function emulateConnection(
  target: Page | BrowserContext,
  connection: {effectiveType: string; saveData: boolean},
) {
  return target.addInitScript((value) => {
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
