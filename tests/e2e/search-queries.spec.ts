/**
 * What search finds through the navbar's bar: a query of each kind of the
 * table (tests/search/queries.ts: concepts, tasks, synonyms, abbreviations,
 * English terms on zh pages, misspellings, API names, commands, versions,
 * posts), asked from each page the table asks from, opens the page a reader
 * asking it wants, in the reader's locale and docs version, or the second
 * where the table says why.
 *
 * The build test (tests/build/search.test.ts) asks every query of the table
 * of the same engine over the built index and names each miss; this one
 * shows that the bar a reader types into answers what the engine answers,
 * so it asks only enough rows to hold every kind and every page of each
 * locale's table (`browserRows`), not all of them again.
 *
 * The queries asked from one page are asked the way a reader asks several:
 * search, open the first result, go back, search again: the search bar and
 * its loaded index stay. Each query is a soft assertion naming the query, so
 * a run reports every query that opens the wrong page, not only the first.
 */
import {en, zh, type QueryRow} from '../search/queries';
import {openPage} from './support/browser';
import {expect, test, type Page} from './support/fixtures';

// What is asked here does not depend on loading: no route fetched ahead
// (support/fixtures.ts, saveData), the CPU left to the search.
test.use({saveData: true});

const searchInput = '.navbar__search input.navbar__search-input';
/** The same box, once the dropdown's code drives it. */
const combobox = '.navbar__search input[role="combobox"]';
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
  await page.locator(combobox).waitFor();
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

/**
 * The rows of `rows` the browser asks: the first of each kind, then the
 * first from each page not asked from yet, then every row whose kind or
 * page is still missing (none, by construction), in the table's order.
 */
function browserRows(rows: readonly QueryRow[]): QueryRow[] {
  const picked = new Set<QueryRow>();
  const kinds = new Set<string>();
  const froms = new Set<string>();
  for (const row of rows) {
    if (kinds.has(row.kind)) continue;
    picked.add(row);
    kinds.add(row.kind);
    froms.add(row.from);
  }
  for (const row of rows) {
    if (froms.has(row.from)) continue;
    picked.add(row);
    froms.add(row.from);
  }
  return rows.filter((row) => picked.has(row));
}

test('asks a query of every kind, from every page of the table', () => {
  for (const rows of [zh, en]) {
    const asked = browserRows(rows);
    expect(new Set(asked.map(({kind}) => kind))).toEqual(
      new Set(rows.map(({kind}) => kind)),
    );
    expect(new Set(asked.map(({from}) => from))).toEqual(
      new Set(rows.map(({from}) => from)),
    );
    expect(asked.length).toBeLessThan(rows.length);
  }
});

for (const [locale, rows] of [
  ['zh', browserRows(zh)],
  ['en', browserRows(en)],
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
