/**
 * Guards of the departures from stock Docusaurus that only a built page in a
 * browser can show (CONTRIBUTING, "Departures from stock Docusaurus"). If a
 * Docusaurus upgrade assigns `window.docusaurus` differently, the prefetch
 * wrapper of src/clientModules/prefetchWhenIdle.ts would silently not be
 * installed: this fails instead.
 */
import {markDocument, openPage} from './support/browser';
import {expect, test} from './support/fixtures';

for (const route of ['/zh/', '/docs/api/lattice-app']) {
  test(`queues route prefetches for idle time on ${route}, and runs them`, async ({
    page,
  }) => {
    await openPage(page, route);
    const target = `${route.startsWith('/zh/') ? '/zh' : ''}/docs/0.7.x/api/lattice-utils/classes/Deferred`;
    const result = await page.evaluate(async (unfetched) => {
      const links = () =>
        document.querySelectorAll('link[rel="prefetch"]').length;
      const before = links();
      // A route no link of these pages points at, so nothing fetched it yet.
      const queued = window.docusaurus.prefetch(unfetched);
      const inTheCallersTask = links();
      await queued;
      return {
        before,
        inTheCallersTask,
        after: links(),
        frozen: Object.isFrozen(window.docusaurus),
      };
    }, target);
    // Upstream prefetches in the caller's task; the wrapper queues it...
    expect(result.inTheCallersTask).toBe(result.before);
    // ...and works the queue off later, with upstream's own prefetch.
    expect(result.after).toBeGreaterThan(result.before);
    // Core's object stays frozen, as upstream leaves it.
    expect(result.frozen).toBe(true);
  });
}

// version-props: the version's props chunk writes each id once and the
// module puts the sidebar links' ids and the docs map back when it runs
// (plugins/lean-routes/version-props-loader.cjs). A category page rendered
// in the app must show the cards the server wrote, descriptions included.
for (const {from, category} of [
  {from: '/zh/docs/introduction', category: '/zh/docs/category/overview'},
  {from: '/docs/1.1.x/introduction', category: '/docs/1.1.x/category/overview'},
]) {
  test(`${category} reached in the app shows the cards the server wrote`, async ({
    page,
  }) => {
    await openPage(page, category);
    const cards = page.locator('.theme-doc-card-container');
    const served = await cards.allTextContents();
    // Cards of docs, each with its description.
    expect(served.length).toBeGreaterThan(2);
    for (const description of await page
      .locator('.theme-doc-card-description')
      .allInnerTexts()) {
      expect(description.length).toBeGreaterThan(10);
    }

    await openPage(page, from);
    const sameDocument = await markDocument(page);
    const sidebarLink = page
      .locator(`.theme-doc-sidebar-menu a[href="${category}"]`)
      .first();
    await sidebarLink.click();
    await expect(page).toHaveURL(category);
    await expect(cards).toHaveText(served);
    expect(await sameDocument()).toBe(true);
    await expect(sidebarLink).toHaveAttribute('aria-current', 'page');
  });
}
