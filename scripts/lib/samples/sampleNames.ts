/**
 * The Lattice names of the samples, for the types a reader sees on hover and
 * focus (src/components/TypeInfo): which identifiers of a ts/tsx block the
 * version's declarations declare, and what each says of itself.
 *
 * The harness (codeSamples.ts) finds them with the checker of the program it
 * already builds per version and locale; `npm run samples:types` writes them
 * to static/sample-names/<version>.<locale>.json (their format:
 * plugins/highlight-code/names.ts), and the code-samples test checks those
 * files are what the declarations give today. So neither the build nor the
 * browser runs a compiler: the files are the cache of the compiler's
 * answers, keyed by block content and version.
 *
 * A symbol's row: the signature as an editor's quick info prints it at the
 * declaration, the first sentence of its doc comment (the `@zh` one in zh),
 * and its page under the version's `api/`.
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';

import ts from 'typescript';

import {
  sampleNamesDir,
  type NamesFile,
  type SymbolRow,
} from '../../../plugins/highlight-code/names';

/** One name of a block: 0-based line and column in the block's code, its length, its symbol. */
export type NameOccurrence = [
  line: number,
  column: number,
  length: number,
  symbol: string,
];

/** What the browser shows of a symbol. */
export interface SymbolInfo {
  name: string;
  signature: string;
  summary: {en: string; zh: string};
  /** Under the version's api/, e.g. `lattice-app/classes/Injector#get`; '' when there is none. */
  page: string;
}

/** A symbol's key: its package and qualified name (`lattice-app:Injector.get`). */
function symbolKey(
  checker: ts.TypeChecker,
  symbol: ts.Symbol,
  pkg: string,
): string {
  const qualified = checker
    .getFullyQualifiedName(symbol)
    .replace(/^"[^"]*"\./, '');
  return `${pkg}:${qualified}`;
}

/** The names of one sample file that the version's declarations declare. */
export function namesOf(
  sf: ts.SourceFile,
  checker: ts.TypeChecker,
  packageOf: (fileName: string) => string | undefined,
  symbols: Map<string, ts.Symbol>,
): NameOccurrence[] {
  const found: NameOccurrence[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isIdentifier(node)) {
      let symbol = checker.getSymbolAtLocation(node);
      if (symbol && symbol.flags & ts.SymbolFlags.Alias)
        symbol = checker.getAliasedSymbol(symbol);
      const declaration = symbol?.declarations?.[0];
      const pkg =
        declaration && packageOf(declaration.getSourceFile().fileName);
      if (symbol && pkg) {
        const key = symbolKey(checker, symbol, pkg);
        symbols.set(key, symbol);
        const {line, character} = sf.getLineAndCharacterOfPosition(
          node.getStart(sf),
        );
        found.push([line, character, node.text.length, key]);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return found;
}

// ---------------------------------------------------------------- symbols

const links = /\{@link(?:code|plain)?\s+([^}|\s]+)(?:\s*\|\s*([^}]+))?\s*\}/g;

/** Text of a doc comment with `{@link X | text}` as `text` (or `X`). */
function plain(text: string): string {
  return text
    .replace(links, (_, target: string, label?: string) =>
      label ? label.trim() : target,
    )
    .replace(/\s+/g, ' ')
    .trim();
}

/** The first sentence of a doc comment (English or Chinese). */
export function firstSentence(text: string): string {
  const value = plain(text);
  // A full stop outside backticks, followed by a space and a capital, or the end.
  let inCode = false;
  for (let i = 0; i < value.length; i++) {
    const c = value[i]!;
    if (c === '`') inCode = !inCode;
    if (inCode) continue;
    if (c === '。') return value.slice(0, i + 1);
    if (
      c === '.' &&
      (i === value.length - 1 || /^ [A-Z`(]/.test(value.slice(i + 1, i + 3))) &&
      !/\b(e\.g|i\.e|etc|vs)$/.test(value.slice(Math.max(0, i - 4), i))
    )
      return value.slice(0, i + 1);
  }
  return value;
}

/** One version's declarations, read through a language service for quick info. */
export class DeclarationInfo {
  private readonly service: ts.LanguageService;
  private readonly apiDir: string;
  /** The API pages read so far (or null: no such page), by path. */
  private readonly pages = new Map<string, string | null>();

  constructor(
    packages: Map<string, string>,
    options: ts.CompilerOptions,
    apiDir: string,
  ) {
    const files = [...packages.values()];
    const host: ts.LanguageServiceHost = {
      getScriptFileNames: () => files,
      getScriptVersion: () => '1',
      getScriptSnapshot: (fileName) =>
        existsSync(fileName)
          ? ts.ScriptSnapshot.fromString(readFileSync(fileName, 'utf8'))
          : undefined,
      getCurrentDirectory: () => process.cwd(),
      getCompilationSettings: () => options,
      getDefaultLibFileName: (o) => ts.getDefaultLibFilePath(o),
      fileExists: ts.sys.fileExists,
      readFile: ts.sys.readFile,
      resolveModuleNames: (names) =>
        names.map((name) => {
          const dts = packages.get(name);
          return dts
            ? {resolvedFileName: dts, extension: ts.Extension.Dts}
            : undefined;
        }),
    };
    this.service = ts.createLanguageService(host);
    this.apiDir = apiDir;
  }

  /** What the browser shows of `symbol` (declared in the package `pkg`). */
  info(symbol: ts.Symbol, pkg: string): SymbolInfo {
    const declaration = symbol.declarations![0]!;
    const nameNode = ts.getNameOfDeclaration(declaration) ?? declaration;
    const sf = declaration.getSourceFile();
    const quick = this.service.getQuickInfoAtPosition(
      sf.fileName,
      nameNode.getStart(sf),
    );
    const signature = quick
      ? ts.displayPartsToString(quick.displayParts)
      : symbol.name;
    const en = firstSentence(ts.displayPartsToString(quick?.documentation));
    const zhTag = quick?.tags?.find((tag) => tag.name === 'zh');
    const zh = zhTag ? firstSentence(ts.displayPartsToString(zhTag.text)) : en;
    return {
      name: symbol.name,
      signature,
      summary: {en, zh},
      page: this.pageOf(declaration, pkg),
    };
  }

  /**
   * The symbol's page under api/: a class's or interface's own page, else
   * the heading of its package page; a member, its owner's page at the
   * member's heading when the page has one.
   */
  private pageOf(declaration: ts.Declaration, pkg: string): string {
    let owner: ts.Node | undefined = declaration;
    while (owner && !ts.isSourceFile(owner.parent)) owner = owner.parent;
    if (!owner) return '';
    const ownerName = ts.isVariableStatement(owner)
      ? owner.declarationList.declarations[0]?.name.getText()
      : (owner as ts.DeclarationStatement).name?.getText();
    if (!ownerName) return '';
    const anchored = (file: string, anchor: string) =>
      this.page(file)?.includes(`{/* #${anchor} */}`) ?? false;
    const own = ['classes', 'interfaces']
      .map((folder) => `${pkg}/${folder}/${ownerName}`)
      .find((page) => this.page(path.join(this.apiDir, `${page}.md`)) !== null);
    const member =
      owner === declaration
        ? undefined
        : ts.getNameOfDeclaration(declaration)?.getText();
    if (own) {
      const anchor = member?.toLowerCase();
      return anchor && anchored(path.join(this.apiDir, `${own}.md`), anchor)
        ? `${own}#${anchor}`
        : own;
    }
    const index = path.join(this.apiDir, pkg, 'index.md');
    const anchor = ownerName.toLowerCase();
    return anchored(index, anchor) ? `${pkg}#${anchor}` : '';
  }

  /** An API page's Markdown, read once (null if there is no such page). */
  private page(file: string): string | null {
    let text = this.pages.get(file);
    if (text === undefined) {
      text = existsSync(file) ? readFileSync(file, 'utf8') : null;
      this.pages.set(file, text);
    }
    return text;
  }
}

// ---------------------------------------------------------------- the files

/** The names files of one version, by locale, from the harness's results for its locales. */
export function namesFiles(
  results: ReadonlyArray<{
    names: Map<string, NameOccurrence[]>;
    symbols: Map<string, ts.Symbol>;
  }>,
  declarations: DeclarationInfo,
): Record<'en' | 'zh', NamesFile> {
  const symbols = new Map<string, ts.Symbol>();
  const names = new Map<string, NameOccurrence[]>();
  for (const result of results) {
    for (const [key, symbol] of result.symbols)
      if (!symbols.has(key)) symbols.set(key, symbol);
    for (const [key, occurrences] of result.names)
      if (!names.has(key) && occurrences.length) names.set(key, occurrences);
  }
  const keys = [...symbols.keys()].sort();
  const index = new Map(keys.map((key, i) => [key, i]));
  const blocks: NamesFile['blocks'] = {};
  for (const key of [...names.keys()].sort())
    blocks[key] = names
      .get(key)!
      .flatMap(([line, column, length, symbol]) => [
        line,
        column,
        length,
        index.get(symbol)!,
      ]);
  const files = {
    en: {blocks, symbols: [] as SymbolRow[]},
    zh: {blocks, symbols: [] as SymbolRow[]},
  };
  for (const key of keys) {
    const pkg = key.slice(0, key.indexOf(':'));
    const info = declarations.info(symbols.get(key)!, pkg);
    for (const locale of ['en', 'zh'] as const)
      files[locale].symbols.push([
        info.name,
        info.signature,
        info.summary[locale],
        info.page,
      ]);
  }
  return files;
}

/** The files' paths and JSON text, as `npm run samples:types` writes them. */
export function namesFileTexts(
  version: string,
  files: Record<'en' | 'zh', NamesFile>,
): Map<string, string> {
  return new Map(
    (['en', 'zh'] as const).map((locale) => [
      path.join(sampleNamesDir, `${version}.${locale}.json`),
      `${JSON.stringify(files[locale])}\n`,
    ]),
  );
}

/** The compiler options of the declarations' own program. */
export const declarationOptions: ts.CompilerOptions = {
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  strict: true,
  skipLibCheck: true,
  types: [],
};
