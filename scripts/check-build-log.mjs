#!/usr/bin/env node
/**
 * `npm run check:build-log [-- <log>]`: fails when a build log holds a broken
 * link, broken anchor, unresolved Markdown link or duplicate route warning, or
 * is the log of a build that did not finish.
 *
 * The site only warns at build time (docusaurus.config.ts), so this is what
 * stops such a change. Docusaurus names the route of a page with a broken link;
 * this names the file a contributor has to edit as well.
 */
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {stripVTControlCharacters} from 'node:util';

import {onlyVersionsOf, servedAtDocs} from './lib/versions.mjs';

const siteDir = path.resolve(
  process.env.SITE_DIR ??
    path.join(path.dirname(fileURLToPath(import.meta.url)), '..'),
);
const logFile = path.resolve(
  process.argv[2] ?? path.join(siteDir, 'artifacts/build.log'),
);

if (!fs.existsSync(logFile)) {
  console.error(
    `No build log at ${logFile}: run the build with its output saved there.`,
  );
  process.exit(2);
}
// Colour codes would hide the messages from the patterns below.
const log = stripVTControlCharacters(fs.readFileSync(logFile, 'utf8'));

const versions = JSON.parse(
  fs.readFileSync(path.join(siteDir, 'versions.json'), 'utf8'),
);
// Which version /docs serves, by docusaurus.config.ts's rule.
const docsRootVersion = servedAtDocs(
  versions[0],
  onlyVersionsOf(process.env.DOCS_VERSIONS),
);

/** The source file of a route, by the site's layout (docs of each version, pages). */
export function sourceOfRoute(route) {
  let rest = route.split('#')[0].replace(/\/$/, '');
  let locale = 'en';
  if (rest === '/zh' || rest.startsWith('/zh/')) {
    locale = 'zh';
    rest = rest.slice(3);
  }
  const zhDocs = 'i18n/zh/docusaurus-plugin-content-docs';
  const candidates = [];
  const docsMatch = rest.match(/^\/docs(?:\/(.*))?$/);
  if (docsMatch) {
    let docPath = docsMatch[1] ?? '';
    let version = docsRootVersion;
    const first = docPath.split('/')[0];
    if (
      (first === 'next' && version !== 'current') ||
      versions.includes(first)
    ) {
      version = first === 'next' ? 'current' : first;
      docPath = docPath.split('/').slice(1).join('/');
    }
    const root =
      locale === 'zh'
        ? `${zhDocs}/${version === 'current' ? 'current' : `version-${version}`}`
        : version === 'current'
          ? 'docs'
          : `versioned_docs/version-${version}`;
    for (const ext of ['.mdx', '.md', '/index.mdx', '/index.md']) {
      candidates.push(`${root}/${docPath}${ext}`);
    }
  } else {
    const pagesRoot =
      locale === 'zh' ? 'i18n/zh/docusaurus-plugin-content-pages' : 'src/pages';
    const page = rest === '' ? 'index' : rest.slice(1);
    for (const ext of ['.mdx', '.md', '.tsx', '/index.tsx']) {
      candidates.push(`${pagesRoot}/${page}${ext}`, `src/pages/${page}${ext}`);
    }
  }
  return (
    candidates.find((file) => fs.existsSync(path.join(siteDir, file))) ?? null
  );
}

const problems = [];
const describe = (route) => {
  const file = sourceOfRoute(route);
  return file ? `${file} (${route})` : `${route} (no source file found)`;
};

// Broken links and anchors: "- Broken link on source page path = /x:" then
// "   -> linking to /y" lines.
for (const kind of ['link', 'anchor']) {
  const pattern = new RegExp(
    `- Broken ${kind} on source page path = (\\S+?):\\n((?:\\s+-> linking to .*\\n?)+)`,
    'g',
  );
  for (const [, route, targets] of log.matchAll(pattern)) {
    for (const target of targets.matchAll(/-> linking to (.*)/g)) {
      problems.push(
        `broken ${kind} in ${describe(route)}: ${target[1].trim()}`,
      );
    }
  }
}
// Markdown links Docusaurus could not resolve to a file name their source file.
for (const [line] of log.matchAll(
  /.*(couldn't be resolved|could not be resolved).*/gi,
)) {
  problems.push(`unresolved Markdown link: ${line.trim()}`);
}
// Duplicate routes: "Attempting to create page at /x, but a page already exists at this route."
for (const [, route] of log.matchAll(/Attempting to create page at (\S+?),/g)) {
  problems.push(
    `duplicate route ${route}: ${describe(route)} and another page share it`,
  );
}
// A log of a build that stopped says nothing about links: it is a failure.
if (/\[ERROR\]/.test(log) || !/\[SUCCESS\] Generated static files/.test(log)) {
  problems.push(
    log.match(/\[ERROR\].*/)?.[0] ??
      'the build did not finish (no "[SUCCESS] Generated static files" line)',
  );
}
// Any other broken-link family warning we do not know the shape of still fails.
const warning = log.match(/\[WARNING\].*(broken|duplicate).*/i);
if (problems.length === 0 && warning) problems.push(warning[0]);

if (problems.length > 0) {
  console.error(
    `${path.relative(siteDir, logFile)} holds ${problems.length} problem(s):`,
  );
  for (const problem of [...new Set(problems)]) console.error(`  ${problem}`);
  process.exit(1);
}
console.log(
  `${path.relative(siteDir, logFile)}: no broken links, anchors or duplicate routes.`,
);
