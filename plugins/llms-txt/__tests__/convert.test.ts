/**
 * The converter of built pages into Markdown twins (plugins/llms-txt/
 * convert.mjs) finds an admonition's heading and content, a code block's
 * title and a category page by theme-classic's CSS-module classes
 * (`admonitionHeading_Gvgb`). When a page has one of those parts but the
 * class no longer finds it (theme-classic renamed it), the conversion stops,
 * naming the page and the class, rather than write a twin without the part.
 * (The twins of the real build are checked in tests/build/llms.test.ts.)
 */
import {spawnSync} from 'node:child_process';
import path from 'node:path';
import {pathToFileURL} from 'node:url';

const convert = pathToFileURL(path.join(__dirname, '../convert.mjs')).href;
const siteUrl = 'https://lattice-framework.github.io';

type Result = {markdown: string} | {error: string};

/**
 * Converts each page in a Node process of its own: convert.mjs and the
 * unified packages it imports are ES modules, which the build's worker
 * thread loads as they are (jest would have to compile them all).
 */
function convertPages(pages: Record<string, string>): Record<string, Result> {
  const script = `
    import {htmlToMarkdown} from ${JSON.stringify(convert)};
    let input = '';
    for await (const chunk of process.stdin) input += chunk;
    const results = {};
    for (const [name, html] of Object.entries(JSON.parse(input))) {
      try {
        results[name] = {markdown: htmlToMarkdown(html, {
          pageUrl: ${JSON.stringify(siteUrl)} + '/docs/' + name,
          siteUrl: ${JSON.stringify(siteUrl)},
          hasTwin: () => false,
        })};
      } catch (error) {
        results[name] = {error: error.message};
      }
    }
    process.stdout.write(JSON.stringify(results));`;
  const result = spawnSync(
    process.execPath,
    ['--input-type=module', '--eval', script],
    {input: JSON.stringify(pages), encoding: 'utf8'},
  );
  if (result.status !== 0) throw new Error(result.stderr);
  return JSON.parse(result.stdout) as Record<string, Result>;
}

/** A docs page as the build writes it (minified, theme-classic's classes). */
const docPage = (markdown: string) =>
  `<!doctype html><html lang=en-US dir=ltr class="docs-wrapper plugin-docs plugin-id-default docs-version-current docs-doc-page"><body><div id=__docusaurus><main class=docMainContainer_TBSr><div class=container><article><div class="theme-doc-markdown markdown"><header><h1>Providers</h1></header>${markdown}</div></article></div></main></div></body></html>`;

const admonition = ({
  heading = 'admonitionHeading_Gvgb',
  content = 'admonitionContent_BuS1',
} = {}) =>
  `<div class="theme-admonition theme-admonition-tip admonition_xJq3 alert alert--success"><div class=${heading}><span class=admonitionIcon_Rf37><svg viewBox="0 0 12 16"></svg></span>Scopes</div><div class=${content}><p>A provider lives as long as its scope.</div></div>`;

const codeBlock = (title = 'codeBlockTitle_OeMC') =>
  `<div class="language-ts codeBlockContainer_APcc theme-code-block"><div class=${title}>src/app.ts</div><div class=codeBlockContent_QJqH><pre tabindex=0 class="prism-code language-ts codeBlock_qGQc thin-scrollbar"><code class=codeBlockLines_p187><div class=token-line><span class="l9 d0">const</span> app = createApp();<br></div></code></pre></div></div>`;

const categoryPage = (className = 'generatedIndexPage_vN6x') =>
  `<!doctype html><html lang=en-US dir=ltr class="docs-wrapper plugin-docs plugin-id-default docs-version-current docs-doc-page"><body><div id=__docusaurus><main class=docMainContainer_TBSr><div class=container><div class=${className}><header><h1 class=title_kItE>API reference</h1><p>Every package.</header><article class=margin-top--lg><section class=row><article class="col col--6"><a class="card padding--lg cardContainer_KhuF" href=/docs/api/lattice-app><h2 class=cardTitle_mcqP>🗃️ lattice-app</h2><p class=cardDescription_L2fP>2 items</p></a></article></section></article></div></div></main></div></body></html>`;

let results: Record<string, Result>;
beforeAll(() => {
  results = convertPages({
    admonition: docPage(admonition()),
    'admonition-without-heading': docPage(
      admonition({heading: 'heading_Gvgb'}),
    ),
    'admonition-without-content': docPage(
      admonition({content: 'content_BuS1'}),
    ),
    'untitled-admonition': docPage(
      `<div class="theme-admonition theme-admonition-note admonition_xJq3 alert alert--secondary"><div class=admonitionContent_BuS1><p>No icon, no title.</div></div>`,
    ),
    'code-block': docPage(codeBlock()),
    'code-block-without-title': docPage(codeBlock('title_OeMC')),
    category: categoryPage(),
    'category-without-class': categoryPage('indexPage_vN6x'),
  });
});

const markdownOf = (name: string) => {
  const result = results[name]!;
  if ('error' in result) throw new Error(result.error);
  return result.markdown;
};
const errorOf = (name: string) => {
  const result = results[name]!;
  return 'error' in result
    ? result.error
    : `no error; wrote:\n${result.markdown}`;
};

describe("the Markdown twin of theme-classic's parts", () => {
  it('opens an admonition with its title, and keeps its text', () => {
    expect(markdownOf('admonition')).toBe(
      '# Providers\n\n> **Scopes**\n>\n> A provider lives as long as its scope.\n',
    );
    expect(markdownOf('untitled-admonition')).toContain('> No icon, no title.');
  });

  it("keeps a code block's title and language", () => {
    expect(markdownOf('code-block')).toContain(
      '```ts title="src/app.ts"\nconst app = createApp();\n```',
    );
  });

  it("lists a category page's cards", () => {
    expect(markdownOf('category')).toBe(
      `# API reference\n\nEvery package.\n\n- [lattice-app](${siteUrl}/docs/api/lattice-app): 2 items\n`,
    );
  });
});

describe("a page whose part theme-classic's class no longer finds", () => {
  it.each([
    ['admonition-without-heading', 'admonitionHeading_'],
    ['admonition-without-content', 'admonitionContent_'],
    ['code-block-without-title', 'codeBlockTitle_'],
    ['category-without-class', 'generatedIndexPage_'],
  ])('%s: stops the conversion, naming the page and %s', (name, prefix) => {
    const error = errorOf(name);
    expect(error).toContain(`${siteUrl}/docs/${name}:`);
    expect(error).toContain(`class ${prefix}`);
  });
});
