/**
 * What the sample editor (src/components/SampleEditor) loads beside the
 * TypeScript compiler, as hashed chunks of the site's own origin: nothing
 * from a CDN, nothing before the reader presses Edit.
 *
 * - The library packs, written with `createData` to
 *   `.docusaurus/sample-editor/default/` as JSON (path → text), which the
 *   worker imports by name, so that the bundler gives each its own hashed
 *   chunk: `es2022` (TypeScript's ES libraries, always), `dom`, `jest`,
 *   `react` (its types without csstype, a megabyte that only types style
 *   props), one pack per file of Node's types (`node/process`), and
 *   `api/<version>` (the version's declarations). Only the packs some
 *   editable sample names (src/components/SampleEditor/workspaces/) are
 *   written.
 * - The code themes (src/data/codeThemes.ts) as `code-themes.json`: the
 *   editor colours text with the build's highlighter, and the themes come
 *   from prism-react-renderer, which the browser bundles do not carry
 *   (plugins/highlight-code gives them a placeholder).
 * - TypeScript's `typescript.js` is bundled as it is, not parsed: it is one
 *   self-contained CommonJS file whose only `require`s are Node's, for its
 *   own `sys`, which a worker never calls. Parsed, the bundler mocks
 *   `__dirname`, warns of a `require` of an expression and fails on
 *   `require("fs")`.
 */
import {readdirSync, readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

import type {WorkspaceFile} from '../../src/components/SampleEditor/workspaceFile';
import {darkCodeTheme, lightCodeTheme} from '../../src/data/codeThemes';
import {sampleWorkspacesDir} from './editable';

const require = createRequire(__filename);
const siteDir = path.join(__dirname, '../..');
// TypeScript's entry is lib/typescript.js, beside its library files.
const typescriptLib = path.dirname(require.resolve('typescript'));
const typesDir = path.join(siteDir, 'node_modules/@types');

/** TypeScript's library files for ES2022 (what `lib.es2022.d.ts` references, and what they do). */
function es2022Libraries(): string[] {
  const files: string[] = [];
  const visit = (name: string) => {
    if (files.includes(name)) return;
    files.push(name);
    const text = readFileSync(path.join(typescriptLib, name), 'utf8');
    for (const [, lib] of text.matchAll(/\/\/\/ <reference lib="([^"]+)" \/>/g))
      visit(`lib.${lib!.toLowerCase()}.d.ts`);
  };
  visit('lib.es2022.d.ts');
  visit('lib.decorators.d.ts');
  visit('lib.decorators.legacy.d.ts');
  return files;
}

/** A pack's files: their path in the editor's file system → text. */
type Pack = Record<string, string>;

export function packOf(name: string): Pack {
  const fromLib = (files: string[]): Pack =>
    Object.fromEntries(
      files.map((file) => [
        `/lib/${file}`,
        readFileSync(path.join(typescriptLib, file), 'utf8'),
      ]),
    );
  const fromTypes = (pkg: string, files: string[]): Pack =>
    Object.fromEntries(
      files.map((file) => [
        `/node_modules/@types/${pkg}/${file}`,
        readFileSync(path.join(typesDir, pkg, file), 'utf8'),
      ]),
    );
  if (name === 'es2022') return fromLib(es2022Libraries());
  if (name === 'dom') return fromLib(['lib.dom.d.ts', 'lib.dom.iterable.d.ts']);
  if (name === 'jest') return fromTypes('jest', ['index.d.ts']);
  if (name === 'react')
    return fromTypes('react', [
      'index.d.ts',
      'global.d.ts',
      'jsx-runtime.d.ts',
    ]);
  const node = /^node\/(.+)$/.exec(name);
  if (node) return fromTypes('node', [`${node[1]!}.d.ts`]);
  const api = /^api\/(.+)$/.exec(name);
  if (api) {
    const dir = path.join(siteDir, 'api', api[1]!);
    return Object.fromEntries(
      readdirSync(dir)
        .filter((file) => file.endsWith('.d.ts'))
        .map((file) => [
          `/node_modules/${file.slice(0, -'.d.ts'.length)}/index.d.ts`,
          readFileSync(path.join(dir, file), 'utf8'),
        ]),
    );
  }
  throw new Error(
    `sample-editor: no library pack "${name}" (plugins/sample-editor/index.ts lists them).`,
  );
}

/** Every pack some workspace file asks for, the ES libraries and each version's declarations. */
export function packNames(): string[] {
  const names = new Set(['es2022']);
  for (const file of readdirSync(sampleWorkspacesDir).sort()) {
    if (!file.endsWith('.json')) continue;
    const workspace = JSON.parse(
      readFileSync(path.join(sampleWorkspacesDir, file), 'utf8'),
    ) as WorkspaceFile;
    names.add(`api/${file.replace(/\.[^.]+\.json$/, '')}`);
    for (const block of Object.values(workspace.blocks))
      for (const lib of block.libs) names.add(lib);
  }
  return [...names].sort();
}

export default function sampleEditor(): Plugin {
  return {
    name: 'sample-editor',
    loadContent: () => packNames(),
    getPathsToWatch: () => [sampleWorkspacesDir],
    async contentLoaded({content, actions}) {
      for (const name of content as string[])
        await actions.createData(`${name}.json`, JSON.stringify(packOf(name)));
      await actions.createData(
        'code-themes.json',
        JSON.stringify({light: lightCodeTheme, dark: darkCodeTheme}),
      );
    },
    configureWebpack: () => ({
      module: {
        noParse: /[\\/]node_modules[\\/]typescript[\\/]lib[\\/]typescript\.js$/,
      },
    }),
  };
}
