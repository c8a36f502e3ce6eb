/**
 * Freshness from git, in a build of a scratch copy made a git repository,
 * the zh locale and the next version only: every page shows its
 * last-updated date, and a zh page shows the translation notice when its
 * English source changed since, but not when the change was marked
 * [i18n-skip], nor once a commit brought the zh page up to date. (A build
 * without git history succeeds, says so and shows no dates: badInput.test.ts,
 * whose copy has none, shows it on the build it makes anyway.)
 */
import {execFileSync} from 'node:child_process';
import {appendFileSync, readFileSync} from 'node:fs';
import path from 'node:path';

import {
  docusaurus,
  makeScratchSite,
  removeScratchSite,
  type RunResult,
} from './scratchSite';

jest.setTimeout(300_000);

let dir = '';
beforeAll(() => {
  dir = makeScratchSite();
});
afterAll(() => removeScratchSite(dir));

const zhDocs = 'i18n/zh/docusaurus-plugin-content-docs/current';
let clock = Date.parse('2026-01-05T08:00:00Z') / 1000;

function git(...args: string[]): void {
  clock += 3600;
  execFileSync('git', args, {
    cwd: dir,
    stdio: 'ignore',
    env: {
      ...process.env,
      GIT_AUTHOR_DATE: `${clock} +0000`,
      GIT_COMMITTER_DATE: `${clock} +0000`,
      GIT_AUTHOR_NAME: 'Test',
      GIT_AUTHOR_EMAIL: 'test@example.com',
      GIT_COMMITTER_NAME: 'Test',
      GIT_COMMITTER_EMAIL: 'test@example.com',
    },
  });
}

/** Appends a paragraph to a page and commits it with the message. */
function change(file: string, message: string): void {
  appendFileSync(path.join(dir, file), `\nOne more paragraph.\n`);
  git('add', file);
  git('commit', '-q', '-m', message);
}

function buildZh(): RunResult {
  const result = docusaurus(
    dir,
    ['build', '--locale', 'zh', '--out-dir', 'build-zh'],
    {DOCS_VERSIONS: 'current'},
  );
  if (result.status !== 0) throw new Error(result.output);
  return result;
}

/** A page of the zh build (built alone, at the root; next is the only version, at /docs). */
const page = (route: string) =>
  readFileSync(path.join(dir, 'build-zh', `${route}.html`), 'utf8');
/** What a reader reads of a page: its text, without tags and React's text separators. */
const textOf = (route: string) =>
  page(route)
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, '')
    .replace(/\s+/g, ' ');

it('dates every page from git, and shows the notice only where the English source moved on', () => {
  git('init', '-q', '-b', 'main');
  git('add', '-A', '--', '.', ':!node_modules');
  git('commit', '-q', '-m', 'The site');
  // Behind: an English change the zh page has not followed, four days later.
  clock += 4 * 86_400;
  change('docs/overview/modules.mdx', 'Modules: explain the injector tree');
  // A change marked as needing no translation.
  change('docs/overview/providers.mdx', 'Providers: fix a typo [i18n-skip]');
  // Followed: the zh page was brought up to date after the English change.
  change('docs/overview/components.mdx', 'Components: a new example');
  change(
    `${zhDocs}/overview/components.mdx`,
    'Components (zh): the new example',
  );

  buildZh();
  const modules = textOf('docs/overview/modules');
  // The zh page's date is its own file's, not its English source's.
  expect(modules).toMatch(/最后更新于 ?2026年1月5日/);
  expect(page('docs/overview/modules')).toContain('translation-notice-title');
  expect(modules).toContain(
    '英文原文已于 2026年1月9日 更新，本页译文尚未跟上。',
  );
  expect(modules).toContain('Modules: explain the injector tree');
  expect(modules).toContain('docs/overview/modules.mdx');
  expect(page('docs/overview/providers')).not.toContain(
    'translation-notice-title',
  );
  expect(page('docs/overview/components')).not.toContain(
    'translation-notice-title',
  );
  expect(page('docs/overview/components')).toContain('theme-last-updated');
});
