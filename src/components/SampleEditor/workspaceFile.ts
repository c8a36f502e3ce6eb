/**
 * The format of the sample editor's workspace files,
 * src/components/SampleEditor/workspaces/<version>.<locale>.json: what the
 * compiler needs beside an edited sample so that it answers as the
 * code-samples harness does (scripts/lib/samples/sampleWorkspaces.ts writes
 * them at `npm run samples:types` time; the code-samples test checks they are
 * not stale). The worker (./tsWorker.ts) is their one reader.
 */

/**
 * A library pack a sample uses beyond ES2022 and the version's declarations:
 * the DOM, Jest's globals, React's types, or one file of Node's types
 * (`node/process`): the editor loads the packs a block names and no others.
 */
export type SampleLibrary = 'dom' | 'jest' | 'react' | `node/${string}`;

export interface WorkspaceUnit {
  /**
   * The group's ts/tsx samples as the reader sees them, and the stubs they
   * import (a file or a package the page does not show), by path in the
   * group (`/s0/src/users.service.ts`, `/__packages/zod/index.__stub.ts`).
   */
  files: Record<string, string>;
  /**
   * What each file's imports resolved to in the harness: a path of `files`,
   * or a package (`lattice-app`, `react`, `react/jsx-runtime`).
   */
  imports: Record<string, Record<string, string>>;
}

export interface EditableBlock {
  /** Its group, an index into `units`. */
  unit: number;
  /** Its own path in the group. */
  file: string;
  /** The libraries its samples use (only these load, see SampleLibrary). */
  libs: SampleLibrary[];
}

export interface WorkspaceFile {
  units: WorkspaceUnit[];
  /** Every editable block by its key (src/components/TypeInfo/blockKey.ts). */
  blocks: Record<string, EditableBlock>;
}
