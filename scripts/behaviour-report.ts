/**
 * `npm run report:behaviours`: the sentences of the guides and the FAQ that
 * state a behaviour of Lattice about a declared symbol whose doc comment says
 * nothing of that kind (scripts/lib/behaviours.ts says how they are found).
 * Read it when you change a guide: a listed sentence either goes into the
 * declarations first (api/README.md, "Writing a comment"), comes off the
 * page, or gets its reason in scripts/lib/behaviourReasons.ts. It always
 * exits 0: a rewording escapes it, so it informs and does not gate.
 *
 *   npm run report:behaviours                       every page, both locales
 *   npm run report:behaviours -- docs/overview/modules.mdx   only these pages
 *   npm run report:behaviours -- --unexplained      only sentences without a reason
 */
import path from 'node:path';

import {collectFindings, type Finding} from './lib/behaviours';
import {reasonOf} from './lib/behaviourReasons';

const siteDir = path.join(__dirname, '..');
const args = process.argv.slice(2);
const onlyUnexplained = args.includes('--unexplained');
const onlyPages = args
  .filter((arg) => !arg.startsWith('--'))
  .map((arg) => path.relative(siteDir, path.resolve(arg)));

const {pages, findings} = collectFindings(onlyPages);

let explained = 0;
let unexplained = 0;
const byPage = new Map<string, {finding: Finding; reason: string | null}[]>();
for (const finding of findings) {
  const reason = reasonOf(finding);
  if (reason) explained += 1;
  else unexplained += 1;
  if (onlyUnexplained && reason) continue;
  const list = byPage.get(finding.file) ?? [];
  list.push({finding, reason});
  byPage.set(finding.file, list);
}

for (const [file, list] of byPage) {
  console.log(`\n${file}`);
  for (const {finding, reason} of list) {
    const sentence =
      finding.sentence.length > 180
        ? `${finding.sentence.slice(0, 177)}...`
        : finding.sentence;
    console.log(
      `  ${finding.line} [${finding.kind}; ${finding.names.join(', ')}] ${sentence}`,
    );
    console.log(
      reason ? `      reason: ${reason}` : '      no reason recorded',
    );
  }
}
console.log(
  `\n${pages} pages read; ${unexplained + explained} sentences state a behaviour their symbols' doc comments do not: ${explained} with a recorded reason, ${unexplained} without.`,
);
