/** With JavaScript off, a docs page is still there to read: the server-rendered HTML. */
import {launchBrowser, type BrowserSession} from './support/browser';
import {siteUrl} from './support/server';
import {inLocale, pages} from './support/site';

let session: BrowserSession;
beforeAll(async () => {
  session = await launchBrowser({javaScriptEnabled: false});
});
afterAll(() => session?.close());

describe.each(['zh', 'en'] as const)(
  'a docs page without JavaScript (%s)',
  (locale) => {
    it('shows its title, text, code and table of contents', async () => {
      const page = await session.freshPage();
      await page.goto(siteUrl(inLocale(locale, pages.firstSteps)));
      expect(await page.locator('html').getAttribute('data-has-hydrated')).toBe(
        'false',
      );

      const article = page.locator('article');
      expect(await article.locator('h1').isVisible()).toBe(true);
      const paragraphs = article.locator('.markdown > p');
      expect(await paragraphs.first().isVisible()).toBe(true);
      expect((await paragraphs.first().innerText()).length).toBeGreaterThan(20);
      expect(await article.locator('pre code').first().isVisible()).toBe(true);
      expect(await article.locator('h2').count()).toBeGreaterThan(1);
      expect(
        await page.locator('.theme-doc-toc-desktop a').first().isVisible(),
      ).toBe(true);
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
  },
);
