/**
 * What a version's declarations export, read with TypeScript's parser: each
 * exported symbol with its package, kind and declaration text, and the members
 * of classes, interfaces and object types. Two inventories compared give a
 * release's API changes (api-changes.mjs); the inventories of the versions
 * before one give each symbol's and member's "New in" release.
 *
 * Text is compared, not types: `api/<version>/` is the published surface, so a
 * changed declaration is a changed API even when the types would be assignable.
 * Comments and whitespace are ignored.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

import {compareVersions, releaseOf} from '../lib/versions.mjs';

/** The version folders of a declarations folder, oldest first; `next` last. */
export function orderedVersions(sourceDir) {
  return fs
    .readdirSync(sourceDir, {withFileTypes: true})
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .filter((name) =>
      fs.existsSync(path.join(sourceDir, name, 'tsconfig.json')),
    )
    .sort(compareVersions);
}

// The release a version folder documents (1.1.x is 1.1, next the minor after
// the newest release): the tests' route map names the releases by it too.
export {releaseOf};

const printer = ts.createPrinter({removeComments: true});

/** A node's declaration as TypeScript prints it, without comments. */
function print(node, sourceFile) {
  return printer.printNode(ts.EmitHint.Unspecified, node, sourceFile);
}

const oneLine = (text) =>
  text
    .replace(/\s+/g, ' ')
    .replace(/([([{<]) /g, '$1')
    .replace(/ ([)\]}>])/g, '$1')
    .replace(/,([)\]}>])/g, '$1')
    .replace(/;$/, '')
    .trim();

const hasModifier = (node, kind) =>
  ts.canHaveModifiers(node) &&
  (ts.getModifiers(node) ?? []).some((modifier) => modifier.kind === kind);

/**
 * A @deprecated tag: {en, zh}, the texts of `@deprecated` and `@zhDeprecated`
 * (empty strings when the tag says nothing), or undefined.
 */
function deprecation(node) {
  const tags = ts.getJSDocTags(node);
  const text = (name) => {
    const tag = tags.find((candidate) => candidate.tagName.text === name);
    return tag ? (ts.getTextOfJSDocComment(tag.comment) ?? '').trim() : '';
  };
  if (!tags.some((tag) => tag.tagName.text === 'deprecated')) return undefined;
  return {en: text('deprecated'), zh: text('zhDeprecated')};
}

function isInternal(node) {
  return ts
    .getJSDocTags(node)
    .some((tag) => ['internal', 'private'].includes(tag.tagName.text));
}

/** The name of a member as a reader writes it (`constructor`, `[index]`, `()`). */
function memberName(member, sourceFile) {
  if (
    ts.isConstructorDeclaration(member) ||
    ts.isConstructSignatureDeclaration(member)
  ) {
    return 'constructor';
  }
  if (ts.isCallSignatureDeclaration(member)) return '()';
  if (ts.isIndexSignatureDeclaration(member)) return '[index]';
  return member.name?.getText(sourceFile).replace(/^['"]|['"]$/g, '');
}

/** @type {[(node: ts.Node) => boolean, string][]} */
const MEMBER_KINDS = [
  [ts.isConstructorDeclaration, 'constructor'],
  [ts.isConstructSignatureDeclaration, 'constructor'],
  [ts.isMethodDeclaration, 'method'],
  [ts.isMethodSignature, 'method'],
  [ts.isPropertyDeclaration, 'property'],
  [ts.isPropertySignature, 'property'],
  [ts.isGetAccessorDeclaration, 'accessor'],
  [ts.isSetAccessorDeclaration, 'accessor'],
  [ts.isCallSignatureDeclaration, 'call'],
  [ts.isIndexSignatureDeclaration, 'index'],
];

/** Members of a class, an interface or an object type, overloads joined. */
function readMembers(members, sourceFile) {
  const result = new Map();
  for (const member of members) {
    if (
      hasModifier(member, ts.SyntaxKind.PrivateKeyword) ||
      hasModifier(member, ts.SyntaxKind.ProtectedKeyword) ||
      isInternal(member)
    ) {
      continue;
    }
    const kind = MEMBER_KINDS.find(([test]) => test(member))?.[1];
    const name = memberName(member, sourceFile);
    if (!kind || !name || name.startsWith('#')) continue;
    const text = oneLine(print(member, sourceFile));
    const known = result.get(name);
    if (known) {
      known.text = `${known.text}\n${text}`;
      continue;
    }
    result.set(name, {
      name,
      kind,
      text,
      deprecated: deprecation(member),
      // Called on the class (`RouterModule.forRoot()`), not on an instance.
      static: hasModifier(member, ts.SyntaxKind.StaticKeyword),
    });
  }
  return result;
}

function heritage(node, sourceFile) {
  return (node.heritageClauses ?? [])
    .map((clause) => oneLine(print(clause, sourceFile)))
    .join(' ');
}

function typeParameters(node, sourceFile) {
  return node.typeParameters
    ? `<${node.typeParameters.map((parameter) => oneLine(print(parameter, sourceFile))).join(', ')}>`
    : '';
}

/** The names a class or interface extends (not what a class implements). */
function basesOf(node) {
  return (node.heritageClauses ?? [])
    .filter((clause) => clause.token === ts.SyntaxKind.ExtendsKeyword)
    .flatMap((clause) => clause.types)
    .map((type) => type.expression.getText())
    .map((name) => name.split('.').at(-1));
}

/**
 * A reader calls `platform.mount()` whether ReactPlatform declares it or
 * inherits it from BasePlatform: inherited members are members. Bases are
 * found by name among the version's symbols.
 */
function inheritMembers(symbols) {
  const byName = new Map();
  for (const symbol of symbols.values()) {
    if (!byName.has(symbol.name)) byName.set(symbol.name, symbol);
  }
  const done = new Set();
  const resolve = (symbol, seen = new Set()) => {
    if (done.has(symbol.id) || seen.has(symbol.id)) return;
    seen.add(symbol.id);
    for (const baseName of symbol.bases ?? []) {
      const base = byName.get(baseName);
      if (!base) continue;
      resolve(base, seen);
      for (const [name, member] of base.members) {
        if (name !== 'constructor' && !symbol.members.has(name)) {
          symbol.members.set(name, {...member, inheritedFrom: base.name});
        }
      }
    }
    done.add(symbol.id);
  };
  for (const symbol of symbols.values()) resolve(symbol);
}

/** One exported statement → the symbols it declares. */
function readStatement(statement, sourceFile) {
  if (!hasModifier(statement, ts.SyntaxKind.ExportKeyword)) return [];
  if (isInternal(statement)) return [];
  const deprecated = deprecation(statement);
  if (ts.isClassDeclaration(statement) && statement.name) {
    const abstract = hasModifier(statement, ts.SyntaxKind.AbstractKeyword);
    const name = statement.name.text;
    return [
      {
        name,
        kind: 'class',
        text: oneLine(
          `${abstract ? 'abstract ' : ''}class ${name}${typeParameters(statement, sourceFile)} ${heritage(statement, sourceFile)}`,
        ),
        members: readMembers(statement.members, sourceFile),
        bases: basesOf(statement),
        deprecated,
      },
    ];
  }
  if (ts.isInterfaceDeclaration(statement)) {
    const name = statement.name.text;
    return [
      {
        name,
        kind: 'interface',
        text: oneLine(
          `interface ${name}${typeParameters(statement, sourceFile)} ${heritage(statement, sourceFile)}`,
        ),
        members: readMembers(statement.members, sourceFile),
        bases: basesOf(statement),
        deprecated,
      },
    ];
  }
  if (ts.isTypeAliasDeclaration(statement)) {
    const name = statement.name.text;
    const literal = ts.isTypeLiteralNode(statement.type);
    return [
      {
        name,
        kind: 'type',
        text: literal
          ? `type ${name}${typeParameters(statement, sourceFile)} = {…}`
          : oneLine(
              print(statement, sourceFile).replace(
                /^export\s+(declare\s+)?/,
                '',
              ),
            ),
        members: literal
          ? readMembers(statement.type.members, sourceFile)
          : new Map(),
        deprecated,
      },
    ];
  }
  if (ts.isFunctionDeclaration(statement) && statement.name) {
    return [
      {
        name: statement.name.text,
        kind: 'function',
        text: oneLine(
          print(statement, sourceFile)
            .replace(/^export\s+declare\s+/, '')
            .replace(/^export\s+/, ''),
        ),
        members: new Map(),
        deprecated,
      },
    ];
  }
  if (ts.isVariableStatement(statement)) {
    return statement.declarationList.declarations.map((declaration) => ({
      name: declaration.name.getText(sourceFile),
      kind: 'variable',
      text: oneLine(`const ${print(declaration, sourceFile)}`),
      members: new Map(),
      deprecated,
    }));
  }
  return [];
}

/**
 * The exported symbols of one version folder: `<package>/<name>` → {name,
 * package, kind, text, members, deprecated}. Function overloads are one
 * symbol whose text holds every signature. Three platform packages each
 * export a `RouterLink`: a name alone is not a symbol.
 */
export function readInventory(versionDir) {
  const symbols = new Map();
  const replacements = [];
  const packages = fs
    .readdirSync(versionDir)
    .filter((file) => file.endsWith('.d.ts'))
    .sort();
  for (const file of packages) {
    const packageName = file.slice(0, -'.d.ts'.length);
    const text = fs.readFileSync(path.join(versionDir, file), 'utf8');
    const sourceFile = ts.createSourceFile(
      file,
      text,
      ts.ScriptTarget.Latest,
      true,
    );
    for (const statement of sourceFile.statements) {
      replacements.push(
        ...readReplacements(statement, sourceFile).map((replacement) => ({
          ...replacement,
          file: path.join(versionDir, file),
          package: packageName,
        })),
      );
      for (const symbol of readStatement(statement, sourceFile)) {
        const id = `${packageName}/${symbol.name}`;
        const known = symbols.get(id);
        if (known) {
          // An overloaded function: one symbol, every signature.
          known.text = `${known.text}\n${symbol.text}`;
          continue;
        }
        symbols.set(id, {...symbol, id, package: packageName});
      }
    }
  }
  inheritMembers(symbols);
  return {
    packages: packages.map((file) => file.slice(0, -5)),
    symbols,
    replacements,
  };
}

/**
 * The `@replaces Old` tags of an exported statement: on the symbol
 * (`@replaces RouterOptions`), on a member (`@replaces register`), or on a
 * member of an object type inside its type (`ProxyTarget`'s `rewrite`).
 * Each is {symbol, member?, replaces}: what replaces, and the name, in the
 * release before, of what it replaces (`Old`, `member`, `Owner.member`).
 */
function readReplacements(statement, sourceFile) {
  if (!hasModifier(statement, ts.SyntaxKind.ExportKeyword)) return [];
  const symbol = statement.name?.getText(sourceFile);
  if (!symbol) return [];
  const found = [];
  // TypeScript hands a node its parent's tags at times: each tag once.
  const seen = new Set();
  const visit = (node) => {
    for (const tag of ts.getJSDocTags(node)) {
      if (tag.tagName.text !== 'replaces' || seen.has(tag)) continue;
      seen.add(tag);
      found.push({
        symbol,
        member: node === statement ? undefined : memberName(node, sourceFile),
        replaces: (ts.getTextOfJSDocComment(tag.comment) ?? '').trim(),
        line: sourceFile.getLineAndCharacterOfPosition(tag.getStart()).line + 1,
      });
    }
    ts.forEachChild(node, visit);
  };
  visit(statement);
  return found;
}

/**
 * The same symbol in another version: in the same package, or, when it moved
 * (0.7's `lattice-utils` became part of `lattice-common`), the only symbol of
 * that name in both versions.
 */
export function counterpart(symbol, inventory, other) {
  const same = other.symbols.get(symbol.id);
  if (same) return same;
  const named = (candidates) =>
    [...candidates.symbols.values()].filter(
      (candidate) => candidate.name === symbol.name,
    );
  const there = named(other);
  return there.length === 1 && named(inventory).length === 1
    ? there[0]
    : undefined;
}

/**
 * The release each symbol and member of `versions.at(-1)` arrived in: walking
 * back from the newest, the oldest version from which it exists in every
 * version since. A symbol that moved between packages keeps its release,
 * and says since when it is in its package (`moved`).
 */
export function sinceOf(inventories, versions) {
  const newest = inventories.at(-1);
  const release = (index) => releaseOf(versions[index], versions);
  const symbols = new Map();
  for (const [id, symbol] of newest.symbols) {
    // The symbol as each version declared it, walking back while it exists.
    const chain = [symbol];
    for (let index = inventories.length - 1; index > 0; index -= 1) {
      const older = counterpart(
        chain[0],
        inventories[index],
        inventories[index - 1],
      );
      if (!older) break;
      chain.unshift(older);
    }
    const first = inventories.length - chain.length;
    const members = new Map();
    for (const memberName of symbol.members.keys()) {
      let memberFirst = chain.length - 1;
      while (
        memberFirst > 0 &&
        chain[memberFirst - 1].members.has(memberName)
      ) {
        memberFirst -= 1;
      }
      members.set(memberName, release(first + memberFirst));
    }
    // Overloads, each from the oldest version since which its signature is
    // declared: `defineConfig(fn)` arrived after `defineConfig(config)`.
    const overloadsOf = (textOf) => {
      const signatures = (textOf(symbol) ?? '').split('\n');
      if (signatures.length < 2) return undefined;
      return signatures.map((signature) => {
        let index = chain.length - 1;
        while (
          index > 0 &&
          (textOf(chain[index - 1]) ?? '').split('\n').includes(signature)
        ) {
          index -= 1;
        }
        return release(first + index);
      });
    };
    const memberOverloads = new Map();
    for (const memberName of symbol.members.keys()) {
      const releases = overloadsOf(
        (version) => version.members.get(memberName)?.text,
      );
      if (releases) memberOverloads.set(memberName, releases);
    }
    // A symbol that moved between packages: since when it is in this one,
    // and the package it was in before.
    const lastElsewhere = chain.findLastIndex(
      (older) => older.package !== symbol.package,
    );
    const moved =
      lastElsewhere === -1
        ? undefined
        : {
            release: release(first + lastElsewhere + 1),
            from: chain[lastElsewhere].package,
          };
    symbols.set(id, {
      since: release(first),
      members,
      moved,
      // A function's overloads (its text holds one signature a line).
      overloads:
        symbol.kind === 'function'
          ? overloadsOf((version) => version.text)
          : undefined,
      memberOverloads,
    });
  }
  const packages = new Map(
    newest.packages.map((name) => {
      let first = inventories.length - 1;
      while (first > 0 && inventories[first - 1].packages.includes(name)) {
        first -= 1;
      }
      return [name, release(first)];
    }),
  );
  return {packages, symbols, first: release(0)};
}

/**
 * The release an overload arrived in, when it is later than its function's
 * or method's (`since`: sinceOf's result): "New in 2.1" under the overload's
 * heading. `names` are the package, the symbol and, for a method, the
 * member; `position` counts the overloads from 1, in declaration order.
 *
 * @param {ReturnType<typeof sinceOf> | null | undefined} since
 * @param {[string, string, string?]} names
 * @param {number} position
 * @returns {string | null}
 */
export function overloadSince(since, [pkg, name, member], position) {
  const symbol = since?.symbols.get(`${pkg}/${name}`);
  if (!symbol) return null;
  const release = (
    member ? symbol.memberOverloads.get(member) : symbol.overloads
  )?.[position - 1];
  const arrived = member ? symbol.members.get(member) : symbol.since;
  return release && release !== arrived ? release : null;
}

/**
 * A `@throws` that names `LatticeError` says which `code` it carries (one of
 * the codes of the `LatticeError.code` table, such as `PROVIDER_NOT_FOUND`),
 * or says that it carries none of its own: a reader tells errors apart by
 * their code, never by their message (api/README.md). An error code is written
 * as code, in capitals with underscores.
 */
const ERROR_CODE = /`[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+`/;
const NO_CODE = {
  throws: /\bno code\b/i,
  zhThrows: /没有(?:自己的|专门的)?代码/,
};

/**
 * The `@throws` tags (`tag`: `throws`, or `zhThrows` for their Chinese text)
 * of a version's declarations that name `LatticeError` and no code: each as
 * `api/<version>/<file>:<line>: <package>.<Symbol>.<member> …`, for the
 * generator to fail with.
 */
export function throwsWithoutCode(versionDir, tag = 'throws', basePath) {
  const problems = [];
  const files = fs
    .readdirSync(versionDir)
    .filter((file) => file.endsWith('.d.ts'))
    .sort();
  for (const file of files) {
    const packageName = file.slice(0, -'.d.ts'.length);
    const fileName = path.join(versionDir, file);
    const sourceFile = ts.createSourceFile(
      file,
      fs.readFileSync(fileName, 'utf8'),
      ts.ScriptTarget.Latest,
      true,
    );
    const seen = new Set();
    const visit = (node, owners) => {
      const name = ts.isVariableStatement(node)
        ? node.declarationList.declarations[0]?.name.getText(sourceFile)
        : node.name && !ts.isJSDoc(node)
          ? memberName(node, sourceFile)
          : undefined;
      const names = name ? [...owners, name] : owners;
      // Each block tag of the node's own comments, read from their text:
      // TypeScript reads `@throws {@link LatticeError}` as a type and a tag.
      for (const comment of ts.getJSDocCommentsAndTags(node)) {
        if (
          !ts.isJSDoc(comment) ||
          comment.parent !== node ||
          seen.has(comment)
        ) {
          continue;
        }
        seen.add(comment);
        const start = sourceFile.getLineAndCharacterOfPosition(
          comment.getStart(sourceFile),
        ).line;
        const lines = comment
          .getText(sourceFile)
          .split('\n')
          .map((line) => line.replace(/^\s*(?:\/\*\*|\*\/|\*)\s?/, ''));
        const blocks = [];
        lines.forEach((line, index) => {
          const opens = /^@(\w+)/.exec(line);
          if (opens)
            blocks.push({tag: opens[1], line: start + index, text: line});
          else if (blocks.length) blocks.at(-1).text += `\n${line}`;
        });
        for (const block of blocks) {
          if (
            block.tag === tag &&
            /\bLatticeError\b/.test(block.text) &&
            !ERROR_CODE.test(block.text) &&
            !NO_CODE[tag]?.test(block.text)
          ) {
            problems.push(
              `${path.relative(basePath ?? process.cwd(), fileName)}:${block.line + 1}: ${[packageName, ...names].join('.')}: @${tag} names LatticeError but not its code: name the code (\`PROVIDER_NOT_FOUND\`, …, or \`LATTICE_ERROR\`) or say that it has none of its own`,
            );
          }
        }
      }
      ts.forEachChild(node, (child) => visit(child, names));
    };
    for (const statement of sourceFile.statements) visit(statement, []);
  }
  return problems;
}
