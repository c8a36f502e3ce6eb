/**
 * Docs that say how fresh they are, in the built site of both
 * locales: every docs page shows its last-updated date (最后更新于 … on zh); the
 * release-notes blog has every post, its archive, tags and authors pages, and
 * RSS and Atom feeds in the locale's language that parse as XML and that every
 * page's head links; posts link only their own release's docs; the home page
 * names the newest post; posts have Markdown twins listed in the latest
 * llms.txt; and a zh page shows the translation notice exactly when git says
 * its English source moved on.
 */
import {existsSync, readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {SaxesParser} from 'saxes';

import {archivedVersions, releasedVersions} from '../../src/data/site';
import {compareVersions} from '../../scripts/lib/versions.mjs';
import {
  pagesOf,
  readGit,
  stateOf,
} from '../../plugins/translation-status/status';
import {buildDir, htmlFileOf, requireBuild, siteDir} from './buildDir';
import {
  allRoutes,
  locales,
  routeVersions,
  versionPrefixes,
} from '../../scripts/lib/routeMap';

beforeAll(requireBuild);

const read = (file: string) => readFileSync(file, 'utf8');
const text = (html: string) =>
  html.replace(/<[^>]+>/g, '').replace(/\s+/g, ' ');

interface Post {
  file: string;
  /** The authors' names, from blog/authors.yml. */
  authors: string[];
  slug: string;
  release: string;
  title: {en: string; zh: string};
}

const authorsYml = read(path.join(siteDir, 'blog/authors.yml'));
const authorName = (key: string) =>
  new RegExp(`^${key}:\\n\\s+name: (.+)$`, 'm').exec(authorsYml)?.[1] ?? key;

/** The posts, read from blog/ and its zh twin folder, newest first. */
const posts: Post[] = readdirSync(path.join(siteDir, 'blog'))
  .filter((name) => /\.mdx?$/.test(name))
  .sort()
  .reverse()
  .map((name) => {
    const frontMatter = (file: string) =>
      /^---\n([\s\S]*?)\n---/.exec(read(file))![1]!;
    const field = (source: string, key: string) =>
      new RegExp(`^${key}:\\s*['"]?(.*?)['"]?\\s*$`, 'm').exec(source)?.[1] ??
      '';
    const en = frontMatter(path.join(siteDir, 'blog', name));
    const zh = frontMatter(
      path.join(siteDir, 'i18n/zh/docusaurus-plugin-content-blog', name),
    );
    return {
      file: name,
      authors: (/^authors: \[(.*)\]$/m.exec(en)?.[1] ?? '')
        .split(',')
        .map((key) => authorName(key.trim())),
      slug: field(en, 'slug'),
      release: field(en, 'lattice_version'),
      title: {en: field(en, 'title'), zh: field(zh, 'title')},
    };
  });

it('has one release post for each release of versions.json and versionsArchived.json, and at most one preview of next', () => {
  // Read from both, so that a cut (which makes the preview the cut
  // release's post) and an archive (whose release keeps its post) need no
  // edit here.
  const releases = posts.map((post) => post.release);
  expect(
    releases.filter((release) => release !== 'next').sort(compareVersions),
  ).toEqual([...releasedVersions, ...archivedVersions].sort(compareVersions));
  expect(releases.filter((release) => release === 'next').length).toBeLessThan(
    2,
  );
  for (const post of posts) expect(post.slug).toMatch(/^lattice-/);
});

describe.each(locales)('the $locale site', ({locale, prefix}) => {
  const htmlLang = locale === 'zh' ? 'zh-CN' : 'en-US';
  const blog = `${prefix}/blog`;

  it('shows the last-updated date on every docs page', () => {
    const docs = allRoutes()
      // Category pages are generated indexes with no file of their own.
      .filter(
        (route) => route.startsWith('/docs') && !route.includes('/category/'),
      )
      .map((route) => `${prefix}${route}`);
    expect(docs.length).toBeGreaterThan(300);
    const without = docs.filter((route) => {
      const html = read(htmlFileOf(route));
      return !/class="?theme-last-updated[^>]*>[\s\S]*?<time datetime=/.test(
        html,
      );
    });
    expect(without).toEqual([]);
    const sample = text(read(htmlFileOf(`${prefix}/docs/overview/modules`)));
    expect(sample).toMatch(
      locale === 'zh'
        ? /最后更新于 \d{4}年\d{1,2}月\d{1,2}日/
        : /Last updated on [A-Z][a-z]{2} \d{1,2}, \d{4}/,
    );
  });

  it('lists every post on the blog, newest first, with its reading time', () => {
    const index = text(read(htmlFileOf(blog)));
    const positions = posts.map((post) => index.indexOf(post.title[locale]));
    expect(positions.every((at) => at >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect(index).toMatch(locale === 'zh' ? /阅读需 \d+ 分钟/ : /\d+ min read/);
  });

  it.each(posts)(
    'has the post $slug, in the locale, with its tags and authors',
    (post) => {
      const html = read(htmlFileOf(`${blog}/${post.slug}`));
      const page = text(html);
      expect({
        lang: new RegExp(`<html lang="?${htmlLang}"?[ >]`).test(html),
        title: page.includes(post.title[locale]),
        tagLinks: new RegExp(`href="?${blog}/tags/[\\w-]+`).test(html),
        authors: post.authors.filter((name) => !page.includes(name)),
      }).toEqual({lang: true, title: true, tagLinks: true, authors: []});
      if (locale === 'zh') expect(post.title.zh).toMatch(/\p{Script=Han}/u);
    },
  );

  it('links from each post only to its own release of the docs', () => {
    const otherPrefixes = (release: string) =>
      Object.entries(versionPrefixes)
        .filter(([version]) => version !== release)
        .map(([, versionPrefix]) => `${prefix}${versionPrefix}/`);
    for (const post of posts) {
      const html = read(htmlFileOf(`${blog}/${post.slug}`));
      const body = html.slice(
        html.indexOf('<article'),
        html.indexOf('</article>'),
      );
      const links = [...body.matchAll(/href="?(\/[^"\s>#]*)/g)]
        .map((m) => m[1]!)
        .filter((href) => href.startsWith(`${prefix}/docs`));
      expect({post: post.slug, docsLinks: links.length > 0}).toEqual({
        post: post.slug,
        docsLinks: true,
      });
      const own = `${prefix}${versionPrefixes[post.release as keyof typeof versionPrefixes]}/`;
      const astray = links.filter(
        (href) =>
          !href.startsWith(own) ||
          // The latest release's prefix (/docs/) is a prefix of the others'.
          otherPrefixes(post.release).some(
            (other) => other.length > own.length && href.startsWith(other),
          ),
      );
      expect({post: post.slug, astray}).toEqual({post: post.slug, astray: []});
      for (const href of links)
        expect({href, exists: existsSync(htmlFileOf(href))}).toEqual({
          href,
          exists: true,
        });
    }
  });

  it('has the archive, tags and authors pages', () => {
    for (const page of ['archive', 'tags', 'authors'])
      expect(existsSync(htmlFileOf(`${blog}/${page}`))).toBe(true);
    const tags = text(read(htmlFileOf(`${blog}/tags`)));
    if (locale === 'zh') expect(tags).toMatch(/\p{Script=Han}/u);
  });

  it.each(['rss.xml', 'atom.xml'])(
    'has a %s feed in the locale, valid XML, with every post',
    (feed) => {
      const xml = read(path.join(buildDir, `${blog.slice(1)}/${feed}`));
      const parser = new SaxesParser();
      const titles: string[] = [];
      let inTitle = false;
      parser.on('opentag', (tag) => (inTitle = tag.name === 'title'));
      parser.on('closetag', () => (inTitle = false));
      const onText = (value: string) => {
        if (inTitle && value.trim()) titles.push(value.trim());
      };
      parser.on('text', onText);
      parser.on('cdata', onText);
      parser.write(xml).close();
      const [feedTitle, ...entries] = titles;
      expect(feedTitle).toBe(
        locale === 'zh' ? 'Lattice 版本发布说明' : 'Lattice release notes',
      );
      expect(entries).toEqual(
        expect.arrayContaining(posts.map((post) => post.title[locale])),
      );
      expect(xml).toContain(`https://lattice-framework.github.io${blog}/`);
    },
  );

  it('links the feeds from every page head, titled in the locale', () => {
    const titles =
      locale === 'zh'
        ? [
            'Lattice 版本发布说明（RSS 订阅）',
            'Lattice 版本发布说明（Atom 订阅）',
          ]
        : ['Lattice release notes (RSS)', 'Lattice release notes (Atom)'];
    for (const route of [
      `${prefix}/`,
      `${prefix}/docs/introduction`,
      `${prefix}/faq`,
    ]) {
      const links = [
        ...read(htmlFileOf(route || '/')).matchAll(
          /<link rel="?alternate"? type="?(application\/(?:rss|atom)\+xml)"? href="?([^"\s>]+)"? title="([^"]+)"/g,
        ),
      ].map(([, type, href, title]) => ({type, href, title}));
      expect({route, links}).toEqual({
        route,
        links: [
          {
            type: 'application/rss+xml',
            href: `${blog}/rss.xml`,
            title: titles[0],
          },
          {
            type: 'application/atom+xml',
            href: `${blog}/atom.xml`,
            title: titles[1],
          },
        ],
      });
    }
  });

  it('names the newest post on the home page and links the blog from the footer', () => {
    const home = read(htmlFileOf(`${prefix}/` === '/' ? '/' : prefix));
    const newest = posts[0]!;
    expect(text(home)).toContain(newest.title[locale]);
    expect(home).toMatch(new RegExp(`href="?${blog}/${newest.slug}"?[ >]`));
    const footer = home.slice(home.indexOf('<footer'));
    expect(footer).toMatch(new RegExp(`href="?${blog}"?[ >]`));
  });

  it('gives every post a Markdown twin, listed in the latest llms.txt', () => {
    const llms = read(path.join(buildDir, `${prefix.slice(1)}`, 'llms.txt'));
    expect(llms).toContain(
      locale === 'zh' ? '## 版本发布说明' : '## Release notes',
    );
    for (const post of posts) {
      const twin = path.join(buildDir, `${blog.slice(1)}/${post.slug}.md`);
      expect(read(twin)).toContain(post.title[locale]);
      expect(llms).toContain(`${blog}/${post.slug}.md`);
    }
  });
});

it('shows the translation notice on exactly the zh pages whose English source moved on', () => {
  const git = readGit(siteDir);
  if (git.kind !== 'full')
    throw new Error(
      `The built-output tests need the git history: ${git.reason}.`,
    );
  const zhDocs = pagesOf(siteDir, releasedVersions).filter((pair) =>
    pair.zh.startsWith('i18n/zh/docusaurus-plugin-content-docs/'),
  );
  const routeOf = (zh: string) => {
    const [, folder, rest] =
      /docusaurus-plugin-content-docs\/([^/]+)\/(.*)\.mdx?$/.exec(zh)!;
    const version =
      folder === 'current' ? 'next' : folder!.replace('version-', '');
    const base = versionPrefixes[version as keyof typeof versionPrefixes];
    return `/zh${base}/${rest!.replace(/(^|\/)index$/, '')}`.replace(/\/$/, '');
  };
  let checked = 0;
  const wrong: string[] = [];
  for (const pair of zhDocs) {
    const file = htmlFileOf(routeOf(pair.zh));
    if (!existsSync(file)) continue;
    checked += 1;
    const behind = stateOf(siteDir, git.history, pair).state === 'behind';
    const shown = read(file).includes('translation-notice-title');
    if (behind !== shown)
      wrong.push(
        `${pair.zh}: ${behind ? 'behind, no notice' : 'notice, not behind'}`,
      );
  }
  // The guides of every built version, a dozen or more each (the API
  // reference is generated in both languages at once, and never lags:
  // pagesOf leaves it out).
  expect(checked).toBeGreaterThan(12 * routeVersions.length);
  expect(wrong).toEqual([]);
});

it('shows no translation notice on a zh API page, generated with its English twin', () => {
  const pages = Object.values(versionPrefixes).flatMap((base) => {
    const dir = path.join(buildDir, `zh${base}`, 'api');
    if (!existsSync(dir)) return [];
    return readdirSync(dir, {recursive: true, encoding: 'utf8'})
      .filter((file) => file.endsWith('.html'))
      .map((file) => path.join(dir, file));
  });
  expect(pages.length).toBeGreaterThan(250);
  expect(
    pages
      .filter((file) => read(file).includes('translation-notice-title'))
      .map((file) => path.relative(buildDir, file)),
  ).toEqual([]);
});
