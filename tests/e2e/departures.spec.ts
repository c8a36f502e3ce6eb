/**
 * Guards of the departures from stock Docusaurus that only a built page in a
 * browser can show (CONTRIBUTING, "Departures from stock Docusaurus"). If a
 * Docusaurus upgrade assigns `window.docusaurus` differently, the prefetch
 * wrapper of src/clientModules/prefetchWhenIdle.ts would silently not be
 * installed: this fails instead.
 */
import {openPage} from './support/browser';
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
