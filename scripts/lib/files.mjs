/**
 * The files under a folder, for the scripts and tests that compare or copy
 * trees (the API generator's output, a build's parts). Node alone: the merge
 * of a split build runs it with nothing installed.
 */
import fs from 'node:fs';
import path from 'node:path';

/** Files under `dir`, relative, with forward slashes, sorted; none if it is missing. */
export function walk(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, {recursive: true, withFileTypes: true})
    .filter((entry) => !entry.isDirectory())
    .map((entry) =>
      path
        .relative(dir, path.join(entry.parentPath, entry.name))
        .split(path.sep)
        .join('/'),
    )
    .sort();
}
