/**
 * The samples' type queries and expected errors are in the built pages:
 * every `//  ^? …` and `// @error …` line of a page's ts/tsx
 * samples is in its HTML, marked for the stylesheet, so a reader sees the
 * type without JavaScript, and in its Markdown twin. Whether the answers are
 * the compiler's is the code-samples test's part
 * (plugins/highlight-code/annotations.ts).
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';

import {
  isTypeScriptFence,
  annotationKind,
} from '../../plugins/highlight-code/annotations';
import {annotationClasses} from '../../plugins/highlight-code/remark';
import {
  docsRoot,
  extractBlocks,
  type Locale,
} from '../../scripts/lib/samples/codeSamples';
import {buildDir, htmlFileOf, requireBuild, siteDir} from './buildDir';
import {decodeEntities} from './htmlText';

beforeAll(requireBuild);

/** [version, locale, route prefix]: the current release and next. */
const sites = [
  ['2.0.x', 'en', '/docs'],
  ['2.0.x', 'zh', '/zh/docs'],
  ['next', 'en', '/docs/next'],
  ['next', 'zh', '/zh/docs/next'],
] as const;
const pages = ['introduction', 'examples', 'overview/providers'];

describe.each(sites)('%s (%s)', (version, locale, prefix) => {
  it.each(pages)(
    '%s shows its samples’ types in the HTML and the twin',
    (page) => {
      const source = path.join(
        docsRoot(version, locale as Locale),
        `${page}.mdx`,
      );
      const lines = extractBlocks(
        readFileSync(path.join(siteDir, source), 'utf8'),
        source,
      )
        .filter((block) => isTypeScriptFence(block.lang))
        .flatMap((block) => block.code.split('\n'))
        .filter((line) => annotationKind(line) !== undefined)
        .map((line) => line.trim());
      // The pages chosen have at least one: a check of nothing proves nothing.
      expect(lines.length).toBeGreaterThan(0);

      const route = `${prefix}/${page}`;
      const html = readFileSync(htmlFileOf(route), 'utf8');
      const shown = [
        ...html.matchAll(
          new RegExp(
            `<span class="token-line[^"]*\\b(?:${Object.values(annotationClasses).join('|')})\\b[^"]*">(.*?)<br></span>`,
            'g',
          ),
        ),
      ].map((match) =>
        decodeEntities(match[1]!.replace(/<[^>]+>/g, '')).trim(),
      );
      expect(shown).toEqual(lines);

      const twin = path.join(buildDir, `${route}.md`);
      expect(existsSync(twin)).toBe(true);
      const markdown = readFileSync(twin, 'utf8');
      expect(lines.filter((line) => !markdown.includes(line))).toEqual([]);
    },
  );
});
