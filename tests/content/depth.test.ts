/**
 * The current release is the best-documented version: each guide
 * of 2.0.x, every release since and next has at least 90% of the prose of the
 * same page in 1.1.x, the last release before 2.0, in English (words) and in
 * Chinese (Han characters), unless a reason is recorded below. Prints the
 * table.
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';

import {inRange} from '../../scripts/lib/versions.mjs';
import {
  docsRoot,
  siteDir,
  versions,
  type Locale,
  type Version,
} from '../../scripts/lib/samples/codeSamples';
import {
  conceptPages,
  hanCount,
  proseOf,
  shorterPages,
  wordCount,
} from './prose';

/** The baseline: the last release before 2.0. */
const baseline = '1.1.x';
/** 2.0.x and every version after it, oldest first (the table's columns). */
const current = versions
  .filter((version) => inRange(version, {since: '2.0.x'}))
  .reverse();
/** Pages whose prose since 2.0.x may stay shorter than 1.1.x's, and why. */
const shorterOnPurpose: ReadonlyMap<string, string> = new Map([]);

const measure: Record<Locale, (text: string) => number> = {
  en: wordCount,
  zh: hanCount,
};

const pages = [...conceptPages, ...shorterPages];

function prose(version: Version, locale: Locale, page: string): number {
  const file = path.join(siteDir, docsRoot(version, locale), `${page}.mdx`);
  if (!existsSync(file))
    throw new Error(`Missing page: ${path.relative(siteDir, file)}`);
  return measure[locale](proseOf(readFileSync(file, 'utf8')));
}

const rows: string[] = [];
afterAll(() => {
  console.log(
    `Prose of each guide (en words / zh Han characters), ${baseline} → ${current.join(', ')}:\n${rows.join('\n')}`,
  );
});

describe.each(pages)('%s', (page) => {
  const sizes = (['en', 'zh'] as const).map((locale) => ({
    locale,
    old: prose(baseline, locale, page),
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
    `says at least as much in %s as in ${baseline} (within 10%%)`,
    (version) => {
      if (shorterOnPurpose.has(page)) return;
      for (const {locale, old, now} of sizes) {
        const size = now.find((n) => n.version === version)!.size;
        if (size < old * 0.9)
          throw new Error(
            `${docsRoot(version, locale)}/${page}.mdx has ${size} (${locale === 'en' ? 'words' : 'Han characters'}) against ${old} in ${baseline}: more than 10% shorter`,
          );
      }
    },
  );
});
