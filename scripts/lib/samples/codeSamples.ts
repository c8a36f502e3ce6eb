/**
 * The harness behind code-samples.test.ts: finds the code blocks of the docs
 * pages and checks them against one version's declarations (api/<version>).
 *
 * - ts/tsx blocks become virtual files of ONE ts.Program per version and
 *   locale (a custom CompilerHost, library files parsed once for all). A block
 *   with `title="src/users.service.ts"` is that file in its page's folder, so
 *   blocks of a page import each other; an untitled block is a module of its
 *   own. A relative import of a file the page does not show, a `.vue` or
 *   `.svelte` view, or a package other than Lattice, React, Vue and Svelte
 *   resolves to a stub whose exports are `any`: the check is about the
 *   version's API, not about the reader's own files.
 * - `partial="<reason>"` in a fence's meta marks a deliberate fragment: it
 *   must parse, and is not type-checked; an empty reason is an error.
 * - `//  ^? <answer>` and `// @error <answer>` lines of a ts/tsx block (type
 *   queries and expected errors, plugins/highlight-code/annotations.ts) must
 *   say what the compiler says (sampleAnnotations.ts answers them); an
 *   expected error is not a problem, any other error is.
 * - vue blocks go through @vue/compiler-sfc, svelte blocks through Svelte 4
 *   (1.x) or Svelte 5 in runes mode (2.0 on); their `<script lang="ts">` is
 *   type-checked like a ts block.
 * - `lattice …` lines of bash blocks use only the commands, schematics and
 *   flags that the version's lattice-cli.d.ts declares.
 * - On the generated API pages, the blocks under an "Example" heading are
 *   samples; the others are member signatures printed from the declarations
 *   themselves, which `npm run api` compiles, so they are counted, not checked.
 */
import {existsSync, readFileSync, readdirSync, statSync} from 'node:fs';
import path from 'node:path';

import ts from 'typescript';

import {inRange} from '../versions.mjs';
import {
  archivedRouteVersions,
  latestRelease as latest,
  routeVersions,
  type RouteVersion,
} from '../routeMap';
import {
  isTypeScriptFence,
  parseAnnotations,
} from '../../../plugins/highlight-code/annotations';
import {answerAt, errorAnswer} from './sampleAnnotations';
import {namesOf, type NameOccurrence} from './sampleNames';
import {editorWorkspace, type WorkspaceFile} from './sampleWorkspaces';
import {sampleCompilerOptions} from '../../../src/components/SampleEditor/compilerOptions';
import {
  namesOnShownLines,
  shownBlock,
} from '../../../plugins/highlight-code/names';

export const siteDir = path.join(__dirname, '../../..');

/** Every docs version (next and versions.json's releases), as api/ names it. */
export const versions = routeVersions;
/**
 * The archived releases (versionsArchived.json): their pages are frozen,
 * but their declarations stay in api/, and their release posts are still
 * built, so those posts' samples still compile against them.
 */
export const archivedVersions = archivedRouteVersions;
export type Version = RouteVersion;
export type Locale = 'en' | 'zh';
export const locales: readonly Locale[] = ['en', 'zh'];
/** The FAQ and the home page show the latest release. */
export const latestRelease: Version = latest;

export interface Block {
  /** The page, relative to the site. */
  file: string;
  /** 1-based line of the opening fence. */
  line: number;
  lang: string;
  meta: Record<string, string | true>;
  code: string;
  /** On a generated API page, a signature printed from the declarations. */
  signature: boolean;
  /** Blocks of one group import each other: the whole page, or one answer (h2/h3 section) of the FAQ. */
  group: number;
}

export interface Page {
  /** Relative to the site, e.g. docs/overview/modules.mdx. */
  file: string;
  blocks: Block[];
}

export interface Problem {
  file: string;
  /** 1-based line in the page. */
  line: number;
  /** 1-based line of the block's opening fence. */
  blockLine: number;
  message: string;
}

export interface CheckResult {
  /** Problems by page file (every page present, maybe with none). */
  problems: Map<string, Problem[]>;
  /** ts/tsx blocks (and vue/svelte scripts) type-checked. */
  typeChecked: number;
  /** Blocks marked partial (parsed only). */
  partial: number;
  vue: number;
  svelte: number;
  bashCommands: number;
  /** API signature blocks, checked through the declarations. */
  signatures: number;
  /** Imports resolved to stubs (files or packages the page does not show). */
  stubbedImports: number;
  /** The compiler's answer to every `^?` and `@error` line (sampleAnnotations.ts). */
  annotations: AnswerLine[];
  /** The Lattice names of each ts/tsx block, by block key (sampleNames.ts). */
  names: Map<string, NameOccurrence[]>;
  /** The symbols those names resolve to, by key (`lattice-app:Injector.get`). */
  symbols: Map<string, ts.Symbol>;
  /** What the sample editor needs beside each editable block (sampleWorkspaces.ts). */
  workspace: WorkspaceFile;
}

/** An annotation line of a page and the compiler's answer to it. */
export interface AnswerLine {
  page: string;
  /** 1-based line in the page. */
  line: number;
  answer: string;
}

// ---------------------------------------------------------------- pages

export function docsRoot(version: Version, locale: Locale): string {
  if (locale === 'en')
    return version === 'next' ? 'docs' : `versioned_docs/version-${version}`;
  const name = version === 'next' ? 'current' : `version-${version}`;
  return `i18n/zh/docusaurus-plugin-content-docs/${name}`;
}

export function pagesRoot(locale: Locale): string {
  return locale === 'en'
    ? 'src/pages'
    : 'i18n/zh/docusaurus-plugin-content-pages';
}

export function blogRoot(locale: Locale): string {
  return locale === 'en' ? 'blog' : 'i18n/zh/docusaurus-plugin-content-blog';
}

/** The docs version a release post's samples compile against: its `lattice_version` front matter. */
export function releaseOfPost(file: string): string {
  const source = readFileSync(path.join(siteDir, file), 'utf8');
  const frontMatter = /^---\n([\s\S]*?)\n---\n/.exec(source)?.[1] ?? '';
  const release = /^lattice_version:\s*['"]?([\w.]+)['"]?\s*$/m.exec(
    frontMatter,
  )?.[1];
  const known = [...versions, ...archivedVersions];
  if (!release || !known.includes(release))
    throw new Error(
      `${file}: a release post says which docs version its samples compile against, as front matter \`lattice_version: <${known.join(' | ')}>\` (found ${release ?? 'none'}).`,
    );
  return release;
}

/** Every .md/.mdx file under a folder of the site, relative to the site, sorted. */
export function markdownFiles(dir: string): string[] {
  const abs = path.join(siteDir, dir);
  if (!existsSync(abs)) return [];
  return readdirSync(abs, {recursive: true, encoding: 'utf8'})
    .filter((name) => /\.mdx?$/.test(name))
    .map((name) => `${dir}/${name.split(path.sep).join('/')}`)
    .sort();
}

/**
 * Every page whose samples `version` must compile, in `locale`; for an
 * archived version, its release posts alone.
 */
export function pageFilesOf(version: Version, locale: Locale): string[] {
  const files = markdownFiles(docsRoot(version, locale));
  if (version === latestRelease)
    files.push(...markdownFiles(pagesRoot(locale)));
  files.push(
    ...markdownFiles(blogRoot(locale)).filter(
      (file) => releaseOfPost(file) === version,
    ),
  );
  return files;
}

export function readPage(file: string): Page {
  const source = readFileSync(path.join(siteDir, file), 'utf8');
  return {file, blocks: extractBlocks(source, file)};
}

// ---------------------------------------------------------------- blocks

/** `title="a b" partial="why" showLineNumbers` → {title: 'a b', partial: 'why', showLineNumbers: true}. */
export function parseMeta(meta: string): Record<string, string | true> {
  const result: Record<string, string | true> = {};
  const re = /([\w-]+)(?:=(?:"([^"]*)"|'([^']*)'|(\S+)))?/g;
  for (const m of meta.matchAll(re))
    result[m[1]] = m[2] ?? m[3] ?? m[4] ?? true;
  return result;
}

const apiExampleHeading = /\{\/\* #(?:[\w-]+-)?example(?:-\d+)? \*\/\}/;

/** The fenced code blocks of a Markdown/MDX page, indentation removed. */
export function extractBlocks(source: string, file: string): Block[] {
  const lines = source.split('\n');
  const isApi = /(^|\/)api\//.test(file);
  // The answers of the FAQ stand alone: each section is a group of its own.
  const sectioned = /(^|\/)(src\/pages|docusaurus-plugin-content-pages)\//.test(
    file,
  );
  const blocks: Block[] = [];
  let inExample = false;
  let group = 0;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    if (/^#{1,6} /.test(line)) inExample = apiExampleHeading.test(line);
    if (sectioned && /^#{2,3} /.test(line)) group++;
    const open = /^(\s*)(`{3,}|~{3,})([\w-]*)\s*(.*)$/.exec(line);
    if (!open) continue;
    const [, indent, fence, lang, meta] = open;
    const body: string[] = [];
    let j = i + 1;
    const close = new RegExp(`^\\s*${fence[0]}{${fence.length},}\\s*$`);
    for (; j < lines.length && !close.test(lines[j]); j++)
      body.push(
        lines[j].startsWith(indent) ? lines[j].slice(indent.length) : lines[j],
      );
    blocks.push({
      file,
      line: i + 1,
      lang,
      meta: parseMeta(meta),
      code: body.join('\n'),
      signature: isApi && !inExample && /^tsx?$/.test(lang),
      group,
    });
    i = j;
  }
  return blocks;
}

/** undefined: not partial; '': partial without a reason. */
export function partialReason(block: Block): string | undefined {
  const value = block.meta.partial;
  if (value === undefined) return undefined;
  return value === true ? '' : value.trim();
}

// ---------------------------------------------------------------- declarations

export interface Declarations {
  version: string;
  dir: string;
  /** package name → absolute .d.ts path */
  packages: Map<string, string>;
}

export function declarationsOf(version: string, dir?: string): Declarations {
  const apiDir = dir ?? path.join(siteDir, 'api', version);
  const packages = new Map<string, string>();
  for (const name of readdirSync(apiDir).sort())
    if (name.endsWith('.d.ts'))
      packages.set(name.slice(0, -'.d.ts'.length), path.join(apiDir, name));
  return {version, dir: apiDir, packages};
}

/** Every package some version of Lattice has: a sample's import of one must resolve in its own version. */
const latticePackages = new Set(
  readdirSync(path.join(siteDir, 'api')).flatMap((version) =>
    statSync(path.join(siteDir, 'api', version)).isDirectory()
      ? readdirSync(path.join(siteDir, 'api', version))
          .filter((name) => name.endsWith('.d.ts'))
          .map((name) => name.slice(0, -'.d.ts'.length))
      : [],
  ),
);

/** A Lattice package (other `lattice-*` names, such as a reader's own `lattice-platform-preact`, are stubbed). */
const isLatticePackage = (name: string) =>
  latticePackages.has(/^[^/]+/.exec(name)![0]);

// ---------------------------------------------------------------- the program

const baseOptions: ts.CompilerOptions = {
  ...sampleCompilerOptions,
  lib: ['lib.es2022.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
  // Node for the CLI and tool APIs, jest for the test samples.
  types: ['node', 'jest'],
};

/** Parsed library files (lib.*.d.ts, node_modules types, declarations), shared by every program. */
const sharedSourceFiles = new Map<string, ts.SourceFile>();

interface VirtualFile {
  text: string;
  page: string;
  /** The group of blocks it belongs to (see Block.group). */
  unit: string;
  /** Line in the page of the file's first line, minus one. */
  lineOffset: number;
  blockLine: number;
  partial: boolean;
  stub: boolean;
  /** A ts/tsx block as the reader sees it (magic comments removed), and its key in the names files (sampleNames.ts). */
  shown?: {code: string; key: string};
}

// No Svelte before 1.0; Svelte 5 from 2.0 on.
const svelteMajor = (version: string): 0 | 4 | 5 =>
  !inRange(version, {since: '1.0.x'})
    ? 0
    : !inRange(version, {since: '2.0.x'})
      ? 4
      : 5;

function stubText(names: Set<string>, hasDefault: boolean): string {
  const lines = ['// Stub: a file or package the page does not show.'];
  // A value that can be called, constructed (a token then gives `any`, not
  // `unknown`, through useProvider() and friends) and read; a type of `any`.
  for (const name of [...names].sort())
    lines.push(
      `export declare const ${name}: Stub;`,
      `export type ${name}<A = any, B = any, C = any> = any;`,
    );
  lines.push(
    'type Stub = (new <A = any, B = any>(...args: any[]) => any) & (<A = any, B = any>(...args: any[]) => any) & {[key: string]: any};',
  );
  if (hasDefault)
    lines.push('declare const _default: any;', 'export default _default;');
  if (!names.size && !hasDefault) lines.push('export {};');
  return lines.join('\n');
}

const sampleExtensions = ['.ts', '.tsx', '.d.ts', '/index.ts', '/index.tsx'];

/**
 * What the stages of `checkPages` share: the version, the result being
 * filled, and the virtual files the blocks become (under the site, so that
 * `react`, `vue` and `svelte` resolve from its node_modules).
 */
interface Workspace {
  readonly version: string;
  readonly declarations: Declarations;
  readonly result: CheckResult;
  readonly report: (block: Block, line: number, message: string) => void;
  readonly root: string;
  readonly files: Map<string, VirtualFile>;
  /** Each group of blocks (a page, an FAQ answer) → its scope folders, in order. */
  readonly pageScopes: Map<string, string[]>;
  /** The stub an import resolves to: containing file + '\0' + specifier → stub. */
  readonly stubOf: Map<string, string>;
  /** What each import resolved to: containing file → specifier → file. */
  readonly resolved: Map<string, Map<string, string>>;
}

/**
 * Checks the pages of one version in one locale. `declarations` defaults to
 * api/<version>; the harness's own test passes a folder of its own. Four
 * stages: the blocks become files, the imports a page does not show become
 * stubs, one program compiles them all, and each file's diagnostics, type
 * queries and names are read.
 */
export function checkPages(
  pages: readonly Page[],
  declarations: Declarations,
): CheckResult {
  const workspace = newWorkspace(pages, declarations);
  writeSampleFiles(workspace, pages);
  if (!workspace.files.size) return workspace.result;
  const resolver = sampleResolver(workspace);
  stubUnshownImports(workspace, resolver);
  const program = ts.createProgram({
    rootNames: resolver.rootNames,
    options: resolver.options,
    host: compilerHost(workspace, resolver),
  });
  readSamples(workspace, resolver, program);
  const packageOfFile = new Map(
    [...declarations.packages].map(([name, file]) => [file, name]),
  );
  workspace.result.workspace = editorWorkspace({
    root: workspace.root,
    files: workspace.files,
    resolved: workspace.resolved,
    packageOfFile: (fileName) => packageOfFile.get(fileName),
    program,
  });
  return workspace.result;
}

function newWorkspace(
  pages: readonly Page[],
  declarations: Declarations,
): Workspace {
  const result: CheckResult = {
    problems: new Map(pages.map((page) => [page.file, []])),
    typeChecked: 0,
    partial: 0,
    vue: 0,
    svelte: 0,
    bashCommands: 0,
    signatures: 0,
    stubbedImports: 0,
    annotations: [],
    names: new Map(),
    symbols: new Map(),
    workspace: {units: [], blocks: {}},
  };
  return {
    version: declarations.version,
    declarations,
    result,
    report: (block, line, message) =>
      result.problems.get(block.file)!.push({
        file: block.file,
        line,
        blockLine: block.line,
        message,
      }),
    root: path.join(siteDir, '.code-samples', declarations.version),
    files: new Map(),
    pageScopes: new Map(),
    stubOf: new Map(),
    resolved: new Map(),
  };
}

/**
 * Stage 1: every ts/tsx block, and the `<script lang="ts">` of every vue and
 * svelte block, becomes a file of its group (a page, or one FAQ answer),
 * named by its title. A page that shows a file twice (as it grows) gets a
 * scope folder per showing. Bash blocks are checked against the CLI here.
 */
function writeSampleFiles(workspace: Workspace, pages: readonly Page[]): void {
  const {version, declarations, result, report, root, files, pageScopes} =
    workspace;
  const units = pages.flatMap((page, pageIndex) =>
    [...new Set(page.blocks.map((block) => block.group))].map((group) => ({
      page,
      key: `${page.file}#${group}`,
      dir: path.join(root, `p${pageIndex}g${group}`),
      blocks: page.blocks.filter((block) => block.group === group),
    })),
  );
  for (const unit of units) {
    const {page} = unit;
    const pageDir = unit.dir;
    const taken: Set<string>[] = [];
    const scopes: string[] = [];
    const scopeFor = (relPath: string): string => {
      let k = taken.findIndex((set) => !set.has(relPath));
      if (k === -1) k = taken.push(new Set()) - 1;
      taken[k].add(relPath);
      return path.join(pageDir, `s${k}`);
    };
    const add = (
      block: Block,
      relPath: string,
      text: string,
      lineOffset: number,
      partial: boolean,
      shown?: VirtualFile['shown'],
    ) => {
      const scope = scopeFor(relPath);
      if (!scopes.includes(scope)) scopes.push(scope);
      files.set(path.join(scope, relPath), {
        text,
        page: page.file,
        unit: unit.key,
        lineOffset,
        blockLine: block.line,
        partial,
        stub: false,
        shown,
      });
    };

    /** A vue or svelte block's `<script lang="ts">`, type-checked as `<file>.ts`. */
    const addScript = (
      block: Block,
      script: {text: string; line: number} | undefined,
      file: string,
    ) => {
      if (!script) return;
      const partial = partialReason(block) !== undefined;
      if (!partial) result.typeChecked++;
      add(
        block,
        `${file}.ts`,
        script.text,
        block.line + script.line - 1,
        partial,
      );
    };

    for (const block of unit.blocks) {
      if (block.signature) {
        result.signatures++;
        continue;
      }
      const reason = partialReason(block);
      if (reason === '') {
        report(
          block,
          block.line,
          'partial="" needs a reason: say why the sample is a fragment, or make it complete.',
        );
        continue;
      }
      const partial = reason !== undefined;
      const title =
        typeof block.meta.title === 'string' ? block.meta.title : '';
      const untitled = `src/__block_line${block.line}`;
      if (isTypeScriptFence(block.lang)) {
        if (partial) result.partial++;
        else result.typeChecked++;
        const ext = `.${block.lang}`;
        const rel = !title
          ? untitled + ext
          : /\.(m|c)?tsx?$/.test(title)
            ? title
            : title + ext;
        add(
          block,
          rel,
          block.code,
          block.line,
          partial,
          shownBlock(block.lang, block.code),
        );
      } else if (block.lang === 'vue') {
        result.vue++;
        if (partial) result.partial++;
        addScript(block, checkVue(block, report), title || `${untitled}.vue`);
      } else if (block.lang === 'svelte') {
        result.svelte++;
        if (partial) result.partial++;
        const major = svelteMajor(version);
        if (major === 0) {
          report(block, block.line, `${version} has no Svelte platform.`);
          continue;
        }
        addScript(
          block,
          checkSvelte(block, major, report),
          title || `${untitled}.svelte`,
        );
      } else if (/^(bash|sh|shell)$/.test(block.lang)) {
        result.bashCommands += checkCli(block, declarations, report);
      }
    }
    pageScopes.set(unit.key, scopes);
  }
}

/** How the program finds the files of the samples, and what it compiles. */
interface SampleResolver {
  readonly options: ts.CompilerOptions;
  readonly realHost: ts.CompilerHost;
  readonly rootNames: readonly string[];
  readonly sampleFileNames: readonly string[];
  readonly svelteTypes: string | undefined;
  /** A sample file parsed once (as a module), for the stubs and the program. */
  parseSample(fileName: string): ts.SourceFile;
  /** Resolves a relative import between the files of a page; undefined if the page does not show it. */
  resolveRelative(specifier: string, containing: string): string | undefined;
  /** Whether a package import resolves from the site's node_modules. */
  knownPackage(specifier: string, containing: string): boolean;
}

/** Stage 2: module resolution over the virtual files. */
function sampleResolver(workspace: Workspace): SampleResolver {
  const {version, files, pageScopes} = workspace;
  const realHost = ts.createCompilerHost(baseOptions, true);
  const options: ts.CompilerOptions = {...baseOptions};
  const sampleFileNames = [...files.keys()];
  const svelteTypes =
    svelteMajor(version) === 4
      ? path.join(siteDir, 'node_modules/svelte4/types/index.d.ts')
      : svelteMajor(version) === 5
        ? path.join(siteDir, 'node_modules/svelte/types/index.d.ts')
        : undefined;
  const vueTypes = path.join(
    siteDir,
    'node_modules/@vue/runtime-core/dist/runtime-core.d.ts',
  );
  const rootNames = [
    ...sampleFileNames,
    ...(svelteTypes ? [svelteTypes] : []),
    vueTypes,
  ];

  const findInScope = (candidate: string): string | undefined => {
    if (files.has(candidate) && !/\.(vue|svelte)$/.test(candidate))
      return candidate;
    for (const ext of sampleExtensions)
      if (files.has(candidate + ext)) return candidate + ext;
    return undefined;
  };

  /** Resolves a relative import between the files of a page; undefined if the page does not show it. */
  const resolveRelative = (
    specifier: string,
    containing: string,
  ): string | undefined => {
    const file = files.get(containing);
    if (!file || /\.(vue|svelte|css|scss|json|svg|png)$/.test(specifier))
      return undefined;
    const scopes = pageScopes.get(file.unit) ?? [];
    const ownScope = scopes.find((s) => containing.startsWith(s + path.sep));
    if (!ownScope) return undefined;
    const relDir = path.relative(ownScope, path.dirname(containing));
    // A page may show a file several times as it grows: an import reads the
    // last version shown before the importing block, else the first after it.
    const hits = scopes
      .map((scope) => findInScope(path.join(scope, relDir, specifier)))
      .filter((hit): hit is string => hit !== undefined)
      // a fragment of a file is not what another block imports
      .filter(
        (hit, _, all) =>
          !files.get(hit)!.partial || all.every((h) => files.get(h)!.partial),
      )
      .sort((a, b) => files.get(a)!.blockLine - files.get(b)!.blockLine);
    const before = hits.filter(
      (hit) => files.get(hit)!.blockLine < file.blockLine,
    );
    if (before.length) return before[before.length - 1];
    if (hits.length) return hits[0];
    // An untitled block stands anywhere: match the path's tail.
    if (path.basename(containing).startsWith('__block_line')) {
      const tail = path.normalize(specifier).replace(/^(\.\.?[\\/])+/, '');
      for (const name of sampleFileNames)
        if (
          files.get(name)!.unit === file.unit &&
          sampleExtensions.some((ext) => name.endsWith(path.sep + tail + ext))
        )
          return name;
    }
    return undefined;
  };

  const parsed = new Map<string, ts.SourceFile>();
  const parseSample = (fileName: string): ts.SourceFile => {
    let sf = parsed.get(fileName);
    if (!sf) {
      // Every sample is a module, as it would be in a project.
      sf = ts.createSourceFile(
        fileName,
        `${files.get(fileName)!.text}\nexport {};\n`,
        ts.ScriptTarget.ES2022,
        true,
        fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
      );
      parsed.set(fileName, sf);
    }
    return sf;
  };
  const knownPackage = (specifier: string, containing: string): boolean => {
    if (/^(svelte)(\/|$)/.test(specifier)) return Boolean(svelteTypes);
    return (
      ts.resolveModuleName(specifier, containing, options, realHost)
        .resolvedModule !== undefined
    );
  };
  return {
    options,
    realHost,
    rootNames,
    sampleFileNames,
    svelteTypes,
    parseSample,
    resolveRelative,
    knownPackage,
  };
}

/**
 * Stage 3: stubs for what the pages import but do not show (a file of the
 * reader's project, a package the site does not install): each resolves to
 * a file declaring what the samples import from it, so that the samples
 * compile as they would in a project that has it.
 */
function stubUnshownImports(
  workspace: Workspace,
  resolver: SampleResolver,
): void {
  const {result, root, files} = workspace;
  const {sampleFileNames, parseSample, resolveRelative, knownPackage} =
    resolver;
  const stubs = new Map<string, {names: Set<string>; hasDefault: boolean}>();
  const resolvedStub = workspace.stubOf;
  const dynamicStubs = new Set<string>();
  for (const fileName of sampleFileNames) {
    const sf = parseSample(fileName);
    // import('./admin/admin.module'): stubbed as a whole when the page does not show it
    const visit = (node: ts.Node): void => {
      if (
        ts.isCallExpression(node) &&
        node.expression.kind === ts.SyntaxKind.ImportKeyword &&
        node.arguments.length === 1 &&
        ts.isStringLiteral(node.arguments[0])
      ) {
        const specifier = node.arguments[0].text;
        if (
          !isLatticePackage(specifier) &&
          (specifier.startsWith('.')
            ? !resolveRelative(specifier, fileName)
            : !knownPackage(specifier, fileName))
        ) {
          const stubPath = specifier.startsWith('.')
            ? path.join(path.dirname(fileName), specifier) + '.__stub.ts'
            : path.join(root, '__packages', specifier, 'index.__stub.ts');
          result.stubbedImports++;
          resolvedStub.set(fileName + '\0' + specifier, stubPath);
          dynamicStubs.add(stubPath);
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(sf);
    for (const statement of sf.statements) {
      if (
        !(
          ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)
        ) ||
        !statement.moduleSpecifier ||
        !ts.isStringLiteral(statement.moduleSpecifier)
      )
        continue;
      const specifier = statement.moduleSpecifier.text;
      if (isLatticePackage(specifier)) continue;
      let stubPath: string;
      if (specifier.startsWith('.')) {
        if (resolveRelative(specifier, fileName)) continue;
        stubPath = path.join(path.dirname(fileName), specifier) + '.__stub.ts';
      } else {
        if (knownPackage(specifier, fileName)) continue;
        stubPath = path.join(root, '__packages', specifier, 'index.__stub.ts');
      }
      result.stubbedImports++;
      resolvedStub.set(fileName + '\0' + specifier, stubPath);
      const stub = stubs.get(stubPath) ?? {names: new Set(), hasDefault: false};
      stubs.set(stubPath, stub);
      const clause = ts.isImportDeclaration(statement)
        ? statement.importClause
        : undefined;
      if (clause?.name) stub.hasDefault = true;
      const bindings = ts.isImportDeclaration(statement)
        ? clause?.namedBindings
        : statement.exportClause;
      if (
        bindings &&
        (ts.isNamedImports(bindings) || ts.isNamedExports(bindings))
      )
        for (const element of bindings.elements) {
          const name = (element.propertyName ?? element.name).text;
          if (name === 'default') stub.hasDefault = true;
          else stub.names.add(name);
        }
    }
  }
  const stubFile = (text: string): VirtualFile => ({
    text,
    page: '',
    unit: '',
    lineOffset: 0,
    blockLine: 0,
    partial: false,
    stub: true,
  });
  for (const stubPath of dynamicStubs)
    if (!stubs.has(stubPath))
      files.set(
        stubPath,
        stubFile('declare const _module: any;\nexport = _module;'),
      );
  for (const [stubPath, stub] of stubs)
    files.set(stubPath, stubFile(stubText(stub.names, stub.hasDefault)));
}

/** Stage 4: the compiler host that reads the virtual files and the stubs. */
function compilerHost(
  workspace: Workspace,
  resolver: SampleResolver,
): ts.CompilerHost {
  const {declarations, files} = workspace;
  const {realHost, options, parseSample, resolveRelative} = resolver;
  const resolvedStub = workspace.stubOf;
  return {
    ...realHost,
    fileExists: (fileName) =>
      files.has(fileName) || realHost.fileExists(fileName),
    readFile: (fileName) =>
      files.get(fileName)?.text ?? realHost.readFile(fileName),
    getSourceFile: (fileName, languageVersion) => {
      const virtual = files.get(fileName);
      if (virtual)
        return virtual.stub
          ? ts.createSourceFile(fileName, virtual.text, languageVersion, true)
          : parseSample(fileName);
      let sf = sharedSourceFiles.get(fileName);
      if (!sf) {
        const text = realHost.readFile(fileName);
        if (text === undefined) return undefined;
        sf = ts.createSourceFile(fileName, text, languageVersion, true);
        sharedSourceFiles.set(fileName, sf);
      }
      return sf;
    },
    resolveModuleNames: (moduleNames, containingFile) =>
      moduleNames.map((specifier) => {
        const resolved = resolveOne(specifier, containingFile);
        // '' for an import with no file (svelte's are ambient).
        const imports = workspace.resolved.get(containingFile) ?? new Map();
        workspace.resolved.set(
          containingFile,
          imports.set(specifier, resolved?.resolvedFileName ?? ''),
        );
        return resolved;
      }),
  };
  function resolveOne(
    specifier: string,
    containingFile: string,
  ): ts.ResolvedModuleFull | undefined {
    const latticeName = /^([^/]+)/.exec(specifier)![1];
    if (isLatticePackage(specifier)) {
      const dts = declarations.packages.get(latticeName);
      return dts && specifier === latticeName
        ? {resolvedFileName: dts, extension: ts.Extension.Dts}
        : undefined;
    }
    const stub = resolvedStub.get(containingFile + '\0' + specifier);
    if (stub) return {resolvedFileName: stub, extension: ts.Extension.Ts};
    if (specifier.startsWith('.') && files.has(containingFile)) {
      const hit = resolveRelative(specifier, containingFile);
      if (hit)
        return {
          resolvedFileName: hit,
          extension: hit.endsWith('.tsx')
            ? ts.Extension.Tsx
            : hit.endsWith('.d.ts')
              ? ts.Extension.Dts
              : ts.Extension.Ts,
        };
      return undefined;
    }
    // `svelte` is declared ambiently by the Svelte version's types.
    if (/^svelte(\/|$)/.test(specifier)) return undefined;
    return ts.resolveModuleName(specifier, containingFile, options, realHost)
      .resolvedModule as ts.ResolvedModuleFull | undefined;
  }
}

/**
 * Stage 5: per sample file, its Lattice names (for the tooltips), the
 * answers of its type queries and expected errors (sampleAnnotations.ts),
 * and every other diagnostic as a problem of its page.
 */
function readSamples(
  workspace: Workspace,
  resolver: SampleResolver,
  program: ts.Program,
): void {
  const {version, declarations, result, files} = workspace;
  const {sampleFileNames} = resolver;
  const checker = program.getTypeChecker();
  const packageOfFile = new Map(
    [...declarations.packages].map(([name, file]) => [file, name]),
  );
  for (const fileName of sampleFileNames) {
    const file = files.get(fileName)!;
    const sf = program.getSourceFile(fileName);
    if (!sf) continue;
    if (file.shown && !result.names.has(file.shown.key))
      result.names.set(
        file.shown.key,
        namesOnShownLines(
          namesOf(
            sf,
            checker,
            (name) => packageOfFile.get(name),
            result.symbols,
          ),
          file.text,
          file.shown.code,
        ),
      );
    const problem = (line: number, message: string) =>
      result.problems.get(file.page)!.push({
        file: file.page,
        line: file.lineOffset + line + 1,
        blockLine: file.blockLine,
        message,
      });
    const lineOf = (diagnostic: ts.Diagnostic) =>
      diagnostic.start === undefined
        ? -1
        : sf.getLineAndCharacterOfPosition(diagnostic.start).line;
    let diagnostics = file.partial
      ? partialParses(file.text, fileName.endsWith('.tsx'))
        ? []
        : program.getSyntacticDiagnostics(sf)
      : [
          ...program.getSyntacticDiagnostics(sf),
          ...program.getSemanticDiagnostics(sf),
        ];
    // Type queries and expected errors (sampleAnnotations.ts).
    for (const annotation of parseAnnotations(file.text)) {
      const what = annotation.kind === 'query' ? '`^?`' : '`@error`';
      if (file.partial) {
        problem(
          annotation.line,
          `${what} needs a type-checked sample: this one is partial.`,
        );
        continue;
      }
      if (annotation.target < 0) {
        problem(
          annotation.line,
          `${what} goes right under the line of code it is about.`,
        );
        continue;
      }
      let answer: string | undefined;
      if (annotation.kind === 'query') {
        const lineStart = sf.getPositionOfLineAndCharacter(
          annotation.target,
          0,
        );
        const position = lineStart + annotation.column;
        answer =
          position < sf.getLineEndOfPosition(lineStart)
            ? answerAt(checker, sf, position)
            : undefined;
        if (answer === undefined) {
          problem(
            annotation.line,
            `the caret of \`^?\` (column ${annotation.column + 1}) is under no name of the line above.`,
          );
          continue;
        }
      } else {
        const expected = diagnostics.find(
          (diagnostic) => lineOf(diagnostic) === annotation.target,
        );
        if (!expected) {
          problem(
            annotation.line,
            `\`@error\` expects the line above not to compile, and api/${version} accepts it.`,
          );
          continue;
        }
        diagnostics = diagnostics.filter((d) => d !== expected);
        answer = errorAnswer(expected);
      }
      result.annotations.push({
        page: file.page,
        line: file.lineOffset + annotation.line + 1,
        answer,
      });
      if (annotation.written !== answer)
        problem(
          annotation.line,
          annotation.written
            ? `${what} says "${annotation.written}", api/${version} says "${answer}"; \`npm run samples:types\` writes it.`
            : `${what} has no answer yet: \`npm run samples:types\` writes it ("${answer}").`,
        );
    }
    for (const diagnostic of diagnostics)
      problem(
        lineOf(diagnostic),
        `TS${diagnostic.code}: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')}`,
      );
  }
}

/** A fragment parses as statements, or as members of a class (one method of a provider). */
function partialParses(text: string, tsx: boolean): boolean {
  const parses = (source: string) =>
    !ts.transpileModule(source, {
      fileName: tsx ? 'fragment.tsx' : 'fragment.ts',
      reportDiagnostics: true,
      compilerOptions: {
        target: ts.ScriptTarget.ES2022,
        jsx: ts.JsxEmit.Preserve,
      },
    }).diagnostics?.length;
  return parses(text) || parses(`class Fragment {\n${text}\n}`);
}

// ---------------------------------------------------------------- vue and svelte

type Report = (block: Block, line: number, message: string) => void;
/** A script to type-check: its text, and the 1-based line of its first line within the block's code. */
interface Script {
  text: string;
  line: number;
}

function lineOf(code: string, offset: number): number {
  return code.slice(0, offset).split('\n').length;
}

function checkVue(block: Block, report: Report): Script | undefined {
  const sfc = require('vue/compiler-sfc') as typeof import('vue/compiler-sfc');
  const filename =
    typeof block.meta.title === 'string' ? block.meta.title : 'Sample.vue';
  const {descriptor, errors} = sfc.parse(block.code, {filename});
  for (const error of errors) {
    const loc = 'loc' in error ? error.loc : undefined;
    report(block, block.line + (loc?.start.line ?? 0), `vue: ${error.message}`);
  }
  if (errors.length) return undefined;
  if (descriptor.script || descriptor.scriptSetup) {
    try {
      sfc.compileScript(descriptor, {id: 'sample', isProd: false});
    } catch (error) {
      report(block, block.line, `vue: ${(error as Error).message}`);
      return undefined;
    }
  }
  if (descriptor.template) {
    const compiled = sfc.compileTemplate({
      source: descriptor.template.content,
      filename,
      id: 'sample',
    });
    for (const error of compiled.errors)
      report(
        block,
        block.line + descriptor.template.loc.start.line,
        `vue template: ${typeof error === 'string' ? error : error.message}`,
      );
  }
  const script = descriptor.scriptSetup ?? descriptor.script;
  if (!script || script.lang !== 'ts') return undefined;
  return {text: script.content, line: script.loc.start.line};
}

function checkSvelte(
  block: Block,
  major: 4 | 5,
  report: Report,
): Script | undefined {
  const filename =
    typeof block.meta.title === 'string' ? block.meta.title : 'Sample.svelte';
  const match = /<script(\s[^>]*)?>([\s\S]*?)<\/script>/.exec(block.code);
  const isTs = Boolean(match && /lang=["']ts["']/.test(match[1] ?? ''));
  let source = block.code;
  if (major === 4 && match && isTs) {
    // Svelte 4 needs a preprocessor for TypeScript: strip the types, keep
    // every import (the markup uses them).
    const js = ts.transpileModule(match[2], {
      compilerOptions: {
        target: ts.ScriptTarget.ES2022,
        module: ts.ModuleKind.ESNext,
        verbatimModuleSyntax: true,
      },
    }).outputText;
    const start = match.index + match[0].indexOf('>') + 1;
    source =
      source.slice(0, start) + js + source.slice(start + match[2].length);
  }
  try {
    if (major === 4) {
      const svelte4 = require('svelte4/compiler') as {
        compile(source: string, options: object): unknown;
      };
      svelte4.compile(source, {filename, generate: 'dom'});
    } else {
      const svelte5 =
        require('svelte/compiler') as typeof import('svelte/compiler');
      svelte5.compile(source, {filename, runes: true});
    }
  } catch (error) {
    const e = error as {message: string; start?: {line: number}};
    report(
      block,
      block.line + (e.start?.line ?? 0),
      `svelte ${major}: ${e.message.split('\n')[0]}`,
    );
    return undefined;
  }
  if (!match || !isTs) return undefined;
  const contentStart = match.index + match[0].indexOf('>') + 1;
  return {text: match[2], line: lineOf(block.code, contentStart)};
}

// ---------------------------------------------------------------- the CLI

export interface CliSpec {
  /** command or alias → command name */
  commands: Map<string, string>;
  /** command name → its flags (without --) */
  flags: Map<string, Set<string>>;
  /** flags every command and `lattice` alone accept */
  globalFlags: Set<string>;
  schematics: Set<string>;
}

const kebab = (name: string) =>
  name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

const cliSpecs = new Map<string, CliSpec | undefined>();

/** What the version's lattice-cli.d.ts declares: commands, aliases, schematics, flags. */
export function cliSpecOf(declarations: Declarations): CliSpec | undefined {
  const file = declarations.packages.get('lattice-cli');
  if (!file) return undefined;
  if (cliSpecs.has(file)) return cliSpecs.get(file);
  const text = readFileSync(file, 'utf8');
  const sf = ts.createSourceFile(file, text, ts.ScriptTarget.ES2022, true);
  const spec: CliSpec = {
    commands: new Map(),
    flags: new Map(),
    globalFlags: new Set(),
    schematics: new Set(),
  };
  const optionsOf = new Map<string, Set<string>>();
  for (const statement of sf.statements) {
    if (
      ts.isTypeAliasDeclaration(statement) &&
      statement.name.text === 'Schematic'
    )
      for (const literal of text
        .slice(statement.type.pos, statement.type.end)
        .matchAll(/'([\w-]+)'/g))
        spec.schematics.add(literal[1]);
    if (
      ts.isInterfaceDeclaration(statement) &&
      /Options$/.test(statement.name.text)
    )
      optionsOf.set(
        statement.name.text,
        new Set(
          statement.members
            .map((m) => (m.name && ts.isIdentifier(m.name) ? m.name.text : ''))
            .filter((n) => n && n !== 'schematic' && n !== 'name')
            .map(kebab),
        ),
      );
    if (ts.isClassDeclaration(statement) && statement.name) {
      for (const member of statement.members) {
        if (
          ts.isPropertyDeclaration(member) &&
          ts.isIdentifier(member.name) &&
          member.name.text === 'name' &&
          member.type &&
          ts.isLiteralTypeNode(member.type) &&
          ts.isStringLiteral(member.type.literal)
        ) {
          const command = member.type.literal.text;
          spec.commands.set(command, command);
          // Aliases are named in the class's comment: (alias `g`).
          const comment = text.slice(
            statement.getFullStart(),
            statement.getStart(),
          );
          for (const alias of comment.matchAll(
            /alias(?:es)? ((?:`[\w-]+`(?:,? (?:and |or )?)?)+)/g,
          ))
            for (const name of alias[1].matchAll(/`([\w-]+)`/g))
              spec.commands.set(name[1], command);
          const optionsName =
            command.charAt(0).toUpperCase() + command.slice(1) + 'Options';
          spec.flags.set(command, optionsOf.get(optionsName) ?? new Set());
        }
      }
    }
  }
  // Flags of `lattice` itself, as the comments name them: `lattice --help`.
  for (const flag of text.matchAll(/`lattice (--[\w-]+)`/g))
    spec.globalFlags.add(flag[1].slice(2));
  for (const [command, flags] of spec.flags)
    if (!flags.size)
      spec.flags.set(command, optionsOf.get(`${command}Options`) ?? flags);
  cliSpecs.set(file, spec);
  return spec;
}

/** Checks the `lattice …` commands of a shell block; returns how many it read. */
function checkCli(
  block: Block,
  declarations: Declarations,
  report: Report,
): number {
  const spec = cliSpecOf(declarations);
  if (!spec) return 0;
  let count = 0;
  block.code.split('\n').forEach((text, index) => {
    const line = block.line + 1 + index;
    const uncommented = text.replace(/(^|\s)#.*$/, '');
    for (const part of uncommented.split(/&&|\|\||;|\|/)) {
      const m = /(?:^|\s)(?:npx\s+)?lattice(?:\s+(.*))?$/.exec(part.trim());
      if (!m || /^\s*(npm|yarn|pnpm)\b/.test(part.trim())) continue;
      count++;
      const words = (m[1] ?? '')
        .replace(/[[\]]/g, ' ')
        .split(/\s+/)
        .filter(Boolean);
      const flagsOf = (command: string | undefined) =>
        new Set([
          ...spec.globalFlags,
          ...(command
            ? (spec.flags.get(command) ?? [])
            : [...spec.flags.values()].flatMap((s) => [...s])),
        ]);
      let command: string | undefined;
      let positional = 0;
      for (const word of words) {
        if (word.startsWith('-')) {
          const flag = word.replace(/^--?/, '').replace(/=.*$/, '');
          const allowed = flagsOf(command);
          if (!word.startsWith('--') || !allowed.has(flag))
            report(
              block,
              line,
              `lattice: ${word} is not a flag of ${command ? `lattice ${command}` : 'lattice'} in ${declarations.version} (declared: ${[...allowed].map((f) => `--${f}`).join(', ')})`,
            );
          continue;
        }
        if (/^<.*>$/.test(word) || word === 'options' || word === 'arguments') {
          positional++;
          continue;
        }
        if (positional === 0 && !command) {
          command = spec.commands.get(word);
          positional++;
          if (!command) {
            report(
              block,
              line,
              `lattice: unknown command "${word}" in ${declarations.version} (declared: ${[...spec.commands.keys()].join(', ')})`,
            );
            return;
          }
          continue;
        }
        if (
          command === 'generate' &&
          positional === 1 &&
          !spec.schematics.has(word)
        )
          report(
            block,
            line,
            `lattice generate: unknown schematic "${word}" in ${declarations.version} (declared: ${[...spec.schematics].join(', ')})`,
          );
        positional++;
      }
    }
  });
  return count;
}

// ---------------------------------------------------------------- reporting

export function formatProblem(problem: Problem): string {
  return `${problem.file}:${problem.line} (block at line ${problem.blockLine}): ${problem.message}`;
}
