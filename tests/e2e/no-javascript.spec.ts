/**
 * With JavaScript off, a docs page is still there to read: the server-rendered
 * HTML, its samples' type queries included.
 */
import {expect, test} from './support/fixtures';
import {inLocale, pages} from './support/site';

test.use({javaScriptEnabled: false});

for (const locale of ['zh', 'en'] as const) {
  test.describe(`a docs page without JavaScript (${locale})`, () => {
    test('shows its title, text, code and table of contents', async ({
      page,
    }) => {
      await page.goto(inLocale(locale, pages.firstSteps));
      await expect(page.locator('html')).toHaveAttribute(
        'data-has-hydrated',
        'false',
      );

      const article = page.locator('article');
      await expect(article.locator('h1')).toBeVisible();
      const paragraphs = article.locator('.markdown > p');
      await expect(paragraphs.first()).toBeVisible();
      // Without JavaScript nothing changes after the load: read once.
      expect((await paragraphs.first().innerText()).length).toBeGreaterThan(20);
      await expect(article.locator('pre code').first()).toBeVisible();
      expect(await article.locator('h2').count()).toBeGreaterThan(1);
      await expect(
        page.locator('.theme-doc-toc-desktop a').first(),
      ).toBeVisible();
      // The text has a size and a colour a reader can see.
      const style = await paragraphs.first().evaluate((element) => {
        const computed = getComputedStyle(element);
        return {
          fontSize: parseFloat(computed.fontSize),
          opacity: computed.opacity,
          color: computed.color,
        };
      });
      expect(style.fontSize).toBeGreaterThanOrEqual(14);
      expect(style.opacity).toBe('1');
      expect(style.color).not.toBe('rgba(0, 0, 0, 0)');
    });

    test('shows a sample’s type query as a note under its line', async ({
      page,
    }) => {
      await page.goto(inLocale(locale, '/docs/introduction'));
      // Written by npm run samples:types from the declarations.
      const note = page
        .locator('article pre .code-annotation-query')
        .filter({hasText: '^? const app: LatticeApplication'});
      await note.scrollIntoViewIfNeeded();
      await expect(note).toBeVisible();
      // Set apart from the code around it, as the stylesheet marks it.
      const [noteBackground, blockBackground] = await note.evaluate((line) => [
        getComputedStyle(line).backgroundColor,
        getComputedStyle(line.closest('pre')!).backgroundColor,
      ]);
      expect(noteBackground).not.toBe(blockBackground);
    });
  });
}
