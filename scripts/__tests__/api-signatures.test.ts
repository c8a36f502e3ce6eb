/**
 * The API reference prints each member as its declaration writes it. TypeDoc
 * prints types from the checker (`"react"` for `'react'`, `keyof Events` as
 * `string | number | symbol`, `Array<A | B>` as `(A | B)[]`, unions
 * reordered), so the generator takes the text from the source
 * (scripts/typedoc/docusaurus-pages.mjs). This test reads every committed
 * page, in both languages, and compares each member's code block with the
 * declarations, read here on their own with TypeScript's parser: a block no
 * declaration writes fails, naming the page and the member.
 */
import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';

import ts from 'typescript';

import {archivedRouteVersions} from '../lib/routeMap';

const siteDir = path.join(__dirname, '../..');
const apiRoot = path.join(siteDir, 'api');
// An archived version keeps its declarations in api/ but has no pages.
const versions = readdirSync(apiRoot, {withFileTypes: true})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .filter((name) => !archivedRouteVersions.includes(name));

function pagesDir(version: string, locale: 'en' | 'zh'): string {
  const folder = version === 'next' ? 'current' : `version-${version}`;
  if (locale === 'en') {
    return path.join(
      siteDir,
      version === 'next' ? 'docs/api' : `versioned_docs/version-${version}/api`,
    );
  }
  return path.join(
    siteDir,
    'i18n/zh/docusaurus-plugin-content-docs',
    folder,
    'api',
  );
}

/** Whitespace as a formatter would leave it, so that only the text counts. */
function normalized(text: string): string {
  return text
    .replace(/\s+/g, ' ')
    .replace(/\s*([()[\]{}<>,;:|&=?])\s*/g, '$1')
    .replace(/,([)\]}>])/g, '$1')
    .replace(/;$/, '')
    .trim();
}

/** A declaration's own text: no comments, `export` or `declare`. */
function ownText(node: ts.Node, source: ts.SourceFile): string {
  let text = node
    .getText(source)
    .replace(/\/\*\*[^]*?\*\//g, '')
    .replace(/^\s*\/\/.*$/gm, '')
    .replace(/^export\s+/, '')
    .replace(/^declare\s+/, '');
  if (ts.isVariableDeclaration(node)) {
    const flags = node.parent.flags;
    text = `${flags & ts.NodeFlags.Const ? 'const' : flags & ts.NodeFlags.Let ? 'let' : 'var'} ${text}`;
  }
  return normalized(text);
}

const MEMBER = (node: ts.Node): boolean =>
  ts.isPropertySignature(node) ||
  ts.isPropertyDeclaration(node) ||
  ts.isMethodSignature(node) ||
  ts.isMethodDeclaration(node) ||
  ts.isConstructorDeclaration(node) ||
  ts.isGetAccessorDeclaration(node) ||
  ts.isSetAccessorDeclaration(node) ||
  ts.isFunctionDeclaration(node) ||
  ts.isVariableDeclaration(node) ||
  ts.isTypeAliasDeclaration(node);

/** A member's name as a page heads it (`get`, `constructor`, `APP_INITIALIZER`). */
function nameOf(node: ts.Node, source: ts.SourceFile): string {
  if (ts.isConstructorDeclaration(node)) return 'constructor';
  const name = (node as ts.NamedDeclaration).name;
  return name ? name.getText(source).replace(/^['"]|['"]$/g, '') : '';
}

/**
 * Each top-level symbol of a package and what its declaration writes: its
 * own text (a type alias, a function's overloads, a constant) and every
 * member's, nested object types included, by name.
 */
function declarationsOf(file: string): Map<string, Map<string, Set<string>>> {
  const source = ts.createSourceFile(
    file,
    readFileSync(file, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
  );
  const symbols = new Map<string, Map<string, Set<string>>>();
  const add = (symbol: string, member: string, text: string) => {
    if (!symbols.has(symbol)) symbols.set(symbol, new Map());
    const members = symbols.get(symbol)!;
    if (!members.has(member)) members.set(member, new Set());
    members.get(member)!.add(text);
  };
  const visitMembers = (symbol: string, node: ts.Node) => {
    node.forEachChild(function visit(child) {
      if (MEMBER(child))
        add(symbol, nameOf(child, source), ownText(child, source));
      child.forEachChild(visit);
    });
  };
  for (const statement of source.statements) {
    const declarations = ts.isVariableStatement(statement)
      ? statement.declarationList.declarations
      : [statement];
    for (const declaration of declarations) {
      const name = nameOf(declaration, source);
      if (!name) continue;
      if (MEMBER(declaration)) add(name, name, ownText(declaration, source));
      visitMembers(name, declaration);
    }
  }
  return symbols;
}

interface Block {
  /** The heading (or bold label) the block belongs to, without `()` and anchor. */
  member: string;
  line: number;
  text: string;
}

/**
 * The code blocks that print a member: the first ts block after a member's
 * heading, an overload's heading or a nested method's bold label, with only
 * notes (`*New in 2.1*`) between. Examples and remarks are prose's.
 */
function signatureBlocks(markdown: string): Block[] {
  const lines = markdown.split('\n');
  const blocks: Block[] = [];
  let member: string | null = null;
  let current: string | null = null;
  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index];
    const heading = /^#{2,4} (.+?) \{\/\* #(\S+) \*\/\}$/.exec(line);
    const label = /^\*\*(\w+)\(\)\*\*$/.exec(line);
    if (heading) {
      const [, text, anchor] = heading;
      const name = /^(?:new )?([\w$]+)(?:\(\))?$/.exec(text)?.[1];
      if (/-overload-\d+$|-get-signature$|-set-signature$/.test(anchor)) {
        current = member;
      } else if (
        name &&
        !/(^|-)(example|remarks|throws|see-also|parameters|returns|type-parameters)$/.test(
          anchor,
        )
      ) {
        member = text.startsWith('new ') ? 'constructor' : name;
        current = member;
      } else {
        current = null;
      }
      continue;
    }
    if (label) {
      current = label[1];
      continue;
    }
    if (line === '```ts' && current) {
      let end = index + 1;
      while (end < lines.length && lines[end] !== '```') end += 1;
      blocks.push({
        member: current,
        line: index + 1,
        text: lines.slice(index + 1, end).join('\n'),
      });
      index = end;
      current = null;
      continue;
    }
    if (line.trim() && !/^\*[^*].*\*$/.test(line)) current = null;
  }
  return blocks;
}

/**
 * A constructor is headed `new Name<T>(…): Name<T>` on the page and written
 * `constructor(…)` in the declaration: its parameters are what compare.
 */
function asDeclared(block: Block): string {
  if (block.member !== 'constructor') return block.text;
  return block.text
    .replace(/^new [\w$]+(<[^(]*>)?\(/, 'constructor(')
    .replace(/\)\s*:\s*[^;()]+;?\s*$/, ');');
}

function markdownFiles(dir: string): string[] {
  return readdirSync(dir, {recursive: true, encoding: 'utf8'})
    .filter((file) => file.endsWith('.md'))
    .map((file) => file.split(path.sep).join('/'));
}

describe.each(versions)(
  'the %s API reference prints members as declared',
  (version) => {
    const packages = new Map(
      readdirSync(path.join(apiRoot, version))
        .filter((file) => file.endsWith('.d.ts'))
        .map((file) => [
          file.replace(/\.d\.ts$/, ''),
          declarationsOf(path.join(apiRoot, version, file)),
        ]),
    );

    it.each(['en', 'zh'] as const)('in %s', (locale) => {
      const dir = pagesDir(version, locale);
      const wrong: string[] = [];
      let compared = 0;
      for (const file of markdownFiles(dir)) {
        const [pkg, kind, page] = file.replace(/\.md$/, '').split('/');
        const symbols = packages.get(pkg);
        if (!symbols) continue;
        const owner = kind === 'index' ? null : page;
        for (const block of signatureBlocks(
          readFileSync(path.join(dir, file), 'utf8'),
        )) {
          // On a package page a member heading names a symbol; a nested
          // method's label names a member of the symbol above it.
          // A member a class inherits is declared by its base, which may be
          // another package's (0.7's platforms extend lattice-platforms').
          const declared =
            (owner ? symbols.get(owner)?.get(block.member) : undefined) ??
            new Set(
              [...packages.values()].flatMap((each) =>
                [...each.values()].flatMap((members) => [
                  ...(members.get(block.member) ?? []),
                ]),
              ),
            );
          compared += 1;
          if (!declared.has(normalized(asDeclared(block)))) {
            wrong.push(
              `${path.relative(siteDir, path.join(dir, file))}:${block.line} ${block.member}: prints\n    ${block.text.replace(/\n/g, '\n    ')}\n  declared\n    ${[...(declared.size ? declared : ['(nothing of that name)'])].join('\n    ')}`,
            );
          }
        }
      }
      expect(compared).toBeGreaterThan(50);
      expect(wrong).toEqual([]);
    });
  },
);

describe('signatureBlocks', () => {
  it('takes the block under a member, an overload or a label, not an example', () => {
    const page = [
      '### on() {/* #on */}',
      '',
      '*New in 2.1*',
      '',
      '```ts',
      'on<K extends keyof Events>(event: K): void;',
      '```',
      '',
      '#### Example {/* #on-example */}',
      '',
      '```ts',
      'events.on("x");',
      '```',
      '',
      '### get() {/* #get */}',
      '',
      '#### Overload 1 of 2 {/* #get-overload-1 */}',
      '',
      '```ts',
      'get(): void;',
      '```',
      '**transform()**',
      '',
      '```ts',
      'transform?(code: string): string;',
      '```',
    ].join('\n');
    expect(
      signatureBlocks(page).map(({member, text}) => [member, text]),
    ).toEqual([
      ['on', 'on<K extends keyof Events>(event: K): void;'],
      ['get', 'get(): void;'],
      ['transform', 'transform?(code: string): string;'],
    ]);
  });

  it('tells a quoted literal and an expanded keyof from the declaration', () => {
    expect(normalized("readonly name: 'react';")).not.toBe(
      normalized('readonly name: "react";'),
    );
    expect(normalized('on<K extends keyof E>(e: K): void;')).toBe(
      normalized('on<K extends keyof E>(\n  e: K,\n): void'),
    );
  });
});
