/** @jest-environment jsdom */
import React from 'react';
import {render} from '@testing-library/react';
import * as upstream from 'prism-react-renderer';
import type {PrismTheme, RenderProps, Token} from 'prism-react-renderer';

import {darkCodeTheme, lightCodeTheme} from '@site/src/data/codeThemes';
import * as lean from '../tokens';
import {addUpstreamLanguages} from './upstreamPrism';

// The reference: upstream Prism with the theme's former additionalLanguages.
beforeAll(addUpstreamLanguages);

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

/** The lines of tokens and each token's style, as prism-react-renderer's Highlight gives them. */
function upstreamTokens(language: string, code: string, theme: PrismTheme) {
  let captured: Array<Array<{token: Token; style: unknown}>> = [];
  const {unmount} = render(
    <upstream.Highlight code={code} language={language} theme={theme}>
      {({tokens, getTokenProps}: RenderProps) => {
        captured = tokens.map((line) =>
          line.map((token) => ({token, style: getTokenProps({token}).style})),
        );
        return <pre />;
      }}
    </upstream.Highlight>,
  );
  unmount();
  return captured;
}

function ourTokens(language: string, code: string, theme: PrismTheme) {
  const dictionary = lean.themeToDict(theme, language);
  return lean.tokenize(code, language).map((line) =>
    line.map((token) => ({
      token,
      style: lean.styleForToken(dictionary, token),
    })),
  );
}

describe('the build-time Prism', () => {
  it.each(Object.entries(samples))(
    'tokenizes and styles %s exactly as prism-react-renderer does',
    (language, code) => {
      for (const theme of [lightCodeTheme, darkCodeTheme]) {
        expect(ourTokens(language, code, theme)).toEqual(
          upstreamTokens(language, code, theme),
        );
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
      const types = lean
        .tokenize(samples[language]!, language)
        .flat()
        .flatMap((token) => token.types);
      expect(types).toEqual(
        expect.arrayContaining([
          expect.stringMatching(
            /^(keyword|string|property|function|tag|deleted-sign|inserted-sign)$/,
          ),
        ]),
      );
    }
  });

  it('highlights Vue and Svelte components as HTML with their script', () => {
    const component = `<script setup lang="ts">\nconst count = ref(0);\n</script>\n\n<button @click="count++">{{ count }}</button>\n`;
    for (const language of ['vue', 'svelte']) {
      expect(ourTokens(language, component, lightCodeTheme)).toEqual(
        upstreamTokens('markup', component, lightCodeTheme),
      );
      expect(
        lean.tokenize(component, language)[1]!.map((token) => token.types),
      ).toContainEqual(['script', 'language-javascript', 'keyword']);
    }
  });

  it('leaves a language without a grammar as plain lines', () => {
    expect(lean.tokenize('DISPLAY "HELLO".\n', 'cobol')).toEqual([
      [{types: ['plain'], content: 'DISPLAY "HELLO".'}],
      [{types: ['plain'], content: '\n', empty: true}],
    ]);
  });

  it('normalizes tokens into lines as prism-react-renderer does', () => {
    const tokens = lean.Prism.tokenize(samples.ts!, lean.Prism.languages.ts!);
    expect(lean.normalizeTokens(tokens)).toEqual(
      upstream.normalizeTokens(tokens),
    );
  });
});

describe('the Prism of ./languages', () => {
  it('leaves no global Prism behind', () => {
    expect((globalThis as {Prism?: unknown}).Prism).toBeUndefined();
  });

  it('does not highlight a page on its own when loaded in a browser', async () => {
    jest.resetModules();
    document.body.innerHTML =
      '<pre><code class="language-ts">const answer: number = 42;</code></pre>';
    jest.isolateModules(() => {
      require('../languages');
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(document.body.innerHTML).toBe(
      '<pre><code class="language-ts">const answer: number = 42;</code></pre>',
    );
  });
});
