/**
 * The one way the tests and the benchmarks start nginx: the project's own
 * `scripts/serve-nginx.sh` (nginx with deploy/nginx.conf) over a site root, on
 * a free port of 127.0.0.1, in its own process group, resolved once it
 * answers. Used by tests/e2e (globalSetup, the server checks) and by
 * scripts/bench-*.mjs.
 */
import {spawn} from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

/** @returns {Promise<number>} a TCP port nothing listens on right now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/**
 * Ends a process group we started (detached): TERM, then KILL after 10 s.
 * @param {import('node:child_process').ChildProcess} child
 */
export async function stopGroup(child) {
  const {pid} = child;
  // No pid: it never started (a failed spawn), so there is nothing to end.
  if (pid === undefined || child.exitCode !== null || child.signalCode !== null)
    return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    process.kill(-pid, 'SIGTERM');
  } catch {
    return;
  }
  const timer = setTimeout(() => {
    try {
      process.kill(-pid, 'SIGKILL');
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
 * @typedef {object} NginxServer
 * @property {string} baseUrl `http://127.0.0.1:<port>`
 * @property {number} pid the script's process (its group holds nginx)
 * @property {() => Promise<void>} stop ends the script and nginx together
 */

/**
 * Starts nginx over `siteRoot`. `repoDir` is the checkout the script and its
 * configuration are read from (jest compiles this file to CommonJS, where
 * `import.meta` does not exist, so callers say it); `asUser` runs it as
 * another user (who must be able to read both).
 * @param {{siteRoot: string, repoDir: string, asUser?: string}} options
 * @returns {Promise<NginxServer>}
 */
export async function startNginx({siteRoot, repoDir, asUser}) {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const script = path.join(repoDir, 'scripts/serve-nginx.sh');
  const command = asUser
    ? ['runuser', '-u', asUser, '--', 'bash', script]
    : ['bash', script];
  const child = spawn(command[0], command.slice(1), {
    cwd: repoDir,
    env: {
      ...process.env,
      PORT: String(port),
      SITE_ROOT: siteRoot,
      LISTEN_ADDRESS: '127.0.0.1',
      TMPDIR: asUser ? '/tmp' : process.env.TMPDIR,
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
  // It answered, so it started: only a failed spawn leaves no pid.
  return {baseUrl, pid: /** @type {number} */ (child.pid), stop};
}
