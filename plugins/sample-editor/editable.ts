/**
 * Which code blocks get an Edit button: the ts/tsx samples that the
 * workspace files of their version know (src/components/SampleEditor/workspaces/,
 * written by `npm run samples:types`): type-checked, not partial, reaching no
 * Vue or Svelte. plugins/highlight-code/remark.ts asks, at build time.
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';

import {blockKey} from '../../src/components/TypeInfo/blockKey';
import type {WorkspaceFile} from '../../src/components/SampleEditor/workspaceFile';

/**
 * Where the workspace files live (written by `npm run samples:types`,
 * scripts/lib/samples/sampleWorkspaces.ts): beside their reader, which
 * imports them as hashed chunks.
 */
export const sampleWorkspacesDir = path.join(
  __dirname,
  '../../src/components/SampleEditor/workspaces',
);

const known = new Map<string, Set<string>>();

/** Whether a block of a page of `version`, as the reader sees its code, can be edited. */
export function isEditable(
  version: string,
  locale: string,
  lang: string,
  code: string,
): boolean {
  const name = `${version}.${locale}`;
  let keys = known.get(name);
  if (!keys) {
    const file = path.join(sampleWorkspacesDir, `${name}.json`);
    keys = new Set(
      existsSync(file)
        ? Object.keys(
            (JSON.parse(readFileSync(file, 'utf8')) as WorkspaceFile).blocks,
          )
        : [],
    );
    known.set(name, keys);
  }
  return keys.has(blockKey(lang, code));
}
