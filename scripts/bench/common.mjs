/**
 * What the benchmark scripts share: Debian's Chromium and its flags, the
 * machine they ran on (printed with every figure), medians, a free local port,
 * nginx serving a build, and stopping a process group they started.
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
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

// nginx and process groups: one implementation for benchmarks and tests.
/**
 * Rows of cells as a plain-text table: the first column left-aligned, the
 * others right-aligned, two spaces between.
 * @param {ReadonlyArray<ReadonlyArray<unknown>>} rows
 */
export function table(rows) {
  const widths = rows[0].map((_, column) =>
    Math.max(...rows.map((row) => String(row[column]).length)),
  );
  return rows
    .map((row) =>
      row
        .map((cell, column) =>
          column === 0
            ? String(cell).padEnd(widths[column])
            : String(cell).padStart(widths[column]),
        )
        .join('  '),
    )
    .join('\n');
}

/**
 * The gzip size in bytes of a built file, from its URL path under `root`.
 * @param {string} root
 * @param {string} urlPath
 */
export function gzipSizeOf(root, urlPath) {
  const file = path.join(root, decodeURIComponent(urlPath));
  return zlib.gzipSync(fs.readFileSync(file)).length;
}

export {freePort, startNginx, stopGroup} from '../lib/nginx.mjs';

/**
 * A number option of a benchmark's command line (`--runs 5`), or its
 * default. A value that is not a number of at least 1 (with `whole`, a whole
 * one) stops the benchmark with exit code 2, naming it and the option.
 * @param {string} bench the benchmark's name, for the message
 * @param {string} name
 * @param {number} fallback
 * @param {{whole?: boolean}} [options]
 */
export function numberOption(bench, name, fallback, {whole = false} = {}) {
  const argv = process.argv.slice(2);
  const index = argv.indexOf(name);
  if (index === -1) return fallback;
  const value = Number(argv[index + 1]);
  if (
    !Number.isFinite(value) ||
    value < 1 ||
    (whole && !Number.isInteger(value))
  ) {
    console.error(
      `${bench}: ${name} takes a ${whole ? 'whole ' : ''}number of at least 1`,
    );
    process.exit(2);
  }
  return value;
}

/**
 * Makes the pages of `context` see a connection that asks to save data:
 * Docusaurus then prefetches no route, so what a benchmark counts is its own.
 * @param {import('@playwright/test').BrowserContext} context
 */
export function askToSaveData(context) {
  return context.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'connection', {
      configurable: true,
      get: () => ({
        effectiveType: '4g',
        saveData: true,
        addEventListener() {},
        removeEventListener() {},
      }),
    });
  });
}
