/**
 * The code block themes: prism-react-renderer's GitHub (light) and Dracula
 * (dark), with every token colour moved just far enough from the background to
 * reach WCAG AA contrast (4.5:1), on a plain line and on a highlighted one
 * (`// highlight-next-line`). Stock, some tokens (GitHub's comments and
 * strings, Dracula's comments) fall below it, which readers with low vision
 * notice and Lighthouse's accessibility audit reports.
 */
import {themes, type PrismTheme} from 'prism-react-renderer';

export const minimumContrast = 4.5;

type Rgb = readonly [number, number, number];

function parseColour(colour: string): Rgb | null {
  const hex = colour.match(/^#([0-9a-f]{3}|[0-9a-f]{6})$/i)?.[1];
  if (hex) {
    const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
    return [0, 2, 4].map((i) =>
      parseInt(full.slice(i, i + 2), 16),
    ) as unknown as Rgb;
  }
  const rgb = colour.match(/^rgba?\((\d+),\s*(\d+),\s*(\d+)/);
  return rgb ? [Number(rgb[1]), Number(rgb[2]), Number(rgb[3])] : null;
}

function luminance([r, g, b]: Rgb): number {
  const [lr, lg, lb] = [r, g, b].map((value) => {
    const channel = value / 255;
    return channel <= 0.03928
      ? channel / 12.92
      : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * lr! + 0.7152 * lg! + 0.0722 * lb!;
}

/** WCAG contrast ratio of two colours (CSS hex or rgb()). */
export function contrastRatio(foreground: string, background: string): number {
  const [a, b] = [parseColour(foreground), parseColour(background)];
  if (!a || !b) return Infinity;
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

const toHex = (rgb: Rgb) =>
  `#${rgb.map((value) => Math.round(value).toString(16).padStart(2, '0')).join('')}`;

/** The colour, darkened on a light background or lightened on a dark one, until it reads. */
function readable(
  colour: string | undefined,
  backgrounds: readonly string[],
): string | undefined {
  const rgb = colour ? parseColour(colour) : null;
  const bg = parseColour(backgrounds[0]!);
  const weakest = (candidate: string) =>
    Math.min(
      ...backgrounds.map((background) => contrastRatio(candidate, background)),
    );
  if (!colour || !rgb || !bg || weakest(colour) >= minimumContrast) {
    return colour;
  }
  const towards = luminance(bg) > 0.5 ? 0 : 255;
  let current: Rgb = rgb;
  for (
    let step = 0;
    step < 50 && weakest(toHex(current)) < minimumContrast;
    step += 1
  ) {
    current = current.map(
      (value) => value + (towards - value) * 0.05,
    ) as unknown as Rgb;
  }
  return toHex(current);
}

/** A code theme and the background of its highlighted lines. */
export interface CodeTheme extends PrismTheme {
  /** `--docusaurus-highlighted-code-line-bg` in this mode, an opaque colour. */
  readonly highlightedLineBackground: string;
}

/** `shade` (black or white at some opacity) laid over `background`, as the browser paints it. */
function over(shade: Rgb, opacity: number, background: string): string {
  const bg = parseColour(background)!;
  return toHex(
    bg.map(
      (value, i) => value + (shade[i]! - value) * opacity,
    ) as unknown as Rgb,
  );
}

function withReadableTokens(
  theme: PrismTheme,
  highlightedLineBackground: string,
): CodeTheme {
  const backgrounds = [
    theme.plain.backgroundColor ?? '#ffffff',
    highlightedLineBackground,
  ];
  return {
    plain: {...theme.plain, color: readable(theme.plain.color, backgrounds)},
    styles: theme.styles.map((entry) => ({
      ...entry,
      style: {...entry.style, color: readable(entry.style.color, backgrounds)},
    })),
    highlightedLineBackground,
  };
}

// A highlighted line is the code background a shade darker (light) or
// darker still (dark), as theme-classic's defaults make it.
export const lightCodeTheme = withReadableTokens(
  themes.github,
  over([0, 0, 0], 0.1, themes.github.plain.backgroundColor!),
);
export const darkCodeTheme = withReadableTokens(
  themes.dracula,
  over([0, 0, 0], 0.3, themes.dracula.plain.backgroundColor!),
);
