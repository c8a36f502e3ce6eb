/**
 * theme-common's `extractLeadingEmoji` (lib/utils/emojiUtils.js), which
 * theme-classic's DocCard calls for every card's label, put in its place at
 * build time by plugins/leading-emoji.ts (departure `leading-emoji`).
 *
 * Upstream tests the label's first grapheme against `/^\p{RGI_Emoji}$/v`,
 * a set of some 3,600 strings that V8 compiles on first use and again when
 * it tiers the expression up, each a long task at 4× CPU, paid again after
 * the garbage collector has flushed the compiled expression. A category
 * page's cards paid it on load and on every navigation onto the page, a
 * large part of a navigation between two category pages (`npm run
 * bench:navigation`; PERFORMANCE.md, "Navigation", "the floor, and a
 * category card's emoji"). Here a label that begins with a
 * character no emoji begins with (ASCII other than a keycap's 0-9 # *, or a
 * CJK ideograph: every label of this site) is answered at once; any other
 * label goes through upstream's test, unchanged, compiled only then.
 * `__tests__/emojiUtils.test.ts` holds both to the same answers.
 */
const segmenter = new Intl.Segmenter(undefined, {granularity: 'grapheme'});

/** Upstream's test, built on first use (a literal would be compiled as the module loads). */
let rgiEmoji: RegExp | undefined;

/**
 * True when no RGI emoji begins with the code unit `code`: ASCII other than
 * the keycap bases (0-9, #, *), and the CJK ideographs of U+3400–U+9FFF.
 */
export function beginsNoEmoji(code: number): boolean {
  if (code < 0x80)
    return !(
      (code >= 0x30 && code <= 0x39) ||
      code === 0x23 || // #
      code === 0x2a // *
    );
  return code >= 0x3400 && code <= 0x9fff;
}

/** As upstream: "⚠️ Hello" → {emoji: "⚠️", rest: " Hello"}; no trimming. */
export function extractLeadingEmoji(input: string): {
  emoji: string | null;
  rest: string;
} {
  if (input === '' || beginsNoEmoji(input.charCodeAt(0)))
    return {emoji: null, rest: input};
  const grapheme = segmenter.segment(input)[Symbol.iterator]().next()
    .value?.segment;
  if (!grapheme) return {emoji: null, rest: input};
  rgiEmoji ??= new RegExp('^\\p{RGI_Emoji}$', 'v');
  if (!rgiEmoji.test(grapheme)) return {emoji: null, rest: input};
  return {emoji: grapheme, rest: input.slice(grapheme.length)};
}
