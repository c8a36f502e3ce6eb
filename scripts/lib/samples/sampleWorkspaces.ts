/**
 * The sample editor's workspaces (src/components/SampleEditor): for every
 * ts/tsx sample a reader may edit, what the compiler needs beside it to
 * answer as this harness does: the other samples of its group that it
 * imports, the stubs of what the page does not show, how each import
 * resolved, and which libraries beyond ES2022 its samples use. The harness
 * builds it from the program it compiles anyway (codeSamples.ts, last
 * stage); `npm run samples:types` writes it to
 * src/components/SampleEditor/workspaces/<version>.<locale>.json (the format:
 * src/components/SampleEditor/workspaceFile.ts), and the code-samples test
 * checks those files are what today's samples give.
 *
 * Only what a block reaches is kept: the browser downloads the libraries a
 * block uses and no others (the DOM's declarations alone take seconds to
 * read). A block that reaches Vue or Svelte is not editable: its types are
 * not part of the editor.
 */
import path from 'node:path';

import ts from 'typescript';

import type {
  EditableBlock,
  SampleLibrary,
  WorkspaceFile,
  WorkspaceUnit,
} from '../../../src/components/SampleEditor/workspaceFile';

import {sampleWorkspacesDir} from '../../../plugins/sample-editor/editable';

export type {WorkspaceFile} from '../../../src/components/SampleEditor/workspaceFile';

/** What the harness knows of a virtual file (codeSamples.ts, VirtualFile). */
interface SampleFile {
  text: string;
  /** Its group's key (a page, an FAQ answer); '' for a stub. */
  unit: string;
  partial: boolean;
  stub: boolean;
  shown?: {code: string; key: string};
}

export interface WorkspaceInput {
  /** The folder of the version's virtual files (`.code-samples/<version>`). */
  root: string;
  files: ReadonlyMap<string, SampleFile>;
  /** Containing file → specifier → the file it resolved to. */
  resolved: ReadonlyMap<string, ReadonlyMap<string, string>>;
  /** The Lattice package a declaration file is, if it is one. */
  packageOfFile: (fileName: string) => string | undefined;
  program: ts.Program;
}

const reactTypes = /[\\/]node_modules[\\/]@types[\\/]react[\\/](.+)\.d\.ts$/;

/**
 * The library pack a declaration file belongs to (see SampleLibrary), or
 * undefined for one the editor always has (ES2022) or gets otherwise (the
 * version's declarations, the samples).
 */
function packOf(fileName: string): SampleLibrary | undefined {
  const file = fileName.split(path.sep).join('/');
  if (/\/typescript\/lib\/lib\.dom\b/.test(file)) return 'dom';
  const node = /\/node_modules\/@types\/node\/(.+)\.d\.ts$/.exec(file);
  if (node) return `node/${node[1]!}`;
  if (/\/node_modules\/(@types\/jest|expect|@jest)\//.test(file)) return 'jest';
  return undefined;
}

/**
 * The packs a sample's names need: a global (`document`, `process`,
 * `describe`) or a member (`process.env`) is declared in one of them. A name
 * that two packs declare (`console`, `fetch`: the DOM and Node both do) takes
 * one the sample needs anyway, else the smallest: the DOM's declarations
 * alone take seconds to read.
 */
function packsNamed(
  files: readonly ts.SourceFile[],
  checker: ts.TypeChecker,
  /** Whether the editor has a file whatever the packs (a sample, the ES libraries, the declarations). */
  always: (fileName: string) => boolean,
  into: Set<SampleLibrary>,
): void {
  const choices: Array<Map<SampleLibrary, number>> = [];
  const visit = (node: ts.Node): void => {
    if (ts.isIdentifier(node)) {
      const packs = new Map<SampleLibrary, number>();
      let elsewhere = false;
      for (const declaration of checker.getSymbolAtLocation(node)
        ?.declarations ?? []) {
        const sf = declaration.getSourceFile();
        const pack = packOf(sf.fileName);
        if (pack) packs.set(pack, (packs.get(pack) ?? 0) + sf.text.length);
        // Vue's and Svelte's types, which the harness also reads, are not
        // the editor's: a name they too declare needs a pack.
        else if (always(sf.fileName)) elsewhere = true;
      }
      if (packs.size && !elsewhere) choices.push(packs);
    }
    ts.forEachChild(node, visit);
  };
  for (const sf of files) visit(sf);
  for (const packs of choices)
    if (packs.size === 1) into.add([...packs.keys()][0]!);
  for (const packs of choices)
    if (![...packs.keys()].some((pack) => into.has(pack)))
      into.add([...packs].sort((a, b) => a[1] - b[1])[0]![0]);
}

export function editorWorkspace(input: WorkspaceInput): WorkspaceFile {
  const {root, files, resolved, packageOfFile, program} = input;
  const checker = program.getTypeChecker();
  const units = new Map<string, WorkspaceUnit>();
  const unitIndex = new Map<string, number>();
  const blocks: Record<string, EditableBlock> = {};

  /** A file's path in its group: under the group's folder, or under /__packages. */
  const inUnit = (fileName: string): string => {
    const [first, ...rest] = path.relative(root, fileName).split(path.sep);
    return first === '__packages'
      ? `/${[first, ...rest].join('/')}`
      : `/${rest.join('/')}`;
  };
  /** What an import resolved to, as the worker names it; undefined if not ours to give. */
  const target = (fileName: string): string | undefined => {
    if (files.has(fileName)) return inUnit(fileName);
    const lattice = packageOfFile(fileName);
    if (lattice) return lattice;
    const react = reactTypes.exec(fileName);
    if (react)
      return react[1] === 'index'
        ? 'react'
        : `react/${react[1]!.replace(/\\/g, '/')}`;
    return undefined;
  };

  for (const [fileName, file] of files) {
    if (!file.shown || file.partial || file.stub || blocks[file.shown.key])
      continue;
    const closure: string[] = [];
    const libs = new Set<SampleLibrary>();
    let editable = true;
    for (let queue = [fileName]; queue.length;) {
      const next = queue.pop()!;
      if (closure.includes(next)) continue;
      closure.push(next);
      for (const resolvedTo of resolved.get(next)?.values() ?? []) {
        const to = target(resolvedTo);
        if (to === undefined) editable = false;
        else if (files.has(resolvedTo)) queue.push(resolvedTo);
        else if (
          to.startsWith('react') &&
          (to !== 'react/jsx-runtime' || next.endsWith('.tsx'))
        )
          libs.add('react');
      }
    }
    if (!editable) continue;
    packsNamed(
      closure
        .filter((name) => !files.get(name)!.stub)
        .map((name) => program.getSourceFile(name)!),
      checker,
      (name) =>
        files.has(name) ||
        packageOfFile(name) !== undefined ||
        (libs.has('react') && reactTypes.test(name)) ||
        /[\\/]typescript[\\/]lib[\\/]lib\.(es|decorators)/.test(name),
      libs,
    );

    if (!unitIndex.has(file.unit)) {
      unitIndex.set(file.unit, units.size);
      units.set(file.unit, {files: {}, imports: {}});
    }
    const unit = units.get(file.unit)!;
    for (const name of closure) {
      const member = files.get(name)!;
      unit.files[inUnit(name)] = member.shown?.code ?? member.text;
      const imports: Record<string, string> = {};
      for (const [specifier, resolvedTo] of resolved.get(name) ?? [])
        imports[specifier] = target(resolvedTo)!;
      if (Object.keys(imports).length) unit.imports[inUnit(name)] = imports;
    }
    blocks[file.shown.key] = {
      unit: unitIndex.get(file.unit)!,
      file: inUnit(fileName),
      libs: [...libs].sort(),
    };
  }
  return {units: [...units.values()], blocks};
}

export {sampleWorkspacesDir};

/** The path and text of a version's workspace file in a locale. */
export function workspaceFileText(
  version: string,
  locale: string,
  workspace: WorkspaceFile,
): [file: string, text: string] {
  return [
    path.join(sampleWorkspacesDir, `${version}.${locale}.json`),
    `${JSON.stringify(workspace)}\n`,
  ];
}
