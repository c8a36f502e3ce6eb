/**
 * Test-only rewrites of the JavaScript the browser receives (page.route), so
 * that the failure paths of the production build can be exercised without a
 * second build. Nothing here touches build/.
 */
import type {Page, Route} from '@playwright/test';

/** Every JavaScript file of the build, in both locales. */
export const scriptFiles = /\/assets\/js\/[^/]+\.js$/;

/** The entry points, needed for anything to run; the rest are page chunks. */
export function isEntryScript(url: string): boolean {
  return /\/assets\/js\/(main|runtime~main)\.[0-9a-f]+\.js$/.test(url);
}

/**
 * Docusaurus renders a route only once its code is loaded: on a client-side
 * navigation it preloads the target and, if that fails, reloads the whole
 * page (see the test of that). So the red error box of @theme/Loading is only
 * seen when a route renders although its code failed. This drops the reload
 * from the served main.js: after a failed preload the route renders, and its
 * loader shows the error.
 */
export function withoutReloadOnFailedPreload(mainJs: string): string {
  const reload = /(console\.warn\([\w$]+\)),window\.location\.reload\(\)/g;
  const matches = mainJs.match(reload) ?? [];
  if (matches.length !== 1) {
    throw new Error(
      `expected one reload after a failed preload in main.js, found ${matches.length}`,
    );
  }
  return mainJs.replace(reload, '$1,this.setState({nextRouteHasLoaded:!0})');
}

/**
 * Makes the MDX content of one page throw while `window[flag]` is true: the
 * content chunk is the one holding the page's own metadata
 * (`"permalink":"<route>","draft"`), and its MDXContent function
 * (`function X(props={}){let{wrapper:…}`) gets a throw at its start.
 */
export function throwingContent(
  chunk: string,
  route: string,
  flag: string,
  message: string,
): string | null {
  const metadata = chunk.indexOf(`"permalink":"${route}","draft"`);
  if (metadata < 0) return null;
  const mdxContent =
    /function ([\w$]+)\(([\w$]+)=\{\}\)\{(?=(?:let|const|var)\{wrapper:)/g;
  mdxContent.lastIndex = metadata;
  const match = mdxContent.exec(chunk);
  if (!match)
    throw new Error(`no MDXContent function after the metadata of ${route}`);
  const injected = `${match[0]}if(window[${JSON.stringify(flag)}])throw new Error(${JSON.stringify(message)});`;
  return (
    chunk.slice(0, match.index) +
    injected +
    chunk.slice(match.index + match[0].length)
  );
}

/** Serves scripts through `rewrite` (which returns null to leave one as is). */
export async function rewriteScripts(
  page: Page,
  rewrite: (url: string, text: string) => string | null,
): Promise<void> {
  await page.route(scriptFiles, async (route: Route) => {
    const response = await route.fetch();
    const text = await response.text();
    const rewritten = rewrite(route.request().url(), text);
    await route.fulfill({
      status: response.status(),
      headers: plainHeaders(response.headers()),
      body: rewritten ?? text,
    });
  });
}

/** The response headers minus those that describe the original bytes. */
export function plainHeaders(
  headers: Record<string, string>,
): Record<string, string> {
  const {
    'content-encoding': _encoding,
    'content-length': _length,
    ...rest
  } = headers;
  return rest;
}
