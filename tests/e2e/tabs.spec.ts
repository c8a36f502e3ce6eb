/**
 * Tab groups: a reader's choice (React or Vue, npm or pnpm) is stored under
 * docusaurus.tab.<groupId> and applied to every group of that id, on this page
 * and on the next ones. A stored choice is applied while React hydrates the
 * server-rendered groups, without throwing them away and building them again
 * (theme-classic's Tabs did, costing the examples page a long task).
 */
import {
  openPage,
  recordRemovedElements,
  removedElements,
  storedValue,
} from './support/browser';
import {expect, test, type Page} from './support/fixtures';
import {inLocale, pages, storageKeys} from './support/site';

// What these tests check does not depend on loading: no route fetched ahead
// (support/fixtures.ts, saveData).
test.use({saveData: true});

/** The selected tab of every tab group that offers `label`. */
async function selectedTabs(page: Page, label: string): Promise<string[]> {
  return page
    .locator('[role="tablist"]')
    .filter({has: page.getByRole('tab', {name: label, exact: true})})
    .locator('[role="tab"][aria-selected="true"]')
    .allInnerTexts();
}

for (const {groupId, label, value, first, second} of [
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
]) {
  test.describe(`the ${groupId} tabs`, () => {
    for (const locale of ['zh', 'en'] as const) {
      test(`keep the choice of ${locale} readers on the next pages`, async ({
        page,
      }) => {
        await openPage(page, inLocale(locale, first));
        const groups = await page
          .locator('[role="tablist"]')
          .filter({has: page.getByRole('tab', {name: label, exact: true})})
          .count();
        expect(groups).toBeGreaterThan(0);
        expect(await selectedTabs(page, label)).not.toContain(label);

        await page.getByRole('tab', {name: label, exact: true}).first().click();
        await expect
          .poll(() => storedValue(page, storageKeys.tab(groupId)))
          .toBe(value);
        // Every group of that id on the page follows.
        await expect
          .poll(() => selectedTabs(page, label))
          .toEqual(Array(groups).fill(label));
        const panel = page.getByRole('tabpanel').first();
        await expect(panel).toBeVisible();

        // Another page, reached through the sidebar (client-side) and by a full load.
        await page
          .locator(`aside a[href="${inLocale(locale, second)}"]`)
          .first()
          .click();
        await expect(page).toHaveURL(inLocale(locale, second));
        await expect(
          page.getByRole('tab', {name: label, exact: true}).first(),
        ).toBeVisible();
        await expect
          .poll(async () => new Set(await selectedTabs(page, label)))
          .toEqual(new Set([label]));

        await openPage(page, inLocale(locale, second));
        await page.waitForFunction(
          (tab) =>
            [
              ...document.querySelectorAll(
                '[role="tab"][aria-selected="true"]',
              ),
            ].some((element) => element.textContent?.trim() === tab),
          label,
        );
        await expect
          .poll(async () => new Set(await selectedTabs(page, label)))
          .toEqual(new Set([label]));
      });
    }
  });
}

test.describe('a stored platform choice', () => {
  for (const locale of ['zh', 'en'] as const) {
    test(`shows the Vue code of every group on a full load in ${locale}, without rebuilding the groups`, async ({
      page,
    }) => {
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
      // Read once, as soon as the page has hydrated: the choice is applied
      // while React hydrates, not some time after.
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
    });
  }
});
