/**
 * The current release is the best-documented version (issue 20): each guide
 * of 2.0.x and next has at least 90% of the prose of the same page in 1.1.x,
 * in English (words) and in Chinese (Han characters), unless a reason is
 * recorded below. Prints the table.
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';

import {docsRoot, siteDir, type Locale} from './codeSamples';
import {
  conceptPages,
  hanCount,
  proseOf,
  shorterPages,
  wordCount,
} from './prose';

const current = ['2.0.x', 'next'] as const;
/** Pages whose 2.0.x/next prose may stay shorter than 1.1.x's, and why. */
const shorterOnPurpose: ReadonlyMap<string, string> = new Map([]);

const measure: Record<Locale, (text: string) => number> = {
  en: wordCount,
  zh: hanCount,
};

const pages = [...conceptPages, ...shorterPages];

function prose(
  version: '1.1.x' | (typeof current)[number],
  locale: Locale,
  page: string,
): number {
  const file = path.join(siteDir, docsRoot(version, locale), `${page}.mdx`);
  if (!existsSync(file))
    throw new Error(`Missing page: ${path.relative(siteDir, file)}`);
  return measure[locale](proseOf(readFileSync(file, 'utf8')));
}

const rows: string[] = [];
afterAll(() => {
  console.log(
    `Prose of each guide (en words / zh Han characters), 1.1.x → 2.0.x, next:\n${rows.join('\n')}`,
  );
});

describe.each(pages)('%s', (page) => {
  const sizes = (['en', 'zh'] as const).map((locale) => ({
    locale,
    old: prose('1.1.x', locale, page),
    now: current.map((version) => ({
      version,
      size: prose(version, locale, page),
    })),
  }));
  rows.push(
    `  ${page.padEnd(34)} ${sizes
      .map(
        ({locale, old, now}) =>
          `${locale} ${old} → ${now.map((n) => n.size).join(', ')}`,
      )
      .join('   ')}`,
  );

  it.each(current)(
    'says at least as much in %s as in 1.1.x (within 10%%)',
    (version) => {
      if (shorterOnPurpose.has(page)) return;
      for (const {locale, old, now} of sizes) {
        const size = now.find((n) => n.version === version)!.size;
        if (size < old * 0.9)
          throw new Error(
            `${docsRoot(version, locale)}/${page}.mdx has ${size} (${locale === 'en' ? 'words' : 'Han characters'}) against ${old} in 1.1.x: more than 10% shorter`,
          );
      }
    },
  );
});
