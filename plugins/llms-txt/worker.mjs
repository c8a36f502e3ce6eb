/**
 * The worker thread of plugins/llms-txt: converts all the built pages it is
 * given (index.ts starts one per locale's build, with every twin's page) to
 * their Markdown twins (convert.mjs) and writes them beside the HTML.
 * Receives {pages: [{html, md, pageUrl}], siteUrl, twins: string[]};
 * answers {written} or {error} naming the page.
 */
import {readFileSync, writeFileSync} from 'node:fs';
import {parentPort, workerData} from 'node:worker_threads';

import {htmlToMarkdown} from './convert.mjs';

if (!parentPort)
  throw new Error(
    'plugins/llms-txt/worker.mjs runs in a worker thread (index.ts starts it)',
  );
const {pages, siteUrl, twins} = workerData;
const withTwin = new Set(twins);
let written = 0;
for (const page of pages) {
  try {
    const markdown = htmlToMarkdown(readFileSync(page.html, 'utf8'), {
      pageUrl: page.pageUrl,
      siteUrl,
      hasTwin: (pathname) => withTwin.has(pathname),
    });
    writeFileSync(page.md, markdown);
    written += 1;
  } catch (error) {
    parentPort.postMessage({
      error: `${page.html}: ${error instanceof Error ? error.stack : error}`,
    });
    process.exit(1);
  }
}
parentPort.postMessage({written});
