/**
 * Typing into search the way readers do, on a cold page: click the box (or
 * press Ctrl+K, or tap the mobile navbar's box) as soon as it is drawn and
 * type at once, or commit a word from an IME, while the search dropdown's
 * code is still on its way. The dropdown's chunk is slowed down by a route
 * handler, so the race between the reader and the download happens in every
 * run; routing also turns the HTTP cache off. Nothing typed may be lost or
 * doubled, the caret ends after the text, and the results of what was typed
 * open. An Enter pressed at once, before the dropdown or right after the last
 * key, opens the first result of all that was typed.
 */
import {mobile, openPage} from './support/browser';
import {expect, test, type Page} from './support/fixtures';

const query = '拦截器';
const route = '/zh/docs/introduction';
/** The page the first result must open: the 2.0.x interceptors guide. */
const expected = '/zh/docs/overview/interceptors';
const searchInput = '.navbar__search input.navbar__search-input';
/** The same box, once the dropdown's code drives it. */
const combobox = '.navbar__search input[role="combobox"]';
const suggestion = '[role="option"]';
/** How long the dropdown's chunk is held back. */
const slowdownMs = 1500;

/**
 * Holds back the chunk that holds the search dropdown (recognised by its
 * code, since chunk file names are hashes) and reports when it was served.
 */
async function slowSearchChunk(
  page: Page,
  {alsoMainJs = false} = {},
): Promise<{served: () => boolean}> {
  let served = false;
  await page.route('**/assets/js/*.js', async (request) => {
    const response = await request.fetch();
    const body = await response.text();
    const isMainJs = /\/main\.[0-9a-f]+\.js$/.test(request.request().url());
    // Holding main.js back keeps the page unhydrated: React is not there yet.
    if (alsoMainJs && isMainJs) {
      await new Promise((resolve) => setTimeout(resolve, slowdownMs));
    }
    // main.js has the string too, in the translations of every page.
    if (!isMainJs && body.includes('theme.SearchBar.resultCount')) {
      await new Promise((resolve) => setTimeout(resolve, slowdownMs));
      served = true;
    }
    await request.fulfill({response, body});
  });
  return {served: () => served};
}

/** Opens the page without waiting for anything but the first bytes. */
async function openCold(page: Page): Promise<void> {
  await page.goto(route, {waitUntil: 'commit'});
}

/** Opens the page cold, clicks the box as soon as it is drawn and commits the query from an IME. */
async function commitRightAfterClick(page: Page): Promise<void> {
  await openCold(page);
  await page.click(searchInput);
  await page.keyboard.insertText(query);
}

/** Read once, now: the races below need the page not yet hydrated at this moment. */
async function expectNotHydrated(page: Page): Promise<void> {
  expect(
    await page.evaluate(() =>
      document.documentElement.getAttribute('data-has-hydrated'),
    ),
  ).not.toBe('true');
}

/** Opens the first result (results are not links: Enter follows one). */
async function followFirstResult(page: Page): Promise<string> {
  const before = page.url();
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => url.href !== before);
  return new URL(page.url()).pathname;
}

/**
 * The box, the caret and the first result once the dropdown drives the box. Read
 * once, at the moment the first result shows (not retried): that moment is
 * what the race is about.
 */
async function outcome(page: Page) {
  const input = page.locator(combobox);
  await page.locator(suggestion).first().waitFor();
  return {
    value: await input.inputValue(),
    caretAtEnd: await input.evaluate(
      (element: HTMLInputElement) =>
        element.selectionStart === element.value.length &&
        element.selectionEnd === element.value.length,
    ),
    focused: await input.evaluate(
      (element) => element === document.activeElement,
    ),
    firstResult: await followFirstResult(page),
  };
}

async function expectFound(page: Page, served: () => boolean) {
  const result = await outcome(page);
  expect(served()).toBe(true);
  expect(result).toEqual({
    value: query,
    caretAtEnd: true,
    focused: true,
    firstResult: expected,
  });
}

test.describe('typing while the search code is on its way', () => {
  for (const delay of [60, 150]) {
    test(`keeps every character typed at ${delay} ms a key right after the click`, async ({
      page,
    }) => {
      const {served} = await slowSearchChunk(page);
      await openCold(page);
      await page.click(searchInput);
      await page.keyboard.type(query, {delay});
      await expectFound(page, served);
    });
  }

  test('keeps a word committed from an IME right after the click', async ({
    page,
  }) => {
    const {served} = await slowSearchChunk(page);
    await commitRightAfterClick(page);
    await expectFound(page, served);
  });

  test('keeps what is typed right after Ctrl+K, and asks for the index head before the dropdown’s code is there', async ({
    page,
  }) => {
    const {served} = await slowSearchChunk(page);
    // Whether the dropdown's code had been served when each index head was
    // asked for (by the worker, which may not be the page's own request).
    const heads: boolean[] = [];
    page.context().on('request', (request) => {
      if (
        /\/search-index[^/]*\.head\.json$/.test(new URL(request.url()).pathname)
      )
        heads.push(served());
    });
    await openPage(page, route);
    await page.keyboard.press('Control+k');
    await page.keyboard.type(query, {delay: 60});
    await expectFound(page, served);
    // The worker, named after the page, asked for the page's head itself,
    // once: the dropdown's own request for it found it asked for.
    expect(heads).toEqual([false]);
  });

  test('keeps what is typed after Ctrl+K pressed before React has hydrated the page', async ({
    page,
  }) => {
    const {served} = await slowSearchChunk(page, {alsoMainJs: true});
    await openCold(page);
    await page.locator(searchInput).waitFor();
    await expectNotHydrated(page);
    await page.keyboard.press('Control+k');
    await page.keyboard.type(query, {delay: 60});
    await expectFound(page, served);
  });

  test("keeps a word committed in the mobile navbar's search box", async ({
    page,
  }) => {
    await page.setViewportSize(mobile);
    const {served} = await slowSearchChunk(page);
    await commitRightAfterClick(page);
    await expectFound(page, served);
  });

  test('types nothing twice when the reader goes on typing after the dropdown arrives', async ({
    page,
  }) => {
    const {served} = await slowSearchChunk(page);
    await openCold(page);
    await page.click(searchInput);
    await page.keyboard.insertText('拦截');
    await page.locator(combobox).waitFor();
    await page.keyboard.type('器', {delay: 60});
    await expectFound(page, served);
  });
});

test.describe('Enter pressed at once', () => {
  test('opens the first result of a word committed and entered before the dropdown arrived', async ({
    page,
  }) => {
    const {served} = await slowSearchChunk(page);
    await commitRightAfterClick(page);
    await page.keyboard.press('Enter');
    // Read once, now: the Enter has to land before the dropdown's code.
    expect(served()).toBe(false);
    await page.waitForURL((url) => url.pathname === expected);
  });

  test('opens the first result of a word entered before React has hydrated the page', async ({
    page,
  }) => {
    const {served} = await slowSearchChunk(page, {alsoMainJs: true});
    await commitRightAfterClick(page);
    await page.keyboard.press('Enter');
    await expectNotHydrated(page);
    expect(served()).toBe(false);
    await page.waitForURL((url) => url.pathname === expected);
  });

  // Each key's answer replaces the last one's in the dropdown; the first
  // result of "Inject" is `InjectableOptions`, of "Injector" the class.
  for (const locale of ['', '/zh']) {
    test(`opens the result of the whole word, not of the one before the last key (${locale || '/'})`, async ({
      page,
    }) => {
      await openPage(page, `${locale}/docs/introduction`);
      await page.click(searchInput);
      await page.locator(combobox).waitFor();
      await page.keyboard.type('Inject');
      await expect(page.locator(suggestion).first()).toContainText(
        'InjectableOptions',
      );
      await page.keyboard.type('or');
      await page.keyboard.press('Enter');
      await page.waitForURL(
        (url) => url.pathname !== `${locale}/docs/introduction`,
      );
      expect(new URL(page.url()).pathname).toBe(
        `${locale}/docs/api/lattice-app/classes/Injector`,
      );
    });
  }
});
