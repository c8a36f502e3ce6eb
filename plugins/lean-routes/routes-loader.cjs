/**
 * Client-bundle loader for `.docusaurus/routes.js` (see plugins/lean-routes.ts).
 *
 * Docusaurus writes what it knows about each route into three modules of
 * main.js: the route table (routes.js), the chunk names of each route
 * (routesChunkNames.json, keyed by the route's path again) and a registry of
 * loaders keyed by chunk name (registry.js, with each module's path once more
 * as a string). gzip only finds repeats within 32 KB, and these modules are
 * far apart, so every path and chunk name is paid for two or three times.
 *
 * This loader writes each route's chunk names and registry entries beside the
 * route itself, in the same objects Docusaurus builds: `__lr(path, hash,
 * chunkNames, registryEntries)` fills the shared `routesChunkNames` and
 * `registry` objects and gives the route a component that calls Docusaurus's
 * own ComponentCreator the first time the route is rendered or preloaded
 * (making a loadable component for every route of a locale while main.js
 * was evaluated lengthened that long task, PERFORMANCE.md, "How TBT came
 * down"; a page needs four or five of them), and whose
 * preload asks for the chunks in a task after the caller's. The
 * two generated modules become empty objects (see empty-object-loader.cjs).
 * The module path strings of the registry, which only server rendering reads
 * (react-loadable's `modules`), are left out of the client bundle, and the
 * chunks get short names (`r0`, `r1`, ... instead of eight hex digits): a
 * chunk's name is written three times (its route's chunk names, the registry
 * and the runtime's name → id map that prefetching reads), never in a file
 * name (see plugins/lean-routes.ts).
 */
const fs = require('node:fs');
const path = require('node:path');

const CREATOR = /ComponentCreator\('((?:[^'\\]|\\.)*)', '([^']*)'\)/g;
const REGISTRY_ENTRY =
  /^\s*"([^"]+)": \[\(\) => import\((.*)\), "(?:[^"\\]|\\.)*", (require\.resolveWeak\("(?:[^"\\]|\\.)*"\))\],?(?:};)?$/;

/** The registry's entries by chunk name, as source text without the module path. */
function readRegistry(file) {
  const entries = new Map();
  for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
    if (!line.includes('=> import(')) continue;
    const match = REGISTRY_ENTRY.exec(line);
    if (!match) {
      throw new Error(
        `lean-routes: cannot read this registry entry of ${file}:\n${line}`,
      );
    }
    const [, name, importArgs, weak] = match;
    entries.set(name, {importArgs, weak});
  }
  return entries;
}

/** Every chunk name of a route's (possibly nested) chunk-name object. */
function chunkNamesOf(value) {
  return typeof value === 'string'
    ? [value]
    : Object.values(value).flatMap(chunkNamesOf);
}

/**
 * @this {import('webpack').LoaderContext<unknown>}
 * @param {string} source
 */
module.exports = function leanRoutesLoader(source) {
  const dir = path.dirname(this.resourcePath);
  const chunkNamesFile = path.join(dir, 'routesChunkNames.json');
  const registryFile = path.join(dir, 'registry.js');
  this.addDependency(chunkNamesFile);
  this.addDependency(registryFile);
  const routesChunkNames = JSON.parse(fs.readFileSync(chunkNamesFile, 'utf8'));
  const registry = readRegistry(registryFile);
  /** Docusaurus's chunk name (8 hex digits) → the short one used instead. */
  const shortNames = new Map();
  const shortName = (name) => {
    if (!shortNames.has(name))
      shortNames.set(name, `r${shortNames.size.toString(36)}`);
    return shortNames.get(name);
  };
  // Chunk names nest as the route's props do: objects, and arrays (a blog
  // list page's `items`), which must stay arrays for the page's component.
  const rename = (names) =>
    typeof names === 'string'
      ? shortName(names)
      : Array.isArray(names)
        ? names.map(rename)
        : Object.fromEntries(
            Object.entries(names).map(([key, value]) => [key, rename(value)]),
          );

  const body = source.replace(CREATOR, (call, routePath, hash) => {
    const key = `${JSON.parse(`"${routePath.replace(/"/g, '\\"')}"`)}-${hash}`;
    const chunkNames = routesChunkNames[key];
    if (!chunkNames) {
      throw new Error(`lean-routes: no chunk names for the route ${key}`);
    }
    const entries = [];
    for (const name of chunkNamesOf(chunkNames)) {
      if (shortNames.has(name)) continue;
      const entry = registry.get(name);
      if (!entry) {
        throw new Error(
          `lean-routes: no registry entry ${name} (route ${key})`,
        );
      }
      const short = shortName(name);
      const importArgs = entry.importArgs.replace(
        `webpackChunkName: "${name}"`,
        `webpackChunkName: "${short}"`,
      );
      entries.push(`${short}: [() => import(${importArgs}), 0, ${entry.weak}]`);
    }
    return `__lr('${routePath}', '${hash}', ${JSON.stringify(rename(chunkNames))}, {${entries.join(', ')}})`;
  });
  if (body === source) {
    throw new Error(
      'lean-routes: routes.js has no ComponentCreator(path, hash) call; has its format changed?',
    );
  }
  return `import registry from '@generated/registry';
import routesChunkNames from '@generated/routesChunkNames';
${body}
function __lr(path, hash, chunkNames, entries) {
  Object.assign(registry, entries);
  routesChunkNames[path + '-' + hash] = chunkNames;
  // Docusaurus's loadable component, made when the route is first rendered
  // or preloaded rather than for every route while main.js is evaluated.
  let component;
  const loadable = () => component || (component = ComponentCreator(path, hash));
  const Route = (props) => React.createElement(loadable(), props);
  // Its chunks are asked for (a script element each) in a task of their own:
  // at start-up the caller is main.js's evaluation, already a long task.
  Route.preload = () =>
    new Promise((resolve) => setTimeout(resolve)).then(() =>
      loadable().preload(),
    );
  return Route;
}
`;
};
