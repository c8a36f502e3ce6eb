/**
 * The announcement bar's text in each locale. docusaurus.config.ts gives stock
 * Docusaurus the reader's locale's text as `themeConfig.announcementBar.content`
 * (HTML, written by `announcementContent`) and derives the bar's id from every
 * locale's text, so editing either one shows the bar again to readers who
 * dismissed the old message.
 */
export interface AnnouncementText {
  /** `{link}` marks where the link goes. */
  readonly message: string;
  readonly linkLabel: string;
}

/** Where the link leads, below the locale's base URL. */
export const announcementLinkPath = 'docs/cli-commands/update';

export const announcementTexts = {
  en: {
    message:
      'Lattice 2.0 is out: dynamic modules, ESM only and Svelte 5. {link}',
    linkLabel: 'Upgrade with lattice update --to 2',
  },
  zh: {
    message: 'Lattice 2.0 已发布：动态模块、仅 ESM、支持 Svelte 5。{link}',
    linkLabel: '使用 lattice update --to 2 升级',
  },
} as const satisfies Record<string, AnnouncementText>;

export type AnnouncementLocale = keyof typeof announcementTexts;

const htmlEscapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
};

function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (character) => htmlEscapes[character]!);
}

/**
 * The bar's HTML for one locale: the message with its link. Stock Docusaurus
 * inserts it as it is (no `<Link>`), so the href carries the locale's base
 * URL (`/zh/` or `/`).
 */
export function announcementContent(
  {message, linkLabel}: AnnouncementText,
  localeBaseUrl: string,
): string {
  if (!message.includes('{link}'))
    throw new Error(
      `src/data/announcement.ts: the message "${message}" has no {link}.`,
    );
  const link = `<a href="${escapeHtml(localeBaseUrl + announcementLinkPath)}">${escapeHtml(linkLabel)}</a>`;
  return escapeHtml(message).replace('{link}', link);
}
