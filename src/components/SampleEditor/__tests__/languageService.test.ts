/**
 * The editor's compiler answers as the code-samples harness does: every
 * editable sample of a version, opened with only its own library packs,
 * shows no error but the ones its `// @error` lines expect. So the packs a
 * block names are enough, and a reader who presses Edit on an unedited
 * sample sees it compile.
 *
 * Then, on one sample, what a reader does: break it (the compiler's message,
 * in Chinese on zh pages), hover a Lattice name, complete a member.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';

import {parseAnnotations} from '@site/plugins/highlight-code/annotations';
import {packOf} from '@site/plugins/sample-editor';
import {SampleSession, setMessages} from '../languageService';
import type {WorkspaceFile} from '../workspaceFile';

const workspaceOf = (version: string, locale: string): WorkspaceFile =>
  JSON.parse(
    readFileSync(
      path.join(__dirname, `../workspaces/${version}.${locale}.json`),
      'utf8',
    ),
  ) as WorkspaceFile;

const packs = new Map<string, Record<string, string>>();
const packsOf = (version: string, libs: readonly string[]) =>
  Object.assign(
    {},
    ...['es2022', `api/${version}`, ...libs].map((name) => {
      if (!packs.has(name)) packs.set(name, packOf(name));
      return packs.get(name)!;
    }),
  ) as Record<string, string>;

/** The lines (1-based) an `// @error` line of the sample says do not compile. */
const expectedErrorLines = (text: string) =>
  parseAnnotations(text)
    .filter((annotation) => annotation.kind === 'error')
    .map((annotation) => annotation.target + 1);

describe.each([
  ['next', 'zh'],
  ['1.1.x', 'en'],
])('every editable sample of %s (%s)', (version, locale) => {
  test('compiles with its own packs as the harness compiles it', () => {
    const workspace = workspaceOf(version, locale);
    const blocks = Object.values(workspace.blocks);
    expect(blocks.length).toBeGreaterThan(50);
    const wrong: string[] = [];
    for (const block of blocks) {
      const unit = workspace.units[block.unit]!;
      const session = new SampleSession(
        unit,
        block,
        packsOf(version, block.libs),
        {version, locale},
      );
      const expected = expectedErrorLines(unit.files[block.file]!);
      for (const diagnostic of session.diagnostics())
        if (!expected.includes(diagnostic.line))
          wrong.push(
            `${block.file}:${diagnostic.line} (${block.libs.join(', ') || 'ES2022 only'}): TS${diagnostic.code} ${diagnostic.message}`,
          );
    }
    expect(wrong).toEqual([]);
  });
});

describe('a reader editing a sample', () => {
  const version = 'next';
  const workspace = workspaceOf(version, 'zh');
  const [block] = Object.values(workspace.blocks).filter(
    (candidate) =>
      candidate.libs.length === 0 &&
      /createApp\(AppModule/.test(
        workspace.units[candidate.unit]!.files[candidate.file]!,
      ),
  );
  const open = (locale: string) =>
    new SampleSession(
      workspace.units[block!.unit]!,
      block!,
      packsOf(version, []),
      {version, locale},
    );
  afterEach(() => setMessages(undefined));

  test("sees the compiler's message in the page's language", () => {
    setMessages(
      JSON.parse(
        readFileSync(
          path.join(
            path.dirname(require.resolve('typescript')),
            'zh-cn/diagnosticMessages.generated.json',
          ),
          'utf8',
        ),
      ) as Record<string, string>,
    );
    const session = open('zh');
    expect(session.diagnostics()).toEqual([]);
    session.update(session.text.replace('createApp(', 'createAp('));
    const [diagnostic] = session.diagnostics();
    expect(diagnostic).toMatchObject({code: 2552, severity: 'error'});
    expect(diagnostic!.message).toMatch(/找不到名称“createAp”/);
  });

  test('hovers a Lattice name and completes a member', () => {
    const session = open('zh');
    const at = session.text.indexOf('createApp(');
    const info = session.quickInfo(at + 2)!;
    expect(info.signature).toMatch(/createApp\(rootModule: \w+/);
    // The declarations' `@zh` comment on a zh page, the English one else.
    expect(info.documentation).toMatch(/[\u4e00-\u9fff]/);
    expect(open('en').quickInfo(at + 2)!.documentation).not.toMatch(
      /[\u4e00-\u9fff]/,
    );
    session.update(session.text.replace(/\n*$/, '\napp.'));
    const completions = session.completions(session.text.length)!;
    expect(completions.from).toBe(session.text.length);
    expect(completions.options.map((option) => option.label)).toContain(
      'mount',
    );
  });
});
