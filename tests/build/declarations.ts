/**
 * The API reference's class and interface pages as the declarations in
 * `api/<version>/<package>.d.ts` call for them, read with the TypeScript
 * compiler rather than from the generated pages: a symbol whose page the
 * generator failed to write is then noticed.
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

import {
  archivedRouteVersions,
  routeVersions,
  versionPrefixes,
  type RouteVersion,
} from '../../scripts/lib/routeMap';

const apiDir = path.join(__dirname, '../../api');

export interface DeclaredPage {
  version: RouteVersion;
  /** The route without the locale prefix, e.g. `/docs/api/lattice-app/classes/Injector`. */
  route: string;
  name: string;
}

/**
 * Whether two versions declare the same API: the same files in api/, with the
 * same text. Right after a cut, next's are a copy of the new release's, and
 * its update page has no change to list.
 */
export function sameDeclarations(a: RouteVersion, b: RouteVersion): boolean {
  const files = (version: RouteVersion) =>
    readdirSync(path.join(apiDir, version))
      .filter((file) => file.endsWith('.d.ts'))
      .sort();
  const read = (version: RouteVersion, file: string) =>
    readFileSync(path.join(apiDir, version, file), 'utf8');
  return (
    files(a).join() === files(b).join() &&
    files(a).every((file) => read(a, file) === read(b, file))
  );
}

/**
 * What next's update page lists under its API changes when next has nothing
 * new yet (right after a cut): this line, in the page's locale; null when next
 * declares changes, which the page then lists with their links.
 */
export function noApiChangeLine(
  version: RouteVersion,
  locale: 'en' | 'zh',
  latest: RouteVersion,
): string | null {
  if (version !== 'next' || !sameDeclarations('next', latest)) return null;
  return locale === 'zh'
    ? '公开 API 没有变化。'
    : 'No change to the public API.';
}

function exported(statement: ts.Statement): boolean {
  return (
    ts.canHaveModifiers(statement) &&
    (ts.getModifiers(statement) ?? []).some(
      (modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword,
    )
  );
}

/**
 * Every exported class and interface of every package of every version, an
 * archived one's too: api/ keeps its declarations, and its frozen pages
 * still answer at their routes.
 */
export function declaredApiPages(): DeclaredPage[] {
  return [...routeVersions, ...archivedRouteVersions].flatMap((version) => {
    const dir = path.join(apiDir, version);
    return readdirSync(dir)
      .filter((file) => file.endsWith('.d.ts'))
      .flatMap((file) => {
        const pkg = file.slice(0, -'.d.ts'.length);
        const source = ts.createSourceFile(
          file,
          readFileSync(path.join(dir, file), 'utf8'),
          ts.ScriptTarget.Latest,
        );
        return source.statements.filter(exported).flatMap((statement) => {
          const kind = ts.isClassDeclaration(statement)
            ? 'classes'
            : ts.isInterfaceDeclaration(statement)
              ? 'interfaces'
              : undefined;
          const name = (statement as ts.ClassDeclaration).name?.text;
          if (!kind || !name) return [];
          return [
            {
              version,
              route: `${versionPrefixes[version]}/api/${pkg}/${kind}/${name}`,
              name,
            },
          ];
        });
      });
  });
}
