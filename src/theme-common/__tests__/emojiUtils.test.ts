/**
 * Our extractLeadingEmoji (../emojiUtils.ts, departure `leading-emoji`)
 * answers as theme-common's does: for every label of the site's sidebars'
 * kind (a first character in the ranges it answers at once, each one
 * tried), and for labels that do begin with an emoji, a keycap, a flag or a
 * ZWJ sequence, which go through upstream's own test.
 */
import {extractLeadingEmoji as upstream} from '@docusaurus/theme-common/lib/utils/emojiUtils.js';

import {beginsNoEmoji, extractLeadingEmoji} from '../emojiUtils';

const fastRange = (from: number, to: number) =>
  Array.from({length: to - from + 1}, (_, i) => from + i).filter(beginsNoEmoji);

it('answers as upstream for every first character it answers at once', () => {
  const codes = [...fastRange(0, 0x7f), ...fastRange(0x3400, 0x9fff)];
  // All of ASCII but the ten digits, # and *, and all the ideographs.
  expect(codes).toHaveLength(128 - 12 + (0x9fff - 0x3400 + 1));
  const differing = codes
    .map((code) => `${String.fromCharCode(code)} label`)
    .filter(
      (label) =>
        JSON.stringify(extractLeadingEmoji(label)) !==
        JSON.stringify(upstream(label)),
    );
  expect(differing).toEqual([]);
});

it.each([
  '⚠️ Careful',
  '📄️ Page',
  '🗃 Category',
  '1️⃣ First',
  '#️⃣ Tags',
  '🇨🇳 中文',
  '👩🏽‍💻 Developer',
  '© 2026',
  '123 Numbers',
  '# Heading',
  '* Star',
  'Overview',
  '概述',
  'Ünicode',
  '',
  ' leading space',
])('%j: the same answer as upstream', (label) => {
  expect(extractLeadingEmoji(label)).toEqual(upstream(label));
});
