/**
 * `npm run translations:status`: every page of every version (and the blog
 * and site pages) with the state of its Chinese translation, read from git
 * (plugins/translation-status/status.ts): up to date, behind since a date
 * (with the English changes to follow), not committed yet, or missing.
 * Exits non-zero when a translation is missing, naming the files.
 *
 *   npm run translations:status            every page
 *   npm run translations:status -- --behind  only the pages that need work
 *   npm run translations:status -- --site <dir>  another checkout (the tests' scratch repositories)
 */
import path from 'node:path';

import {releasedVersions} from '../src/data/site';
import {
  pagesOf,
  readGit,
  skipKeyword,
  stateOf,
} from '../plugins/translation-status/status';

const siteArg = process.argv.indexOf('--site');
const siteDir =
  siteArg > 0
    ? path.resolve(process.argv[siteArg + 1] ?? '.')
    : path.join(__dirname, '..');
const onlyWork = process.argv.includes('--behind');

const git = readGit(siteDir);
if (git.kind !== 'full') {
  console.error(
    `translations:status needs the git history, and this checkout is ${git.reason}.`,
  );
  process.exit(2);
}

const counts = {'up to date': 0, behind: 0, uncommitted: 0, missing: 0};
const missing: string[] = [];
const day = (iso: string) => iso.slice(0, 10);
for (const pair of pagesOf(siteDir, releasedVersions)) {
  const state = stateOf(siteDir, git.history, pair);
  const page = `${pair.group.padEnd(6)} ${pair.en}`;
  switch (state.state) {
    case 'up-to-date':
      counts['up to date'] += 1;
      if (!onlyWork) console.log(`  up to date          ${page}`);
      break;
    case 'uncommitted':
      counts.uncommitted += 1;
      console.log(`  not committed yet   ${page}`);
      break;
    case 'missing':
      counts.missing += 1;
      missing.push(pair.zh);
      console.log(`✗ missing             ${page}  (${pair.zh})`);
      break;
    case 'behind':
      counts.behind += 1;
      console.log(`! behind since ${day(state.since.date)}  ${page}`);
      for (const change of state.changes)
        console.log(
          `      ${day(change.date)} ${change.hash.slice(0, 7)} ${change.subject}`,
        );
      break;
  }
}

console.log(
  `\n${counts['up to date']} up to date, ${counts.behind} behind, ${counts.uncommitted} not committed yet, ${counts.missing} missing.`,
);
if (counts.behind)
  console.log(
    `A page is behind when its English source has a commit newer than the zh file's last one. Bring the zh page up to date and commit it; a commit whose message holds ${skipKeyword} changed nothing a translator must follow and raises no notice.`,
  );
if (missing.length) {
  console.error(
    `\nMissing translations:\n${missing.map((file) => `  ${file}`).join('\n')}`,
  );
  process.exit(1);
}
