/**
 * A reader editing a sample (src/components/SampleEditor): Edit turns the
 * block into an editor in place, in the block's colours (edited text too,
 * once it reads as the original again), the caret where they clicked, and what they
 * type at once is kept; the unedited sample compiles; a type error shows the
 * compiler's message in the page's language; a Lattice name shows its type
 * on hover; a member completes; the edit survives a reload; Reset brings the
 * original back; Escape then Tab leaves; once the reader moves on, the
 * worker reads a library pack of the version's other samples ahead, unasked.
 * Everything comes from the site's own origin (the fixtures fail a test on
 * any other), and axe finds nothing with the editor open.
 */
import {closeSync, openSync, readSync, readdirSync} from 'node:fs';
import path from 'node:path';

import {buildDir} from '../build/buildDir';
import {axeViolations} from './support/accessibility';
import {openPage} from './support/browser';
import {scriptFiles} from './support/chunks';
import {expect, test, type Locator, type Page} from './support/fixtures';
import type {Route} from '@playwright/test';
import {inLocale} from './support/site';

test.use({saveData: true});

const texts = {
  en: {
    edit: 'Edit',
    reset: 'Reset',
    stockCopy: 'Copy code to clipboard',
    line: /^Line 6 /,
    noErrors: /^No errors against Lattice /,
    oneError: /^One error against Lattice /,
    misspelt: "Cannot find name 'AppModul'. Did you mean 'AppModule'?",
    summary: 'Creates an application from its root module.',
  },
  zh: {
    edit: '编辑',
    reset: '还原',
    stockCopy: '复制代码到剪贴板',
    line: /^第 6 行 /,
    noErrors: /没有错误$/,
    oneError: /有 1 个错误$/,
    misspelt: '找不到名称“AppModul”。你是否指的是“AppModule”?',
    summary: '根据根模块创建应用。',
  },
} as const;

/**
 * The `src/main.ts` sample of a version's introduction (the first block with
 * `createApp(AppModule, …)`), found once: its text changes as it is edited.
 */
async function mainSample(page: Page): Promise<Locator> {
  const blocks = page.locator('article .theme-code-block');
  const index = await blocks.evaluateAll((all) =>
    all.findIndex((block) =>
      block.textContent!.includes('createApp(AppModule'),
    ),
  );
  expect(index).toBeGreaterThanOrEqual(0);
  return blocks.nth(index);
}

/**
 * The library packs' chunks of a locale's build (plugins/sample-editor), by
 * URL path: JSON modules whose first file is a library's declarations.
 */
function libraryPackPaths(locale: 'en' | 'zh'): Set<string> {
  const scripts = inLocale(locale, '/assets/js');
  const dir = path.join(buildDir, scripts);
  const head = Buffer.alloc(300);
  const packs = new Set<string>();
  for (const file of readdirSync(dir)) {
    const fd = openSync(path.join(dir, file), 'r');
    const length = readSync(fd, head, 0, head.length, 0);
    closeSync(fd);
    if (
      /JSON\.parse\(['"]\{\\?"\/(lib\/lib\.|node_modules\/@types\/)/.test(
        head.toString('utf8', 0, length),
      )
    )
      packs.add(`${scripts}/${file}`);
  }
  expect(packs.size).toBeGreaterThan(2);
  return packs;
}

/** The editor's text, line by line, as CodeMirror holds it. */
function editorText(sample: Locator): Promise<string> {
  return sample
    .locator('.cm-content')
    .evaluate((content) =>
      [...content.querySelectorAll('.cm-line')]
        .map((line) => line.textContent)
        .join('\n'),
    );
}

/**
 * The colours of a sample, line by line, as runs of text of the same colour
 * classes (plugins/highlight-code's `l<n>`/`d<n>`): the block's tokens
 * (`.token-line`) or the editor's marks (`.cm-line`).
 */
function colourRuns(sample: Locator, lines: '.token-line' | '.cm-line') {
  return sample.evaluate((block, selector) => {
    const colourOf = (node: Node, line: Element) => {
      for (
        let at = node.parentElement;
        at && at !== line;
        at = at.parentElement
      ) {
        const classes = [...at.classList].filter((name) =>
          /^[ld]\d+$/.test(name),
        );
        if (classes.length) return classes.join(' ');
      }
      return '';
    };
    return [...block.querySelectorAll(selector)].map((line) => {
      const runs: Array<{colour: string; text: string}> = [];
      const walker = document.createTreeWalker(line, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const colour = colourOf(node, line);
        const last = runs[runs.length - 1];
        if (last?.colour === colour) last.text += node.textContent;
        else runs.push({colour, text: node.textContent!});
      }
      return runs.map(({colour, text}) => `${colour}|${text}`);
    });
  }, lines);
}

/** Where a word of the editor last shows (colour spans may split a line's text, not a word). */
async function wordBox(sample: Locator, word: string) {
  const box = await sample.locator('.cm-content').evaluate((content, text) => {
    const walker = document.createTreeWalker(content, NodeFilter.SHOW_TEXT);
    const nodes: Node[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode())
      nodes.unshift(node);
    for (const node of nodes) {
      const at = new RegExp(`\\b${text}\\b`).exec(node.textContent!)?.index;
      if (at === undefined) continue;
      const range = document.createRange();
      range.setStart(node, at);
      range.setEnd(node, at + text.length);
      const {x, y, width, height} = range.getBoundingClientRect();
      return {x: x + width / 2, y: y + height / 2};
    }
    return undefined;
  }, word);
  if (!box) throw new Error(`the editor shows no "${word}"`);
  return box;
}

/** Selects a word of the editor with a double click, as a reader does. */
async function selectWord(sample: Locator, word: string) {
  const {x, y} = await wordBox(sample, word);
  await sample.page().mouse.dblclick(x, y);
}

for (const [locale, version] of [
  ['zh', 'next'],
  ['en', '1.1.x'],
] as const) {
  test(`a reader edits a sample of ${version} (${locale}) and the compiler answers`, async ({
    page,
  }) => {
    const text = texts[locale];
    // The library packs the page's worker asks for.
    const packs = libraryPackPaths(locale);
    const packsRead = new Set<string>();
    page.context().on('request', (request) => {
      const {pathname} = new URL(request.url());
      if (packs.has(pathname)) packsRead.add(pathname);
    });
    await openPage(page, inLocale(locale, `/docs/${version}/introduction`));
    const sample = await mainSample(page);
    const original = (
      await sample.locator('.token-line').allTextContents()
    ).join('\n');
    const blockColours = await colourRuns(sample, '.token-line');
    expect(blockColours.flat().length).toBeGreaterThan(20);
    const lineTop = async (selector: string) =>
      (await sample.locator(selector).nth(2).boundingBox())!.y -
      (await sample.boundingBox())!.y;
    const staticTop = await lineTop('.token-line');

    // The reader clicks in the code (before `const`), presses Edit and
    // types at once: the keys are kept for the editor, at that caret.
    const constLine = sample
      .locator('.token-line', {hasText: 'const app ='})
      .first();
    await constLine.scrollIntoViewIfNeeded();
    const box = (await constLine.boundingBox())!;
    const indent = (await constLine.textContent())!.search(/\S/);
    await page.mouse.click(box.x + 2, box.y + box.height / 2);
    // The editor's code is slow to come: the keys come before it.
    const slowly = async (route: Route) => {
      await new Promise((resolve) => setTimeout(resolve, 400));
      await route.fallback();
    };
    await page.route(scriptFiles, slowly);
    await sample.getByRole('button', {name: text.edit, exact: true}).click();
    await page.keyboard.type('let x = 1;');
    const editor = sample.getByRole('textbox');
    await expect(editor).toHaveCount(0);
    await expect(editor).toBeFocused();
    await page.unroute(scriptFiles, slowly);
    await expect(editor).toHaveAccessibleName(
      locale === 'zh' ? '编辑示例：src/main.ts' : 'Edit sample: src/main.ts',
    );
    // The same line layout as the block it replaced.
    expect(await lineTop('.cm-line')).toBeCloseTo(staticTop, 0);
    await expect
      .poll(() => editorText(sample))
      .toContain(`let x = 1;${' '.repeat(Math.max(indent, 0))}const app`);
    // While it is edited, its own Copy copies the edit: the stock buttons step aside.
    await expect(
      sample.getByRole('button', {name: text.stockCopy}),
    ).toBeHidden();

    // Undo the early keys: the unedited sample compiles.
    for (let key = 0; key < 'let x = 1;'.length; key += 1)
      await page.keyboard.press('Backspace');
    const status = sample.getByRole('status');
    await expect(status).toHaveText(text.noErrors, {timeout: 30_000});
    // Edited text is coloured as the build colours it: back to the
    // original, the same colours as the block.
    expect(await colourRuns(sample, '.cm-line')).toEqual(blockColours);

    // A type error, underlined and listed with the compiler's message.
    await selectWord(sample, 'AppModule');
    await page.keyboard.type('AppModul');
    await expect(status).toHaveText(text.oneError);
    // (Listed under the block; the pointer left on the word also shows it.)
    await expect(
      sample.getByRole('listitem').filter({hasText: text.line}),
    ).toContainText(text.misspelt);
    await expect(sample.locator('.cm-lintRange-error')).toBeVisible();

    // A Lattice name's type on hover, with its doc comment in the page's language.
    const name = await wordBox(sample, 'createApp');
    await page.mouse.move(name.x, name.y);
    const tooltip = page.locator('.cm-tooltip-hover');
    await expect(tooltip).toContainText('createApp(rootModule: Type');
    await expect(tooltip).toContainText(text.summary);

    // The pointer moves on, and the tooltip goes; a link of the doc
    // comment reads as its name.
    await expect(tooltip).not.toContainText('{@link');
    await page.mouse.move(0, 0);
    await expect(tooltip).toBeHidden();

    // A member completes: `app.mo` offers `mount`.
    await selectWord(sample, 'mount');
    await page.keyboard.type('mo');
    const completions = page.locator('.cm-tooltip-autocomplete');
    await expect(
      completions.getByRole('option', {name: 'mount', exact: true}),
    ).toBeVisible();
    // A reader sees the list before taking from it: CodeMirror ignores an
    // Enter in the first 75 ms (its interactionDelay), a newline then.
    await page.waitForTimeout(150);
    await page.keyboard.press('Enter');
    await expect.poll(() => editorText(sample)).toContain("app.mount('#root')");

    // An open editor leaves the page without accessibility violations.
    expect(await axeViolations(page)).toEqual([]);

    // The edit survives a reload of the page.
    await page.reload();
    const reloaded = sample;
    await expect(reloaded.getByRole('textbox')).toBeVisible();
    await expect.poll(() => editorText(reloaded)).toContain('AppModul,');

    // Reset brings the original back; a new load shows the static block.
    await reloaded.getByRole('button', {name: text.reset}).click();
    await expect.poll(() => editorText(reloaded)).toBe(original);
    await expect(reloaded.getByRole('status')).toHaveText(text.noErrors, {
      timeout: 30_000,
    });

    // Escape then Tab leaves the editor (Tab alone indents).
    await reloaded.getByRole('textbox').focus();
    await page.keyboard.press('Escape');
    await page.keyboard.press('Tab');
    await expect(reloaded.getByRole('textbox')).not.toBeFocused();
    await expect(
      reloaded.getByRole('button', {name: text.reset}),
    ).toBeFocused();

    // The reader moves on in the app: the page's last editor closes, and the
    // worker reads ahead a pack the version's other samples use, before any
    // Edit there (on the next page, the one its sample needed took most of
    // the press's wait).
    const packsBefore = packsRead.size;
    await page.locator('.pagination-nav__link--next').click();
    await expect(page).not.toHaveURL(/\/introduction$/);
    await expect
      .poll(() => packsRead.size, {
        message: `no library pack read ahead (read so far: ${[...packsRead].join(', ')})`,
        timeout: 30_000,
      })
      .toBeGreaterThan(packsBefore);

    // A new load of the page shows the static block.
    await openPage(page, inLocale(locale, `/docs/${version}/introduction`));
    await expect(sample.locator('pre')).toBeVisible();
    await expect(sample.getByRole('textbox')).toHaveCount(0);
  });
}

test('a Vue or Svelte sample has no Edit button; a TypeScript one of the same page has', async ({
  page,
}) => {
  await openPage(page, '/zh/docs/next/examples');
  const blocks = page.locator('article .theme-code-block');
  const edit = {name: '编辑', exact: true};
  await expect(
    blocks.filter({has: page.locator('pre.language-vue')}).first(),
  ).toBeAttached();
  for (const lang of ['vue', 'svelte'])
    await expect(
      blocks
        .filter({has: page.locator(`pre.language-${lang}`)})
        .getByRole('button', edit),
    ).toHaveCount(0);
  await expect(
    blocks
      .filter({has: page.locator('pre.language-ts')})
      .first()
      .getByRole('button', edit),
  ).toBeVisible();
});

test('pressing Edit on a block taller than the window leaves the window where it was', async ({
  page,
}) => {
  await openPage(page, '/zh/docs/next/examples');
  const edit = {name: '编辑', exact: true};
  // The page's long TypeScript samples (the first is the provider's, 51 lines).
  const blocks = page.locator('article .theme-code-block');
  const long = await blocks.evaluateAll((all) =>
    all
      .map((block, index) =>
        block.querySelector('button[class*="editButton"]') &&
        block.querySelectorAll('.token-line').length > 40
          ? index
          : -1,
      )
      .filter((index) => index >= 0),
  );
  expect(long.length).toBeGreaterThanOrEqual(2);
  const pressKeepsWindow = async (
    block: Locator,
    press: (button: Locator) => Promise<void>,
  ) => {
    const button = block.getByRole('button', edit);
    await button.scrollIntoViewIfNeeded();
    // The reader scrolled down to the button: the block's top is above the window.
    expect((await block.boundingBox())!.y).toBeLessThan(0);
    const before = await page.evaluate(() => scrollY);
    await press(button);
    await expect(block.getByRole('textbox')).toBeFocused();
    // CodeMirror measures the view it was given and keeps a line in place
    // by scrolling the window: nothing may move once the editor is shown.
    await page.waitForTimeout(1000);
    expect(await page.evaluate(() => scrollY)).toBe(before);
  };
  // With the pointer, resting on the button until the editor is built.
  await pressKeepsWindow(blocks.nth(long[0]!), async (button) => {
    await button.hover();
    await expect(blocks.nth(long[0]!).locator('.cm-editor')).toBeAttached();
    await button.click();
  });
  // From the keyboard, at once: the editor is built on the press.
  await pressKeepsWindow(blocks.nth(long[1]!), async (button) => {
    await button.focus();
    await page.keyboard.press('Enter');
  });
});

test.describe('on a phone', () => {
  const phone = {width: 390, height: 844};
  test.use({hasTouch: true, viewport: phone});

  test('a finger opens the editor, and its errors fit the screen', async ({
    page,
  }) => {
    await openPage(page, '/zh/docs/next/introduction');
    const sample = await mainSample(page);
    const blockColours = await colourRuns(sample, '.token-line');
    await sample.getByRole('button', {name: texts.zh.edit, exact: true}).tap();
    await expect(sample.getByRole('textbox')).toBeFocused();
    await expect(sample.getByRole('status')).toHaveText(texts.zh.noErrors, {
      timeout: 30_000,
    });
    // The editor shows the block's own colours.
    expect(await colourRuns(sample, '.cm-line')).toEqual(blockColours);
    // A line of its own at the end, with a type error and its long message.
    await page.keyboard.press('Control+End');
    await page.keyboard.type("\nconst port: number = 'eighty';");
    const problem = sample.getByRole('listitem').last();
    await expect(problem).toContainText('不能将类型“string”分配给类型“number”');
    // Read without scrolling sideways: the list wraps inside the screen.
    const list = sample.getByRole('list');
    const box = (await list.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(phone.width);
    expect(
      await list.evaluate(
        (element) => element.scrollWidth - element.clientWidth,
      ),
    ).toBeLessThanOrEqual(0);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth),
    ).toBeLessThanOrEqual(phone.width);
  });
});
