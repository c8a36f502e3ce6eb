/**
 * What the guides explain of what the declarations declare: every
 * exported symbol of api/<version>/*.d.ts, and every property of an exported
 * options interface (a name ending in Options or Config), must be mentioned
 * in at least one guide of that version, in each locale. API pages do not
 * count: they are generated from the same declarations.
 *
 * A symbol counts as mentioned where its name stands as a word anywhere in a
 * guide (prose or code). A property is stricter, since `timeout` or `name`
 * are ordinary words: it must stand in inline code (`timeout`,
 * `LoaderOptions.timeout`, `{timeout: 5000}`), as a key in a code block
 * (`timeout:`), or as its CLI flag (`--dry-run` for `dryRun`).
 *
 * Names that only the reference needs are listed in referenceOnly.ts, each
 * with its reason.
 */
import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';

import escapeStringRegexp from 'escape-string-regexp';
import ts from 'typescript';

import {
  docsRoot,
  markdownFiles,
  siteDir,
  versions,
  type Locale,
  type Version,
} from '../../scripts/lib/samples/codeSamples';

export {siteDir, versions, type Locale, type Version};

export interface Declared {
  /** `ModuleLoader`, or `LoaderOptions.timeout` for a property. */
  name: string;
  kind: 'symbol' | 'property';
  /** The declaration file, relative to the site. */
  file: string;
}

const optionsInterface = /(Options|Config)$/;

/** Every exported symbol, and every property of an exported options interface, of one version. */
export function declaredIn(version: Version): Declared[] {
  const dir = path.join(siteDir, 'api', version);
  const declared: Declared[] = [];
  for (const name of readdirSync(dir).sort()) {
    if (!name.endsWith('.d.ts')) continue;
    const file = path.join(dir, name);
    const relative = path.relative(siteDir, file);
    const source = ts.createSourceFile(
      file,
      readFileSync(file, 'utf8'),
      ts.ScriptTarget.ES2022,
      true,
    );
    for (const statement of source.statements) {
      const exported = ts
        .getModifiers(statement as ts.HasModifiers)
        ?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
      if (!exported) continue;
      const names: string[] = [];
      if (ts.isVariableStatement(statement))
        for (const d of statement.declarationList.declarations)
          names.push(d.name.getText(source));
      else if (
        (ts.isClassDeclaration(statement) ||
          ts.isInterfaceDeclaration(statement) ||
          ts.isFunctionDeclaration(statement) ||
          ts.isTypeAliasDeclaration(statement) ||
          ts.isEnumDeclaration(statement)) &&
        statement.name
      )
        names.push(statement.name.text);
      for (const symbol of names)
        if (!declared.some((d) => d.name === symbol))
          declared.push({name: symbol, kind: 'symbol', file: relative});
      if (
        ts.isInterfaceDeclaration(statement) &&
        optionsInterface.test(statement.name.text)
      )
        for (const member of statement.members)
          if (member.name && ts.isIdentifier(member.name))
            declared.push({
              name: `${statement.name.text}.${member.name.text}`,
              kind: 'property',
              file: relative,
            });
    }
  }
  return declared;
}

/** The guides of one version and locale (every .md/.mdx page outside api/), relative to the site. */
export function guidesOf(version: Version, locale: Locale): string[] {
  const api = `${docsRoot(version, locale)}/api/`;
  return markdownFiles(docsRoot(version, locale)).filter(
    (file) => !file.startsWith(api),
  );
}

const kebab = (name: string) =>
  name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** Whether a guide's source mentions a declared name (see the file's comment for what counts). */
export function mentions(source: string, item: Declared): boolean {
  if (item.kind === 'symbol')
    return new RegExp(
      `(?<![\\w$])${escapeStringRegexp(item.name)}(?![\\w$])`,
    ).test(source);
  const property = item.name.slice(item.name.indexOf('.') + 1);
  const word = `(?<![\\w$-])${escapeStringRegexp(property)}(?![\\w$])`;
  const inlineCode = source.match(/`[^`\n]+`/g) ?? [];
  if (inlineCode.some((code) => new RegExp(word).test(code))) return true;
  const blocks = (source.match(/^```[\s\S]*?^```/gm) ?? []).join('\n');
  if (new RegExp(`${word}\\??\\s*:`).test(blocks)) return true;
  const flag = `--${kebab(property)}`;
  return new RegExp(`${escapeStringRegexp(flag)}(?![\\w-])`).test(source);
}

export interface Coverage {
  version: Version;
  locale: Locale;
  declared: Declared[];
  /** Names no guide mentions and the reviewed list does not hold. */
  missing: Declared[];
  /** Names the reviewed list holds although a guide mentions them (the list is stale). */
  listedButMentioned: string[];
}

export function coverageOf(
  version: Version,
  locale: Locale,
  referenceOnly: ReadonlyMap<string, string>,
): Coverage {
  const declared = declaredIn(version);
  const guides = guidesOf(version, locale).map((file) =>
    readFileSync(path.join(siteDir, file), 'utf8'),
  );
  const missing: Declared[] = [];
  const listedButMentioned: string[] = [];
  for (const item of declared) {
    const mentioned = guides.some((source) => mentions(source, item));
    const listed = referenceOnly.has(item.name);
    if (!mentioned && !listed) missing.push(item);
    if (mentioned && listed) listedButMentioned.push(item.name);
  }
  return {version, locale, declared, missing, listedButMentioned};
}
