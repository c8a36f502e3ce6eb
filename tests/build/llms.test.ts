/**
 * The Markdown twins and llms.txt files (plugins/llms-txt, for AI
 * assistants) in the built site: a twin for every docs page of the route
 * map, the FAQ and the support page, in both locales, that reads as the
 * page does (its language, every platform tab, admonition titles, code with
 * language and title) and holds nothing of the MDX source or the site's
 * navigation; an llms.txt and llms-full.txt per locale and version that list
 * only that version's pages.
 * (That every link of the llms.txt files answers 200 behind nginx is in
 * tests/e2e/llms.spec.ts.)
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';

import {
  allRoutes,
  archivedRouteVersions,
  blogPages,
  latestRelease,
  locales,
  routeVersions,
  versionPrefixes,
} from '../../scripts/lib/routeMap';
import {buildDir, requireBuild} from './buildDir';

beforeAll(requireBuild);

/** The routes that have a twin: every docs page, the FAQ, the support and versions pages. */
const twinRoutes = allRoutes().filter((route) => route !== '/');

const twinFile = (route: string) => path.join(buildDir, `${route}.md`);
const read = (file: string) => readFileSync(file, 'utf8');

/** The Markdown outside its code blocks and inline code. */
// Fences indented in a list item (the update pages' API changes) are code too.
const prose = (markdown: string) =>
  markdown
    .replace(/^( *)```[^\n]*\n[\s\S]*?^\1```$/gm, '')
    .replace(/`[^`\n]*`/g, '');

/** Han characters against Latin words in the prose (a word of English counts once, as a Han character does). */
function hanShare(markdown: string): number {
  // Link texts are names (packages, classes) in both locales: left out.
  const text = prose(markdown).replace(/\[[^\]]*\]\([^)]*\)/g, '');
  const han = (text.match(/\p{Script=Han}/gu) ?? []).length;
  const words = (text.match(/[A-Za-z]+/g) ?? []).length;
  return han + words ? han / (han + words) : 0;
}

const siteOrigin = 'https://lattice-framework.github.io';

describe.each(locales)('the $locale twins', ({locale, prefix}) => {
  const routes = twinRoutes.map((route) => `${prefix}${route}`);

  it('exist for every page of the route map', () => {
    expect(routes.length).toBeGreaterThan(300);
    expect(routes.filter((route) => !existsSync(twinFile(route)))).toEqual([]);
  });

  it(`read in ${locale === 'zh' ? 'Chinese' : 'English'}`, () => {
    const wrong = routes
      .filter((route) => !route.includes('/api/'))
      .filter((route) => {
        const share = hanShare(read(twinFile(route)));
        return locale === 'zh' ? share < 0.5 : share > 0.01;
      });
    expect(wrong).toEqual([]);
  });

  it('open with the page title and hold no MDX source, JSX or navigation', () => {
    const navigation =
      locale === 'zh'
        ? /编辑此页|上一页|下一页|跳到主要内容|本页总览|最近更新/
        : /Edit this page|Previous|Next\b.*»|Skip to main content|On this page|Last updated/;
    const problems = routes.flatMap((route) => {
      const markdown = read(twinFile(route));
      const text = prose(markdown);
      const found: string[] = [];
      if (!/^# \S/.test(markdown)) found.push('no title first');
      if (/^(import|export) /m.test(text))
        found.push('an import or export line');
      // A component tag (<Tabs>, <TabItem value="vue">), not a type
      // parameter (InjectionToken\<T>).
      if (/(?<!\\)<\/?[A-Z][A-Za-z]+(\s+\w+=|\s*\/?>)/.test(text))
        found.push('a JSX tag');
      if (navigation.test(text))
        found.push(`navigation text: ${navigation.exec(text)![0]}`);
      if (/\[\u200b?\]\(#/.test(text)) found.push('a heading anchor link');
      // A table of contents: list items that only link to the page's own
      // headings (the column beside a page of its own, src/pages).
      const own = `${siteOrigin}${encodeURI(route)}.md#`;
      const tocItems = markdown
        .split('\n')
        .filter(
          (line) =>
            /^\s*[-*] \[[^\]]+\]\([^)\s]+\)$/.test(line) &&
            line.includes(`](${own}`),
        );
      if (tocItems.length >= 3)
        found.push(
          `a table of contents (${tocItems.length} links to its own headings)`,
        );
      return found.map((problem) => `${route}.md: ${problem}`);
    });
    expect(problems).toEqual([]);
  });

  it('keep every platform tab under its label, with its code', () => {
    const markdown = read(twinFile(`${prefix}/docs/overview/components`));
    for (const label of ['React', 'Vue', 'Svelte'])
      expect(markdown).toContain(`**${label}**`);
    expect(markdown).toMatch(
      /```tsx title="src\/todos\/todo-list\.component\.tsx"/,
    );
    expect(markdown).toMatch(/```vue title="src\/todos\/TodoCount\.vue"/);
    expect(markdown).toMatch(/```svelte title="src\/todos\/TodoCount\.svelte"/);
  });

  it('keep an admonition as a block quote under its title', () => {
    const markdown = read(twinFile(`${prefix}/docs/next/overview/application`));
    expect(markdown).toContain(
      locale === 'zh' ? '> **2.1 新增**' : '> **New in 2.1**',
    );
  });

  it('link to other pages by absolute address, at their twins', () => {
    const markdown = read(twinFile(`${prefix}/docs/overview/components`));
    const links = [...markdown.matchAll(/\]\(([^)\s]+)\)/g)].map(
      ([, href]) => href!,
    );
    expect(links.length).toBeGreaterThan(3);
    expect(links.filter((href) => !href.startsWith(siteOrigin))).toEqual([]);
    expect(
      links
        .filter((href) => href.includes('/docs/'))
        .every((href) => /\.md(#|$)/.test(href)),
    ).toBe(true);
  });
});

describe.each(locales)('the $locale llms.txt files', ({locale, prefix}) => {
  const fileOf = (version: (typeof routeVersions)[number], name: string) =>
    version === latestRelease
      ? path.join(buildDir, prefix, name)
      : path.join(buildDir, `${prefix}${versionPrefixes[version]}`, name);
  /** The versions under /docs/<name>/, inside the latest release's /docs/. */
  const otherVersions = routeVersions.filter(
    (version) => version !== latestRelease,
  );
  /** Whether a path under /docs/ is another version's, archived ones' too. */
  const underOtherVersion = (rest: string) =>
    [...otherVersions, ...archivedRouteVersions].some((version) =>
      rest.startsWith(`${version}/`),
    );

  it.each(routeVersions)('list the pages of %s, and only those', (version) => {
    const llms = read(fileOf(version, 'llms.txt'));
    expect(llms).toMatch(/^# Lattice\n\n> \S/);
    const links = [...llms.matchAll(/^- \[[^\]]+\]\(([^)]+)\)/gm)].map(
      ([, href]) => new URL(href!).pathname,
    );
    const own = `${prefix}${versionPrefixes[version]}/`;
    // Only this version's pages, as twins...
    // The latest release's file also lists the release notes.
    const posts = links.filter((href) => href.startsWith(`${prefix}/blog/`));
    expect(posts.length).toBe(
      version === latestRelease
        ? blogPages.filter((r) => /\/lattice-/.test(r)).length
        : 0,
    );
    const foreign = links.filter(
      (href) =>
        (!href.startsWith(own) && !posts.includes(href)) ||
        !href.endsWith('.md') ||
        (version === latestRelease &&
          underOtherVersion(href.slice(own.length))),
    );
    expect(foreign).toEqual([]);
    // ...and every one the route map names.
    const expected = twinRoutes
      .filter((route) => `${prefix}${route}/`.startsWith(own))
      .filter(
        (route) =>
          version !== latestRelease ||
          !underOtherVersion(`${prefix}${route}`.slice(own.length)),
      )
      .map((route) => `${prefix}${route}.md`);
    expect(expected.length).toBeGreaterThan(50);
    expect(expected.filter((href) => !links.includes(href))).toEqual([]);
  });

  it('point at the other versions and at the full file', () => {
    const llms = read(fileOf(latestRelease, 'llms.txt'));
    expect(otherVersions.length).toBeGreaterThan(1);
    for (const version of otherVersions)
      expect(llms).toContain(
        `${siteOrigin}${prefix}${versionPrefixes[version]}/llms.txt`,
      );
    expect(llms).toContain(`${siteOrigin}${prefix}/llms-full.txt`);
  });

  it('group the pages as the sidebar does, in the locale', () => {
    const llms = read(fileOf(latestRelease, 'llms.txt'));
    const headings = [...llms.matchAll(/^## (.+)$/gm)].map(
      ([, heading]) => heading,
    );
    expect(headings).toEqual(
      locale === 'zh'
        ? expect.arrayContaining(['简介', '概览', 'API 参考', '示例'])
        : expect.arrayContaining([
            'Introduction',
            'Overview',
            'API',
            'Examples',
          ]),
    );
  });

  it('hold every page of the version in llms-full.txt, in sidebar order', () => {
    const llms = read(fileOf('0.7.x', 'llms.txt'));
    const full = read(fileOf('0.7.x', 'llms-full.txt'));
    const sources = [...full.matchAll(/^Source: (\S+)$/gm)].map(
      ([, url]) => url,
    );
    const listed = [...llms.matchAll(/^- \[[^\]]+\]\(([^)]+)\.md\)/gm)].map(
      ([, url]) => url,
    );
    expect(sources).toEqual([...new Set(listed)]);
    expect(full).toContain('lattice-logger');
    // 0.7's pages link only 0.7's, except the update page's list of the API
    // changes in 1.0, which links the 1.0 pages it names.
    const heading =
      locale === 'zh' ? '## 1.0 的 API 变更' : '## API changes in 1.0';
    const changes = full.slice(full.indexOf(heading));
    const rest =
      full.slice(0, full.indexOf(heading)) +
      changes.slice(changes.indexOf('\n---\n'));
    expect(full).toContain(heading);
    expect(changes).toContain('/docs/1.0.x/api/');
    expect(rest).not.toContain('/docs/1.0.x/');
  });
});
