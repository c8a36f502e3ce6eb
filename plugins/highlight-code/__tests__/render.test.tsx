/**
 * @jest-environment jsdom
 *
 * The build-time HTML (../render.ts) shows each token in the colours
 * prism-react-renderer gave it, in both modes, through the classes of the
 * generated stylesheet; the lines keep theme-classic's structure.
 */
import React from 'react';
import {render} from '@testing-library/react';
import * as upstream from 'prism-react-renderer';
import type {PrismTheme, RenderProps} from 'prism-react-renderer';

import {darkCodeTheme, lightCodeTheme} from '@site/src/data/codeThemes';
import {CodeHighlighter} from '../render';
import {addUpstreamLanguages} from '../prism/__tests__/upstreamPrism';

// The reference: upstream Prism with the theme's former additionalLanguages.
beforeAll(addUpstreamLanguages);

/** Single-file components highlight as HTML with their script. */
const upstreamLanguage = (language: string) =>
  language === 'vue' || language === 'svelte' ? 'markup' : language;

const highlighter = new CodeHighlighter({
  light: lightCodeTheme,
  dark: darkCodeTheme,
});

/** Class → declarations, per mode, read back from the generated stylesheet. */
function classStyles(
  mode: 'light' | 'dark',
): Map<string, Record<string, string>> {
  const selector =
    mode === 'light'
      ? ":root:not([data-theme='dark']) .theme-code-block ."
      : "[data-theme='dark'] .theme-code-block .";
  const styles = new Map<string, Record<string, string>>();
  for (const rule of highlighter.themeCss().split('\n')) {
    if (!rule.startsWith(selector)) continue;
    const [, className, property, value] = rule.match(
      /\.([a-z]\d+)\{([a-z-]+):(.*)\}$/,
    )!;
    styles.set(className!, {[property!]: value!});
  }
  return styles;
}

type Run = {text: string; style: Record<string, string>};

/** Adjacent text in one style, merged: how a reader sees a line. */
function merge(runs: Run[]): Run[] {
  const merged: Run[] = [];
  for (const run of runs) {
    if (run.text === '') continue;
    const last = merged[merged.length - 1];
    if (last && JSON.stringify(last.style) === JSON.stringify(run.style))
      last.text += run.text;
    else merged.push({...run});
  }
  return merged;
}

function ourRuns(
  code: string,
  language: string,
  mode: 'light' | 'dark',
): Run[][] {
  const styles = classStyles(mode);
  const container = document.createElement('code');
  container.innerHTML = highlighter.html({code, language});
  return [...container.children].map((line) =>
    merge(
      [...line.childNodes].map((node) => ({
        text: node.nodeName === 'BR' ? '' : (node.textContent ?? ''),
        style: Object.assign(
          {},
          ...[...((node as Element).classList ?? [])].map((name) =>
            styles.get(name),
          ),
        ) as Record<string, string>,
      })),
    ),
  );
}

const kebab = (property: string) =>
  property.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

function upstreamRuns(
  code: string,
  language: string,
  theme: PrismTheme,
): Run[][] {
  let lines: Run[][] = [];
  const {unmount} = render(
    <upstream.Highlight code={code} language={language} theme={theme}>
      {({tokens, getTokenProps}: RenderProps) => {
        lines = tokens.map((line) =>
          merge(
            line.map((token) => {
              const {style = {}, children} = getTokenProps({token});
              const declared = Object.entries(style).filter(
                ([property, value]) =>
                  property !== 'display' && value !== undefined,
              );
              return {
                text: token.empty ? '' : String(children),
                style: Object.fromEntries(
                  declared.map(([p, v]) => [kebab(p), String(v)]),
                ),
              };
            }),
          ),
        );
        return <pre />;
      }}
    </upstream.Highlight>,
  );
  unmount();
  return lines;
}

const samples: Record<string, string> = {
  ts: `/** Loads the todos. */\n@Injectable({scope: 'singleton'})\nexport class TodosService implements OnInit {\n  constructor(private readonly http: HttpClient) {}\n\n  async onInit(): Promise<void> {\n    const todos = await fetch(\`/todos?limit=\${10}\`); // a comment\n  }\n}`,
  tsx: `export function App({title}: {title: string}) {\n  return <TodoList title={title} items={[1 < 2, 'a & b']} />;\n}`,
  bash: `npm create lattice-app@latest my-app -- --platform vue\nexport PORT=3000 # comment`,
  json: `{\n  "name": "my-app",\n  "private": true\n}`,
  diff: `-  imports: [RouterModule.register(routes)],\n+  imports: [RouterModule.forRoot({routes})],`,
  vue: `<script setup lang="ts">\nconst count = ref(0);\n</script>\n\n<button @click="count++">{{ count }}</button>`,
  text: `plain words & <angle brackets>`,
};

describe('build-time highlighted HTML', () => {
  it.each(Object.keys(samples))(
    "shows %s in prism-react-renderer's colours, in both modes",
    (language) => {
      const code = samples[language]!;
      const reference = upstreamLanguage(language);
      expect(ourRuns(code, language, 'light')).toEqual(
        upstreamRuns(code, reference, lightCodeTheme),
      );
      expect(ourRuns(code, language, 'dark')).toEqual(
        upstreamRuns(code, reference, darkCodeTheme),
      );
    },
  );

  // The sample editor colours edited text with these ranges: the same
  // classes on the same stretches as the block it replaces.
  it.each(['ts', 'tsx'])(
    'gives the editor the classes of the HTML for %s',
    (language) => {
      const code = samples[language]!;
      const container = document.createElement('code');
      container.innerHTML = highlighter.html({code, language});
      const fromHtml = [...container.querySelectorAll('.token-line')].flatMap(
        (line) =>
          [...line.querySelectorAll('span[class]')].map((span) => [
            span.textContent,
            span.className,
          ]),
      );
      const ranges = highlighter.ranges(code, language);
      expect(fromHtml.length).toBeGreaterThan(10);
      expect(
        ranges.map(({from, to, className}) => [
          code.slice(from, to),
          className,
        ]),
      ).toEqual(fromHtml);
    },
  );

  it('keeps the text of the code exactly, escaped', () => {
    const container = document.createElement('code');
    container.innerHTML = highlighter.html({
      code: samples.tsx!,
      language: 'tsx',
    });
    expect(
      [...container.children].map((line) => line.textContent).join('\n'),
    ).toBe(samples.tsx);
    expect(highlighter.html({code: '<b>&</b>', language: 'text'})).toContain(
      '&lt;b&gt;&amp;&lt;/b&gt;',
    );
  });

  it('marks highlighted lines and numbers lines as theme-classic does', () => {
    const container = document.createElement('code');
    container.innerHTML = highlighter.html({
      code: 'a\nb\nc',
      language: 'ts',
      lineClassNames: {1: ['theme-code-block-highlighted-line']},
      lineNumbersStart: 1,
    });
    const lines = [...container.children];
    expect(lines.map((line) => line.className)).toEqual([
      'token-line code-line',
      'token-line theme-code-block-highlighted-line code-line',
      'token-line code-line',
    ]);
    for (const line of lines) {
      expect(line.querySelector('.code-line-number')).not.toBeNull();
      expect(line.querySelector('.code-line-content')?.textContent).toMatch(
        /^[abc]$/,
      );
      expect(line.lastElementChild?.tagName).toBe('BR');
    }
  });

  it('writes each line as a span, which <code> may hold', () => {
    const container = document.createElement('code');
    container.innerHTML = highlighter.html({
      code: samples.tsx!,
      language: 'tsx',
    });
    expect(
      new Set([...container.querySelectorAll('*')].map(({tagName}) => tagName)),
    ).toEqual(new Set(['SPAN', 'BR']));
  });

  it('gives an empty line no token, only its line break', () => {
    expect(highlighter.html({code: 'a\n\nb', language: 'ts'})).toContain(
      '<span class="token-line"><br></span>',
    );
  });

  it("sets both modes' block colours, each under its data-theme", () => {
    const css = highlighter.themeCss();
    expect(css).toContain(
      `:root:not([data-theme='dark']) .theme-code-block{--prism-color:${lightCodeTheme.plain.color};--prism-background-color:${lightCodeTheme.plain.backgroundColor};--docusaurus-highlighted-code-line-bg:${lightCodeTheme.highlightedLineBackground}}`,
    );
    expect(css).toContain(
      `[data-theme='dark'] .theme-code-block{--prism-color:${darkCodeTheme.plain.color};--prism-background-color:${darkCodeTheme.plain.backgroundColor};--docusaurus-highlighted-code-line-bg:${darkCodeTheme.highlightedLineBackground}}`,
    );
  });
});
