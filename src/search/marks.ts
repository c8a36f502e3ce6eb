/**
 * The searched words of a result's text, marked: what the navbar's dropdown
 * draws as `<mark>`. Where lunr matched is in the result's match data (the
 * index keeps word positions); a text without positions (a page's title shown
 * under its section) is marked where the query's words occur. A long text
 * (a paragraph) is cut to a window around its first mark.
 */
import type {SearchResult} from './types';

export interface TextPart {
  text: string;
  marked: boolean;
}

type Range = readonly [start: number, length: number];

/** Where lunr matched the query in a document's `field`, in order. */
export function positionsOf(
  metadata: SearchResult['metadata'],
  field: string,
): Range[] {
  const ranges: Range[] = [];
  for (const match of Object.values(metadata)) {
    const fieldMatch = match[field] as {position?: Range[]} | undefined;
    ranges.push(...(fieldMatch?.position ?? []));
  }
  return ranges.sort((a, b) => a[0] - b[0] || b[1] - a[1]);
}

/** Where `tokens` occur in `text`, ignoring case, longest first, without overlaps. */
export function tokenRanges(text: string, tokens: readonly string[]): Range[] {
  const lower = text.toLowerCase();
  const taken: Range[] = [];
  const overlaps = (start: number, length: number) =>
    taken.some(([s, l]) => start < s + l && s < start + length);
  for (const token of [...tokens].sort((a, b) => b.length - a.length)) {
    const word = token.toLowerCase();
    if (!word) continue;
    for (
      let at = lower.indexOf(word);
      at !== -1;
      at = lower.indexOf(word, at + 1)
    ) {
      if (!overlaps(at, word.length)) taken.push([at, word.length]);
    }
  }
  return taken.sort((a, b) => a[0] - b[0]);
}

/**
 * `text` in parts, the `ranges` marked. With `maxLength`, a text longer than
 * that is cut to a window of about that many characters that starts a little
 * before the first mark, with an ellipsis where it was cut.
 */
export function markParts(
  text: string,
  ranges: readonly Range[],
  maxLength = Infinity,
): TextPart[] {
  let from = 0;
  let to = text.length;
  if (text.length > maxLength) {
    const first = ranges[0]?.[0] ?? 0;
    from = Math.max(
      0,
      Math.min(first - Math.floor(maxLength / 4), text.length - maxLength),
    );
    to = Math.min(text.length, from + maxLength);
  }
  const parts: TextPart[] = [];
  const push = (part: string, marked: boolean) => {
    if (part) parts.push({text: part, marked});
  };
  if (from > 0) push('…', false);
  let cursor = from;
  for (const [start, length] of ranges) {
    const end = Math.min(start + length, to);
    if (start < cursor || start >= to) continue;
    push(text.slice(cursor, start), false);
    push(text.slice(start, end), true);
    cursor = end;
  }
  push(text.slice(cursor, to), false);
  if (to < text.length) push('…', false);
  return parts;
}
