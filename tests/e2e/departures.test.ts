/**
 * Guards of the departures from stock Docusaurus that only a built page in a
 * browser can show (CONTRIBUTING, "Departures from stock Docusaurus"). If a
 * Docusaurus upgrade assigns `window.docusaurus` differently, the prefetch
 * wrapper of src/clientModules/prefetchWhenIdle.ts would silently not be
 * installed: this fails instead.
 */
import {launchBrowser, openPage, type BrowserSession} from './support/browser';

let session: BrowserSession;
beforeAll(async () => {
  session = await launchBrowser();
});
afterAll(() => session?.close());

it.each(['/zh/', '/docs/api/lattice-app'])(
  'queues route prefetches for idle time on %s, and runs them',
  async (route) => {
    const page = await session.freshPage();
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
  },
);
