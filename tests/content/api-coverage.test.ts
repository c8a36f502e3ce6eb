/**
 * The guides explain what the declarations declare: every exported
 * symbol of each version's api/<version>/*.d.ts, and every property of its
 * options interfaces, is mentioned in a guide of that version, in English and
 * in Chinese, or is in the reviewed list of reference-only names. Prints the
 * coverage of each version.
 */
import {coverageOf, versions, type Locale} from './apiCoverage';
import {referenceOnly} from './referenceOnly';

const locales: readonly Locale[] = ['en', 'zh'];
const cases = versions.flatMap((version) =>
  locales.map((locale) => ({version, locale})),
);
const lines: string[] = [];

afterAll(() => {
  console.log(
    `Declared names explained in the guides (symbols and options properties):\n${lines.join('\n')}`,
  );
});

describe.each(cases)('the $version guides ($locale)', ({version, locale}) => {
  const coverage = coverageOf(version, locale, referenceOnly);
  const mentioned = coverage.declared.length - coverage.missing.length;
  const listed = coverage.declared.filter((item) =>
    referenceOnly.has(item.name),
  ).length;
  lines.push(
    `  ${version.padEnd(6)} ${locale}  ${mentioned}/${coverage.declared.length} covered: ${mentioned - listed} in a guide, ${listed} reference-only`,
  );

  it('mention every declared name that is not reference-only', () => {
    expect(
      coverage.missing.map((item) => `${item.name} (${item.file})`),
    ).toEqual([]);
  });

  it('leave no reference-only name that a guide explains after all', () => {
    expect(coverage.listedButMentioned).toEqual([]);
  });
});

it('gives a reason for every reference-only name', () => {
  for (const [name, reason] of referenceOnly) {
    expect(name).toMatch(/^[A-Za-z_$][\w$]*(\.[\w$]+)?$/);
    expect(reason.length).toBeGreaterThan(20);
  }
});
