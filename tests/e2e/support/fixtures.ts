/**
 * The browser suite's `test` and `expect`: @playwright/test's, with the
 * site's fixtures. Every test gets a fresh context (empty storage) from
 * Playwright; on top of that:
 *
 * - the context reports Content-Security-Policy violations on the console;
 * - every context collects what went wrong on the test's pages: uncaught
 *   errors, console errors, failed requests and requests to any origin but
 *   the site's, in the `problems` fixture. When the test ends, anything it
 *   did not declare with `problems.allow(pattern)` fails it, with the list
 *   (tests that open no page, the raw HTTP checks, start no browser). A test that
 *   breaks something on purpose (a chunk that fails, a storage that throws)
 *   says what it expects to see.
 *
 * The `saveData` option (`test.use({saveData: true})`) gives the context a
 * connection that asks to save data, on which Docusaurus fetches no route
 * ahead: for tests whose subject is not loading, where that prefetching only
 * takes CPU from the checks (prefetching keeps its own tests: resilience,
 * hygiene, departures, loading).
 *
 * Spec files import `{test, expect}` from here instead of @playwright/test.
 */
import {
  expect,
  test as base,
  type BrowserContext,
  type Page,
} from '@playwright/test';

import {emulateConnection} from './browser';

export {expect};
export type {Locator, Page} from '@playwright/test';

export interface BrowserProblems {
  /** Uncaught exceptions and unhandled rejections: `<url>: <message>`. */
  readonly pageErrors: string[];
  /** console.error messages (hydration errors, CSP violations, failed loads). */
  readonly consoleErrors: string[];
  /** Requests of the site that failed (network error or HTTP status ≥ 400), but the page's own document. */
  readonly failedRequests: string[];
  /** Requests to any origin but the site's own. */
  readonly foreignRequests: string[];
  /** Declares problems the test causes on purpose: entries matching `pattern` do not fail it. */
  allow(pattern: RegExp): void;
  /** Forgets what was collected so far (and keeps the allowances). */
  clear(): void;
}

/** Reports Content-Security-Policy violations on the console, where `problems` sees them. */
const reportCspViolations = `
  document.addEventListener('securitypolicyviolation', (event) => {
    console.error('CSP violation: ' + event.violatedDirective + ' blocked ' + (event.blockedURI || 'inline code'));
  });
`;

/** What a collector also does for the fixture: list what was not allowed. */
export interface ProblemCollector extends BrowserProblems {
  /** Each problem no `allow` pattern matches: `<kind>: <url>: <message>`. */
  unexpected(): string[];
}

/** A collector that has seen nothing yet. */
export function newProblems(): ProblemCollector {
  const allowed: RegExp[] = [];
  const lists = {
    'page error': [] as string[],
    'console error': [] as string[],
    'failed request': [] as string[],
    'third-party request': [] as string[],
  };
  return {
    pageErrors: lists['page error'],
    consoleErrors: lists['console error'],
    failedRequests: lists['failed request'],
    foreignRequests: lists['third-party request'],
    allow(pattern) {
      allowed.push(pattern);
    },
    clear() {
      for (const list of Object.values(lists)) list.length = 0;
    },
    unexpected() {
      return Object.entries(lists).flatMap(([kind, list]) =>
        list
          .filter((entry) => !allowed.some((pattern) => pattern.test(entry)))
          .map((entry) => `${kind}: ${entry}`),
      );
    },
  };
}

/**
 * Records into `problems` what goes wrong on the pages of `context` (those
 * open now and those opened later), until the returned `stop` is called.
 * `origin` is the site's: requests elsewhere are third-party.
 */
export async function watchContext(
  context: BrowserContext,
  problems: BrowserProblems,
  origin: string,
): Promise<() => void> {
  await context.addInitScript(reportCspViolations);
  let open = true;
  const record = (list: string[], entry: string) => {
    if (open) list.push(entry);
  };
  context.on('request', (request) => {
    const url = request.url();
    if (/^(data|blob|about):/.test(url)) return;
    if (new URL(url).origin !== origin) record(problems.foreignRequests, url);
  });
  context.on('requestfailed', (request) => {
    const error = request.failure()?.errorText ?? '';
    // Cancelled by the page itself: a navigation or a prefetch cut short.
    if (error === 'net::ERR_ABORTED') return;
    record(problems.failedRequests, `${request.url()}: ${error}`);
  });
  context.on('response', (response) => {
    const request = response.request();
    if (response.status() < 400 || request.resourceType() === 'document')
      return;
    record(
      problems.failedRequests,
      `${request.url()}: HTTP ${response.status()}`,
    );
  });
  const watch = (page: Page) => {
    page.on('pageerror', (error) =>
      record(problems.pageErrors, `${page.url()}: ${error.message}`),
    );
    page.on('console', (message) => {
      if (message.type() === 'error')
        record(problems.consoleErrors, `${page.url()}: ${message.text()}`);
    });
  };
  context.on('page', watch);
  context.pages().forEach(watch);
  return () => {
    open = false;
  };
}

/** Throws, listing them, if `problems` holds any that were not allowed. */
export function failOnUnexpected(problems: ProblemCollector): void {
  const unexpected = problems.unexpected();
  if (unexpected.length > 0) {
    throw new Error(
      `The browser saw problems this test did not declare (problems.allow):\n${unexpected.join('\n')}`,
    );
  }
}

export const test = base.extend<{
  problems: ProblemCollector;
  saveData: boolean;
}>({
  saveData: [false, {option: true}],

  // eslint-disable-next-line no-empty-pattern
  problems: async ({}, use) => {
    await use(newProblems());
  },

  context: async ({context, problems, baseURL, saveData}, use) => {
    if (saveData) {
      await emulateConnection(context, {effectiveType: '4g', saveData: true});
    }
    const stop = await watchContext(
      context,
      problems,
      new URL(baseURL!).origin,
    );
    await use(context);
    stop();
    // Route handlers of a test (delayed or rewritten chunks) may still be
    // serving a prefetch when it ends: drop them first, so that a request
    // cut short by the close is not reported (Playwright's advice).
    await Promise.all(
      context
        .pages()
        .map((page) => page.unrouteAll({behavior: 'ignoreErrors'})),
    );
    failOnUnexpected(problems);
  },
});
