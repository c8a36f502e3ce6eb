#!/usr/bin/env node
/**
 * Prints the CSP sources that allow the inline scripts of a build, one
 * `'sha256-…'` per distinct script, space-separated:
 *
 *   node scripts/csp-hashes.mjs [buildDir]   # default: build
 *
 * Docusaurus writes a few inline scripts into every page (the colour mode and
 * the announcement bar run before React, so the page does not flash). The
 * Content-Security-Policy allows exactly these texts instead of
 * 'unsafe-inline', so an injected script does not run. The hashes are taken
 * from the build that is served (scripts/serve-nginx.sh runs this at start),
 * so they always match the pages.
 */
import {createHash} from 'node:crypto';
import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';

/** Script types a browser executes; JSON-LD and other data blocks are not run. */
const executableTypes = new Set([
  '',
  'text/javascript',
  'application/javascript',
  'module',
]);

/** A page with more distinct inline scripts than this has per-page scripts: say so. */
const tooManyHashes = 50;

/** The built pages under `dir`. */
const htmlFiles = (dir) =>
  readdirSync(dir, {recursive: true, encoding: 'utf8'})
    .filter((file) => file.endsWith('.html'))
    .map((file) => path.join(dir, file));

/** The texts of the inline scripts a browser would run, in page order. */
export function inlineScripts(html) {
  const scripts = [];
  for (const match of html.matchAll(
    /<script\b([^>]*)>([\s\S]*?)<\/script>/gi,
  )) {
    const [, attributes, text] = match;
    if (/\ssrc\s*=/i.test(` ${attributes}`)) continue;
    const type =
      /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase() ??
      '';
    if (!executableTypes.has(type)) continue;
    scripts.push(text);
  }
  return scripts;
}

export function cspHash(scriptText) {
  return `'sha256-${createHash('sha256').update(scriptText, 'utf8').digest('base64')}'`;
}

export function cspScriptHashes(buildDir) {
  const hashes = new Set();
  for (const file of htmlFiles(buildDir)) {
    for (const text of inlineScripts(readFileSync(file, 'utf8')))
      hashes.add(cspHash(text));
  }
  return [...hashes].sort();
}

if (
  import.meta.url === `file://${process.argv[1]}` ||
  process.argv[1]?.endsWith('csp-hashes.mjs')
) {
  const buildDir = path.resolve(process.argv[2] ?? 'build');
  const hashes = cspScriptHashes(buildDir);
  if (hashes.length > tooManyHashes) {
    console.error(
      `csp-hashes: ${hashes.length} distinct inline scripts in ${buildDir}; a script that differs per page makes the CSP header long.`,
    );
  }
  process.stdout.write(`${hashes.join(' ')}\n`);
}
