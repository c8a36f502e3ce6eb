/**
 * A long page's first screen first (plugins/first-screen): on a
 * client-side navigation the new page's title and first screen are painted
 * before the rest of the page renders, and the rest follows by itself; a
 * page loaded by its address and a link to a heading deep in a page get the
 * whole page at once (a heading to scroll to).
 */
import {openPage} from './support/browser';
import {expect, test, type Page} from './support/fixtures';

// Loading is not what this checks: no route fetched ahead (saveData).
test.use({saveData: true});

const from = '/zh/docs/introduction';
const to = '/zh/docs/examples';

/**
 * From now on, when the page's h1 changed to `title` and when `last` (a
 * heading id) appeared, in the page's clock and frame count.
 */
async function watchArrival(page: Page, title: string, last: string) {
  await page.evaluate(
    ([expectedTitle, lastId]) => {
      const seen: {h1?: number; last?: number; frames: number} = {frames: 0};
      (window as {arrival?: typeof seen}).arrival = seen;
      const count = () => {
        seen.frames += 1;
        requestAnimationFrame(count);
      };
      requestAnimationFrame(count);
      new MutationObserver(() => {
        if (
          seen.h1 === undefined &&
          document.querySelector('article h1')?.textContent === expectedTitle
        ) {
          seen.h1 = seen.frames;
        }
        if (seen.last === undefined && document.getElementById(lastId!)) {
          seen.last = seen.frames;
        }
      }).observe(document.body, {childList: true, subtree: true});
    },
    [title, last],
  );
}

test('a client-side navigation paints the first screen, then the rest', async ({
  page,
}) => {
  await openPage(page, from);
  const html = await (await page.request.get(to)).text();
  // The page's last section, as the server rendered it: all there.
  const lastId = [...html.matchAll(/<h2[^>]*\bid="?([^"\s>]+)/g)].at(-1)![1]!;
  await watchArrival(page, '示例', lastId);
  await page.locator(`nav a[href="${to}"]`).first().click();
  await expect(page.locator('article h1')).toHaveText('示例');
  await expect(page.locator(`[id="${lastId}"]`)).toBeAttached();
  const arrival = await page.evaluate(
    () => (window as {arrival?: {h1?: number; last?: number}}).arrival!,
  );
  // The rest came in a later frame than the title: the title was painted
  // without waiting for it.
  expect(arrival.h1).toBeDefined();
  expect(arrival.last!).toBeGreaterThan(arrival.h1!);
  // Nothing is left pending, and the table of contents lists the rest too.
  await expect(
    page.locator(`.table-of-contents a[href="#${lastId}"]`),
  ).toBeAttached();
});

test('a link to a heading deep in another page lands on it', async ({page}) => {
  await openPage(page, from);
  const html = await (await page.request.get(to)).text();
  const lastId = [...html.matchAll(/<h2[^>]*\bid="?([^"\s>]+)/g)].at(-1)![1]!;
  // A link as a guide writes it, added to the page so that it is clicked.
  await page.evaluate(
    ([href]) => {
      const link = document.createElement('a');
      link.href = href!;
      link.textContent = 'to the last section';
      link.id = 'deep-link';
      document.querySelector('article')!.prepend(link);
    },
    [`${to}#${lastId}`],
  );
  // A plain <a> is a full load; a client-side one goes through the router.
  await page.evaluate(
    ([href]) =>
      (
        window as unknown as {
          docusaurus: {preload: (path: string) => Promise<void>};
        }
      ).docusaurus.preload(href!),
    [to],
  );
  await page.evaluate(
    ([href]) => {
      window.history.pushState({}, '', href);
      window.dispatchEvent(new PopStateEvent('popstate'));
    },
    [`${to}#${lastId}`],
  );
  await expect(page.locator(`[id="${lastId}"]`)).toBeInViewport();
});
