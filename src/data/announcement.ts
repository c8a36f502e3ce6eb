/**
 * The announcement bar's message. The English text is the `<Translate>` default
 * in `src/theme/AnnouncementBar`; the Chinese one is `announcementBar.message` in
 * `i18n/zh/code.json`. The bar's id is derived from both texts (see
 * `announcementId`), so editing either one shows the bar again to readers who
 * dismissed the old message.
 */
import {createHash} from 'node:crypto';

export const announcementMessageId = 'announcementBar.message';

export const announcementMessage =
  'Lattice 2.0 is out: dynamic modules, ESM only and Svelte 5. {link}';
export const announcementLinkId = 'announcementBar.link';
export const announcementLinkLabel = 'Upgrade with lattice update --to 2';
export const announcementLinkPath = '/docs/cli-commands/update';

/** Stable short id for a given set of texts: the same texts always give the same id. */
export function announcementId(texts: readonly string[]): string {
  const hash = createHash('sha256').update(texts.join('\u0000')).digest('hex');
  return `announcement-${hash.slice(0, 10)}`;
}
