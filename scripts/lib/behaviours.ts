/**
 * Sentences of the guides that state a behaviour of Lattice (an order, an
 * "always" or "never", an error, a default, what happens at start-up, which
 * injector creates what) about a declared symbol whose doc comment says
 * nothing of that kind. Such a sentence is either a behaviour the page
 * invented, or one the declarations should state first (api/README.md,
 * "Writing a comment"). Read by `npm run report:behaviours`.
 *
 * It is a reading aid, not a gate: a reworded sentence escapes it, and a
 * sentence it lists may be fine (the behaviour is the language's, or another
 * symbol of the sentence states it). A listed sentence that is fine gets its
 * reason in behaviourReasons.ts, and the report prints it with that reason.
 */
import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';

import ts from 'typescript';

import {
  docsRoot,
  latestRelease,
  locales,
  markdownFiles,
  pagesRoot,
  siteDir,
  versions,
  type Locale,
} from './samples/codeSamples';

/** One kind of behaviour: how a sentence states it, and how a comment does. */
export interface Kind {
  readonly name: string;
  readonly says: Readonly<Record<Locale, RegExp>>;
  /** A doc comment that matches this (in either language) states the kind. */
  readonly stated: RegExp;
}

export const kinds: readonly Kind[] = [
  {
    name: 'error',
    says: {
      en: /\b(throws?|thrown|rejects?|rejected|fails?|failed)\b/i,
      zh: /抛出|拒绝|失败|报错/,
    },
    stated: /throw|reject|fail|error|抛出|拒绝|失败|错误/i,
  },
  {
    name: 'default',
    says: {
      en: /\bby default\b|\bdefaults? to\b|\bthe default\b/i,
      zh: /默认/,
    },
    stated: /default|默认/i,
  },
  {
    name: 'order',
    says: {
      en: /\bin (the )?(same |listed |reverse )?order\b|\btop to bottom\b|\bone at a time\b|\bfirst\b[^.]*\bthen\b/i,
      zh: /顺序|依次|从上到下|逐个|(?<!优)先[^。]*再/,
    },
    stated:
      /order|before|after|first|one at a time|顺序|依次|之前|之后|先|逐个/i,
  },
  {
    name: 'always or never',
    says: {
      en: /\b(always|never)\b/i,
      zh: /总是|始终|从不|永远|绝不|一律/,
    },
    stated: /always|never|only|every|each|总是|始终|从不|永远|绝不|只|每/i,
  },
  {
    name: 'start-up',
    says: {
      en: /\bat start-?up\b|\bwhen the application (starts|mounts)\b/i,
      zh: /启动时|挂载时/,
    },
    stated: /start|mount|createApp|APP_INITIALIZER|启动|挂载/i,
  },
  {
    name: 'which injector',
    says: {
      en: /\b(created|instantiated|resolved) (by|in|from) the [\w-]+ injector\b|\binjector (creates|instantiates|resolves)\b/i,
      zh: /由[^。，]*注入器[^。，]*(创建|实例化|解析)|注入器[^。，]*(创建|实例化)/,
    },
    stated: /injector|注入器/i,
  },
];

/** A declared name and every doc comment that documents it. */
export type Declarations = ReadonlyMap<string, readonly string[]>;

/**
 * The doc comments of one version's declarations, by name: each exported
 * symbol (`Injector`), each member as `Owner.member` and as `member` alone
 * (pages write `app.mount()`), each with its whole comment, both languages.
 */
export function readDeclarations(versionDir: string): Declarations {
  const names = new Map<string, string[]>();
  const add = (name: string, comment: string) => {
    if (!comment) return;
    const list = names.get(name) ?? [];
    list.push(comment);
    names.set(name, list);
  };
  for (const file of readdirSync(versionDir).filter((name) =>
    name.endsWith('.d.ts'),
  )) {
    const source = ts.createSourceFile(
      file,
      readFileSync(path.join(versionDir, file), 'utf8'),
      ts.ScriptTarget.Latest,
      true,
    );
    const commentOf = (node: ts.Node) =>
      (ts.getLeadingCommentRanges(source.text, node.getFullStart()) ?? [])
        .map((range) => source.text.slice(range.pos, range.end))
        .filter((text) => text.startsWith('/**'))
        .join('\n');
    const visit = (owner: string | null, node: ts.Node) => {
      // A constructor has no name: pages name it by its class (`new Logger()`).
      if (ts.isConstructorDeclaration(node) && owner) {
        add(owner, commentOf(node));
        return;
      }
      const name = (node as ts.NamedDeclaration).name;
      if (name && (ts.isIdentifier(name) || ts.isStringLiteral(name))) {
        const comment = commentOf(
          ts.isVariableDeclaration(node) ? node.parent.parent : node,
        );
        const own = name.text;
        if (owner) {
          add(`${owner}.${own}`, comment);
          add(own, comment);
        } else {
          add(own, comment);
        }
        node.forEachChild((child) => visit(owner ?? own, child));
        return;
      }
      node.forEachChild((child) => visit(owner, child));
    };
    source.forEachChild((node) => visit(null, node));
  }
  return names;
}

/** One sentence of a page that the report lists. */
export interface Finding {
  readonly file: string;
  readonly line: number;
  readonly sentence: string;
  readonly kind: string;
  /** The declared names the sentence is about. */
  readonly names: readonly string[];
}

const javaScriptGlobals = new Set([
  'module',
  'exports',
  'console',
  'process',
  'window',
  'document',
  'globalThis',
  'JSON',
  'Promise',
  'Object',
  'Array',
]);

/**
 * The names a code span of prose refers to: `` `Injector.get()` `` →
 * `Injector.get`, `` `app.mount('#root')` `` → `mount`, `` `@Module` `` →
 * `Module`, `` `forRoot()` `` → `forRoot`.
 */
export function namesIn(span: string): string[] {
  const path = span
    .replace(/^@/, '')
    .replace(/\(.*$/s, '')
    .replace(/<.*$/s, '')
    .trim();
  if (!/^[A-Za-z_$][\w$]*(\.[A-Za-z_$][\w$]*)*$/.test(path)) return [];
  const parts = path.split('.');
  if (parts.length === 1) return [parts[0]];
  // JavaScript's own objects, not Lattice's (`module.exports`, `console.log`).
  if (javaScriptGlobals.has(parts[0])) return [];
  const [first, ...rest] = parts;
  return [`${first}.${rest.join('.')}`, rest.at(-1)!];
}

/**
 * The sentences of a page, each with the line it starts on: prose only (no
 * front matter, imports, code blocks, JSX lines or admonition markers), cut
 * at the end of a sentence and at every line end (a paragraph is one line in
 * these pages).
 */
export function sentencesOf(source: string): {line: number; text: string}[] {
  const sentences: {line: number; text: string}[] = [];
  const lines = source.split('\n');
  let inFence = false;
  let inFrontMatter = lines[0] === '---';
  lines.forEach((line, index) => {
    if (index > 0 && inFrontMatter && line === '---') {
      inFrontMatter = false;
      return;
    }
    if (inFrontMatter) return;
    if (/^\s*```/.test(line)) {
      inFence = !inFence;
      return;
    }
    if (
      inFence ||
      /^import /.test(line) ||
      /^\s*<\/?[A-Za-z]/.test(line) ||
      /^:::/.test(line)
    ) {
      return;
    }
    for (const piece of line.split(
      /(?<=[.!?])\s+(?=[A-Z`*[])|(?<=[。！？；])/,
    )) {
      if (piece.trim()) sentences.push({line: index + 1, text: piece.trim()});
    }
  });
  return sentences;
}

/** The sentences of one page the report lists. */
export function findingsOf(
  file: string,
  source: string,
  locale: Locale,
  declarations: Declarations,
): Finding[] {
  const findings: Finding[] = [];
  for (const {line, text} of sentencesOf(source)) {
    const names = [
      ...new Set(
        [...text.matchAll(/`([^`]+)`/g)]
          .flatMap((match) => namesIn(match[1]))
          .filter((name) => declarations.has(name)),
      ),
    ];
    if (!names.length) continue;
    // The sentence without its code, so that `once()` is not "once".
    const prose = text.replace(/`[^`]*`/g, '');
    for (const kind of kinds) {
      if (!kind.says[locale].test(prose)) continue;
      const stated = names.some((name) =>
        declarations.get(name)!.some((comment) => kind.stated.test(comment)),
      );
      if (!stated) {
        findings.push({file, line, sentence: text, kind: kind.name, names});
      }
    }
  }
  return findings;
}

/**
 * The findings of every guide of every version and locale, and the FAQ
 * (which answers for the latest release), or of `onlyPages` when given
 * (paths relative to the site).
 */
export function collectFindings(onlyPages: readonly string[] = []): {
  pages: number;
  findings: Finding[];
} {
  const declarationsOf = new Map<string, Declarations>();
  const declarations = (version: string) => {
    if (!declarationsOf.has(version)) {
      declarationsOf.set(
        version,
        readDeclarations(path.join(siteDir, 'api', version)),
      );
    }
    return declarationsOf.get(version)!;
  };
  // The docs of every version, the generated API reference aside; the FAQ
  // answers for the latest release.
  const pages = [
    ...versions.flatMap((version) =>
      locales.flatMap((locale) =>
        markdownFiles(docsRoot(version, locale))
          .filter(
            (file) =>
              file.endsWith('.mdx') &&
              !file.startsWith(`${docsRoot(version, locale)}/api/`),
          )
          .map((file) => ({file, locale, version: version as string})),
      ),
    ),
    ...locales.map((locale) => ({
      file: `${pagesRoot(locale)}/faq.mdx`,
      locale,
      version: latestRelease as string,
    })),
  ].filter(({file}) => !onlyPages.length || onlyPages.includes(file));
  const findings = pages.flatMap(({file, locale, version}) =>
    findingsOf(
      file,
      readFileSync(path.join(siteDir, file), 'utf8'),
      locale,
      declarations(version),
    ),
  );
  return {pages: pages.length, findings};
}
