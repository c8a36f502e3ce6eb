/**
 * The colours of a highlighted block, read from its lines as the build wrote
 * them (plugins/highlight-code/render.ts: a `.token-line` per line, a token
 * as a `<span>` of its classes, and in a numbered block the line's text in
 * its `.code-line-content`), as ranges of its code. The editor (./index.tsx)
 * starts with these instead of running the highlighter over the code again:
 * they are the same classes (__tests__/blockColours.test.ts), and the
 * highlighter, in the editor's later chunk (./editing.ts), is needed only
 * once the text changes.
 */

/** A run of the code and the classes of its colours in both code themes. */
export interface ColourRange {
  from: number;
  to: number;
  className: string;
}

/**
 * The block's colours, or none when its lines do not read as `code` (a block
 * without build-time highlighting, or lines a browser extension rewrote).
 */
export function coloursOfBlock(pre: Element, code: string): ColourRange[] {
  const ranges: ColourRange[] = [];
  const lines = [...pre.querySelectorAll('.token-line')];
  let at = 0;
  let text = '';
  lines.forEach((line, index) => {
    if (index > 0) {
      at += 1;
      text += '\n';
    }
    const walker = document.createTreeWalker(line, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const {length} = node.textContent!;
      // The token is the text's closest span: the names' links
      // (src/components/TypeInfo) sit inside tokens.
      let token = node.parentElement;
      while (token && token !== line && token.tagName !== 'SPAN')
        token = token.parentElement;
      const className =
        token &&
        token !== line &&
        !token.classList.contains('code-line-content')
          ? token.className
          : '';
      const last = ranges[ranges.length - 1];
      // A name's link splits its token's text: one range still.
      if (className && last?.to === at && last.className === className)
        last.to += length;
      else if (className && length > 0)
        ranges.push({from: at, to: at + length, className});
      at += length;
      text += node.textContent;
    }
  });
  return text === code ? ranges : [];
}
