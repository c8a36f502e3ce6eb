/**
 * For the tests that compare with upstream: prism-react-renderer's Prism with
 * the grammars the theme's `additionalLanguages` (bash, json, diff, tsx)
 * used to add, loaded the way theme-classic's prism-include-languages loads
 * them, in a module registry of their own (the site's Prism has loaded these
 * files already).
 */
import * as upstream from 'prism-react-renderer';

export function addUpstreamLanguages(): void {
  const global = globalThis as {Prism?: unknown};
  global.Prism = upstream.Prism;
  jest.isolateModules(() => {
    for (const language of ['bash', 'json', 'diff', 'tsx']) {
      require(`prismjs/components/prism-${language}`);
    }
  });
  delete global.Prism;
}
