/**
 * `npm run samples:types`: writes the compiler's answers into the pages' type
 * queries and expected errors (`//  ^?` and `// @error` lines of ts/tsx
 * samples; tests/content/sampleAnnotations.ts), for every version and
 * locale, against api/<version>. The code-samples test checks the same
 * answers: run this after writing a `^?` or an `@error`, or after a change
 * of the declarations that the test says changed an answer, and read the
 * diff before committing it.
 */
import {readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';

import {
  checkPages,
  declarationsOf,
  locales,
  pageFilesOf,
  readPage,
  siteDir,
  versions,
  type AnswerLine,
} from '../tests/content/codeSamples';
import {writeAnswer} from '../plugins/highlight-code/annotations';

const answers: AnswerLine[] = [];
for (const version of versions)
  for (const locale of locales) {
    const pages = pageFilesOf(version, locale).map(readPage);
    answers.push(...checkPages(pages, declarationsOf(version)).annotations);
  }

const byPage = new Map<string, AnswerLine[]>();
for (const answer of answers)
  byPage.set(answer.page, [...(byPage.get(answer.page) ?? []), answer]);
let written = 0;
for (const [page, lines] of byPage) {
  const file = path.join(siteDir, page);
  const text = readFileSync(file, 'utf8').split('\n');
  const before = written;
  for (const {line, answer} of lines) {
    const updated = writeAnswer(text[line - 1]!, answer);
    if (updated !== text[line - 1]) {
      text[line - 1] = updated;
      written++;
      console.log(`${page}:${line}: ${answer}`);
    }
  }
  if (written > before) writeFileSync(file, text.join('\n'));
}
console.log(
  `samples:types: ${answers.length} type queries and expected errors in ${byPage.size} pages, ${written} answer(s) written.`,
);
