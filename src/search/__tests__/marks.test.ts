/**
 * The searched words of a result, marked: where lunr matched, else where the
 * query's words occur; a long paragraph cut around its first mark.
 */
import {markParts, positionsOf, tokenRanges} from '../marks';

const marked = (parts: ReturnType<typeof markParts>) =>
  parts
    .map(({text, marked: isMarked}) => (isMarked ? `[${text}]` : text))
    .join('');

describe('markParts', () => {
  it('marks where lunr matched, in order, whatever the order of the match data', () => {
    const metadata = {
      interceptor: {t: {position: [[4, 11]]}},
      use: {t: {position: [[0, 3]]}},
    };
    const positions = positionsOf(metadata, 't');
    expect(marked(markParts('Use interceptors', positions))).toBe(
      '[Use] [interceptor]s',
    );
    expect(positionsOf(metadata, 'b')).toEqual([]);
  });

  it('marks the words of the query where there are no positions, ignoring case', () => {
    expect(
      marked(
        markParts(
          '拦截器与 Interceptor',
          tokenRanges('拦截器与 Interceptor', ['interceptor', '拦截器']),
        ),
      ),
    ).toBe('[拦截器]与 [Interceptor]');
  });

  it('cuts a long text to a window that holds its first mark', () => {
    const text = `${'a'.repeat(100)} needle ${'b'.repeat(100)}`;
    const parts = markParts(text, tokenRanges(text, ['needle']), 40);
    const shown = marked(parts);
    expect(shown).toMatch(/^….*\[needle\].*…$/);
    expect(shown.length).toBeLessThanOrEqual(40 + 4);
  });
});
