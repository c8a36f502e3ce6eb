/**
 * Whether each Chinese page keeps up with its English source, read from
 * git. A zh page is behind when its English source has a commit newer
 * than the zh file's last commit, not counting commits whose message holds
 * `[i18n-skip]` (a typo fix, a reformat: nothing a translator must follow).
 * Used by `npm run translations:status` and by the plugin that shows the
 * notice on a lagging zh page.
 *
 * Git is read once for the whole history (one `git log`), as Docusaurus's
 * eager VCS strategy reads it for the last-updated dates.
 */
import {execFileSync} from 'node:child_process';
import {existsSync, readdirSync} from 'node:fs';
import path from 'node:path';

/** In a commit message: the change needs no translation. */
export const skipKeyword = '[i18n-skip]';

export interface Commit {
  hash: string;
  /** Committer date, ISO 8601. */
  date: string;
  /** Committer date, seconds since the epoch: what commits are ordered by. */
  time: number;
  subject: string;
  /** Whether the message says the change needs no translation. */
  skip: boolean;
}

export interface History {
  /** For each file (relative to the site, `/` separators), its commits, newest first. */
  commitsOf(file: string): readonly Commit[];
}

export type GitState =
  {kind: 'full'; history: History} | {kind: 'shallow' | 'none'; reason: string};

function git(siteDir: string, args: readonly string[]): string {
  return execFileSync('git', args, {
    cwd: siteDir,
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
    stdio: ['ignore', 'pipe', 'ignore'],
  });
}

/**
 * Whether the site has a git history to read, or why not: not a git work
 * tree (an archive, a copy), no commit yet, or a shallow clone, whose history
 * would date every page to the clone's one commit. Two `git rev-parse`s: the
 * config asks this to choose how Docusaurus reads last-updated dates.
 */
export function historyOf(
  siteDir: string,
): {kind: 'full'} | {kind: 'shallow' | 'none'; reason: string} {
  try {
    if (git(siteDir, ['rev-parse', '--is-inside-work-tree']).trim() !== 'true')
      return {kind: 'none', reason: 'not inside a git work tree'};
  } catch {
    return {kind: 'none', reason: 'not inside a git work tree'};
  }
  try {
    git(siteDir, ['rev-parse', '--verify', 'HEAD']);
  } catch {
    return {kind: 'none', reason: 'no commit yet'};
  }
  if (git(siteDir, ['rev-parse', '--is-shallow-repository']).trim() === 'true')
    return {kind: 'shallow', reason: 'a shallow clone (git clone --depth)'};
  return {kind: 'full'};
}

/** The site's git history, read in one `git log`, or why there is none (see historyOf). */
export function readGit(siteDir: string): GitState {
  const history = historyOf(siteDir);
  if (history.kind !== 'full') return history;
  // Paths relative to the site even when the site is a folder of a larger repository.
  const log = git(siteDir, [
    '-c',
    'log.showSignature=false',
    'log',
    '--no-renames',
    '--relative',
    '--format=%x1e%H%x1f%cI%x1f%ct%x1f%s%x1f%B%x1f',
    '--name-only',
    '--',
    '.',
  ]);
  const byFile = new Map<string, Commit[]>();
  for (const entry of log.split('\x1e')) {
    if (!entry.trim()) continue;
    const [hash, date, time, subject, body, files] = entry.split('\x1f');
    const commit: Commit = {
      hash: hash!,
      date: date!,
      time: Number(time),
      subject: subject!,
      skip: body!.includes(skipKeyword),
    };
    for (const file of files!.split('\n').map((line) => line.trim())) {
      if (!file) continue;
      const list = byFile.get(file);
      if (list) list.push(commit);
      else byFile.set(file, [commit]);
    }
  }
  return {kind: 'full', history: {commitsOf: (file) => byFile.get(file) ?? []}};
}

export interface Pair {
  /** The English source, relative to the site. */
  en: string;
  /** The Chinese translation, relative to the site. */
  zh: string;
  /** `next`, a version name, `blog` or `pages`. */
  group: string;
}

const zhDocs = 'i18n/zh/docusaurus-plugin-content-docs';

/** The pages under a folder of the site, relative to it, with `/`, sorted. */
function markdownFiles(siteDir: string, dir: string): string[] {
  const root = path.join(siteDir, dir);
  if (!existsSync(root)) return [];
  return readdirSync(root, {recursive: true, encoding: 'utf8'})
    .filter((file) => /\.mdx?$/.test(file))
    .map((file) => file.split(path.sep).join('/'))
    .sort();
}

/**
 * Every English page with the Chinese file that translates it: docs of every
 * version, blog posts, site pages. Not the API reference (`api/` of each
 * version): both languages are generated from the same declarations, so a
 * zh page there never lags its English twin (`npm run api -- --check` keeps
 * them current), even when a change reaches only the English one.
 */
export function pagesOf(siteDir: string, versions: readonly string[]): Pair[] {
  const roots: {group: string; en: string; zh: string}[] = [
    {group: 'next', en: 'docs', zh: `${zhDocs}/current`},
    ...versions.map((version) => ({
      group: version,
      en: `versioned_docs/version-${version}`,
      zh: `${zhDocs}/version-${version}`,
    })),
    {group: 'blog', en: 'blog', zh: 'i18n/zh/docusaurus-plugin-content-blog'},
    {
      group: 'pages',
      en: 'src/pages',
      zh: 'i18n/zh/docusaurus-plugin-content-pages',
    },
  ];
  return roots.flatMap(({group, en, zh}) =>
    markdownFiles(siteDir, en)
      .filter((file) => !(zh.startsWith(zhDocs) && file.startsWith('api/')))
      .map((file) => ({
        group,
        en: `${en}/${file}`,
        zh: `${zh}/${file}`,
      })),
  );
}

export type PageState =
  | {state: 'up-to-date'}
  /** The English source changed after the zh file's last commit. */
  | {
      state: 'behind';
      /** The first English change the zh page has not followed. */
      since: Commit;
      /** The English changes not followed, newest first. */
      changes: readonly Commit[];
      /** The zh file's last commit. */
      translated: Commit;
    }
  | {state: 'missing'}
  /** Not committed yet (a page being written): nothing to compare. */
  | {state: 'uncommitted'};

/** Whether the zh page of a pair follows its English source. */
export function stateOf(
  siteDir: string,
  history: History,
  pair: Pair,
): PageState {
  if (!existsSync(path.join(siteDir, pair.zh))) return {state: 'missing'};
  const zhCommits = history.commitsOf(pair.zh);
  const enCommits = history.commitsOf(pair.en);
  if (zhCommits.length === 0 || enCommits.length === 0)
    return {state: 'uncommitted'};
  const translated = zhCommits[0]!;
  const changes: Commit[] = [];
  for (const commit of enCommits) {
    // Both lists are newest first: stop at the commit the zh file last had.
    if (commit.hash === translated.hash || commit.time < translated.time) break;
    if (!commit.skip) changes.push(commit);
  }
  if (changes.length === 0) return {state: 'up-to-date'};
  return {
    state: 'behind',
    since: changes[changes.length - 1]!,
    changes,
    translated,
  };
}
