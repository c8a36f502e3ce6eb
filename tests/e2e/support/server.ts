/**
 * Where the suite's nginx answers (started by globalSetup) and a raw HTTP
 * client for the server checks: no automatic decompression, redirects or
 * headers, so what nginx sends is what the test sees.
 */
import {spawn} from 'node:child_process';
import {Agent, request} from 'node:http';
import {createServer} from 'node:net';
import path from 'node:path';

import {siteDir} from '../../build/buildDir';

export function baseUrl(): string {
  const url = process.env.E2E_BASE_URL;
  if (!url)
    throw new Error(
      'E2E_BASE_URL is not set: run the suite with tests/e2e/jest.config.js.',
    );
  return url;
}

export function siteUrl(path: string): string {
  return `${baseUrl()}${path}`;
}

export interface RawResponse {
  readonly status: number;
  readonly headers: Record<string, string | string[] | undefined>;
  readonly body: Buffer;
}

const agent = new Agent({keepAlive: true, maxSockets: 8});

export function httpGet(
  path: string,
  headers: Record<string, string> = {},
  method = 'GET',
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = request(siteUrl(path), {method, headers, agent}, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body: Buffer.concat(chunks),
        }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    // Idle keep-alive sockets must not keep jest running.
    req.on('socket', (socket) => socket.unref());
    req.setTimeout(30_000, () =>
      req.destroy(new Error(`GET ${path} timed out`)),
    );
    req.end();
  });
}

/** Runs `fn` over `items`, `concurrency` at a time. */
export async function mapLimit<T, R>(
  items: readonly T[],
  concurrency: number,
  fn: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  async function worker(): Promise<void> {
    while (next < items.length) {
      const index = next++;
      results[index] = await fn(items[index]);
    }
  }
  await Promise.all(
    Array.from({length: Math.min(concurrency, items.length)}, worker),
  );
  return results;
}

/** A TCP port nothing listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export interface NginxServer {
  readonly baseUrl: string;
  readonly pid: number;
  stop(): Promise<void>;
}

async function answers(url: string): Promise<boolean> {
  try {
    return (
      (await fetch(url, {signal: AbortSignal.timeout(2_000)})).status === 200
    );
  } catch {
    return false;
  }
}

/**
 * Starts `scripts/serve-nginx.sh` (nginx with deploy/nginx.conf) over a site
 * root on a free port of 127.0.0.1, and resolves once it answers. `repoDir`
 * is where the script and configuration are read from (default: this
 * checkout); `asUser` must be able to read it and `siteRoot`.
 */
export async function startNginx(options: {
  siteRoot: string;
  asUser?: string;
  repoDir?: string;
}): Promise<NginxServer> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const repoDir = options.repoDir ?? siteDir;
  const script = path.join(repoDir, 'scripts/serve-nginx.sh');
  const command = options.asUser
    ? ['runuser', '-u', options.asUser, '--', 'bash', script]
    : ['bash', script];
  const child = spawn(command[0], command.slice(1), {
    cwd: repoDir,
    env: {
      ...process.env,
      PORT: String(port),
      SITE_ROOT: options.siteRoot,
      LISTEN_ADDRESS: '127.0.0.1',
      TMPDIR: options.asUser ? '/tmp' : process.env.TMPDIR,
    },
    // Its own process group: stop() ends the script and nginx together.
    detached: true,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const exited = new Promise<void>((resolve) =>
    child.once('exit', () => resolve()),
  );

  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    process.kill(-child.pid!, 'SIGTERM');
    let timer: NodeJS.Timeout | undefined;
    const stopped = await Promise.race([
      exited.then(() => true),
      new Promise<boolean>((resolve) => {
        timer = setTimeout(() => resolve(false), 10_000);
      }),
    ]);
    clearTimeout(timer);
    if (!stopped) process.kill(-child.pid!, 'SIGKILL');
  };

  const deadline = Date.now() + 60_000;
  while (!(await answers(`${baseUrl}/`))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(
        `nginx did not start on ${baseUrl} (exit ${child.exitCode}):\n${stderr}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {baseUrl, pid: child.pid!, stop};
}
