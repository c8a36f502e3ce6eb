/**
 * Where the suite's nginx answers (playwright.config.ts's webServer) and a raw HTTP
 * client for the server checks: no automatic decompression, redirects or
 * headers, so what nginx sends is what the test sees.
 */
import {Agent, request} from 'node:http';

import {
  freePort,
  startNginx as startSharedNginx,
} from '../../../scripts/lib/nginx.mjs';
import {siteDir} from '../../build/buildDir';

export function baseUrl(): string {
  const url = process.env.E2E_BASE_URL;
  if (!url)
    throw new Error(
      'E2E_BASE_URL is not set: run the suite with `npx playwright test` (playwright.config.ts sets it).',
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
    // Idle keep-alive sockets must not keep the worker running.
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

export {freePort};

export type NginxServer = Awaited<ReturnType<typeof startSharedNginx>>;

/**
 * scripts/lib/nginx.mjs (the one nginx starter of the tests and the
 * benchmarks) over a site root, from this checkout unless `repoDir` says.
 */
export function startNginx(options: {
  siteRoot: string;
  asUser?: string;
  repoDir?: string;
}): Promise<NginxServer> {
  return startSharedNginx({...options, repoDir: options.repoDir ?? siteDir});
}
