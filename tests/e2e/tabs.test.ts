/**
 * Tab groups: a reader's choice (React or Vue, npm or pnpm) is stored under
 * docusaurus.tab.<groupId> and applied to every group of that id, on this page
 * and on the next ones. A stored choice is applied while React hydrates the
 * server-rendered groups, without throwing them away and building them again
 * (theme-classic's Tabs did, costing the examples page a long task).
 */
import type {Page} from 'playwright-core';

import {
  launchBrowser,
  openPage,
  recordRemovedElements,
  removedElements,
  storedValue,
  type BrowserSession,
} from './support/browser';
import {siteUrl} from './support/server';
import {inLocale, pages, storageKeys} from './support/site';

let session: BrowserSession;
beforeAll(async () => {
  session = await launchBrowser();
});
afterAll(() => session?.close());

/** The selected tab of every tab group that offers `label`. */
async function selectedTabs(page: Page, label: string): Promise<string[]> {
  return page
    .locator('[role="tablist"]')
    .filter({has: page.getByRole('tab', {name: label, exact: true})})
    .locator('[role="tab"][aria-selected="true"]')
    .allInnerTexts();
}

describe.each([
  {
    groupId: 'platform',
    label: 'Vue',
    value: 'vue',
    first: pages.firstSteps,
    second: pages.components,
  },
  {
    groupId: 'package-manager',
    label: 'pnpm',
    value: 'pnpm',
    first: pages.firstSteps,
    second: pages.cliCommands,
  },
])('the $groupId tabs', ({groupId, label, value, first, second}) => {
  it.each(['zh', 'en'] as const)(
    'keep the choice of %s readers on the next pages',
    async (locale) => {
      const page = await session.freshPage();
      await openPage(page, inLocale(locale, first));
      const groups = await page
        .locator('[role="tablist"]')
        .filter({has: page.getByRole('tab', {name: label, exact: true})})
        .count();
      expect(groups).toBeGreaterThan(0);
      expect(await selectedTabs(page, label)).not.toContain(label);

      await page.getByRole('tab', {name: label, exact: true}).first().click();
      expect(await storedValue(page, storageKeys.tab(groupId))).toBe(value);
      // Every group of that id on the page follows.
      expect(await selectedTabs(page, label)).toEqual(
        Array(groups).fill(label),
      );
      const panel = page.getByRole('tabpanel').first();
      expect(await panel.isVisible()).toBe(true);

      // Another page, reached through the sidebar (client-side) and by a full load.
      await page
        .locator(`aside a[href="${inLocale(locale, second)}"]`)
        .first()
        .click();
      await page.waitForURL(siteUrl(inLocale(locale, second)));
      await page.getByRole('tab', {name: label, exact: true}).first().waitFor();
      expect(new Set(await selectedTabs(page, label))).toEqual(
        new Set([label]),
      );

      await openPage(page, inLocale(locale, second));
      await page.waitForFunction(
        (tab) =>
          [
            ...document.querySelectorAll('[role="tab"][aria-selected="true"]'),
          ].some((element) => element.textContent?.trim() === tab),
        label,
      );
      expect(new Set(await selectedTabs(page, label))).toEqual(
        new Set([label]),
      );
    },
  );
});

describe('a stored platform choice', () => {
  it.each(['zh', 'en'] as const)(
    'shows the Vue code of every group on a full load in %s, without rebuilding the groups',
    async (locale) => {
      const page = await session.freshPage();
      await page.addInitScript((key) => {
        localStorage.setItem(key, 'vue');
      }, storageKeys.tab('platform'));
      await recordRemovedElements(page, '.tabs-container');
      await openPage(page, inLocale(locale, '/docs/examples'));

      const groups = page
        .locator('.tabs-container')
        .filter({has: page.getByRole('tab', {name: 'Vue', exact: true})});
      const count = await groups.count();
      expect(count).toBeGreaterThan(1);
      expect(await selectedTabs(page, 'Vue')).toEqual(Array(count).fill('Vue'));
      // What each group shows is the Vue panel, not only the Vue tab marked:
      // the one panel shown is the one at the Vue tab's place.
      const shown = await groups.evaluateAll((elements) =>
        elements.map((group) => {
          const tabs = [...group.querySelectorAll('[role="tab"]')];
          const panels = [...group.querySelectorAll('[role="tabpanel"]')];
          return {
            vue: tabs.findIndex((tab) => tab.textContent?.trim() === 'Vue'),
            shown: panels.flatMap((panel, index) =>
              (panel as HTMLElement).hidden ? [] : [index],
            ),
          };
        }),
      );
      for (const group of shown) expect(group.shown).toEqual([group.vue]);
      expect(await removedElements(page)).toEqual([]);
    },
  );
});
