import {themes} from 'prism-react-renderer';

import {
  contrastRatio,
  darkCodeTheme,
  lightCodeTheme,
  minimumContrast,
} from '../codeThemes';

describe.each([
  ['light', lightCodeTheme, themes.github],
  ['dark', darkCodeTheme, themes.dracula],
])('the %s code theme', (_name, theme, stock) => {
  const background = theme.plain.backgroundColor!;

  it.each([
    ['the code background', background],
    ['a highlighted line', theme.highlightedLineBackground],
  ])('gives every token at least 4.5:1 contrast on %s', (_where, colour) => {
    const weak = [
      theme.plain.color,
      ...theme.styles.map((entry) => entry.style.color),
    ]
      .filter((token): token is string => Boolean(token))
      .filter((token) => contrastRatio(token, colour) < minimumContrast);
    expect(weak).toEqual([]);
  });

  it('sets highlighted lines apart from the others', () => {
    expect(
      contrastRatio(theme.highlightedLineBackground, background),
    ).toBeGreaterThan(1.1);
  });

  it('keeps the stock theme where it was readable already', () => {
    const stockColours = stock.styles.map((entry) => entry.style.color);
    const kept = theme.styles.filter(
      (entry, index) =>
        stockColours[index] &&
        contrastRatio(stockColours[index]!, background) >= minimumContrast &&
        contrastRatio(stockColours[index]!, theme.highlightedLineBackground) >=
          minimumContrast,
    );
    for (const entry of kept) {
      expect(entry.style.color).toBe(
        stock.styles[theme.styles.indexOf(entry)]!.style.color,
      );
    }
    // The stock themes do have unreadable tokens, so this theme changed something.
    expect(theme).not.toEqual(stock);
  });
});
