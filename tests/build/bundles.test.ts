/**
 * What the built site sends for code: blocks arrive highlighted in the HTML
 * (plugins/highlight-code), so no script of the site carries Prism (but the
 * sample editor's later chunk, which a reader's Edit loads), and the
 * markup of a code block is the same in light and dark mode (colours are
 * classes of the stylesheet, one per colour and mode). And the category
 * cards' emoji check is ours (departure leading-emoji).
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';

import {buildDir, htmlFileOf, requireBuild} from './buildDir';
import {archivedRouteVersions, locales} from '../../scripts/lib/routeMap';

beforeAll(requireBuild);

/** Found in Prism's core (its data-manual switch) and in its bash grammar. */
const prismSignatures = ['data-manual', 'readarray'];

/**
 * How many copies of one chunk the scripts folder may hold: the site's, and
 * one from each archived version's frozen build (CONTRIBUTING, "Archived
 * versions"), whose assets every build copies in, when its content differs.
 */
const builds = 1 + archivedRouteVersions.length;

describe.each(locales)('the $locale build', ({prefix}) => {
  const jsDir = path.join(buildDir, prefix, 'assets/js');
  const cssDir = path.join(buildDir, prefix, 'assets/css');
  let scripts: Array<{file: string; text: string}> = [];
  beforeAll(() => {
    scripts = readdirSync(jsDir)
      .filter((file) => file.endsWith('.js'))
      .map((file) => ({
        file,
        text: readFileSync(path.join(jsDir, file), 'utf8'),
      }));
  });

  it('sends no Prism to the browser, but in the sample editor’s later chunk', () => {
    expect(scripts.length).toBeGreaterThan(10);
    // The sample editor colours edited text with the build's highlighter
    // (src/components/SampleEditor/editing.ts): that chunk, with CodeMirror's
    // completion, is the one script with Prism. The editor's first chunk,
    // CodeMirror's view, has none: it starts with the block's own colours.
    const holdersOf = (signature: string) =>
      scripts
        .filter(({text}) => text.includes(signature))
        .map(({file}) => file);
    const views = holdersOf('cm-content');
    const later = holdersOf('cm-tooltip-autocomplete');
    for (const chunks of [views, later]) {
      expect(chunks.length).toBeGreaterThan(0);
      expect(chunks.length).toBeLessThanOrEqual(builds);
    }
    expect(later.filter((file) => views.includes(file))).toEqual([]);
    for (const signature of prismSignatures) {
      expect(holdersOf(signature).length).toBeGreaterThan(0);
      expect(
        holdersOf(signature).filter((file) => !later.includes(file)),
      ).toEqual([]);
    }
  });

  it('gives category cards our leading-emoji check, not upstream’s alone (departure leading-emoji)', () => {
    // The card code is the one script with theme-common's emoji expression;
    // ours also holds the bounds of the CJK ideographs it answers at once.
    // (TypeScript's compiler, the sample editor's worker, names it among
    // the properties a regular expression may use.)
    const holders = scripts.filter(
      ({text}) =>
        text.includes('RGI_Emoji') && !text.includes('createLanguageService'),
    );
    expect(holders.length).toBeGreaterThan(0);
    expect(holders.length).toBeLessThanOrEqual(builds);
    const bound = (value: number) =>
      new RegExp(`\\b(${value}|0x${value.toString(16)})\\b`, 'i');
    for (const {file, text} of holders)
      expect({
        file,
        ours: bound(0x3400).test(text) && bound(0x9fff).test(text),
      }).toEqual({file, ours: true});
  });

  it('serves code blocks highlighted, in classes both colour modes style', () => {
    const html = readFileSync(
      htmlFileOf(`${prefix}/docs/overview/interceptors`),
      'utf8',
    );
    const blocks = html.match(/<pre[^>]*><code[^>]*>[\s\S]*?<\/code><\/pre>/g);
    expect(blocks?.length).toBeGreaterThan(3);
    for (const block of blocks!) {
      // A line is a span: <code> holds phrasing content only.
      expect(block).toMatch(/<span class="?token-line/);
      expect(block).not.toMatch(/<div/);
      // No colour is written inline: the mode switches it without a render.
      expect(block).not.toMatch(/style="[^"]*color/);
    }
    const tokenClasses = new Set(
      blocks!
        .join('')
        .match(/<span class="([ld]\d+ ?)+"/g)!
        .flatMap((span) => span.slice(13, -1).split(' ')),
    );
    // Minified, the stylesheet's selectors lose their quotes.
    const styled = new Set(
      readdirSync(cssDir)
        .map((file) => readFileSync(path.join(cssDir, file), 'utf8'))
        .join('\n')
        .match(
          /(:root:not\(\[data-theme=dark\]\)|\[data-theme=dark\]) \.theme-code-block \.[ld]\d+\{/g,
        ),
    );
    const unstyled = [...tokenClasses].filter((className) => {
      const mode = className.startsWith('l')
        ? ':root:not([data-theme=dark])'
        : '[data-theme=dark]';
      return !styled.has(`${mode} .theme-code-block .${className}{`);
    });
    expect(tokenClasses.size).toBeGreaterThan(5);
    expect(unstyled).toEqual([]);
  });
});
