/** @jest-environment jsdom */
import React from 'react';
import {render} from '@testing-library/react';
import * as upstream from 'prism-react-renderer';
import type {RenderProps} from 'prism-react-renderer';

import {darkCodeTheme, lightCodeTheme} from '@site/src/data/codeThemes';
import * as lean from '@site/src/prism';

/**
 * The reference: prism-react-renderer's Prism as the site used it before,
 * with the theme's `additionalLanguages` (bash, json, diff, tsx) added the way
 * theme-classic's prism-include-languages adds them.
 */
beforeAll(() => {
  const global = globalThis as {Prism?: unknown};
  global.Prism = upstream.Prism;
  // In a registry of its own: the lean Prism has loaded these files already.
  jest.isolateModules(() => {
    for (const language of ['bash', 'json', 'diff', 'tsx']) {
      require(`prismjs/components/prism-${language}`);
    }
  });
  delete global.Prism;
});

/** One sample per language the docs' code fences use. */
const samples: Record<string, string> = {
  ts: `/**\n * Loads the todos.\n * @param url - Where from.\n */\n@Injectable()\nexport class TodosService implements OnInit {\n  constructor(@Inject(API_URL) private readonly url: string) {}\n\n  async onInit(): Promise<void> {\n    const todos = await fetch(\`\${this.url}/todos\`); // a comment\n  }\n}\n`,
  tsx: `export function App({title}: {title: string}) {\n  const todos = useInjector().get(TodosService);\n  return <TodoList title={title} items={todos.all()} />;\n}\n`,
  js: `/** @type {import('lattice-tools').LatticeConfig} */\nconst pattern = /^lattice-[a-z]+$/g;\ndocument.querySelector('#app');\nconsole.log(Math.max(1, 2));\nexport default defineConfig(({mode}) => ({\n  platform: 'react',\n  outDir: mode === 'production' ? 'dist' : '.lattice',\n}));\n`,
  bash: `npm create lattice-app@latest my-app -- --platform vue\ncd my-app && npx lattice generate interceptor timing\nexport PORT=3000 # comment\n`,
  json: `{\n  "name": "my-app",\n  "private": true,\n  "dependencies": {"lattice-app": "^2.0.0"}\n}\n`,
  diff: `-  imports: [RouterModule.register(routes)],\n+  imports: [RouterModule.forRoot({routes})],\n   providers: [TodosService],\n`,
  html: `<div id="app" style="color: red"></div>\n<style>\n  #app { margin: 0 auto; }\n</style>\n<script type="module" src="/src/main.ts"></script>\n`,
  text: `plain words, no grammar\n`,
};

/** What a code block renders from a Highlight: the class, style and every line and token's props. */
function rendered(
  Highlight: typeof upstream.Highlight,
  language: string,
  code: string,
  theme = lightCodeTheme,
) {
  let captured: unknown;
  const {container, unmount} = render(
    <Highlight code={code} language={language} theme={theme}>
      {({
        className,
        style,
        tokens,
        getLineProps,
        getTokenProps,
      }: RenderProps) => {
        captured = {
          className,
          style,
          lines: tokens.map((line) => ({
            line: getLineProps({line}),
            tokens: line.map((token) => getTokenProps({token})),
          })),
        };
        return (
          <pre className={className} style={style}>
            {tokens.map((line, i) => (
              <span key={i} {...getLineProps({line})}>
                {line.map((token, key) => (
                  <span key={key} {...getTokenProps({token})} />
                ))}
              </span>
            ))}
          </pre>
        );
      }}
    </Highlight>,
  );
  const markup = container.innerHTML;
  unmount();
  return {markup, props: captured};
}

describe('the lean prism-react-renderer', () => {
  it.each(Object.entries(samples))(
    'renders %s exactly as prism-react-renderer does',
    (language, code) => {
      for (const theme of [lightCodeTheme, darkCodeTheme]) {
        const ours = rendered(lean.Highlight, language, code, theme);
        const theirs = rendered(upstream.Highlight, language, code, theme);
        expect(ours.props).toEqual(theirs.props);
        expect(ours.markup).toBe(theirs.markup);
      }
    },
  );

  it('highlights the languages it claims (not everything as plain text)', () => {
    for (const language of [
      'ts',
      'tsx',
      'js',
      'bash',
      'json',
      'diff',
      'html',
    ]) {
      expect(
        rendered(lean.Highlight, language, samples[language]!).markup,
      ).toMatch(
        /class="token (keyword|string|property|function|tag|deleted-sign|inserted-sign)/,
      );
    }
  });

  it('highlights Vue and Svelte components as HTML with their script', () => {
    const component = `<script setup lang="ts">\nconst count = ref(0);\n</script>\n\n<button @click="count++">{{ count }}</button>\n`;
    for (const language of ['vue', 'svelte']) {
      const ours = rendered(lean.Highlight, language, component);
      const asHtml = rendered(upstream.Highlight, 'markup', component);
      expect(
        ours.markup.replace(`language-${language}`, 'language-markup'),
      ).toBe(asHtml.markup);
      expect(ours.markup).toMatch(
        /class="token script language-javascript keyword"/,
      );
    }
  });

  it('leaves a language without a grammar as plain lines', () => {
    const {markup} = rendered(lean.Highlight, 'cobol', 'DISPLAY "HELLO".\n');
    expect(markup).toContain('class="prism-code language-cobol"');
    expect(markup).not.toMatch(/token (keyword|string)/);
  });

  it('normalizes tokens into lines as prism-react-renderer does', () => {
    const tokens = lean.Prism.tokenize(samples.ts!, lean.Prism.languages.ts!);
    expect(lean.normalizeTokens(tokens)).toEqual(
      upstream.normalizeTokens(tokens),
    );
  });
});

describe('the lean Prism', () => {
  it('leaves no global Prism behind', () => {
    expect((globalThis as {Prism?: unknown}).Prism).toBeUndefined();
  });

  it('does not highlight the page on its own (React owns the code blocks)', async () => {
    jest.resetModules();
    document.body.innerHTML =
      '<pre><code class="language-ts">const answer: number = 42;</code></pre>';
    jest.isolateModules(() => {
      require('@site/src/prism/languages');
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(document.body.innerHTML).toBe(
      '<pre><code class="language-ts">const answer: number = 42;</code></pre>',
    );
  });
});
