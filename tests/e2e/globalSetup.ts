/**
 * Starts nginx with deploy/nginx.conf (scripts/serve-nginx.sh) on a free port
 * over the build, and tells the test files where through E2E_BASE_URL.
 */
import {buildDir, requireBuild} from '../build/buildDir';
import {startNginx, type NginxServer} from './support/server';

declare global {
  // Read back by globalTeardown (same process).
  var latticeE2eNginx: NginxServer | undefined;
}

export default async function globalSetup(): Promise<void> {
  requireBuild();
  const server = await startNginx({siteRoot: buildDir});
  globalThis.latticeE2eNginx = server;
  // Test workers are started after this and inherit the environment.
  process.env.E2E_BASE_URL = server.baseUrl;
}
