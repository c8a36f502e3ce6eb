/**
 * Keeps what every page's JavaScript carries per route small, so that the
 * route map (every class and interface of the API reference has its page)
 * does not make every page of the site heavier. Client bundle of production
 * builds only; the server bundle and the dev server are stock.
 *
 * Measured with `docusaurus build --bundle-analyzer` on the zh build (gzip):
 * - routes.js, routesChunkNames.json and registry.js repeat each route's path
 *   and chunk names far apart in main.js: lean-routes/routes-loader.cjs
 *   writes them beside each route, in the objects Docusaurus builds.
 * - the docs plugin's global data lists each doc's path, nearly always its
 *   version's path and its id: lean-routes/global-data-loader.cjs derives it.
 * - each version's props (loaded by its docs pages) carry every doc's title
 *   and description for the category cards: lean-routes/version-props-loader.cjs
 *   keeps the descriptions a card can show.
 * - chunk files are named `<id>.<contenthash>.js` rather than
 *   `<name>.<contenthash>.js`, so the runtime has no map of chunk names for
 *   file names (it keeps the name → id map that prefetching uses).
 * - @docusaurus/utils-common's CommonJS `require('tslib')` bundles all of
 *   tslib for one helper: it gets that helper alone.
 * Every route, chunk and behaviour stays; the browser suite checks them.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

import {departureOn} from './departures';

const generatedFile = (name: string) =>
  new RegExp(`[\\\\/]\\.docusaurus[\\\\/]${name.replace('.', '\\.')}$`);
const loader = (name: string) => path.resolve(__dirname, 'lean-routes', name);
const loaderFiles = [
  'routes-loader.cjs',
  'empty-object-loader.cjs',
  'global-data-loader.cjs',
  'version-props-loader.cjs',
  'tslib-import-default.cjs',
].map(loader);

export default function leanRoutes(): Plugin {
  return {
    name: 'lean-routes',
    configureWebpack(config, isServer) {
      if (isServer || process.env.NODE_ENV !== 'production') return {};
      // The bundler's persistent cache knows the config and what it imports;
      // the loaders are named by path, so an edit to one must evict it too.
      const cache = (config.experiments as {cache?: unknown} | undefined)
        ?.cache;
      const cacheDependencies =
        cache && typeof cache === 'object'
          ? {experiments: {cache: {buildDependencies: loaderFiles}}}
          : {};
      const rules = [
        departureOn('route-table') && {
          test: generatedFile('routes.js'),
          use: [loader('routes-loader.cjs')],
        },
        departureOn('route-table') && {
          test: [
            generatedFile('registry.js'),
            generatedFile('routesChunkNames.json'),
          ],
          type: 'javascript/auto',
          use: [loader('empty-object-loader.cjs')],
        },
        departureOn('global-data') && {
          test: generatedFile('globalData.json'),
          type: 'javascript/auto',
          use: [loader('global-data-loader.cjs')],
        },
        departureOn('version-props') && {
          test: /[\\/]\.docusaurus[\\/]docusaurus-plugin-content-docs[\\/][^\\/]+[\\/]p[\\/][^\\/]+\.json$/,
          type: 'javascript/auto',
          use: [loader('version-props-loader.cjs')],
        },
        departureOn('tslib-helper') && {
          test: /[\\/]@docusaurus[\\/]utils-common[\\/]lib[\\/]index\.js$/,
          resolve: {
            alias: {tslib$: loader('tslib-import-default.cjs')},
          },
        },
      ].filter(Boolean);
      return {
        ...cacheDependencies,
        module: {rules},
      };
    },
  };
}
