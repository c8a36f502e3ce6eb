/**
 * The guides a developer learns Lattice from: every page of every version in
 * both locales, long enough, structured, with code in languages the site
 * highlights, in natural Chinese on zh, free of placeholders, and telling each
 * version's own story.
 */
import {existsSync, readFileSync, readdirSync, statSync} from 'node:fs';
import path from 'node:path';

import Prism from '../../plugins/highlight-code/prism/languages';
import {inRange, type VersionRange} from '../../scripts/lib/versions.mjs';
import {glossary, ruledOut} from '../../src/data/glossary';
import {
  archivedRouteVersions,
  versionOnlyPages,
} from '../../scripts/lib/routeMap';
import {
  docsRoot,
  siteDir,
  versions,
  type Version,
} from '../../scripts/lib/samples/codeSamples';
import {
  conceptPages,
  hanCount,
  proseOf,
  shorterPages,
  wordCount,
} from './prose';
import {
  declarationSentences,
  ruledOutWords,
  sentencesOf,
  zhCommentSentences,
  zhPageSentences,
} from './terms';

function guidePagesOf(version: Version): string[] {
  const pages = [...conceptPages, ...shorterPages];
  for (const [page, range] of Object.entries(versionOnlyPages))
    if (inRange(version, range)) pages.push(page);
  return pages;
}

/**
 * The built versions in a range of releases and those outside it. Inside
 * is never empty, or the check would prove nothing; outside is empty only
 * when the versions outside the range are archived (their pages frozen,
 * checked when they were built).
 */
function split(range: VersionRange): [inside: Version[], outside: Version[]] {
  const inside = versions.filter((version) => inRange(version, range));
  const outside = versions.filter((version) => !inRange(version, range));
  expect(inside).not.toEqual([]);
  expect(
    [...outside, ...archivedRouteVersions].filter(
      (version) => !inRange(version, range),
    ),
  ).not.toEqual([]);
  return [inside, outside];
}

function read(version: Version, locale: 'en' | 'zh', page: string): string {
  const file = path.join(siteDir, docsRoot(version, locale), `${page}.mdx`);
  if (!existsSync(file))
    throw new Error(`Missing page: ${path.relative(siteDir, file)}`);
  return readFileSync(file, 'utf8');
}

/** The code blocks of a page: what a reader copies and runs. */
function codeOf(source: string): string {
  return (source.match(/```[\s\S]*?```/g) ?? []).join('\n');
}

const latinLetters = (text: string) => (text.match(/[A-Za-z]/g) ?? []).length;

const cases = versions.flatMap((version) =>
  guidePagesOf(version).map((page) => ({
    version,
    page,
    kind:
      conceptPages.includes(page) || page === 'overview/dynamic-modules'
        ? 'concept'
        : 'short',
  })),
);

describe.each(cases)('$version $page', ({version, page, kind}) => {
  let en = '';
  let zh = '';
  beforeAll(() => {
    en = read(version, 'en', page);
    zh = read(version, 'zh', page);
  });

  it('is long enough to learn from, in both locales', () => {
    const minHan = kind === 'concept' ? 600 : 300;
    const minWords = kind === 'concept' ? 350 : 180;
    expect(hanCount(proseOf(zh))).toBeGreaterThanOrEqual(minHan);
    expect(wordCount(proseOf(en))).toBeGreaterThanOrEqual(minWords);
  });

  it('has h2 sections, no heading deeper than h3, and a code block with a language', () => {
    for (const source of [en, zh]) {
      const withoutCode = source.replace(/```[\s\S]*?```/g, '');
      expect(withoutCode).toMatch(/^## \S/m);
      expect(withoutCode).not.toMatch(/^#{4,} /m);
      expect(source).toMatch(/^```[a-z]+/m);
    }
  });

  it('titles admonitions with the label syntax (:::info[Title])', () => {
    // With the v4 MDX flags the legacy `:::info Title` renders as plain text.
    for (const source of [en, zh]) {
      expect(source).not.toMatch(
        /^\s*:::(note|tip|info|warning|danger|caution) +\S/m,
      );
    }
  });

  it('has the same sections in en and zh', () => {
    const count = (source: string, level: string) =>
      (
        source
          .replace(/```[\s\S]*?```/g, '')
          .match(new RegExp(`^${level} `, 'gm')) ?? []
      ).length;
    expect(count(zh, '##')).toBe(count(en, '##'));
    expect(count(zh, '###')).toBe(count(en, '###'));
  });

  it('links the API reference at its pages (a class, an interface, a package), the same in en and zh', () => {
    const apiLinks = (source: string) =>
      [...source.matchAll(/\]\(((?:\.\.?\/)+api\/[^)#\s]*)[^)]*\)/g)].map(
        ([, target]) => target!,
      );
    const dir = path.dirname(path.join(docsRoot(version, 'en'), page));
    for (const target of apiLinks(en)) {
      expect(target).toMatch(
        /\/api\/[^/]+\/((classes|interfaces)\/[A-Za-z]+|index)\.md$/,
      );
      expect(existsSync(path.resolve(dir, target))).toBe(true);
    }
    expect(apiLinks(zh)).toEqual(apiLinks(en));
  });

  it('reads as Chinese on zh: mostly Han characters outside code', () => {
    const prose = proseOf(zh);
    const han = hanCount(prose);
    expect(han / (han + latinLetters(prose))).toBeGreaterThan(0.6);
  });
});

it('links guides to the API reference in every version', () => {
  for (const version of versions) {
    const links = guidePagesOf(version)
      .map((page) => read(version, 'en', page))
      .join('\n')
      .match(/\]\((?:\.\.?\/)+api\/[^)]+\/(classes|interfaces)\//g);
    expect(links?.length ?? 0).toBeGreaterThan(15);
  }
});

describe('version differences', () => {
  const routerPage = (version: Version) =>
    read(version, 'en', 'built-in-modules/router-module') +
    read(version, 'zh', 'built-in-modules/router-module');

  it('registers routes with RouterModule.register before 2.0 and forRoot from 2.0 on', () => {
    const [since20, before20] = split({since: '2.0.x'});
    for (const version of before20) {
      expect(routerPage(version)).toContain('RouterModule.register(');
      expect(routerPage(version)).not.toMatch(
        /forRoot|forFeature|registerAsync|DynamicModule/,
      );
    }
    for (const version of since20) {
      expect(routerPage(version)).toContain('RouterModule.forRoot(');
    }
  });

  it('has no Svelte tab before 1.0, and Svelte tabs from 1.0 on', () => {
    const [since10, before10] = split({since: '1.0.x'});
    const all = (version: Version) =>
      guidePagesOf(version)
        .map((page) => read(version, 'en', page) + read(version, 'zh', page))
        .join('\n');
    for (const version of before10)
      expect(all(version)).not.toMatch(/value="svelte"/);
    for (const version of since10)
      expect(all(version)).toMatch(/value="svelte"/);
  });

  // Older pages may say in prose that a feature arrives later; their code
  // must not use it.
  it('introduces module interceptors and useGlobalInterceptors in 1.1', () => {
    const code = (version: Version) =>
      codeOf(read(version, 'en', 'overview/interceptors'));
    const [since11, before11] = split({since: '1.1.x'});
    for (const version of before11) {
      expect(code(version)).not.toContain('useGlobalInterceptors(');
      expect(code(version)).not.toMatch(/interceptors: \[/);
    }
    for (const version of since11) {
      expect(code(version)).toContain('useGlobalInterceptors(');
    }
  });

  // New in next, so in 2.1 once it is cut from next.
  it('has the interceptor priority and update --interactive from 2.1 (next) on', () => {
    const [since21, before21] = split({since: '2.1.x'});
    for (const version of since21) {
      expect(codeOf(read(version, 'en', 'overview/interceptors'))).toMatch(
        /priority:/,
      );
      expect(codeOf(read(version, 'en', 'cli-commands/update'))).toContain(
        '--interactive',
      );
    }
    for (const version of before21) {
      expect(read(version, 'en', 'overview/interceptors')).not.toMatch(
        /priority:/,
      );
      expect(codeOf(read(version, 'en', 'cli-commands/update'))).not.toContain(
        '--interactive',
      );
    }
  });

  it('has the interceptor schematic from 1.1 on', () => {
    const schematic = /lattice (generate|g) interceptor/;
    const code = (version: Version) =>
      codeOf(read(version, 'en', 'cli-commands/generate'));
    const [since11, before11] = split({since: '1.1.x'});
    for (const version of before11) {
      expect(code(version)).not.toMatch(schematic);
    }
    for (const version of since11) {
      expect(code(version)).toMatch(schematic);
    }
  });

  it('uses the 0.7-only packages in 0.7.x and lattice-common from 1.0 on', () => {
    // Migration diffs show the 0.7 imports on purpose; only code a reader runs counts.
    const all = (version: Version) =>
      guidePagesOf(version)
        .map((page) =>
          read(version, 'en', page).replace(/```diff[\s\S]*?```/g, ''),
        )
        .join('\n');
    const [since10, before10] = split({since: '1.0.x'});
    for (const version of before10) {
      expect(all(version)).toMatch(/from 'lattice-logger'/);
    }
    for (const version of since10) {
      expect(all(version)).not.toMatch(
        /from '(lattice-logger|lattice-config|lattice-utils|lattice-collections|lattice-platforms)'/,
      );
    }
  });

  it('has the dynamic modules page only from 2.0 on', () => {
    const [since20, before20] = split(
      versionOnlyPages['overview/dynamic-modules']!,
    );
    expect(since20).toContain('next');
    for (const [versions, present] of [
      [since20, true],
      [before20, false],
    ] as const) {
      for (const version of versions) {
        for (const locale of ['en', 'zh'] as const) {
          expect({
            version,
            locale,
            present: existsSync(
              path.join(
                siteDir,
                docsRoot(version, locale),
                'overview/dynamic-modules.mdx',
              ),
            ),
          }).toEqual({version, locale, present});
        }
      }
    }
  });
});

/** Every page and data file of the site's content, in both locales. */
const contentFiles: string[] = [
  'docs',
  'versioned_docs',
  'i18n',
  'src/pages',
].flatMap((root) =>
  readdirSync(path.join(siteDir, root), {recursive: true, encoding: 'utf8'})
    .filter((name) => /\.(mdx?|json|tsx?)$/.test(name))
    .map((name) => path.join(siteDir, root, name)),
);

describe('placeholders', () => {
  it('reads every page of the site', () => {
    expect(contentFiles.length).toBeGreaterThan(150);
  });

  it('has no placeholder words anywhere', () => {
    // Case-sensitive: a todo-list example (`TodosService`) is not a
    // placeholder, but an upper-case TODO starting any word (`TODOS_…`) reads
    // as one.
    const placeholder = /\b(TODO|TBD|FIXME)|lorem ipsum|待补充|占位/;
    const offenders = contentFiles.filter((file) =>
      placeholder.test(readFileSync(file, 'utf8')),
    );
    expect(offenders.map((file) => path.relative(siteDir, file))).toEqual([]);
  });
});

describe('one word for one thing', () => {
  // The Chinese of every page, theme string and API comment (@zh in api/).
  const chinese = [
    ...contentFiles.filter((file) =>
      file.includes(`${path.sep}i18n${path.sep}`),
    ),
    ...readdirSync(path.join(siteDir, 'api')).flatMap((version) =>
      statSync(path.join(siteDir, 'api', version)).isDirectory()
        ? readdirSync(path.join(siteDir, 'api', version))
            .filter((name) => name.endsWith('.d.ts'))
            .map((name) => path.join(siteDir, 'api', version, name))
        : [],
    ),
  ];
  const offending = (pattern: RegExp) =>
    chinese
      .filter((file) => pattern.test(readFileSync(file, 'utf8')))
      .map((file) => path.relative(siteDir, file));

  it('reads the Chinese of pages, theme strings and API comments', () => {
    expect(chinese.length).toBeGreaterThan(150);
  });

  it('says 注册 for register, never 登记', () => {
    expect(offending(/登记/)).toEqual([]);
  });

  it('addresses the reader as 你, never 您', () => {
    expect(offending(/您/)).toEqual([]);
  });

  it('labels what is new in next as 2.1, as the guides do', () => {
    expect(offending(/next\s*中新增|New in next/i)).toEqual([]);
  });

  it('calls the people using an application 用户, never 读者', () => {
    expect(offending(/读者/)).toEqual([]);
  });

  it('says a Promise is rejected (被拒绝), never that a hook is', () => {
    expect(offending(/钩子(?:函数)?(?:被|会被)?拒绝/)).toEqual([]);
  });

  it('says 次版本 for a minor version, never 次要版本', () => {
    expect(offending(/次要版本/)).toEqual([]);
  });
});

describe('one word for one thing: the glossary', () => {
  // src/data/glossary.ts: each term's other words are ruled out, on the zh
  // pages of every version and in the @zh texts of the declarations.
  const sentences = [...zhPageSentences(), ...declarationSentences()];

  it('reads the zh pages of every version and the @zh texts of every version', () => {
    for (const version of versions) {
      const root = docsRoot(version, 'zh') + '/';
      expect(sentences.some(({file}) => file.startsWith(root))).toBe(true);
      expect(
        sentences.some(({file}) => file.startsWith(`api/${version}/`)),
      ).toBe(true);
    }
    // The generated API pages are checked at their source, the declarations.
    expect(sentences.some(({file}) => /\/api\/.*\.md$/.test(file))).toBe(false);
  });

  it.each(ruledOut.map((rule) => [rule.term, glossary[rule.term], rule]))(
    'says %s as %s, and no other word',
    (_term, _word, rule) => {
      expect(ruledOutWords(sentences, [rule])).toEqual([]);
    },
  );

  it('finds each ruled-out word, and leaves 代码块 for a code block alone', () => {
    const page = [
      '事件的监听者会被调用。',
      '移除监听函数。',
      '拦截器包裹提供者的方法。',
      '给提供者套上拦截器。',
      '升级到最新发布。',
      '最新发布的版本更快。',
      '加载器会下载代码块。',
      '// 代码块 10 秒内没有下载完就放弃',
      '下面的代码块展示了如何加载模块。',
      '每个代码块都标明了语言。',
      '代码块的标题写文件名，例如 lattice.config.js。',
    ].join('\n');
    const comment = [
      '/**',
      ' * Loads a module.',
      ' *',
      ' * @zh 加载模块文件，并把它放进单独的',
      ' * 代码块。',
      ' * @param factory - Imports the file.',
      ' */',
    ].join('\n');
    expect(
      ruledOutWords([
        ...sentencesOf('page.mdx', 1, page, true),
        ...zhCommentSentences('api.d.ts', comment),
      ]),
    ).toEqual([
      'page.mdx:1: 监听者 → 监听器 (listener)',
      'page.mdx:2: 监听函数 → 监听器 (listener)',
      'page.mdx:3: 包裹 → 包装 (wrap)',
      'page.mdx:4: 套上 → 包装 (wrap)',
      'page.mdx:5: 最新发布 → 最新版本 (latest release)',
      'page.mdx:7: 代码块 → 分块 (chunk)',
      'page.mdx:8: 代码块 → 分块 (chunk)',
      'api.d.ts:5: 代码块 → 分块 (chunk)',
    ]);
  });
});

describe('code fences', () => {
  it('name only languages the site can highlight', () => {
    const fences = new Map<string, string>();
    for (const file of contentFiles.filter((name) => /\.mdx?$/.test(name))) {
      for (const [, language] of readFileSync(file, 'utf8').matchAll(
        /^\s*```(\w[\w-]*)/gm,
      )) {
        if (!fences.has(language!))
          fences.set(language!, path.relative(siteDir, file));
      }
    }
    expect(fences.size).toBeGreaterThan(5);
    const missing = [...fences]
      .filter(([language]) => language !== 'text' && !Prism.languages[language])
      .map(
        ([language, file]) =>
          `${language} (first in ${file}): add its grammar to plugins/highlight-code/prism/languages.ts`,
      );
    expect(missing).toEqual([]);
  });
});
