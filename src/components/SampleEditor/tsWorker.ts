/**
 * The sample editor's worker: TypeScript's language service (./languageService.ts)
 * off the main thread, so that typing never waits for the compiler. Started
 * by the first editor of a page (./index.tsx); the compiler is in this
 * worker's chunk only, never in a page's.
 *
 * Everything it reads is a chunk of the site's own build: the group's
 * workspace (./workspaces/<version>.<locale>.json), the library packs
 * (plugins/sample-editor) and, on zh pages, TypeScript's own Chinese
 * messages. Each loads once per worker, so a second sample of the same
 * version opens without downloading or parsing them again.
 */
import * as Comlink from 'comlink';

import {
  SampleSession,
  setMessages,
  type SampleCompletions,
  type SampleDiagnostic,
  type SampleQuickInfo,
} from './languageService';
import type {SampleLibrary, WorkspaceFile} from './workspaceFile';

const once = <T>(
  cache: Map<string, Promise<T>>,
  key: string,
  load: () => Promise<T>,
) => {
  let value = cache.get(key);
  if (!value) {
    value = load();
    // A failed download is tried again with the next Edit.
    value.catch(() => cache.delete(key));
    cache.set(key, value);
  }
  return value;
};

const workspaces = new Map<string, Promise<WorkspaceFile>>();
const packs = new Map<string, Promise<Record<string, string>>>();
let messages: Promise<void> | undefined;

const workspace = (version: string, locale: string) =>
  once(workspaces, `${version}.${locale}`, () =>
    import(`./workspaces/${version}.${locale}.json`).then(
      (module: {default: WorkspaceFile}) => module.default,
    ),
  );
const pack = (name: string) =>
  once(packs, name, () =>
    import(`@generated/sample-editor/default/${name}.json`).then(
      (module: {default: Record<string, string>}) => module.default,
    ),
  );

/** TypeScript's messages in the page's language (English is its own). */
function messagesFor(locale: string): Promise<void> {
  if (locale !== 'zh') return Promise.resolve();
  messages ??=
    import('typescript/lib/zh-cn/diagnosticMessages.generated.json').then(
      (module: {default: Record<string, string>}) =>
        setMessages(module.default),
    );
  return messages;
}

const sessions = new Map<number, SampleSession>();
let lastId = 0;

/** A sample's session, with the text the reader has now. */
function session(id: number, text: string): SampleSession {
  const found = sessions.get(id);
  if (!found) throw new Error(`sample editor: no session ${id}`);
  if (found.text !== text) found.update(text);
  return found;
}

export interface OpenRequest {
  version: string;
  locale: string;
  /** The block's key (src/components/TypeInfo/blockKey.ts). */
  key: string;
  /** The sample as the reader has it (edited, if restored). */
  text: string;
}

export type Opened =
  | {id: number; diagnostics: SampleDiagnostic[]}
  | {id: undefined; reason: 'unknown-block'};

/** A block's session, its libraries read and its sample checked once. */
async function start({
  version,
  locale,
  key,
}: BlockRequest): Promise<SampleSession | undefined> {
  const [file] = await Promise.all([
    workspace(version, locale),
    messagesFor(locale),
  ]);
  const block = file.blocks[key];
  if (!block) return undefined;
  const loaded = await Promise.all(
    ['es2022', `api/${version}`, ...block.libs].map(pack),
  );
  const created = new SampleSession(
    file.units[block.unit]!,
    block,
    Object.assign({}, ...loaded) as Record<string, string>,
    {version, locale},
  );
  created.diagnostics();
  for (const lib of block.libs) read.add(lib);
  return created;
}

/** The packs a session has read: parsed and bound, shared by later ones. */
const read = new Set<SampleLibrary>();
/** The version and locale of the last editor opened. */
let browsing: {version: string; locale: string} | undefined;
let readingAhead: ReturnType<typeof setTimeout> | undefined;

/**
 * Once the page's last editor has closed (the reader moves on, most often to
 * another page of the same version), reads the pack the version's samples
 * use most that no session has read yet, through the block that uses it
 * with the fewest other packs: reading the DOM's declarations was most of a
 * second Edit on another page (PERFORMANCE.md, "The sample editor"). One
 * block each time, so that a reader downloads little more than the next
 * Edit is likely to need; not while an editor is open, whose keystrokes
 * would wait for it. An Edit that comes meanwhile waits at most for that
 * block.
 */
function readAhead(): void {
  clearTimeout(readingAhead);
  readingAhead = setTimeout(() => {
    if (!browsing || sessions.size > 0) return;
    const {version, locale} = browsing;
    void workspace(version, locale).then(({blocks}) => {
      // Each unread pack: how many blocks use it, and the one of them that
      // needs the fewest packs besides.
      const uses = new Map<
        SampleLibrary,
        {count: number; key: string; libs: number}
      >();
      for (const [key, {libs}] of Object.entries(blocks)) {
        for (const lib of libs) {
          if (read.has(lib)) continue;
          const use = uses.get(lib);
          const fewest = !use || libs.length < use.libs;
          uses.set(lib, {
            count: (use?.count ?? 0) + 1,
            key: fewest ? key : use.key,
            libs: fewest ? libs.length : use.libs,
          });
        }
      }
      const [next] = [...uses.values()].sort((a, b) => b.count - a.count);
      // A failed download is left to the Edit that needs it.
      if (next && sessions.size === 0)
        start({version, locale, key: next.key}).catch(() => undefined);
    });
  });
}

type BlockRequest = Omit<OpenRequest, 'text'>;
const requestKey = ({version, locale, key}: BlockRequest) =>
  `${version}\n${locale}\n${key}`;

/** The session started ahead for the block the pointer rests on (`warm`). */
let ahead:
  {request: string; session: Promise<SampleSession | undefined>} | undefined;

/** The block's session started ahead, or a new one. */
function sessionFor(request: BlockRequest) {
  const key = requestKey(request);
  const found = ahead?.request === key ? ahead.session : start(request);
  ahead = undefined;
  return found;
}

const api = {
  /**
   * Starts a block's session before its Edit is pressed (the pointer rests on
   * the button), so that a library pack the page's first sample did not need
   * is read by the press. Only for a worker an Edit already started.
   */
  warm(request: BlockRequest): void {
    const key = requestKey(request);
    if (ahead?.request === key) return;
    const session = start(request);
    // A failed download is tried again by the press.
    session.catch(() => {
      if (ahead?.session === session) ahead = undefined;
    });
    ahead = {request: key, session};
  },
  async open({text, ...request}: OpenRequest): Promise<Opened> {
    const created = await sessionFor(request);
    if (!created) return {id: undefined, reason: 'unknown-block'};
    browsing = {version: request.version, locale: request.locale};
    const id = (lastId += 1);
    sessions.set(id, created);
    if (created.text !== text) created.update(text);
    return {id, diagnostics: created.diagnostics()};
  },
  diagnostics(id: number, text: string): SampleDiagnostic[] {
    return session(id, text).diagnostics();
  },
  quickInfo(
    id: number,
    text: string,
    position: number,
  ): SampleQuickInfo | undefined {
    return session(id, text).quickInfo(position);
  },
  completions(
    id: number,
    text: string,
    position: number,
  ): SampleCompletions | undefined {
    return session(id, text).completions(position);
  },
  close(id: number): void {
    sessions.delete(id);
    if (sessions.size === 0) readAhead();
  },
};

export type SampleWorker = typeof api;

Comlink.expose(api);
