/**
 * The configuration a maintainer relies on: locales, versions, storage keys,
 * chrome. Expectations are written out from the site's brief, not read back from the
 * config, so a change to the config has to be a deliberate change here too.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {validateConfig} from '@docusaurus/core/lib/server/configValidation';
import type {Options as DocsOptions} from '@docusaurus/plugin-content-docs';

import config from '../../docusaurus.config';
import remarkFrozenLinks from '../../plugins/frozen-links/remark';
import remarkHighlightCode from '../../plugins/highlight-code/remark';
import {
  compareVersions,
  isRelease,
  onlyVersionsOf,
} from '../../scripts/lib/versions.mjs';
import {latestRelease} from '../../scripts/lib/routeMap';
import {archivedVersions} from '../../src/data/site';

const siteDir = path.join(__dirname, '../..');
const docsOptions = (config.presets[0] as [string, {docs: DocsOptions}])[1]
  .docs;
const pagesOptions = (
  config.presets[0] as [string, {pages: {remarkPlugins: unknown[]}}]
)[1].pages;
const themeConfig = config.themeConfig;

type BlogOptions = Record<string, unknown> & {
  feedOptions: Record<string, unknown>;
};
/** The options of the blog plugin (plugins/blog) in a config's plugins. */
function blogOptionsOf(siteConfig: typeof config): BlogOptions {
  const entry = (siteConfig.plugins as unknown[]).find(
    (plugin) =>
      Array.isArray(plugin) &&
      typeof plugin[1] === 'object' &&
      plugin[1] !== null &&
      'feedOptions' in plugin[1],
  ) as [unknown, BlogOptions] | undefined;
  if (!entry) throw new Error('The config has no blog plugin.');
  return entry[1];
}

describe('identity and URLs', () => {
  it('only warns on broken links, anchors, markdown links and duplicate routes', () => {
    expect(config.onBrokenLinks).toBe('warn');
    expect(config.onBrokenAnchors).toBe('warn');
    expect(config.onDuplicateRoutes).toBe('warn');
    expect(config.markdown.hooks.onBrokenMarkdownLinks).toBe('warn');
  });
});

describe('i18n', () => {
  it('has en by default and zh under /zh/', () => {
    expect(config.i18n.defaultLocale).toBe('en');
    expect(config.i18n.locales).toEqual(['en', 'zh']);
    expect(config.i18n.localeConfigs.zh).toEqual({
      label: '简体中文',
      direction: 'ltr',
      htmlLang: 'zh-CN',
      calendar: 'gregory',
      path: 'zh',
      // Written out as core infers it in a build of both locales.
      baseUrl: '/zh/',
    });
    expect(config.i18n.localeConfigs.en).toMatchObject({
      direction: 'ltr',
      htmlLang: 'en-US',
      calendar: 'gregory',
      path: 'en',
      baseUrl: '/',
    });
  });
});

describe('docs versions', () => {
  // Which releases there are is versions.json's to say (`npm run docs:version`
  // adds them): the rules below hold for any list, so a cut needs no edit.
  const versions: string[] = JSON.parse(
    readFileSync(path.join(siteDir, 'versions.json'), 'utf8'),
  );
  const [latest, ...older] = versions;

  it('lists the releases in versions.json, newest first, keeping every release documented so far', () => {
    expect(versions.filter((version) => !isRelease(version))).toEqual([]);
    expect([...versions].sort(compareVersions).reverse()).toEqual(versions);
    // An archived release (docs:archive) is still documented, frozen.
    expect([...versions, ...archivedVersions]).toEqual(
      expect.arrayContaining(['2.0.x', '1.1.x', '1.0.x', '0.7.x']),
    );
  });

  it('serves the newest release at /docs, next at /docs/next and the others under their names', () => {
    expect(docsOptions.lastVersion).toBe(latest);
    // The tests' latest release is the config's.
    expect(latestRelease).toBe(docsOptions.lastVersion);
    expect(docsOptions.onlyIncludeVersions).toBeUndefined();
    expect(docsOptions.versions).toEqual({
      current: {label: 'Next', path: 'next', banner: 'unreleased'},
      [latest!]: {label: latest, banner: 'none'},
      ...Object.fromEntries(
        older.map((version) => [
          version,
          {label: version, path: version, banner: 'unmaintained'},
        ]),
      ),
    });
  });

  it('has one sidebar, tutorialSidebar, in every version', () => {
    for (const version of versions) {
      const file = path.join(
        siteDir,
        `versioned_sidebars/version-${version}-sidebars.json`,
      );
      expect(Object.keys(JSON.parse(readFileSync(file, 'utf8')))).toEqual([
        'tutorialSidebar',
      ]);
    }
  });

  it('sends edits of en pages to docs/ and of zh pages to i18n/zh, both in the next version', () => {
    const editUrl = docsOptions.editUrl as (
      params: Record<string, string>,
    ) => string;
    const params = {
      versionDocsDirPath: 'versioned_docs/version-1.0.x',
      docPath: 'overview/modules.mdx',
      permalink: '',
      version: '1.0.x',
    };
    expect(editUrl({...params, locale: 'en'})).toBe(
      'https://github.com/lattice-framework/lattice-docs/edit/main/docs/overview/modules.mdx',
    );
    expect(editUrl({...params, locale: 'zh'})).toBe(
      'https://github.com/lattice-framework/lattice-docs/edit/main/i18n/zh/docusaurus-plugin-content-docs/current/overview/modules.mdx',
    );
  });
});

describe('storage keys', () => {
  it('keeps the keys un-namespaced after Docusaurus validates the config', () => {
    const validated = validateConfig(config, 'docusaurus.config.ts');
    expect(validated.future.v4.siteStorageNamespacing).toBe(false);
    expect(validated.storage.namespace).toBe(false);
    expect(validated.future.faster.rspackBundler).toBe(true);
    expect(validated.future.faster.ssgWorkerThreads).toBe(true);
  });
});

describe('theme chrome', () => {
  it('has a closeable announcement bar in English, linking the upgrade guide', () => {
    expect(themeConfig.announcementBar.isCloseable).toBe(true);
    expect(themeConfig.announcementBar.id).toMatch(
      /^announcement-[0-9a-f]{10}$/,
    );
    expect(themeConfig.announcementBar.content).toBe(
      'Lattice 2.0 is out: dynamic modules, ESM only and Svelte 5. ' +
        '<a href="/docs/cli-commands/update">Upgrade with lattice update --to 2</a>',
    );
    // Colours come from custom.css per colour mode, not one inline style.
    expect(themeConfig.announcementBar).not.toHaveProperty('backgroundColor');
    expect(themeConfig.announcementBar).not.toHaveProperty('textColor');
  });

  it('has the navbar items readers expect', () => {
    const {navbar} = themeConfig;
    expect(navbar.hideOnScroll).toBe(true);
    expect(navbar.logo.src).toBe('img/logo.svg');
    const items = navbar.items.map((item) =>
      'type' in item ? item.type : (item.to ?? item.href),
    );
    expect(items).toEqual([
      'docSidebar',
      '/faq',
      '/support-us',
      'docsVersionDropdown',
      'localeDropdown',
      'https://github.com/lattice-framework/lattice',
    ]);
  });

  it('has the footer resources and the copyright line of the brief', () => {
    const resources = themeConfig.footer.links[0];
    expect(
      resources.items.map((item) => [
        item.label,
        'to' in item ? item.to : item.href,
      ]),
    ).toEqual([
      ['Docs', '/docs/introduction'],
      ['FAQ', '/faq'],
      ['CLI', '/docs/cli-commands'],
      ['Release notes', '/blog'],
      ['Support us', '/support-us'],
    ]);
    expect(themeConfig.footer.copyright).toBe(
      `Copyright © ${new Date().getFullYear()} Lattice contributors.`,
    );
  });

  it('highlights code at build time, in light and dark themes, on docs and pages', () => {
    for (const remarkPlugins of [
      docsOptions.remarkPlugins,
      pagesOptions.remarkPlugins,
    ]) {
      const [plugin, options] = remarkPlugins![0] as [
        unknown,
        {magicComments: unknown},
      ];
      expect(plugin).toBe(remarkHighlightCode);
      // The browser's CodeBlock strips the same magic comments.
      expect(options.magicComments).toBe(themeConfig.prism.magicComments);
    }
    const highlightPlugin = (config.plugins as unknown[]).find(
      (plugin) =>
        typeof plugin === 'function' &&
        (plugin as (context: unknown) => {name: string})({
          generatedFilesDir: path.join(siteDir, '.docusaurus'),
        }).name === 'highlight-code',
    );
    expect(highlightPlugin).toBeDefined();
    // Its languages are built in; additionalLanguages would bundle prismjs's component index.
    expect(themeConfig.prism.additionalLanguages).toEqual([]);
    expect(themeConfig.prism.theme).toBeDefined();
    expect(themeConfig.prism.darkTheme).toBeDefined();
    expect(themeConfig.prism.darkTheme).not.toBe(themeConfig.prism.theme);
  });

  it('opens Markdown links to archived versions in the same tab, in docs, posts and pages', () => {
    for (const remarkPlugins of [
      docsOptions.remarkPlugins,
      blogOptionsOf(config).remarkPlugins,
      pagesOptions.remarkPlugins,
    ])
      expect(remarkPlugins).toContain(remarkFrozenLinks);
  });

  it('has the release-notes blog, with reading time, checked tags and authors, and feeds in the locale', () => {
    // plugins/blog is upstream's blog plugin with its feed links titled in
    // the locale; the preset's own blog is off.
    const presetOptions = (config.presets[0] as [string, {blog: unknown}])[1];
    expect(presetOptions.blog).toBe(false);
    const blogOptions = blogOptionsOf(config);
    expect(blogOptions).toMatchObject({
      showReadingTime: true,
      authorsMapPath: 'authors.yml',
      tags: 'tags.yml',
      onInlineTags: 'throw',
      onInlineAuthors: 'throw',
      onUntruncatedBlogPosts: 'throw',
    });
    // The config is loaded once per locale; this one is the default's.
    expect(blogOptions.feedOptions).toMatchObject({
      type: ['rss', 'atom'],
      title: 'Lattice release notes',
      language: 'en-US',
    });
    expect(docsOptions.showLastUpdateTime).toBe(true);
  });
});

describe('the config of the zh build', () => {
  // Docusaurus loads the config once per locale, with the locale in this variable.
  function configOf(locale: string): typeof config {
    const previous = process.env.DOCUSAURUS_CURRENT_LOCALE;
    process.env.DOCUSAURUS_CURRENT_LOCALE = locale;
    try {
      let loaded: typeof config | undefined;
      jest.isolateModules(() => {
        loaded = (
          require('../../docusaurus.config') as {default: typeof config}
        ).default;
      });
      return loaded!;
    } finally {
      if (previous === undefined) delete process.env.DOCUSAURUS_CURRENT_LOCALE;
      else process.env.DOCUSAURUS_CURRENT_LOCALE = previous;
    }
  }

  it('announces in Chinese, linking the zh upgrade guide, under the same id as en', () => {
    const zhBar = configOf('zh').themeConfig.announcementBar;
    expect(zhBar.content).toBe(
      'Lattice 2.0 已发布：动态模块、仅 ESM、支持 Svelte 5。' +
        '<a href="/zh/docs/cli-commands/update">使用 lattice update --to 2 升级</a>',
    );
    expect(zhBar.id).toBe(themeConfig.announcementBar.id);
  });

  it('gives the feeds a Chinese title and description', () => {
    const blogOptions = blogOptionsOf(configOf('zh'));
    expect(blogOptions.feedOptions).toMatchObject({
      title: 'Lattice 版本发布说明',
      description: 'Lattice 每个版本带来了什么、改变了什么。',
      language: 'zh-CN',
    });
  });
});

describe('DOCS_VERSIONS', () => {
  it.each([
    [undefined, undefined],
    ['', undefined],
    [' , ', undefined],
    ['current', ['current']],
    ['current, 1.0.x', ['current', '1.0.x']],
  ])('%j builds the versions %j (undefined: every one)', (list, versions) => {
    expect(onlyVersionsOf(list)).toEqual(versions);
  });
});
