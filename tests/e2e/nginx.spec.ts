/**
 * nginx serves the build the way the production host does (deploy/nginx.conf):
 * every page of the route map, a 404 with the locale's not-found page,
 * compression, caching, security headers, no listings, no version banner.
 * Plain HTTP requests; no test opens a page.
 */
import {spawnSync} from 'node:child_process';
import {createHash} from 'node:crypto';
import {
  chmodSync,
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {brotliDecompressSync, gunzipSync} from 'node:zlib';

import {allRoutes, locales} from '../../scripts/lib/routeMap';
import {buildDir, siteDir} from '../build/buildDir';
import {
  httpGet,
  mapLimit,
  startNginx,
  type NginxServer,
  type RawResponse,
} from './support/server';
import {expect, test} from './support/fixtures';
import {inLocale, labels, pages} from './support/site';

const immutable = 'public, max-age=31536000, immutable';
const revalidate = 'public, max-age=0, must-revalidate';

function header(response: RawResponse, name: string): string {
  const value = response.headers[name.toLowerCase()];
  return Array.isArray(value) ? value.join(', ') : (value ?? '');
}

/** A hashed file of the build, relative to its root (`/assets/js/main.1dc9b823.js`). */
function builtAsset(dir: string, pattern: RegExp): string {
  const name = readdirSync(path.join(buildDir, dir)).find((file) =>
    pattern.test(file),
  );
  if (!name) throw new Error(`no ${pattern} in ${dir}`);
  return dir === '.' ? `/${name}` : `/${dir}/${name}`;
}

const mainJs = builtAsset('assets/js', /^main\.[0-9a-f]{8}\.js$/);
const zhMainJs = builtAsset('zh/assets/js', /^main\.[0-9a-f]{8}\.js$/);
const css = builtAsset('assets/css', /^styles\.[0-9a-f]{8}\.css$/);
const chunk = builtAsset('assets/js', /^\d+\.[0-9a-f]{8}\.js$/);
const searchIndex = builtAsset('.', /^search-index-[0-9a-f]{8}\.json$/);

test.describe('every page of the route map', () => {
  for (const {locale} of locales) {
    test(`answers 200 with HTML in ${locale}`, async () => {
      const routes = allRoutes().map((route) => inLocale(locale, route));
      const statuses = await mapLimit(routes, 8, async (route) => {
        const response = await httpGet(route);
        return {
          route,
          status: response.status,
          type: header(response, 'content-type'),
        };
      });
      const wrong = statuses.filter(
        ({status, type}) =>
          status !== 200 || type !== 'text/html; charset=utf-8',
      );
      expect(wrong).toEqual([]);
      expect(statuses.length).toBeGreaterThan(140);
    });
  }

  test('answers an extensionless route with its .html file', async () => {
    const response = await httpGet('/zh/faq');
    expect(response.status).toBe(200);
    expect(
      response.body.equals(readFileSync(path.join(buildDir, 'zh/faq.html'))),
    ).toBe(true);
  });

  for (const [route, file] of [
    ['/', 'index.html'],
    ['/zh', 'zh/index.html'],
    ['/zh/', 'zh/index.html'],
  ]) {
    test(`answers the home page ${route} with ${file}`, async () => {
      const response = await httpGet(route);
      expect(response.status).toBe(200);
      expect(
        response.body.equals(readFileSync(path.join(buildDir, file))),
      ).toBe(true);
    });
  }

  test('redirects a trailing slash to the one address of the page', async () => {
    const response = await httpGet(
      '/zh/docs/overview/first-steps/?from=old-link',
    );
    expect(response.status).toBe(301);
    expect(header(response, 'location')).toBe(
      '/zh/docs/overview/first-steps?from=old-link',
    );
  });
});

test.describe('an unknown path', () => {
  for (const [locale, route] of [
    ['zh', pages.unknown],
    ['zh', '/docs/no-such-page'],
    ['zh', '/docs/overview/no-such-page'],
    ['en', pages.unknown],
  ] as const) {
    test(`answers 404 with the ${locale} not-found page (${route})`, async () => {
      const response = await httpGet(inLocale(locale, route));
      expect(response.status).toBe(404);
      expect(header(response, 'content-type')).toBe('text/html; charset=utf-8');
      const html = response.body.toString('utf8');
      expect(html).toContain(labels[locale].notFoundTitle);
      expect(html).toContain(labels[locale].notFoundText);
      expect(html).toMatch(
        new RegExp(`<html lang="?${locale === 'zh' ? 'zh-CN' : 'en-US'}`),
      );
    });
  }

  test('is never cached as immutable, even under a hashed-looking asset name', async () => {
    const response = await httpGet('/assets/js/main.0123abcd.js');
    expect(response.status).toBe(404);
    expect(header(response, 'cache-control')).toBe(revalidate);
  });
});

test.describe('listings and private files', () => {
  for (const route of [
    '/assets/',
    '/assets/js/',
    '/zh/assets/js/',
    '/img/',
    '/docs/',
  ]) {
    test(`lists no directory: ${route} answers 404`, async () => {
      const response = await httpGet(route);
      expect([404, 301]).toContain(response.status);
      if (response.status === 301) {
        const target = await httpGet(header(response, 'location'));
        expect(target.status).toBe(404);
      }
      expect(response.body.toString()).not.toMatch(/Index of/i);
    });
  }

  test('does not tell its version', async () => {
    const response = await httpGet('/');
    expect(header(response, 'server')).toBe('nginx');
    const notFound = await httpGet(pages.unknown);
    expect(notFound.body.toString()).not.toMatch(/nginx\/\d/);
  });
});

test.describe('security headers', () => {
  const routes = [
    '/',
    '/zh/',
    '/zh/docs/overview/first-steps',
    '/faq',
    pages.unknown,
    '/zh/no-such-page',
    mainJs,
  ];

  for (const route of routes) {
    test(`are sent with ${route}`, async () => {
      const response = await httpGet(route);
      expect(header(response, 'x-content-type-options')).toBe('nosniff');
      expect(header(response, 'referrer-policy')).toBe(
        'strict-origin-when-cross-origin',
      );
      expect(header(response, 'x-frame-options')).toBe('DENY');
      const csp = header(response, 'content-security-policy');
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("object-src 'none'");
    });
  }

  test('allow inline scripts by hash only, never unsafe-inline or eval', async () => {
    const csp = header(await httpGet('/'), 'content-security-policy');
    const scriptSrc = csp
      .split(';')
      .map((part) => part.trim())
      .find((part) => part.startsWith('script-src '));
    expect(scriptSrc).toBeDefined();
    const sources = scriptSrc!.split(/\s+/).slice(1);
    expect(sources).toContain("'self'");
    expect(sources).not.toContain("'unsafe-inline'");
    expect(sources).not.toContain("'unsafe-eval'");
    expect(
      sources.filter((source) => source.startsWith("'sha256-")).length,
    ).toBeGreaterThan(0);
    expect(
      sources.every(
        (source) =>
          source === "'self'" || /^'sha256-[A-Za-z0-9+/]+=*'$/.test(source),
      ),
    ).toBe(true);
  });

  for (const route of [
    '/',
    '/zh/',
    '/docs/overview/first-steps',
    '/zh/docs/api/lattice-cli',
    '/zh/faq',
    '/zh/no-such-page',
  ]) {
    test(`allow every inline script that ${route} runs`, async () => {
      const response = await httpGet(route);
      const html = response.body.toString('utf8');
      const inline = [
        ...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g),
      ]
        .filter(
          ([, attributes]) =>
            !/\bsrc=/.test(attributes) &&
            !/type=["']?application\/ld\+json/.test(attributes),
        )
        .map(
          ([, , text]) =>
            `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`,
        );
      expect(inline.length).toBeGreaterThan(0);
      const csp = header(response, 'content-security-policy');
      for (const hash of inline) expect(csp).toContain(hash);
    });
  }
});

test.describe('compression', () => {
  const compressible = [
    [
      'HTML',
      '/zh/docs/overview/first-steps',
      'zh/docs/overview/first-steps.html',
    ],
    ['JavaScript', mainJs, mainJs.slice(1)],
    ['CSS', css, css.slice(1)],
    ['SVG', '/img/logo.svg', 'img/logo.svg'],
    ['JSON', searchIndex, searchIndex.slice(1)],
  ] as const;

  for (const [kind, route, file] of compressible) {
    test(`gzips ${kind} for clients that accept it`, async () => {
      const response = await httpGet(route, {'Accept-Encoding': 'gzip'});
      expect(response.status).toBe(200);
      expect(header(response, 'content-encoding')).toBe('gzip');
      expect(header(response, 'vary')).toMatch(/Accept-Encoding/i);
      expect(
        gunzipSync(response.body).equals(
          readFileSync(path.join(buildDir, file)),
        ),
      ).toBe(true);
    });
  }

  for (const [kind, route, file] of compressible) {
    test(`sends ${kind} as brotli to clients that prefer it`, async () => {
      const response = await httpGet(route, {'Accept-Encoding': 'br, gzip'});
      expect(header(response, 'content-encoding')).toBe('br');
      expect(
        brotliDecompressSync(response.body).equals(
          readFileSync(path.join(buildDir, file)),
        ),
      ).toBe(true);
    });
  }

  test('sends plain bytes to clients that accept no encoding', async () => {
    const response = await httpGet(mainJs);
    expect(header(response, 'content-encoding')).toBe('');
    expect(
      response.body.equals(readFileSync(path.join(buildDir, mainJs))),
    ).toBe(true);
  });
});

test.describe('caching', () => {
  for (const route of [mainJs, zhMainJs, css, chunk]) {
    test(`keeps the hashed file ${route} for a year`, async () => {
      const response = await httpGet(route);
      expect(response.status).toBe(200);
      expect(header(response, 'cache-control')).toBe(immutable);
    });
  }

  for (const route of [
    '/',
    '/zh/',
    '/zh/faq',
    '/docs/overview/first-steps',
    '/img/logo.svg',
    '/sitemap.xml',
    pages.unknown,
    // The plugin's hash in its name is of docs/ and blog/ only: a zh page's
    // edit changes the zh index under the same name.
    searchIndex,
    searchIndex.replace(/\.json$/, '.head.json'),
  ]) {
    test(`revalidates ${route} on every use`, async () => {
      const response = await httpGet(route);
      expect(header(response, 'cache-control')).toBe(revalidate);
    });
  }

  test('answers a revalidation of an unchanged page with 304', async () => {
    const first = await httpGet('/zh/faq');
    const etag = header(first, 'etag');
    const lastModified = header(first, 'last-modified');
    expect(etag).not.toBe('');
    expect((await httpGet('/zh/faq', {'If-None-Match': etag})).status).toBe(
      304,
    );
    expect(
      (await httpGet('/zh/faq', {'If-Modified-Since': lastModified})).status,
    ).toBe(304);
  });
});

/**
 * A new folder under the temporary directory, readable by every user, with
 * copies of `files` (paths relative to `fromDir`).
 */
function worldReadableCopy(fromDir: string, files: readonly string[]): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'lattice-e2e-'));
  chmodSync(dir, 0o755);
  for (const file of files) {
    mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
    copyFileSync(path.join(fromDir, file), path.join(dir, file));
    chmodSync(path.join(dir, file), 0o644);
  }
  return dir;
}

test.describe('the configuration', () => {
  const serveScript = path.join(siteDir, 'scripts/serve-nginx.sh');

  test('passes nginx -t without a warning', () => {
    const result = spawnSync('bash', [serveScript, '--check'], {
      env: {...process.env, SITE_ROOT: buildDir, PORT: '1'},
      encoding: 'utf8',
    });
    expect(result.stderr).toContain('test is successful');
    expect(result.stderr).not.toMatch(/\[(warn|emerg|alert|crit)\]/);
    expect(result.status).toBe(0);
  });

  test('serves as an unprivileged user as well', async () => {
    // As root, a second nginx runs as nobody; otherwise the suite's own
    // nginx is already unprivileged.
    if (process.getuid?.() !== 0) {
      expect((await httpGet('/')).status).toBe(200);
      return;
    }
    // nobody may not be able to enter this checkout (a clone in a private
    // temporary folder), so it serves from a world-readable copy of what
    // serving needs: the script, the configuration and some pages.
    const repo = worldReadableCopy(siteDir, [
      'scripts/serve-nginx.sh',
      'scripts/csp-hashes.mjs',
      'deploy/nginx.conf',
    ]);
    const siteRoot = worldReadableCopy(buildDir, [
      'index.html',
      '404.html',
      'zh/404.html',
      'zh/faq.html',
    ]);
    const server = await startNginx({
      siteRoot,
      asUser: 'nobody',
      repoDir: repo,
    });
    try {
      expect((await fetch(`${server.baseUrl}/zh/faq`)).status).toBe(200);
      const processes = spawnSync('ps', ['-o', 'user=,args=', '-C', 'nginx'], {
        encoding: 'utf8',
      }).stdout;
      expect(processes).toMatch(/^nobody\s+nginx: master process/m);
    } finally {
      await server.stop();
      rmSync(repo, {recursive: true, force: true});
      rmSync(siteRoot, {recursive: true, force: true});
    }
  });
});

test.describe('a deploy that carries dotfiles', () => {
  let siteRoot: string;
  let server: NginxServer;

  test.beforeAll(async () => {
    siteRoot = worldReadableCopy(buildDir, [
      'index.html',
      '404.html',
      'zh/404.html',
    ]);
    mkdirSync(path.join(siteRoot, '.git'));
    writeFileSync(path.join(siteRoot, '.git/config'), '[remote "origin"]\n');
    writeFileSync(path.join(siteRoot, '.env'), 'TOKEN=secret\n');
    writeFileSync(path.join(siteRoot, 'zh/.htaccess'), 'Deny from all\n');
    server = await startNginx({siteRoot});
  });

  test.afterAll(async () => {
    await server?.stop();
    rmSync(siteRoot, {recursive: true, force: true});
  });

  for (const route of ['/.git/config', '/.env', '/zh/.htaccess']) {
    test(`does not serve ${route}`, async () => {
      const response = await fetch(`${server.baseUrl}${route}`);
      expect(response.status).toBe(404);
      expect(await response.text()).not.toContain('TOKEN=secret');
    });
  }

  test('still serves its pages', async () => {
    expect((await fetch(`${server.baseUrl}/`)).status).toBe(200);
  });
});
