/**
 * What search finds, query by query, through the navbar's bar: the first
 * result of each query of the table (tests/search/queries.ts: concepts,
 * tasks, synonyms, abbreviations, English terms on zh pages, misspellings,
 * API names) is the page a reader asking it wants, in the reader's locale and
 * docs version — or the second, where the table says why. The build test
 * (tests/build/search.test.ts) asks the same table of the engine directly.
 *
 * The queries asked from one page are asked the way a reader asks several:
 * search, open the first result, go back, search again — the search bar and
 * its loaded index stay (loading them anew for each query was most of this
 * file's time: PERFORMANCE.md, "The test run", "Where the time goes"). Each
 * query is a soft assertion naming the query, so a run reports every query
 * that opens the wrong page, not only the first.
 */
import {en, zh} from '../search/queries';
import {openPage} from './support/browser';
import {expect, test, type Page} from './support/fixtures';

const searchInput = '.navbar__search input.navbar__search-input';
const pluginInput = '.navbar__search input[role="combobox"]';
const suggestion = '[role="option"]';

/**
 * The path a result opens (the first, or with `down` the one below it), after
 * typing `query` into the bar of the page the browser is on (clearing what it
 * held).
 */
async function resultOpened(
  page: Page,
  query: string,
  down = false,
): Promise<string> {
  const box = page.locator(searchInput);
  await box.click();
  await page.locator(pluginInput).waitFor();
  await box.fill('');
  await page.keyboard.insertText(query);
  // Results come in as the worker answers: wait until the list settles (the
  // same results three times running, 150 ms apart), the first query's
  // after the index has loaded (as long as an action waits: the config's
  // actionTimeout).
  const results = page.locator(suggestion);
  let seen = '';
  let unchanged = 0;
  await expect
    .poll(
      async () => {
        const texts = (await results.allInnerTexts()).join('\n');
        unchanged = texts && texts === seen ? unchanged + 1 : 0;
        seen = texts;
        return unchanged;
      },
      {
        message: `the results for "${query}" settle`,
        intervals: [150],
        timeout: 20_000,
      },
    )
    .toBeGreaterThanOrEqual(2);
  // Results are not links: Enter opens the selected one, the first.
  const before = page.url();
  if (down) await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => url.href !== before);
  return new URL(page.url()).pathname;
}

test('has a table of at least 40 Chinese and 40 English queries', () => {
  expect(zh.length).toBeGreaterThanOrEqual(40);
  expect(en.length).toBeGreaterThanOrEqual(40);
});

for (const [locale, rows] of [
  ['zh', zh],
  ['en', en],
] as const) {
  test.describe(`${locale} queries`, () => {
    for (const from of new Set(rows.map((row) => row.from))) {
      const asked = rows.filter((row) => row.from === from);
      test(`on ${from}: ${asked.map(({query}) => `"${query}"`).join(', ')} open the page each one is for`, async ({
        page,
      }) => {
        test.setTimeout(30_000 + asked.length * 10_000);
        await openPage(page, from);
        for (const {query, expected, second} of asked) {
          let opened = await resultOpened(page, query);
          // Back where the reader asked, in the app (no reload).
          await page.goBack();
          await expect(page).toHaveURL(from);
          if (opened !== expected && second) {
            opened = await resultOpened(page, query, true);
            await page.goBack();
            await expect(page).toHaveURL(from);
          }
          expect.soft(opened, `"${query}" on ${from}`).toBe(expected);
        }
      });
    }
  });
}
