/**
 * What the built site sends for code: blocks arrive highlighted in the HTML
 * (plugins/highlight-code), so no script of the site carries Prism, and the
 * markup of a code block is the same in light and dark mode (colours are
 * classes of the stylesheet, one per colour and mode). Each page's HTML lists
 * the scripts of its own chunks, so the browser fetches them alongside
 * main.js (plugins/lean-routes.ts).
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';

import {buildDir, htmlFileOf, requireBuild} from './buildDir';
import {locales} from './routeMap';

beforeAll(requireBuild);

/** Found in Prism's core (its data-manual switch) and in its bash grammar. */
const prismSignatures = ['data-manual', 'readarray'];

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

  it('sends no Prism to the browser', () => {
    expect(scripts.length).toBeGreaterThan(10);
    for (const signature of prismSignatures) {
      const holders = scripts
        .filter(({text}) => text.includes(signature))
        .map(({file}) => file);
      expect(holders).toEqual([]);
    }
  });

  it('lists the scripts of each page’s own chunks in its HTML', () => {
    const scriptsOf = (route: string) =>
      [
        ...readFileSync(htmlFileOf(route), 'utf8').matchAll(
          /<script src="?([^" >]+)"? defer/g,
        ),
      ].map((match) => match[1]!);
    const pagesScripts = [
      `${prefix}/`,
      `${prefix}/faq`,
      `${prefix}/docs/introduction`,
      `${prefix}/docs/overview/interceptors`,
      `${prefix}/docs/0.7.x/examples`,
      `${prefix}/docs/api/lattice-app/classes/LatticeApplication`,
    ].map((route) => ({route, scripts: scriptsOf(route)}));
    for (const {route, scripts: listed} of pagesScripts) {
      // The runtime and main.js first, then the page's own chunks (its
      // component, and for docs the layout, props and content).
      const names = listed.map((script) => script.split('/').pop()!);
      expect({route, first: names.slice(0, 2).map((n) => n.split('.')[0])})
        .toEqual({route, first: ['runtime~main', 'main']});
      expect({route, chunks: listed.length - 2 > 0}).toEqual({
        route,
        chunks: true,
      });
      const missing = listed.filter(
        (script) =>
          !script.startsWith(`${prefix}/assets/js/`) ||
          !scripts.some(({file}) => script.endsWith(`/${file}`)),
      );
      expect({route, missing}).toEqual({route, missing: []});
    }
    // A docs page carries its layout's chunks too.
    const docs = pagesScripts.filter(({route}) => route.includes('/docs/'));
    for (const {route, scripts: listed} of docs) {
      expect({route, many: listed.length >= 8}).toEqual({route, many: true});
    }
    // Two guides share their layout's chunks, not their content's.
    const [, , introduction, interceptors] = pagesScripts;
    expect(new Set(introduction!.scripts)).not.toEqual(
      new Set(interceptors!.scripts),
    );
  });

  it('serves code blocks highlighted, in classes both colour modes style', () => {
    const html = readFileSync(
      htmlFileOf(`${prefix}/docs/overview/interceptors`),
      'utf8',
    );
    const blocks = html.match(/<pre[^>]*><code[^>]*>[\s\S]*?<\/code><\/pre>/g);
    expect(blocks?.length).toBeGreaterThan(3);
    for (const block of blocks!) {
      expect(block).toMatch(/<div class="?token-line/);
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
        .match(/(:root:not\(\[data-theme=dark\]\)|\[data-theme=dark\]) \.theme-code-block \.[ld]\d+\{/g),
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
