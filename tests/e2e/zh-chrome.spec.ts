/**
 * What a Chinese reader, or a screen reader on a zh page, meets outside the
 * article: every text, aria-label, title, alt and placeholder of the chrome
 * (navbar, sidebars, table of contents, footer, dialogs), the document title
 * and the meta description. None of it may be English, apart from names:
 * the product, the libraries, package names, versions and key names.
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';

import {mobile, openPage} from './support/browser';
import {expect, test, type Page} from './support/fixtures';

// What these tests check does not depend on loading: no route fetched ahead
// (support/fixtures.ts, saveData).
test.use({saveData: true});

const apiDir = path.join(__dirname, '../../api');

/** English words a zh page may show: names, not sentences. */
const names = new Set([
  'Lattice',
  'GitHub',
  'React',
  'Vue',
  'Svelte',
  'npm',
  'pnpm',
  'Yarn',
  'TypeScript',
  // The language menu names each language in itself.
  'English',
  // Acronyms Chinese technical writing keeps.
  'API',
  'CLI',
  'ESM',
  'UI',
  'Ctrl',
  // Feed formats, named so by feed readers (the head's feed links).
  'RSS',
  'Atom',
]);

/**
 * Identifiers of the API (class, member and option names): the API
 * reference's sidebar, table of contents and titles show them as they are.
 */
const identifiers = new Set(
  readdirSync(apiDir, {recursive: true})
    .map(String)
    .filter((file) => file.endsWith('.d.ts'))
    .flatMap(
      (file) =>
        readFileSync(path.join(apiDir, file), 'utf8')
          .replace(/\/\*[^]*?\*\//g, '')
          .replace(/\/\/.*$/gm, '')
          .match(/[A-Za-z_$][\w$]*/g) ?? [],
    ),
);

/** What is left of a text once names, versions and commands are taken out. */
function wordsOf(text: string): string[] {
  return (
    text
      // Package names, then commands (`lattice update --to 2`), versions.
      .replace(/\b(create-)?lattice(-[a-z]+)+\b/g, '')
      .replace(/\b(lattice|npm|npx)( [a-z][\w-]*)*( --?[\w-]+( \d+)?)*/g, '')
      .replace(/\b\d+(\.\d+)*(\.x)?\b/g, '')
      .match(/[A-Za-z][A-Za-z0-9]*/g) ?? []
  );
}

const isName = (word: string) => names.has(word) || identifiers.has(word);

/**
 * The texts of the page outside `article` (and outside code anywhere), each
 * with where it was found.
 */
async function chromeTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const outsideArticle = (element: Element) =>
      !element.closest('article, pre, code, .theme-code-block');
    const walker = document.createTreeWalker(
      document.body,
      NodeFilter.SHOW_TEXT,
    );
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || !outsideArticle(parent)) continue;
      if (parent.closest('script, style, noscript')) continue;
      const text = node.textContent?.trim();
      if (text)
        found.push(`text in <${parent.tagName.toLowerCase()}>: ${text}`);
    }
    for (const element of document.querySelectorAll(
      '[aria-label], [title], [alt], [placeholder]',
    )) {
      if (!outsideArticle(element)) continue;
      for (const attribute of ['aria-label', 'title', 'alt', 'placeholder']) {
        const value = element.getAttribute(attribute);
        if (value)
          found.push(
            `${attribute} of <${element.tagName.toLowerCase()}>: ${value}`,
          );
      }
    }
    found.push(`document title: ${document.title}`);
    const description = document
      .querySelector('meta[name="description"]')
      ?.getAttribute('content');
    if (description) found.push(`meta description: ${description}`);
    return found;
  });
}

function englishIn(texts: string[]): string[] {
  return texts.filter((entry) =>
    wordsOf(entry.slice(entry.indexOf(': ') + 2)).some((word) => !isName(word)),
  );
}

test.describe('the chrome of zh pages', () => {
  for (const [kind, route] of [
    ['home', '/zh/'],
    ['docs page', '/zh/docs/overview/interceptors'],
    ['API class page', '/zh/docs/api/lattice-app/classes/Injector'],
  ]) {
    test(`has no English outside the article on the ${kind}`, async ({
      page,
    }) => {
      await openPage(page, route);
      // Open what is closed at first: the version and locale dropdowns are
      // lists in the DOM already; the mobile sidebar is not, so it is checked
      // on a narrow window below.
      const texts = await chromeTexts(page);
      expect(texts.length).toBeGreaterThan(20);
      expect(englishIn(texts)).toEqual([]);
    });
  }

  test('has no English in the mobile navbar and its sidebar', async ({
    page,
  }) => {
    await page.setViewportSize(mobile);
    await openPage(page, '/zh/docs/api/lattice-app/classes/Injector');
    await page.locator('button.navbar__toggle').click();
    await expect(page.locator('.navbar-sidebar')).toBeVisible();
    const texts = await chromeTexts(page);
    expect(englishIn(texts)).toEqual([]);
  });
});
