/**
 * What the browser tests look for on the site: the pages they use and the
 * words a reader sees in each locale (the Chinese ones are the translations in
 * i18n/zh/code.json, written out so that a lost translation is noticed).
 */
import {locales} from '../../../scripts/lib/routeMap';

export type Locale = (typeof locales)[number]['locale'];

/** A route of the route map in a locale: `/docs/x` -> `/zh/docs/x`, `/` -> `/zh/`. */
export function inLocale(locale: Locale, route: string): string {
  const prefix = locales.find((entry) => entry.locale === locale)?.prefix ?? '';
  if (route === '/') return `${prefix}/`;
  return `${prefix}${route}`;
}

export const htmlLang: Record<Locale, string> = {en: 'en-US', zh: 'zh-CN'};

export const labels = {
  en: {
    skipToContent: 'Skip to main content',
    toggleSidebar: 'Toggle navigation bar',
    closeSidebar: 'Close navigation bar',
    backToMainMenu: '← Back to main menu',
    colourToggle: /^Switch between dark and light mode \(currently (.+)\)$/,
    colourModes: {
      light: 'light mode',
      dark: 'dark mode',
      system: 'system mode',
    },
    closeAnnouncement: 'Close',
    announcement: 'Lattice 2.0 is out',
    notFoundTitle: 'Page Not Found',
    notFoundText: 'We could not find what you were looking for.',
    retry: 'Retry',
    crashTitle: 'This page crashed.',
    tryAgain: 'Try again',
    docsLink: 'Docs',
    nextVersion: 'Next',
    languageName: 'English',
  },
  zh: {
    skipToContent: '跳到主要内容',
    toggleSidebar: '切换导航栏',
    closeSidebar: '关闭导航栏',
    backToMainMenu: '← 回到主菜单',
    colourToggle: /^切换浅色\/深色模式（当前为(.+)）$/,
    colourModes: {light: '浅色模式', dark: '深色模式', system: '跟随系统'},
    closeAnnouncement: '关闭',
    announcement: 'Lattice 2.0 已发布',
    notFoundTitle: '找不到页面',
    notFoundText: '我们找不到你要访问的页面。',
    retry: '重试',
    crashTitle: '页面崩溃了。',
    tryAgain: '再试一次',
    docsLink: '文档',
    nextVersion: '下一版',
    languageName: '简体中文',
  },
} as const;

/** Pages the tests use (routes of the route map, without the locale prefix). */
export const pages = {
  /** Latest version; both tab groups, h2 and h3 headings, in the Overview category. */
  firstSteps: '/docs/overview/first-steps',
  /** Platform tabs. */
  components: '/docs/overview/components',
  /** Package-manager tabs. */
  cliCommands: '/docs/cli-commands',
  introduction: '/docs/introduction',
  /** A long guide with code blocks and an admonition. */
  interceptors: '/docs/overview/interceptors',
  /** A generated API page, with h4 headings that the table of contents leaves out. */
  apiWithH4: '/docs/api/lattice-app/classes/LatticeApplication',
  faq: '/faq',
  unknown: '/this-page-does-not-exist',
} as const;

/** One page of each kind, for the checks that apply to every page. */
export const pageKinds: ReadonlyArray<readonly [kind: string, route: string]> =
  [
    ['home page', '/'],
    ['docs page (latest)', '/docs/overview/first-steps'],
    ['docs page (next)', '/docs/next/introduction'],
    ['docs page (old version)', '/docs/0.7.x/overview/modules'],
    ['category index', '/docs/category/overview'],
    ['API package', '/docs/api/lattice-app'],
    ['API class', '/docs/api/lattice-app/classes/LatticeApplication'],
    ['FAQ', '/faq'],
    ['support page', '/support-us'],
    ['search page', '/search'],
    ['not-found page', '/this-page-does-not-exist'],
  ];

/** Docusaurus's storage keys (un-namespaced, see docusaurus.config.ts). */
export const storageKeys = {
  colourMode: 'theme',
  preferredVersion: 'docs-preferred-version-default',
  announcementId: 'docusaurus.announcement.id',
  announcementDismissed: 'docusaurus.announcement.dismiss',
  tab: (groupId: string) => `docusaurus.tab.${groupId}`,
} as const;
