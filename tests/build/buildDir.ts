/**
 * Where the whole-site suites find the production build and its log
 * (scripts/test.sh builds once and points both here).
 */
import {existsSync} from 'node:fs';
import path from 'node:path';

export const siteDir = path.join(__dirname, '../..');
export const buildDir = path.resolve(
  siteDir,
  process.env.SITE_BUILD_DIR ?? 'build',
);
export const buildLog = path.resolve(
  siteDir,
  process.env.SITE_BUILD_LOG ?? 'artifacts/build.log',
);

/** The file nginx or `docusaurus serve` answers a route with (trailingSlash: false). */
export function htmlFileOf(route: string): string {
  if (route === '/' || route === '') return path.join(buildDir, 'index.html');
  const clean = route.replace(/\/$/, '');
  if (clean.match(/^\/zh$/)) return path.join(buildDir, 'zh/index.html');
  return path.join(buildDir, `${clean}.html`);
}

export function requireBuild(): void {
  if (!existsSync(path.join(buildDir, 'index.html'))) {
    throw new Error(
      `No production build in ${buildDir}: run \`npm run build\` first (npm test does it).`,
    );
  }
}
