/**
 * What the benchmark scripts share: Debian's Chromium and its flags, the
 * machine they ran on (printed with every figure), medians, a free local port,
 * nginx serving a build, and stopping a process group they started.
 */
import {execFileSync, spawn} from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

/** The site's folder, and the build the benchmarks serve (`SITE_ROOT`, default build/). */
export const siteDir = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../..',
);
export const siteRoot = path.resolve(siteDir, process.env.SITE_ROOT ?? 'build');

/** Debian's Chromium and its flags, shared with the browser tests. */
const chromium = JSON.parse(
  fs.readFileSync(new URL('../chromium.json', import.meta.url), 'utf8'),
);
export const chromePath = process.env.CHROME_PATH ?? chromium.path;
export const chromeFlags = chromium.flags;

export function gb(bytes) {
  return `${(bytes / 1e9).toFixed(2)} GB`;
}

/** The median of the numbers among `values` (null when there are none). */
export function median(values) {
  const present = values.filter((value) => typeof value === 'number');
  if (present.length === 0) return null;
  const sorted = present.sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? sorted[middle]
    : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** Lines describing this machine; `software` names what ran (node, browser). */
export function machine(software = `${os.type()} ${os.release()}`) {
  const cpuinfo = fs.readFileSync('/proc/cpuinfo', 'utf8');
  const model =
    /^model name\s*:\s*(.+)$/m.exec(cpuinfo)?.[1] ??
    os.cpus()[0]?.model ??
    'unknown';
  let cpus;
  try {
    cpus = execFileSync('nproc', {encoding: 'utf8'}).trim();
  } catch {
    cpus = String(os.availableParallelism());
  }
  let memoryLimit = '';
  try {
    const max = fs.readFileSync('/sys/fs/cgroup/memory.max', 'utf8').trim();
    if (max !== 'max') memoryLimit = `, cgroup limit ${gb(Number(max))}`;
  } catch {
    // No cgroup v2 memory limit to report.
  }
  return [
    `machine: ${cpus} CPUs (nproc), ${model}`,
    `memory: ${gb(os.totalmem())} total${memoryLimit}, ${gb(os.freemem())} free at start`,
    `node ${process.version}, ${software}`,
  ];
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const {port} = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Ends a process group we started (detached): TERM, then KILL after 10 s. */
export async function stopGroup(child) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    return;
  }
  const timer = setTimeout(() => {
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      // Already gone.
    }
  }, 10_000);
  await exited;
  clearTimeout(timer);
}

async function answers(url) {
  try {
    return (
      (await fetch(url, {signal: AbortSignal.timeout(2_000)})).status === 200
    );
  } catch {
    return false;
  }
}

/**
 * scripts/serve-nginx.sh over `siteRoot`, in its own process group, on a
 * free port of 127.0.0.1; resolves once it answers.
 */
export async function startNginx(siteDir, siteRoot) {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn('bash', [path.join(siteDir, 'scripts/serve-nginx.sh')], {
    cwd: siteDir,
    env: {
      ...process.env,
      PORT: String(port),
      SITE_ROOT: siteRoot,
      LISTEN_ADDRESS: '127.0.0.1',
    },
    detached: true,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => {
    stderr += chunk;
  });
  const stop = () => stopGroup(child);

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
  return {baseUrl, stop};
}
