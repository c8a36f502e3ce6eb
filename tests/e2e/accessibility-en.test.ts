/**
 * Every en page passes axe-core's WCAG 2.2 A and AA rules (see
 * support/accessibility.ts); prints how many pages it checked.
 */
import {checkEveryPage} from './support/accessibility';

// Hundreds of pages one after the other; a failure is real, not a lost race.
jest.retryTimes(0);

it(
  'has no WCAG 2.2 A or AA violation on any page of sitemap.xml',
  async () => {
    const {pages, fullLoads, problems} = await checkEveryPage('sitemap.xml');
    console.log(
      `axe: ${pages} pages (${fullLoads} on a full load, one per kind of page, the others reached in the app) of sitemap.xml checked`,
    );
    expect(pages).toBeGreaterThan(300);
    expect(fullLoads).toBeGreaterThan(10);
    expect(problems).toEqual([]);
  },
  20 * 60_000,
);
