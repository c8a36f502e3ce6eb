/**
 * The compiler behind the sample editor: TypeScript's language service over
 * an in-memory file system holding one sample, the files of its group that
 * it imports, the stubs, its version's declarations and the library packs it
 * uses (./workspaceFile.ts, plugins/sample-editor). It compiles with the
 * options of the code-samples harness (scripts/lib/samples/codeSamples.ts),
 * and resolves each import to what the harness resolved it to, so that an
 * unedited sample gets the harness's answer: no error, or the one its
 * `// @error` line expects.
 *
 * Runs in the editor's worker (./tsWorker.ts) and, in jest, over every
 * editable sample (./__tests__/languageService.test.ts). A document registry
 * shared by all sessions keeps the libraries parsed once per worker: a second
 * sample opens without reading them again.
 */
import ts from 'typescript';

import {sampleCompilerOptions} from './compilerOptions';
import type {EditableBlock, WorkspaceUnit} from './workspaceFile';

/** The harness's options, with the block's own libraries (no `types`: the packs are root files). */
function optionsFor(block: EditableBlock): ts.CompilerOptions {
  return {
    ...sampleCompilerOptions,
    lib: [
      'lib.es2022.d.ts',
      ...(block.libs.includes('dom')
        ? ['lib.dom.d.ts', 'lib.dom.iterable.d.ts']
        : []),
    ],
    types: [],
  };
}

export interface SampleDiagnostic {
  from: number;
  to: number;
  /** 1-based line of `from`. */
  line: number;
  code: number;
  message: string;
  severity: 'error' | 'warning';
}

export interface SampleQuickInfo {
  from: number;
  to: number;
  /** The declaration as the editor prints it (`class Injector`). */
  signature: string;
  /** Its doc comment in the page's language (the `@zh` one on zh pages). */
  documentation: string;
}

export interface SampleCompletions {
  from: number;
  options: Array<{label: string; type: string; detail?: string}>;
}

const registry = ts.createDocumentRegistry();

/**
 * The compiler's messages in the page's language: TypeScript's own
 * translation (`typescript/lib/zh-cn/diagnosticMessages.generated.json`),
 * or its English with undefined.
 */
export function setMessages(
  messages: Record<string, string> | undefined,
): void {
  // Exported at run time but not declared: tsserver's own hosts set their
  // locale's messages so. The zh test of ./__tests__/languageService.test.ts
  // fails if a TypeScript release drops it.
  (
    ts as unknown as {
      setLocalizedDiagnosticMessages(messages: object | undefined): void;
    }
  ).setLocalizedDiagnosticMessages(messages);
}

/** Where a package's types live in the editor's file system. */
function packageFile(specifier: string, files: Map<string, string>) {
  const react = /^react(\/.+)?$/.exec(specifier);
  const candidate = react
    ? `/node_modules/@types/react/${react[1] ? react[1].slice(1) : 'index'}.d.ts`
    : `/node_modules/${specifier}/index.d.ts`;
  return files.has(candidate) ? candidate : undefined;
}

const extensions = [
  '',
  '.ts',
  '.tsx',
  '.d.ts',
  '/index.ts',
  '/index.tsx',
  '/index.d.ts',
];

/** Sessions so far: part of their files' versions in the shared registry. */
let sessions = 0;

export class SampleSession {
  readonly fileName: string;
  private readonly files: Map<string, string>;
  private readonly version: (file: string) => string;
  /** Edits so far. */
  private edits = 0;
  private readonly service: ts.LanguageService;
  private readonly zh: boolean;

  /**
   * @param packs Every pack the block's `libs` name, `es2022` and the
   *   version's declarations (`api/<version>`), merged: path → text.
   */
  constructor(
    unit: WorkspaceUnit,
    block: EditableBlock,
    packs: Record<string, string>,
    {version, locale}: {version: string; locale: string},
  ) {
    this.fileName = block.file;
    // The registry shares a parsed file between sessions by path and
    // version: a group's files are this session's own, the declarations
    // their docs version's, the libraries everyone's.
    const session = (sessions += 1);
    this.version = (file) =>
      file.startsWith('/node_modules/@types/') || file.startsWith('/lib/')
        ? '0'
        : file.startsWith('/node_modules/')
          ? version
          : `${session}.${this.edits}`;
    this.zh = locale === 'zh';
    this.files = new Map([
      ...Object.entries(packs),
      ...Object.entries(unit.files),
    ]);
    const options = optionsFor(block);
    const roots = [
      block.file,
      // Global declarations: Jest's and Node's are read as root files.
      ...[...this.files.keys()].filter((file) =>
        /^\/node_modules\/@types\/(node|jest)\//.test(file),
      ),
    ];
    const resolve = (specifier: string, containing: string) => {
      const known = unit.imports[containing]?.[specifier];
      if (known !== undefined)
        return known.startsWith('/') ? known : packageFile(known, this.files);
      if (specifier.startsWith('.')) {
        const base = new URL(
          specifier,
          `file://${containing}`,
        ).pathname.replace(/\/$/, '');
        return extensions
          .map((ext) => base + ext)
          .find((file) => this.files.has(file));
      }
      return packageFile(specifier, this.files);
    };
    const host: ts.LanguageServiceHost = {
      getCompilationSettings: () => options,
      getScriptFileNames: () => roots,
      getScriptVersion: (file) => this.version(file),
      getScriptSnapshot: (file) => {
        const text = this.files.get(file);
        return text === undefined
          ? undefined
          : ts.ScriptSnapshot.fromString(text);
      },
      getCurrentDirectory: () => '/',
      getDefaultLibFileName: (o) => `/lib/${ts.getDefaultLibFileName(o)}`,
      fileExists: (file) => this.files.has(file),
      readFile: (file) => this.files.get(file),
      directoryExists: () => true,
      getDirectories: () => [],
      resolveModuleNames: (names, containing) =>
        names.map((specifier) => {
          const resolvedFileName = resolve(specifier, containing);
          return resolvedFileName
            ? {
                resolvedFileName,
                extension: resolvedFileName.endsWith('.d.ts')
                  ? ts.Extension.Dts
                  : resolvedFileName.endsWith('.tsx')
                    ? ts.Extension.Tsx
                    : ts.Extension.Ts,
              }
            : undefined;
        }),
    };
    this.service = ts.createLanguageService(host, registry);
  }

  /** The sample as the reader has it now. */
  get text(): string {
    return this.files.get(this.fileName)!;
  }

  update(text: string): void {
    this.files.set(this.fileName, text);
    this.edits += 1;
  }

  diagnostics(): SampleDiagnostic[] {
    const sf = this.service.getProgram()!.getSourceFile(this.fileName)!;
    return [
      ...this.service.getSyntacticDiagnostics(this.fileName),
      ...this.service.getSemanticDiagnostics(this.fileName),
    ].map((diagnostic) => {
      const from = diagnostic.start ?? 0;
      return {
        from,
        to: from + (diagnostic.length ?? 0),
        line: sf.getLineAndCharacterOfPosition(from).line + 1,
        code: diagnostic.code,
        message: ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'),
        severity:
          diagnostic.category === ts.DiagnosticCategory.Error
            ? 'error'
            : 'warning',
      };
    });
  }

  quickInfo(position: number): SampleQuickInfo | undefined {
    const info = this.service.getQuickInfoAtPosition(this.fileName, position);
    if (!info) return undefined;
    const zh = this.zh
      ? info.tags?.find((tag) => tag.name === 'zh')
      : undefined;
    const documentation = text(zh?.text ?? info.documentation);
    return {
      from: info.textSpan.start,
      to: info.textSpan.start + info.textSpan.length,
      signature: ts.displayPartsToString(info.displayParts),
      documentation,
    };
  }

  completions(position: number): SampleCompletions | undefined {
    const completions = this.service.getCompletionsAtPosition(
      this.fileName,
      position,
      {includeCompletionsWithInsertText: true},
    );
    if (!completions) return undefined;
    const text = this.text;
    let from = position;
    while (from > 0 && /[\w$]/.test(text[from - 1]!)) from -= 1;
    return {
      from,
      options: completions.entries.slice(0, 500).map((entry) => ({
        label: entry.name,
        type: completionType(entry.kind),
      })),
    };
  }
}

/** A doc comment as text: `{@link Injector.get}` reads as its name. */
function text(parts: readonly ts.SymbolDisplayPart[] | undefined): string {
  return (parts ?? [])
    .filter((part) => part.kind !== 'link')
    .map((part) => part.text)
    .join('');
}

/** CodeMirror's completion types for TypeScript's element kinds. */
function completionType(kind: ts.ScriptElementKind): string {
  switch (kind) {
    case ts.ScriptElementKind.classElement:
      return 'class';
    case ts.ScriptElementKind.interfaceElement:
    case ts.ScriptElementKind.typeElement:
      return 'type';
    case ts.ScriptElementKind.memberFunctionElement:
    case ts.ScriptElementKind.functionElement:
      return 'function';
    case ts.ScriptElementKind.memberVariableElement:
    case ts.ScriptElementKind.memberGetAccessorElement:
      return 'property';
    case ts.ScriptElementKind.keyword:
      return 'keyword';
    case ts.ScriptElementKind.enumElement:
      return 'enum';
    case ts.ScriptElementKind.constElement:
      return 'constant';
    default:
      return 'variable';
  }
}
