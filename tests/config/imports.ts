/**
 * What the site's own files import, read with TypeScript's parser (not a
 * regular expression, so a specifier inside a string or a comment is not an
 * import): `import`/`export … from`, `import()`, `require()`,
 * `require.resolve()` and `jest.mock()`/`jest.requireActual()`. Used by the
 * departures test (imports of a package's internals) and the dependencies
 * test (every import declared, the build's in `dependencies`).
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';

import ts from 'typescript';

export interface Import {
  readonly specifier: string;
  /** `import type …`, or every name imported is a type: gone after compilation. */
  readonly typeOnly: boolean;
}

const scriptKind = (file: string) =>
  /\.[cm]?tsx?$/.test(file) ? ts.ScriptKind.TSX : ts.ScriptKind.JSX;

/** The imports of one file. */
export function importsOf(file: string, text = readFileSync(file, 'utf8')) {
  const source = ts.createSourceFile(
    file,
    text,
    ts.ScriptTarget.Latest,
    false,
    scriptKind(file),
  );
  const found: Import[] = [];
  const visit = (node: ts.Node): void => {
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      let typeOnly = false;
      if (ts.isImportDeclaration(node)) {
        const clause = node.importClause;
        const bindings = clause?.namedBindings;
        typeOnly =
          Boolean(clause?.isTypeOnly) ||
          Boolean(
            clause &&
            !clause.name &&
            bindings &&
            ts.isNamedImports(bindings) &&
            bindings.elements.length > 0 &&
            bindings.elements.every((element) => element.isTypeOnly),
          );
      } else {
        typeOnly = node.isTypeOnly;
      }
      found.push({specifier: node.moduleSpecifier.text, typeOnly});
    } else if (ts.isCallExpression(node)) {
      const callee = node.expression.getText(source);
      const [first] = node.arguments;
      if (
        first &&
        ts.isStringLiteralLike(first) &&
        (node.expression.kind === ts.SyntaxKind.ImportKeyword ||
          [
            'require',
            'require.resolve',
            'jest.mock',
            'jest.requireActual',
          ].includes(callee))
      ) {
        found.push({specifier: first.text, typeOnly: false});
      }
    } else if (
      ts.isImportTypeNode(node) &&
      ts.isLiteralTypeNode(node.argument) &&
      ts.isStringLiteral(node.argument.literal)
    ) {
      found.push({specifier: node.argument.literal.text, typeOnly: true});
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Source files of the site, its scripts and tests (not node_modules, build output or artifacts), from the site's folder. */
export function sourceFiles(
  siteDir: string,
  roots: readonly string[] = ['src', 'plugins', 'scripts', 'tests'],
): string[] {
  const files = roots.flatMap((root) =>
    readdirSync(path.join(siteDir, root), {
      recursive: true,
      encoding: 'utf8',
    }).map((entry) => path.posix.join(root, entry.split(path.sep).join('/'))),
  );
  return [
    ...files,
    // The configuration files at the top: docusaurus.config.ts, sidebars.ts…
    ...readdirSync(siteDir).filter((file) =>
      /^[^.].*\.(ts|js|mjs|cjs)$/.test(file),
    ),
  ].filter(
    (file) =>
      /\.(ts|tsx|js|jsx|mjs|cjs)$/.test(file) &&
      !file.endsWith('.d.ts') &&
      !file.split('/').includes('node_modules'),
  );
}

/** The package a bare specifier names (`@docusaurus/core/lib/x` → `@docusaurus/core`), or null for a relative path or a Node built-in. */
export function packageOf(specifier: string): string | null {
  if (/^(\.|\/|node:)/.test(specifier)) return null;
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
}
