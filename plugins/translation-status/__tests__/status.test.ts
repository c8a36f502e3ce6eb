/**
 * The translation status in a scratch git repository laid out like the site:
 * editing an English page puts its zh page behind and the plugin publishes the
 * notice's data; a commit that brings the zh page up clears it; a commit
 * marked [i18n-skip] raises nothing; a missing zh file is missing; a shallow
 * clone or a folder without git has no history to read.
 */
import {execFileSync, spawnSync} from 'node:child_process';
import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {LoadContext} from '@docusaurus/types';

import translationStatus, {type TranslationStatusData} from '..';
import {pagesOf, readGit, stateOf, type Pair} from '../status';

const en = 'docs/overview/modules.mdx';
const zh =
  'i18n/zh/docusaurus-plugin-content-docs/current/overview/modules.mdx';
const enOld = 'versioned_docs/version-1.0.x/introduction.mdx';
const zhOld =
  'i18n/zh/docusaurus-plugin-content-docs/version-1.0.x/introduction.mdx';

let repo: string;
let clock = Date.parse('2026-01-01T00:00:00Z') / 1000;

function git(...args: string[]): string {
  return execFileSync('git', args, {cwd: repo, encoding: 'utf8'});
}

/** Writes the files and commits them, one second after the previous commit. */
function commit(message: string, files: Record<string, string>): void {
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(repo, file)), {recursive: true});
    writeFileSync(path.join(repo, file), text);
  }
  clock += 60;
  const date = `${clock} +0000`;
  execFileSync('git', ['add', '-A'], {cwd: repo});
  execFileSync('git', ['commit', '-q', '-m', message], {
    cwd: repo,
    env: {
      ...process.env,
      GIT_AUTHOR_DATE: date,
      GIT_COMMITTER_DATE: date,
      GIT_AUTHOR_NAME: 'Test',
      GIT_AUTHOR_EMAIL: 'test@example.com',
      GIT_COMMITTER_NAME: 'Test',
      GIT_COMMITTER_EMAIL: 'test@example.com',
    },
  });
}

function stateOfPage(file: string) {
  const history = readGit(repo);
  if (history.kind !== 'full') throw new Error(history.reason);
  const pair = pagesOf(repo, ['1.0.x']).find((p: Pair) => p.en === file)!;
  return stateOf(repo, history.history, pair);
}

/** What the plugin publishes for the zh build of the scratch site. */
async function publishedData(locale = 'zh'): Promise<TranslationStatusData> {
  let data: unknown;
  const plugin = translationStatus({
    locale: 'zh',
    versions: ['1.0.x'],
    repositoryUrl: 'https://example.com/docs',
  })({
    siteDir: repo,
    i18n: {currentLocale: locale},
  } as LoadContext);
  await plugin.contentLoaded!({
    content: undefined,
    actions: {setGlobalData: (value: unknown) => (data = value)} as never,
  });
  return data as TranslationStatusData;
}

beforeEach(() => {
  repo = mkdtempSync(path.join(os.tmpdir(), 'lattice-i18n-'));
  git('init', '-q', '-b', 'main');
  commit('Modules and introduction in both locales', {
    [en]: '# Modules\n',
    [zh]: '# 模块\n',
    [enOld]: '# Introduction\n',
    [zhOld]: '# 简介\n',
  });
});

afterEach(() => rmSync(repo, {recursive: true, force: true}));

it('finds every page with its translation, in next and the released versions, but not the generated API reference', () => {
  commit('An API page, generated in both languages', {
    'docs/api/lattice-app/index.md': '# lattice-app\n',
    'i18n/zh/docusaurus-plugin-content-docs/current/api/lattice-app/index.md':
      '# lattice-app\n',
  });
  expect(pagesOf(repo, ['1.0.x'])).toEqual([
    {group: 'next', en, zh},
    {group: '1.0.x', en: enOld, zh: zhOld},
  ]);
  expect(stateOfPage(en)).toEqual({state: 'up-to-date'});
});

it('puts the zh page behind when its English source changes, and publishes the notice', async () => {
  commit('Modules: explain the injector tree', {[en]: '# Modules\n\nMore.\n'});
  const state = stateOfPage(en);
  expect(state).toMatchObject({
    state: 'behind',
    since: {subject: 'Modules: explain the injector tree'},
    translated: {subject: 'Modules and introduction in both locales'},
  });
  expect(stateOfPage(enOld)).toEqual({state: 'up-to-date'});

  const data = await publishedData();
  expect(Object.keys(data.behind)).toEqual([`@site/${zh}`]);
  expect(data.behind[`@site/${zh}`]).toMatchObject({
    source: en,
    changeCount: 1,
    changes: [{subject: 'Modules: explain the injector tree'}],
  });
  // The English build shows no notice.
  expect((await publishedData('en')).behind).toEqual({});
});

it('clears the notice once a commit brings the zh page up to date', async () => {
  commit('Modules: explain the injector tree', {[en]: '# Modules\n\nMore.\n'});
  commit('Modules (zh): the injector tree', {[zh]: '# 模块\n\n更多。\n'});
  expect(stateOfPage(en)).toEqual({state: 'up-to-date'});
  expect((await publishedData()).behind).toEqual({});
});

it('raises nothing for a commit marked as needing no translation', async () => {
  commit('Modules: fix a typo\n\n[i18n-skip]', {[en]: '# Modules.\n'});
  expect(stateOfPage(en)).toEqual({state: 'up-to-date'});
  expect((await publishedData()).behind).toEqual({});
  // A later change that does need translating counts, and only it.
  commit('Modules: a new section', {[en]: '# Modules.\n\n## New\n'});
  expect(stateOfPage(en)).toMatchObject({
    state: 'behind',
    changes: [{subject: 'Modules: a new section'}],
  });
});

it('counts every English change since the translation, newest first', () => {
  commit('First change', {[en]: '# Modules\n\n1\n'});
  commit('Second change', {[en]: '# Modules\n\n2\n'});
  const state = stateOfPage(en);
  if (state.state !== 'behind') throw new Error(state.state);
  expect(state.changes.map((c) => c.subject)).toEqual([
    'Second change',
    'First change',
  ]);
  expect(state.since.subject).toBe('First change');
});

it('says a translation is missing', () => {
  commit('A new English page', {
    'docs/overview/providers.mdx': '# Providers\n',
  });
  const history = readGit(repo);
  if (history.kind !== 'full') throw new Error(history.reason);
  const pair = pagesOf(repo, []).find(
    (p) => p.en === 'docs/overview/providers.mdx',
  )!;
  expect(stateOf(repo, history.history, pair)).toEqual({state: 'missing'});
});

it('npm run translations:status lists every page and fails naming a missing translation', () => {
  const script = path.join(
    __dirname,
    '../../../scripts/translations-status.ts',
  );
  const jiti = path.join(__dirname, '../../../node_modules/.bin/jiti');
  const status = (): {code: number; output: string} => {
    const result = spawnSync(jiti, [script, '--site', repo], {
      encoding: 'utf8',
    });
    return {
      code: result.status ?? -1,
      output: `${result.stdout}${result.stderr}`,
    };
  };
  commit('Modules: a new section', {[en]: '# Modules\n\n## New\n'});
  const behind = status();
  expect(behind.code).toBe(0);
  expect(behind.output).toMatch(
    /behind since 2026-01-01 +next +docs\/overview\/modules\.mdx/,
  );
  expect(behind.output).toContain('Modules: a new section');
  expect(behind.output).toMatch(
    /up to date +1\.0\.x +versioned_docs\/version-1\.0\.x\/introduction\.mdx/,
  );
  commit('A new English page', {
    'docs/overview/providers.mdx': '# Providers\n',
  });
  const missing = status();
  expect(missing.code).toBe(1);
  expect(missing.output).toContain(
    'i18n/zh/docusaurus-plugin-content-docs/current/overview/providers.mdx',
  );
});

it('reads no history from a shallow clone or a folder outside git', () => {
  commit('Second commit', {[en]: '# Modules\n\n2\n'});
  const clone = mkdtempSync(path.join(os.tmpdir(), 'lattice-shallow-'));
  const outside = mkdtempSync(path.join(os.tmpdir(), 'lattice-nogit-'));
  try {
    execFileSync('git', [
      'clone',
      '-q',
      '--depth',
      '1',
      `file://${repo}`,
      clone,
    ]);
    expect(readGit(clone)).toMatchObject({kind: 'shallow'});
    expect(readGit(outside)).toMatchObject({kind: 'none'});
  } finally {
    rmSync(clone, {recursive: true, force: true});
    rmSync(outside, {recursive: true, force: true});
  }
});
