#!/usr/bin/env node
/**
 * Generates the API reference pages from the typed declarations in `api/`.
 *
 *   npm run api                 regenerate every version, in English and Chinese
 *   npm run api -- --check      regenerate into a temporary folder and list every
 *                               committed page that differs, is missing or is extra
 *
 * Options for one part only, or for a scratch copy (the tests use them):
 *   --version <name>   a version folder of api/ (next, 2.0.x, ...); repeatable
 *   --locale <en|zh>   one language
 *   --source <dir>     the declarations (default: api/)
 *   --site <dir>       the site root the pages are written under (default: the repository)
 *
 * `api/<version>/` holds one declaration file per package (`<package>.d.ts`) and a
 * tsconfig.json whose `paths` resolve the packages to each other. One TypeDoc run
 * per version and locale converts all of that version's packages; the Chinese
 * text lives in the same comments (see scripts/typedoc/zh-comments.mjs). The
 * versions are generated at once, one worker thread per core.
 *
 * An archived version (versionsArchived.json) keeps its declarations, which
 * the newer versions' "New in" lines and update pages read, but gets no
 * pages: its pages are frozen (CONTRIBUTING, "Archived versions"), and a link
 * to one of them loads it from the server.
 */
import {createHash} from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {parseArgs} from 'node:util';
import {isMainThread, parentPort, Worker} from 'node:worker_threads';
import {Application, LogLevel, OptionDefaults, TSConfigReader} from 'typedoc';
import ts from 'typescript';

import {apiPageOf} from './typedoc/api-changes.mjs';
import {setReferenceContext} from './typedoc/docusaurus-pages.mjs';
import {
  readGuide,
  seeAlsoMap,
  translatedSeeAlso,
} from './typedoc/guide-map.mjs';
import {readArchivedVersions} from './lib/archived.mjs';
import {walk} from './lib/files.mjs';
import {
  guidesDirOf,
  outputDir,
  readInventories,
  updateApiChanges,
} from './typedoc/update-page.mjs';
import {
  orderedVersions,
  sinceOf,
  throwsWithoutCode,
} from './typedoc/inventory.mjs';
import {zhBlockTags} from './typedoc/zh-comments.mjs';

const repoRoot = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
);
const pluginDir = path.join(repoRoot, 'scripts/typedoc');

const LOCALES = ['en', 'zh'];

/**
 * Sections of a package page and of a class page, in reading order. Group
 * titles are compared as displayed, so the zh list uses TypeDoc's Chinese kind
 * names and the `@zhGroup` title of the decorators.
 */
const GROUP_ORDER = {
  en: [
    ...[
      'Classes',
      'Interfaces',
      'Functions',
      'Decorators',
      'Type Aliases',
      'Variables',
    ],
    ...['Constructors', 'Properties', 'Accessors', 'Methods', '*'],
  ],
  zh: [
    ...['类', '接口', '函数', '装饰器', '类型别名', '变量'],
    ...['构造函数', '属性', '访问器', '方法', '*'],
  ],
};

function listPackages(versionDir) {
  return fs
    .readdirSync(versionDir)
    .filter((file) => file.endsWith('.d.ts'))
    .map((file) => file.slice(0, -'.d.ts'.length))
    .sort();
}

/**
 * The options of TypeDoc and of the plugins a run loads (zh-comments.mjs
 * declares `zhCommentsBasePath`). typedoc-docusaurus-theme merges a partial
 * `sidebar` into its defaults.
 * @typedef {import('typedoc').TypeDocOptions &
 *   import('typedoc-plugin-markdown').PluginOptions &
 *   Omit<import('typedoc-docusaurus-theme').PluginOptions, 'sidebar'> & {
 *     sidebar?: Partial<import('typedoc-docusaurus-theme').PluginOptions['sidebar']>,
 *     zhCommentsBasePath?: string,
 *   }} GeneratorOptions
 */

/**
 * The TypeDoc options of one run.
 * @returns {GeneratorOptions}
 */
function typedocOptions({
  version,
  versionDir,
  packages,
  locale,
  out,
  basePath,
}) {
  return {
    // Input
    name: `Lattice ${version}`,
    entryPoints: packages.map((name) => path.join(versionDir, `${name}.d.ts`)),
    tsconfig: path.join(versionDir, 'tsconfig.json'),
    plugin: [
      'typedoc-plugin-markdown',
      'typedoc-docusaurus-theme',
      path.join(pluginDir, 'zh-comments.mjs'),
      path.join(pluginDir, 'docusaurus-pages.mjs'),
    ],
    lang: locale,
    // `@replaces Old` names what a symbol or member replaced in the release
    // before (scripts/typedoc/api-changes.mjs shows it as "replaced by").
    blockTags: [...OptionDefaults.blockTags, ...zhBlockTags, '@replaces'],
    zhCommentsBasePath: basePath,
    readme: 'none',
    groupOrder: GROUP_ORDER[locale],
    // Within a group, the order the declarations are written in, which puts
    // what a reader reaches for first (useProvider, a type's required
    // members) first, rather than the alphabet.
    sort: ['source-order'],
    // "Defined in" lines would point at api/*.d.ts, which readers do not have.
    disableSources: true,
    excludePrivate: true,
    excludeInternal: true,
    // TypeScript's errors are checked by the generator, in the declarations
    // alone (see declarationErrors).
    skipErrorChecking: true,
    // Every exported symbol documented, every link resolved: anything else fails.
    validation: {notExported: true, notDocumented: true, invalidLink: true},
    treatWarningsAsErrors: true,
    logLevel: LogLevel.Warn,

    // Output: Markdown for Docusaurus
    out,
    cleanOutputDir: true,
    fileExtension: '.md',
    entryFileName: 'index.md',
    // The route map: a page per class and per interface
    // (`<package>/classes/<Name>`, `<package>/interfaces/<Name>`); functions,
    // decorators, type aliases and constants stay on the package's own page
    // (`<package>/index.md`), where they are short enough to read together.
    membersWithOwnFile: ['Class', 'Interface'],
    // A package page lists its classes and interfaces in a table with the
    // first paragraph of each one's summary.
    indexFormat: 'table',
    // "Class: Injector" in English; Chinese puts the kind after the name
    // ("Injector 类"), as a Chinese writer would.
    pageTitleTemplates: {
      member:
        locale === 'zh'
          ? '{keyword} {name} {kind}'
          : '{keyword} {kind}: {name}',
    },
    hidePageHeader: true,
    // Explicit heading ids (see scripts/typedoc/docusaurus-pages.mjs).
    useCustomAnchors: true,
    customAnchorsFormat: 'escapedCurlyBrace',
    hideBreadcrumbs: true,
    useCodeBlocks: true,
    expandParameters: true,
    parametersFormat: 'table',
    // Properties as headings rather than table rows: Docusaurus only knows
    // heading anchors, so "Inherited from" links to a property must land on one
    // (table rows carry raw <a id> anchors that its broken-anchor check cannot
    // see). They also show up in the table of contents.
    interfacePropertiesFormat: 'list',
    classPropertiesFormat: 'list',
    typeDeclarationFormat: 'table',
    typeAliasPropertiesFormat: 'table',
    // Docusaurus reads .md as MDX: `<` and `{` in prose must be escaped.
    sanitizeComments: true,
    // The sidebar comes from the folders (see writeCategories), not from a file.
    sidebar: {autoConfiguration: false},
  };
}

/**
 * What the pages of one version say beyond its own declarations: the release
 * each symbol and member arrived in (from the older versions' declarations)
 * and the guide sections that explain each page (from the guides).
 */
function referenceContext({
  inventories,
  versions,
  version,
  locale,
  guidesDir,
  sourceGuidesDir,
}) {
  const index = versions.indexOf(version);
  const inventory = inventories.get(version);
  const pages = [
    ...inventory.packages.map((name) => ({
      page: `${name}/index.md`,
      names: [name],
    })),
    ...[...inventory.symbols.values()]
      .filter(
        (symbol) => symbol.kind === 'class' || symbol.kind === 'interface',
      )
      .map((symbol) => ({
        page: apiPageOf(symbol),
        names: [symbol.name],
        // What its instances do: a static member is called on the class.
        members: [...symbol.members.values()]
          .filter(
            (member) =>
              /^[A-Za-z_$][\w$]*$/.test(member.name) &&
              member.name !== 'constructor' &&
              !member.static,
          )
          .map((member) => member.name),
      })),
  ];
  return {
    locale,
    since: sinceOf(
      versions.slice(0, index + 1).map((name) => inventories.get(name)),
      versions.slice(0, index + 1),
    ),
    seeAlso: seeAlsoOf({pages, version, locale, guidesDir, sourceGuidesDir}),
  };
}

/**
 * The See also lists of a version in a locale: ranked in the English guides,
 * and, in Chinese, the twins of the English lists' sections, so that both
 * languages send a reader to the same sections.
 */
function seeAlsoOf({pages, version, locale, guidesDir, sourceGuidesDir}) {
  const english = seeAlsoMap(sourceGuidesDir, pages, 'en');
  if (locale === 'en') return english;
  const {seeAlso, untwinned} = translatedSeeAlso(
    english,
    sourceGuidesDir,
    guidesDir,
    pages,
    locale,
  );
  for (const page of untwinned) {
    console.warn(
      `[api] ${version} (${locale}) ${page}: a guide section of its English See also has no twin in ${path.relative(repoRoot, guidesDir)} (a guide missing, or with other h2/h3 headings than the English one); its See also is ranked in the ${locale} guides instead`,
    );
  }
  return seeAlso;
}

/**
 * TypeScript's errors in a version's own declarations: what TypeDoc's error
 * check reports for them, in the same order (files as the program lists
 * them, which also fixes the checker's type order and so the order of a
 * union's members on the pages). TypeDoc's own check also type-checks every
 * other file of the program: the react, vue and svelte declarations that the
 * platform packages import, most of a run and none of it ours
 * (PERFORMANCE.md, "The test run", "456 s at ea50cf4").
 */
function declarationErrors(program, versionDir) {
  const own = program
    .getSourceFiles()
    .filter(
      (file) => !path.relative(versionDir, file.fileName).startsWith('..'),
    );
  return ts.sortAndDeduplicateDiagnostics([
    ...program.getConfigFileParsingDiagnostics(),
    ...program.getOptionsDiagnostics(),
    ...own.flatMap((file) => program.getSyntacticDiagnostics(file)),
    ...program.getGlobalDiagnostics(),
    ...own.flatMap((file) => program.getSemanticDiagnostics(file)),
  ]);
}

/**
 * The TypeScript program of each version's declarations and its errors, kept
 * from its first run for the other locale's: building and checking it is
 * most of a run's time, and the locales differ only in what TypeDoc makes of
 * the same declarations. (TypeDoc clears its comment cache after each
 * conversion; the checker's type order is the one the first check fixed.)
 */
const entryPointsOf = new Map();

async function runTypeDoc({
  sourceDir,
  version,
  locale,
  siteDir,
  basePath,
  context,
  guidesDir,
}) {
  const versionDir = path.resolve(sourceDir, version);
  const packages = listPackages(versionDir);
  const out = path.resolve(siteDir, outputDir(version, locale));
  setReferenceContext(context);
  // Only the tsconfig reader: the generator's own command line is not TypeDoc's.
  const app = await Application.bootstrapWithPlugins(
    typedocOptions({version, versionDir, packages, locale, out, basePath}),
    [new TSConfigReader()],
  );
  // Application#getEntryPoints is public; convert() asks it for the programs,
  // and converts nothing when it returns none.
  const getEntryPoints = app.getEntryPoints.bind(app);
  app.getEntryPoints = () => {
    if (!entryPointsOf.has(versionDir)) {
      const entryPoints = getEntryPoints();
      const errors = entryPoints
        ? [...new Set(entryPoints.map(({program}) => program))].flatMap(
            (program) => declarationErrors(program, versionDir),
          )
        : [];
      entryPointsOf.set(versionDir, {entryPoints, errors});
    }
    const {entryPoints, errors} = entryPointsOf.get(versionDir);
    if (errors.length === 0) return entryPoints;
    app.logger.error(
      ts.formatDiagnostics(errors, {
        getCanonicalFileName: (file) => file,
        getCurrentDirectory: () => process.cwd(),
        getNewLine: () => '\n',
      }),
    );
    return undefined;
  };
  // A Throws entry that names LatticeError names its code (in the run of
  // its language: @throws in English, @zhThrows in Chinese).
  const uncoded = throwsWithoutCode(
    versionDir,
    locale === 'zh' ? 'zhThrows' : 'throws',
    basePath,
  );
  for (const problem of uncoded) console.error(`[api] ${problem}`);
  const failed = () =>
    uncoded.length > 0 || app.logger.hasErrors() || app.logger.hasWarnings();
  const project = await app.convert();
  if (!project || failed()) return false;
  app.validate(project);
  if (failed()) return false;
  await app.generateOutputs(project);
  if (failed()) return false;
  writeCategories(out, packages);
  const problems = [...checkLinks(out, guidesDir), ...(await checkMdx(out))];
  for (const problem of problems) console.error(`[api] ${problem}`);
  return problems.length === 0;
}

/**
 * `_category_.json` files for the autogenerated sidebar: API reference →
 * package (linked to the package page) → Classes / Interfaces. Labels are
 * English in both trees; the zh labels come from the i18n JSON files. Every
 * category has a `key`, because "Classes" and "Interfaces" repeat in each
 * package and translation keys are built from labels otherwise. Categories
 * start collapsed; Docusaurus expands the one holding the page being read.
 */
function writeCategories(out, packages) {
  const write = (dir, value) =>
    fs.writeFileSync(
      path.join(dir, '_category_.json'),
      `${JSON.stringify(value, null, 2)}\n`,
    );
  write(out, {
    label: 'API',
    position: 100,
    link: {
      type: 'generated-index',
      slug: '/category/api',
      title: 'API reference',
    },
  });
  const apiRoot = path.basename(out);
  for (const name of packages) {
    const dir = path.join(out, name);
    if (!fs.existsSync(dir)) continue;
    write(dir, {
      label: name,
      key: `api-${name}`,
      link: {type: 'doc', id: `${apiRoot}/${name}/index`},
    });
    for (const [folder, label, position] of /** @type {const} */ ([
      ['classes', 'Classes', 1],
      ['interfaces', 'Interfaces', 2],
    ])) {
      if (fs.existsSync(path.join(dir, folder))) {
        write(path.join(dir, folder), {
          label,
          key: `api-${name}-${folder}`,
          position,
        });
      }
    }
  }
}

/** The anchors a page offers: explicit heading ids, then slugged headings. */
function anchorsOf(file) {
  const text = fs.readFileSync(file, 'utf8');
  const anchors = new Set(
    [...text.matchAll(/\{\/\* #([\w-]+) \*\/\}|\{#([\w-]+)\}/g)].map(
      (match) => match[1] ?? match[2],
    ),
  );
  for (const section of readGuide(text).sections) {
    if (section.anchor) anchors.add(section.anchor);
  }
  return anchors;
}

/**
 * Relative links must reach a page, and its anchor: a page of the same api/
 * folder, or a guide of the version (`guidesDir`, the docs folder the api/
 * folder sits in).
 */
function checkLinks(out, guidesDir) {
  const problems = [];
  // A page is linked many times (every member link to a package page, the
  // same guides from many See also lists): read and parse each once.
  const anchorsByFile = new Map();
  const anchorsIn = (file) => {
    if (!anchorsByFile.has(file)) anchorsByFile.set(file, anchorsOf(file));
    return anchorsByFile.get(file);
  };
  for (const file of walk(out)) {
    if (!file.endsWith('.md')) continue;
    const text = fs.readFileSync(path.join(out, file), 'utf8');
    for (const [, target] of text.matchAll(/\]\(([^)\s]+)\)/g)) {
      if (target.startsWith('#')) continue;
      if (/^[a-z]+:/i.test(target)) {
        problems.push(`${file}: link to ${target} leaves the documentation`);
        continue;
      }
      const [pathname, anchor] = target.split('#');
      const resolved = path.resolve(
        path.dirname(path.join(out, file)),
        pathname,
      );
      const inApi = resolved.startsWith(out + path.sep);
      const real = inApi
        ? resolved
        : path.join(guidesDir, path.relative(path.dirname(out), resolved));
      if (!fs.existsSync(real)) {
        problems.push(`${file}: link to ${target} does not reach a page`);
      } else if (anchor && !anchorsIn(real).has(anchor)) {
        problems.push(
          `${file}: link to ${target}: the page has no heading #${anchor}`,
        );
      }
    }
  }
  return problems;
}

/**
 * Docusaurus compiles .md pages as MDX: a stray `<` or `{` in a comment breaks
 * the site build, so every page is compiled here with the same MDX compiler
 * (a dependency of @docusaurus/mdx-loader) and the GFM tables Docusaurus adds.
 */
async function checkMdx(out) {
  const [{compile}, {default: remarkGfm}, {default: remarkFrontmatter}] =
    await Promise.all([
      import('@mdx-js/mdx'),
      import('remark-gfm'),
      import('remark-frontmatter'),
    ]);
  const problems = [];
  for (const file of walk(out)) {
    if (!file.endsWith('.md')) continue;
    const text = fs.readFileSync(path.join(out, file), 'utf8');
    try {
      await compile(text, {
        remarkPlugins: [remarkFrontmatter, remarkGfm, rejectExpressions],
      });
    } catch (error) {
      problems.push(
        `${file}: not valid MDX: ${error instanceof Error ? error.message : error}`,
      );
    }
  }
  return problems;
}

/**
 * `{…}` compiles, then fails at render time as an undefined variable. Only a
 * comment is welcome: the heading ids, `{/* #id *\/}`.
 */
function rejectExpressions() {
  const visit = (node) => {
    if (
      (node.type === 'mdxFlowExpression' ||
        node.type === 'mdxTextExpression') &&
      !/^\/\*[^]*\*\/$/.test(node.value.trim())
    ) {
      const {line, column} = node.position.start;
      throw new Error(`unescaped {${node.value}} at ${line}:${column}`);
    }
    node.children?.forEach(visit);
  };
  return visit;
}

function digest(file) {
  return createHash('sha256').update(fs.readFileSync(file)).digest('hex');
}

/** Compares a freshly generated tree with the committed one. */
function compareTrees(expectedDir, committedDir, label) {
  const expected = new Set(walk(expectedDir));
  const committed = new Set(walk(committedDir));
  const problems = [];
  for (const file of expected) {
    if (!committed.has(file)) problems.push(`missing: ${label}/${file}`);
    else if (
      digest(path.join(expectedDir, file)) !==
      digest(path.join(committedDir, file))
    ) {
      problems.push(`differs: ${label}/${file}`);
    }
  }
  for (const file of committed) {
    if (!expected.has(file)) problems.push(`extra:   ${label}/${file}`);
  }
  return problems;
}

async function main() {
  const {values} = parseArgs({
    options: {
      check: {type: 'boolean', default: false},
      version: {type: 'string', multiple: true},
      locale: {type: 'string'},
      source: {type: 'string'},
      site: {type: 'string'},
    },
  });
  const sourceDir = path.resolve(values.source ?? path.join(repoRoot, 'api'));
  const siteDir = path.resolve(values.site ?? repoRoot);
  const allVersions = orderedVersions(sourceDir);
  const archived = readArchivedVersions(siteDir);
  const versions = values.version
    ? [...new Set(values.version)]
    : allVersions.filter((version) => !archived.includes(version));
  const locales = values.locale ? [values.locale] : LOCALES;
  for (const version of versions) {
    if (!fs.existsSync(path.join(sourceDir, version, 'tsconfig.json'))) {
      throw new Error(`No declarations for version ${version} in ${sourceDir}`);
    }
    if (archived.includes(version)) {
      throw new Error(
        `${version} is archived (versionsArchived.json): its pages are frozen in archive/${version}/ and are not generated.`,
      );
    }
  }
  for (const locale of locales) {
    if (!LOCALES.includes(locale)) throw new Error(`Unknown locale ${locale}`);
  }

  const scratch = values.check
    ? fs.mkdtempSync(path.join(os.tmpdir(), 'lattice-api-'))
    : null;
  const targetDir = scratch ?? siteDir;
  const inventories = readInventories(sourceDir);
  const failures = [];
  const changesProblems = [];
  try {
    const failed = await generateVersions(
      versions.map((version) => ({
        version,
        locales,
        sourceDir,
        siteDir,
        targetDir,
      })),
    );
    // Each version's update page after its pages, as a run of one version does.
    for (const version of versions) {
      for (const locale of locales) {
        if (failed.get(version).includes(locale)) {
          failures.push(`${version} (${locale})`);
        }
        changesProblems.push(
          ...updateApiChanges({
            inventories,
            versions: allVersions,
            archived,
            version,
            locale,
            siteDir,
            check: Boolean(scratch),
          }),
        );
      }
    }
    if (failures.length) {
      console.error(`[api] generation failed for: ${failures.join(', ')}`);
      return 1;
    }
    if (!scratch) {
      for (const problem of changesProblems) console.error(`[api] ${problem}`);
      return changesProblems.length ? 1 : 0;
    }

    const problems = [
      ...changesProblems,
      ...versions.flatMap((version) =>
        locales.flatMap((locale) => {
          const relative = outputDir(version, locale);
          return compareTrees(
            path.join(scratch, relative),
            path.join(siteDir, relative),
            relative,
          );
        }),
      ),
    ];
    if (problems.length) {
      console.error(
        '[api] the committed API pages are not what the declarations generate:',
      );
      for (const problem of problems) console.error(`  ${problem}`);
      console.error(
        '[api] edit api/<version>/<package>.d.ts, not the pages, then run `npm run api`; a guide edited since the last run moves its "See also" links and an update page\'s API changes are generated too: `npm run api` writes them.',
      );
      return 1;
    }
    console.log('[api] the committed API pages are up to date.');
    return 0;
  } finally {
    if (scratch) fs.rmSync(scratch, {recursive: true, force: true});
  }
}

/**
 * One version's pages in each of `locales`, written under `targetDir`.
 * Resolves with the locales whose run failed (their problems are logged).
 */
async function generateVersion({
  version,
  locales,
  sourceDir,
  siteDir,
  targetDir,
}) {
  const inventories = readInventories(sourceDir);
  const failed = [];
  for (const locale of locales) {
    console.log(`[api] ${version} (${locale}) → ${outputDir(version, locale)}`);
    const guidesDir = guidesDirOf(siteDir, version, locale);
    const ok = await runTypeDoc({
      sourceDir,
      version,
      locale,
      siteDir: targetDir,
      basePath: repoRoot,
      guidesDir,
      context: referenceContext({
        inventories,
        versions: [...inventories.keys()],
        version,
        locale,
        guidesDir,
        sourceGuidesDir: guidesDirOf(siteDir, version, 'en'),
      }),
    });
    if (!ok) failed.push(locale);
  }
  return failed;
}

/**
 * generateVersion for each job, as many at once as the machine has cores
 * (a worker thread each: TypeDoc and TypeScript keep one core busy), else
 * here. Resolves with each version's failed locales.
 */
async function generateVersions(jobs) {
  const failed = new Map();
  const threads = Math.min(jobs.length, os.availableParallelism());
  if (threads <= 1) {
    for (const job of jobs) failed.set(job.version, await generateVersion(job));
    return failed;
  }
  const queue = [...jobs];
  /** @returns {Promise<void>} a thread's end, once no job is left */
  const serve = () =>
    new Promise((resolve, reject) => {
      const worker = new Worker(new URL(import.meta.url));
      let finished = false;
      const next = () => {
        const job = queue.shift();
        // No job left: the thread ends on its own, after its output.
        finished = !job;
        worker.postMessage(job ?? null);
      };
      worker.on('message', ({version, failedLocales}) => {
        failed.set(version, failedLocales);
        next();
      });
      worker.on('error', reject);
      worker.on('exit', (code) => {
        if (finished && code === 0) resolve();
        else
          reject(new Error(`a generator thread stopped (exit code ${code})`));
      });
      next();
    });
  await Promise.all(Array.from({length: threads}, serve));
  return failed;
}

if (isMainThread) {
  process.exitCode = await main();
} else {
  // Every thread but the main one has a port to its parent.
  const port = /** @type {import('node:worker_threads').MessagePort} */ (
    parentPort
  );
  port.on('message', async (job) => {
    if (!job) {
      process.exit(0);
    }
    const failedLocales = await generateVersion(job);
    port.postMessage({version: job.version, failedLocales});
  });
}
