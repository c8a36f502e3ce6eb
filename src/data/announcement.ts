/**
 * The announcement bar's message. The English text is the `<Translate>` default
 * in `src/theme/AnnouncementBar`; the Chinese one is `announcementBar.message` in
 * `i18n/zh/code.json`. docusaurus.config.ts derives the bar's id from both
 * texts, so editing either one shows the bar again to readers who dismissed
 * the old message. Browser code imports this file: keep it free of Node APIs.
 */
export const announcementMessageId = 'announcementBar.message';

export const announcementMessage =
  'Lattice 2.0 is out: dynamic modules, ESM only and Svelte 5. {link}';
export const announcementLinkId = 'announcementBar.link';
export const announcementLinkLabel = 'Upgrade with lattice update --to 2';
export const announcementLinkPath = '/docs/cli-commands/update';
