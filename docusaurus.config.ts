/**
 * The Lattice documentation site. Reads top to bottom like the site: identity,
 * i18n, docs and versions, then the theme chrome.
 */
import {createHash} from 'node:crypto';
import type {Config, PluginConfig} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import type {NavbarItem} from '@docusaurus/theme-common';
import type {Options as DocsOptions} from '@docusaurus/plugin-content-docs';
import type {Options as BlogOptions} from '@docusaurus/plugin-content-blog';
import type {PluginOptions as SearchLocalOptions} from '@easyops-cn/docusaurus-search-local';

import {
  archivedVersions,
  introductionFromServer,
  docsRepositoryUrl,
  docVersions,
  defaultLocale,
  latestVersion,
  locales,
  organizationName,
  productName,
  releasedVersions,
  siteUrl,
  sourceRepositoryUrl,
  tagline,
  zhDocsDir,
} from './src/data/site';
import {
  announcementContent,
  announcementTexts,
  type AnnouncementLocale,
  type AnnouncementText,
} from './src/data/announcement';
import {darkCodeTheme, lightCodeTheme} from './src/data/codeThemes';
import {jiebaUserDictionary} from './src/data/glossary';
import blog from './plugins/blog';
import checkNavbarDocIds from './plugins/check-navbar-doc-ids';
import highlightCode from './plugins/highlight-code';
import remarkApiLinks from './plugins/api-links/remark';
import remarkFirstScreen from './plugins/first-screen/remark';
import remarkFrozenLinks from './plugins/frozen-links/remark';
import stableTitle from './plugins/stable-title';
import remarkHighlightCode from './plugins/highlight-code/remark';
import {CodeHighlighter} from './plugins/highlight-code/render';
import {siteMagicComments} from './plugins/highlight-code/metadata';
import {departureOn, stockThemePlugin} from './plugins/departures';
import leanRoutes from './plugins/lean-routes';
import {localeBaseUrl} from './plugins/locale-base-url';
import llmsTxt from './plugins/llms-txt';
import earlySearchShortcut from './plugins/early-search-shortcut';
import searchEngine, {searchLocalWithHeads} from './plugins/search-engine';
import searchVersions from './plugins/search-versions';
import {searchContextPaths, searchResultLimit} from './src/search/settings';
import leadingEmoji from './plugins/leading-emoji';
import latestPost from './plugins/latest-post';
import translationStatus from './plugins/translation-status';
import sampleEditor from './plugins/sample-editor';
import {historyOf} from './plugins/translation-status/status';
import {onlyVersionsOf, servedAtDocs} from './scripts/lib/versions.mjs';

// Contributors' fast loop: `DOCS_VERSIONS=current` (or a comma-separated list
// such as `current,1.0.x`) builds only those versions; `current` is next, in
// docs/. It cuts a dev-server start from minutes to seconds.
const onlyVersions = onlyVersionsOf(process.env.DOCS_VERSIONS);
// The build `npm run docs:archive` freezes a version from
// (scripts/archive-version.mjs, which picks its DOCS_VERSIONS: the version
// and those its pages link). Its pages leave the version by loading from the
// server (src/clientModules/archivedVersion.ts).
const archiveVersion = process.env.ARCHIVE_VERSION;

// Last-updated dates come from git, read once for the whole history (the eager
// strategy Docusaurus Faster picks). A copy without history (an archive, a
// scratch copy) or a shallow clone builds without dates rather than failing,
// or dating every page to the clone's one commit.
const gitHistory = historyOf(__dirname);
if (gitHistory.kind !== 'full')
  console.warn(
    `[lattice] No git history (${gitHistory.reason}): pages are built without last-updated dates or translation notices.`,
  );

// The announcement bar's id follows its texts in every locale: a new message
// is shown again to readers who dismissed the previous one.
/** Same texts, same id; any edit gives a new one. */
function announcementId(texts: readonly AnnouncementText[]): string {
  // Each locale's message, then its link label (the order the id has been
  // made in since the texts were translated: an unchanged message keeps it).
  const parts = texts.flatMap(({message, linkLabel}) => [message, linkLabel]);
  const hash = createHash('sha256').update(parts.join('\u0000')).digest('hex');
  return `announcement-${hash.slice(0, 10)}`;
}

// Docusaurus loads this file once per locale and says which. Strings of the
// config that its i18n files cannot translate (a navbar item's aria-label)
// are chosen here; everything else is translated in i18n/zh/.
const baseUrl = '/';
const currentLocale = process.env.DOCUSAURUS_CURRENT_LOCALE ?? defaultLocale;

// One part of a build split by locale (`npm run build:part`, merged by
// `npm run build:merge`; CONTRIBUTING, "A build split by locale"): a build
// of one locale keeps the locale's path (/zh/), as in a build of both, where
// core would put it at the root, for a deployment of its own.
const splitBuild = process.env.SPLIT_BUILD === '1';
// Each locale's base URL, written out as core would infer it, so that the
// config a part of a split build bundles is the one a build of both does.
const localeBaseUrlOf = (locale: string) =>
  localeBaseUrl({locale, defaultLocale, baseUrl, splitBuild});
const repositoryLinkLabel =
  currentLocale === 'zh' ? 'GitHub 代码仓库' : 'GitHub repository';
// The announcement in the reader's locale, as stock Docusaurus shows it.
const announcementText =
  announcementTexts[currentLocale as AnnouncementLocale] ??
  announcementTexts.en;

// The copyright year is the build's: the zh line in footer.json keeps the year
// write-translations saw, so src/theme/Footer/Copyright puts this one in.
const buildYear = new Date().getFullYear();

const docsEditBase = `${docsRepositoryUrl}/edit/main`;

// The version dropdown's links to what this build does not render: an
// archived version's introduction, served from its frozen tree; in the
// build of an archive, every other version. `pathname://` makes each a
// plain link that loads the page from the server, not a route of this app.
const allVersionsLabel = currentLocale === 'zh' ? '全部版本' : 'All versions';
const versionLink = ({name, path}: {name: string; path: string}) => ({
  // next's label as i18n/zh/…/current.json translates it.
  label:
    name === 'current' ? (currentLocale === 'zh' ? '下一版' : 'Next') : name,
  to: introductionFromServer(path),
  target: '_self',
});
/** An archived version as `versionLink` takes it: its path is its name. */
const archived = (name: string) => ({name, path: name});
const allVersionsLink = {to: '/versions', label: allVersionsLabel};
const versionDropdown: NavbarItem = archiveVersion
  ? {
      type: 'dropdown',
      label: archiveVersion,
      position: 'right',
      items: [
        ...[
          ...docVersions,
          ...archivedVersions
            .filter((name) => name !== archiveVersion)
            .map(archived),
        ].map(versionLink),
        allVersionsLink,
      ],
    }
  : {
      type: 'docsVersionDropdown',
      position: 'right',
      dropdownItemsAfter: [
        ...archivedVersions.map(archived).map(versionLink),
        allVersionsLink,
      ],
    };

// Code blocks are highlighted at build time (plugins/highlight-code), in both
// code themes at once; the browser gets finished markup and no Prism.
const codeHighlighter = new CodeHighlighter({
  light: lightCodeTheme,
  dark: darkCodeTheme,
});
// theme-classic's default, written out: the build-time highlighter, the
// browser's CodeBlock and the samples' names files see the same lines.
const magicComments = [...siteMagicComments];
// Each departure from stock Docusaurus can be turned off for a build with
// STOCK_DOCUSAURUS (plugins/departures.ts; CONTRIBUTING lists them).
const buildTimeHighlighting = departureOn('build-time-highlighting');
// Every Markdown source's plugins (docs, blog, pages). A link to an archived
// version's frozen page opens in the same tab (plugins/frozen-links).
const remarkPlugins = [
  ...(buildTimeHighlighting
    ? ([
        [remarkHighlightCode, {highlighter: codeHighlighter, magicComments}],
      ] as const)
    : []),
  remarkFrozenLinks,
];

// The release served at /docs: the latest, or with DOCS_VERSIONS the first
// version included, so that links to /docs/... keep working in a subset (the
// rule scripts/check-build-log.mjs maps routes to files by).
const lastVersion = servedAtDocs(latestVersion, onlyVersions);

const docsOptions = {
  sidebarPath: './sidebars.ts',
  // Edits always go to the next version (docs/ and its zh twin), so they are not
  // lost at the next version cut.
  editUrl: ({locale, docPath}) =>
    locale === 'zh'
      ? `${docsEditBase}/${zhDocsDir}/current/${docPath}`
      : `${docsEditBase}/docs/${docPath}`,
  lastVersion,
  onlyIncludeVersions: onlyVersions,
  // 最后更新于 … on every page; a zh page's date is its own file's.
  showLastUpdateTime: true,
  // A long page's first screen is painted before the rest on a client-side
  // navigation (plugins/first-screen).
  remarkPlugins: [
    ...remarkPlugins,
    ...(departureOn('first-screen') ? [remarkFirstScreen] : []),
  ],
  // A guide's first mention of an API symbol links its page; before
  // Docusaurus resolves Markdown links, which then checks the link.
  beforeDefaultRemarkPlugins: [remarkApiLinks],
  versions: Object.fromEntries(
    docVersions
      .filter((version) => !onlyVersions || onlyVersions.includes(version.name))
      .map((version) => [
        version.name,
        {
          label: version.label,
          // The latest release is served at /docs; the others under their name.
          ...(version.name === lastVersion ? {} : {path: version.path}),
          banner: version.banner,
        },
      ]),
  ),
} satisfies DocsOptions;

// The release notes link every release's docs, so a build of a subset of the
// versions (DOCS_VERSIONS) leaves the blog out rather than break its links.
const withBlog = !onlyVersions;

// The release notes. The feed options are global to the plugin, so the
// feeds' title and description are picked per locale here, like the texts
// above; the blog's own title and sidebar title are translated in
// i18n/zh/docusaurus-plugin-content-blog/options.json.
const feedTexts = {
  en: {
    title: `${productName} release notes`,
    description: `What each release of ${productName} brought, and what changed.`,
    linkTitles: {
      'application/rss+xml': `${productName} release notes (RSS)`,
      'application/atom+xml': `${productName} release notes (Atom)`,
    },
  },
  zh: {
    title: `${productName} 版本发布说明`,
    description: `${productName} 每个版本带来了什么、改变了什么。`,
    linkTitles: {
      'application/rss+xml': `${productName} 版本发布说明（RSS 订阅）`,
      'application/atom+xml': `${productName} 版本发布说明（Atom 订阅）`,
    },
  },
}[currentLocale === 'zh' ? 'zh' : 'en'];

const blogOptions = {
  blogTitle: 'Release notes',
  blogDescription: `What each release of ${productName} brought, and what changed.`,
  blogSidebarTitle: 'Releases',
  blogSidebarCount: 'ALL',
  showReadingTime: true,
  authorsMapPath: 'authors.yml',
  tags: 'tags.yml',
  // A tag or author missing from tags.yml / authors.yml stops the build.
  onInlineTags: 'throw',
  onInlineAuthors: 'throw',
  onUntruncatedBlogPosts: 'throw',
  feedOptions: {
    type: ['rss', 'atom'],
    title: feedTexts.title,
    description: feedTexts.description,
    copyright: `Copyright © ${new Date().getFullYear()} ${productName} contributors.`,
    language: currentLocale === 'zh' ? 'zh-CN' : 'en-US',
  },
  remarkPlugins: [...remarkPlugins],
} satisfies BlogOptions;

const config = {
  title: productName,
  tagline: tagline.en,
  favicon: 'img/favicon.svg',
  url: siteUrl,
  baseUrl,
  trailingSlash: false,
  organizationName,
  projectName: 'lattice-docs',
  // Each archived version's frozen pages and assets in this locale, copied
  // into the build beside static/ (CONTRIBUTING, "Archived versions").
  staticDirectories: [
    'static',
    ...archivedVersions.map((name) => `archive/${name}/${currentLocale}`),
  ],

  // The site only warns at build time; tests/build fail on any such warning in
  // the build log, so a broken link still stops a change from landing.
  onBrokenLinks: 'warn',
  onBrokenAnchors: 'warn',
  onDuplicateRoutes: 'warn',
  markdown: {
    hooks: {onBrokenMarkdownLinks: 'warn'},
  },

  future: {
    // true: Docusaurus's default (with Faster, git read eagerly, once).
    experimental_vcs: gitHistory.kind === 'full' ? true : 'disabled',
    // The v4 flags are set one by one rather than with `v4: true`, because that
    // also turns on siteStorageNamespacing, which renames the storage keys
    // (`theme`, `docs-preferred-version-default`, `docusaurus.announcement.*`,
    // `docusaurus.tab.*`): readers' saved choices from older builds must keep
    // working.
    v4: {
      removeLegacyPostBuildHeadAttribute: true,
      useCssCascadeLayers: true,
      siteStorageNamespacing: false,
      fasterByDefault: true,
      mdx1CompatDisabledByDefault: true,
    },
    faster: true,
  },

  i18n: {
    defaultLocale,
    locales: [...locales],
    localeConfigs: {
      en: {
        label: 'English',
        direction: 'ltr',
        htmlLang: 'en-US',
        calendar: 'gregory',
        path: 'en',
        baseUrl: localeBaseUrlOf('en'),
      },
      zh: {
        label: '简体中文',
        direction: 'ltr',
        htmlLang: 'zh-CN',
        calendar: 'gregory',
        path: 'zh',
        baseUrl: localeBaseUrlOf('zh'),
      },
    },
  },

  presets: [
    [
      'classic',
      {
        docs: docsOptions,
        // The blog is plugins/blog: upstream's, with feed links titled in the locale.
        blog: false,
        pages: {remarkPlugins: [...remarkPlugins]},
        theme: {customCss: './src/css/custom.css'},
      } satisfies Preset.Options,
    ],
  ],

  // Route prefetching in idle slices rather than one long task that blocks
  // the reader's first taps;
  // the progress bar of a slow navigation without invalid ARIA roles.
  clientModules: [
    ...(archiveVersion ? ['./src/clientModules/archivedVersion.ts'] : []),
    ...(departureOn('prefetch-when-idle')
      ? ['./src/clientModules/prefetchWhenIdle.ts']
      : []),
    ...(departureOn('progress-bar')
      ? ['./src/clientModules/progressBar.ts']
      : []),
  ],

  // Imported rather than named by path: the bundler's persistent cache is
  // invalidated by changes to this file and what it imports, so an edit to a
  // local plugin then rebuilds instead of reusing a stale bundle.
  plugins: [
    ...(withBlog
      ? [
          [
            departureOn('blog-feed-titles')
              ? blog(feedTexts.linkTitles)
              : '@docusaurus/plugin-content-blog',
            blogOptions,
          ] as PluginConfig,
        ]
      : []),
    checkNavbarDocIds,
    ...(buildTimeHighlighting ? [highlightCode(codeHighlighter)] : []),
    leanRoutes,
    stockThemePlugin,
    // Ctrl/⌘+K and Enter in the search box's stand-in before its code is
    // there: part of the stand-in, so on and off with it.
    ...(departureOn('search-bar') ? [earlySearchShortcut] : []),
    // Search reads synonyms, the other language and misspellings (src/search).
    ...(departureOn('search-engine') ? [searchEngine] : []),
    // The docs versions' paths for our search worker, which both run.
    ...(departureOn('search-bar') || departureOn('search-engine')
      ? [searchVersions]
      : []),
    // The page's own title held through hydration.
    ...(departureOn('stable-title') ? [stableTitle] : []),
    // A category page's cards skip the emoji expression for labels no emoji
    // begins with (src/theme-common/emojiUtils.ts).
    ...(departureOn('leading-emoji') ? [leadingEmoji] : []),
    // The home page shows the newest release post.
    latestPost,
    // The Edit button's compiler and its libraries (src/components/SampleEditor).
    sampleEditor,
    // A zh page whose English source changed since shows a notice.
    translationStatus({
      locale: 'zh',
      versions: releasedVersions,
      repositoryUrl: docsRepositoryUrl,
    }),
    // Markdown twins of the pages and llms.txt files, for AI assistants.
    llmsTxt({
      title: productName,
      sidebarId: 'tutorialSidebar',
      pages: ['/faq', '/support-us', '/versions'],
      texts: {
        en: {
          summary: `${tagline.en} ${productName} is a TypeScript application framework: modules, components, providers and interceptors, a command-line tool, and platform packages for React, Vue and Svelte.`,
          thisVersion:
            'This file lists the documentation of Lattice {version}; every link is the Markdown of a page.',
          otherVersions: 'Other versions',
          fullFile: 'All of these pages in one file',
          blog: 'Release notes',
        },
        zh: {
          summary: `${tagline.zh}${productName} 是一个 TypeScript 应用框架：模块、组件、提供者和拦截器，一个命令行工具，以及面向 React、Vue 和 Svelte 的平台包。`,
          thisVersion:
            '本文件列出 Lattice {version} 的文档，每个链接都指向页面的 Markdown 版本。',
          otherVersions: '其他版本',
          fullFile: '所有页面合为一个文件',
          blog: '版本发布说明',
        },
      },
    }),
  ],

  themes: [
    [
      // Offline full-text search, one index per locale and docs version; jieba
      // segments Chinese, with the framework's terms (src/data/glossary.ts)
      // as its user dictionary, so that 拦截器 or 动态模块 match as words.
      // With the search-engine departure, the plugin also writes each
      // index's head (plugins/search-engine.ts).
      departureOn('search-engine')
        ? searchLocalWithHeads
        : '@easyops-cn/docusaurus-search-local',
      {
        hashed: 'filename',
        language: ['en', 'zh'],
        zhUserDict: jiebaUserDictionary(),
        indexDocs: true,
        indexBlog: withBlog,
        // Release posts are searched from the blog's pages; the docs' search
        // stays in the reader's docs version (a post mentions every API name
        // of its release and would outrank the guides).
        ...(withBlog ? {searchContextByPaths: [...searchContextPaths]} : {}),
        blogRouteBasePath: '/blog',
        indexPages: false,
        docsRouteBasePath: '/docs',
        // The copy-page menu's labels are on every page: not a page's text.
        ignoreCssSelectors: ['.copyPageMenu'],
        highlightSearchTermsOnTargetPage: true,
        explicitSearchResultPath: true,
        searchResultLimits: searchResultLimit,
        searchBarShortcut: true,
        searchBarShortcutHint: true,
        searchBarPosition: 'right',
      } satisfies SearchLocalOptions,
    ] as PluginConfig,
  ],

  themeConfig: {
    image: 'img/social-card.png',
    announcementBar: {
      id: announcementId(Object.values(announcementTexts)),
      content: announcementContent(
        announcementText,
        localeBaseUrlOf(currentLocale),
      ),
      isCloseable: true,
    },
    colorMode: {
      defaultMode: 'light',
      disableSwitch: false,
      respectPrefersColorScheme: true,
    },
    navbar: {
      title: productName,
      hideOnScroll: true,
      // Its size is written on the <img>, so the title beside it does not
      // move when the picture arrives (a layout shift Lighthouse counted).
      logo: {
        alt: `${productName} logo`,
        src: 'img/logo.svg',
        width: 32,
        height: 32,
      },
      items: [
        {
          type: 'docSidebar',
          sidebarId: 'tutorialSidebar',
          position: 'left',
          label: 'Docs',
        },
        {to: '/faq', label: 'FAQ', position: 'left'},
        {to: '/support-us', label: 'Support us', position: 'left'},
        versionDropdown,
        {type: 'localeDropdown', position: 'right'},
        {
          href: sourceRepositoryUrl,
          label: 'GitHub',
          position: 'right',
          'aria-label': repositoryLinkLabel,
        },
      ],
    },
    tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 3},
    footer: {
      style: 'dark',
      links: [
        {
          title: 'Resources',
          items: [
            {label: 'Docs', to: '/docs/introduction'},
            {label: 'FAQ', to: '/faq'},
            {label: 'CLI', to: '/docs/cli-commands'},
            ...(withBlog ? [{label: 'Release notes', to: '/blog'}] : []),
            {label: 'Support us', to: '/support-us'},
          ],
        },
        {
          title: 'Community',
          items: [
            {label: 'GitHub', href: sourceRepositoryUrl},
            {label: 'Issues', href: `${sourceRepositoryUrl}/issues`},
            {label: 'Docs repository', href: docsRepositoryUrl},
          ],
        },
      ],
      copyright: `Copyright © ${buildYear} ${productName} contributors.`,
    },
    prism: {
      // GitHub and Dracula, with every token readable (WCAG AA). The
      // build-time highlighter above uses them; these entries keep the
      // theme's own settings in step with it.
      // (Only the Prism theme: the options schema allows no other key.)
      theme: {plain: lightCodeTheme.plain, styles: lightCodeTheme.styles},
      darkTheme: {plain: darkCodeTheme.plain, styles: darkCodeTheme.styles},
      magicComments,
      // The languages are those of plugins/highlight-code/prism/languages.ts;
      // none to add here.
      additionalLanguages: [],
    },
    metadata: [
      {
        name: 'keywords',
        content: 'lattice, typescript, framework, documentation',
      },
    ],
  } satisfies Preset.ThemeConfig,

  customFields: {buildYear, ...(archiveVersion && {archiveVersion})},
  titleDelimiter: '|',
  baseUrlIssueBanner: true,
} satisfies Config;

export default config;
