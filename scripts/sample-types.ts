/**
 * `npm run samples:types`: writes the compiler's answers into the pages' type
 * queries and expected errors (`//  ^?` and `// @error` lines of ts/tsx
 * samples; scripts/lib/samples/sampleAnnotations.ts), for every version and
 * locale, against api/<version>. The code-samples test checks the same
 * answers: run this after writing a `^?` or an `@error`, or after a change
 * of the declarations that the test says changed an answer, and read the
 * diff before committing it.
 *
 * It also writes static/sample-names/ (scripts/lib/samples/sampleNames.ts): the
 * Lattice names of every ts/tsx sample and what each declares, which the
 * build marks in the code and the browser shows on hover and focus. Run it
 * after editing a sample; the code-samples test says when it is due.
 *
 * And src/components/SampleEditor/workspaces/ (scripts/lib/samples/sampleWorkspaces.ts):
 * what the sample editor's compiler needs beside each editable sample.
 *
 *   npm run samples:types                              every version
 *   npm run samples:types -- --version 2.1.x --version next   only these
 *
 * `docs:version` runs it for the version it cuts and next only: the other
 * versions' pages and declarations are unchanged by a cut.
 */
import {existsSync, mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';

import {
  checkPages,
  declarationsOf,
  docsRoot,
  locales,
  pageFilesOf,
  readPage,
  siteDir,
  versions,
  type AnswerLine,
} from './lib/samples/codeSamples';
import {writeAnswer} from '../plugins/highlight-code/annotations';
import {
  DeclarationInfo,
  declarationOptions,
  namesFileTexts,
  namesFiles,
} from './lib/samples/sampleNames';
import {sampleNamesDir} from '../plugins/highlight-code/names';
import {
  sampleWorkspacesDir,
  workspaceFileText,
} from './lib/samples/sampleWorkspaces';

/** The versions asked for with --version (all when none is). */
function versionsAsked(argv: readonly string[]): readonly string[] {
  const asked: string[] = [];
  for (let i = 0; i < argv.length; i += 1) {
    const [flag, inline] = argv[i]!.split(/=(.*)/s, 2);
    const value = flag === '--version' ? (inline ?? argv[(i += 1)]) : undefined;
    if (!value || !versions.includes(value)) {
      console.error(
        `samples:types: ${value ? `${value} is not a docs version (${versions.join(', ')})` : `unexpected argument ${argv[i] ?? ''}`}`,
      );
      process.exit(2);
    }
    asked.push(value);
  }
  return asked.length > 0 ? asked : versions;
}
const asked = versionsAsked(process.argv.slice(2));

const answers: AnswerLine[] = [];
let namesWritten = 0;
mkdirSync(sampleNamesDir, {recursive: true});
mkdirSync(sampleWorkspacesDir, {recursive: true});
/** Writes a generated file if its text changed; says so. */
function write(file: string, text: string): number {
  if (existsSync(file) && readFileSync(file, 'utf8') === text) return 0;
  writeFileSync(file, text);
  console.log(`${path.relative(siteDir, file)} written`);
  return 1;
}
for (const version of asked) {
  const declarations = declarationsOf(version);
  const results = locales.map((locale) =>
    checkPages(pageFilesOf(version, locale).map(readPage), declarations),
  );
  for (const result of results) answers.push(...result.annotations);
  results.forEach((result, i) => {
    namesWritten += write(
      ...workspaceFileText(version, locales[i]!, result.workspace),
    );
  });
  const info = new DeclarationInfo(
    declarations.packages,
    declarationOptions,
    path.join(siteDir, docsRoot(version, 'en'), 'api'),
  );
  for (const [file, text] of namesFileTexts(version, namesFiles(results, info)))
    namesWritten += write(file, text);
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
  `samples:types: ${answers.length} type queries and expected errors in ${byPage.size} pages, ${written} answer(s) written; ${namesWritten} names and workspace file(s) written.`,
);
