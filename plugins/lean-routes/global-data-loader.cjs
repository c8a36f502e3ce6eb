/**
 * Client-bundle loader for `.docusaurus/globalData.json` (see
 * plugins/lean-routes.ts). The docs plugin lists every doc of every version
 * with its id and its path, and the path is nearly always the version's path
 * followed by the id (for a folder's index doc, by the folder): such a doc is
 * written as its id alone and its object is
 * rebuilt when main.js runs. The objects are the same as Docusaurus's; docs
 * whose path is not derived this way (category indexes, slugs) stay as
 * written.
 */
module.exports = function globalDataLoader(source) {
  const globalData = JSON.parse(source);
  const docsPlugins = globalData['docusaurus-plugin-content-docs'] ?? {};
  const compact = [];
  for (const [pluginId, data] of Object.entries(docsPlugins)) {
    data.versions.forEach((version, index) => {
      const sidebar = mostCommon(version.docs.map((doc) => doc.sidebar));
      version.docs = version.docs.map((doc) => {
        const derived =
          doc.path === derivedPath(version.path, doc.id) &&
          doc.sidebar === sidebar &&
          Object.keys(doc).length === 3;
        return derived ? doc.id : doc;
      });
      compact.push([pluginId, index, sidebar]);
    });
  }
  return `${derivedPath.toString()}
const globalData = ${JSON.stringify(globalData)};
const docsPlugins = globalData['docusaurus-plugin-content-docs'];
for (const [pluginId, index, sidebar] of ${JSON.stringify(compact)}) {
  const version = docsPlugins[pluginId].versions[index];
  version.docs = version.docs.map((doc) =>
    typeof doc === 'string' ? {id: doc, path: derivedPath(version.path, doc), sidebar} : doc,
  );
}
export default globalData;
`;
};

/**
 * A doc's path as Docusaurus makes it from its version's path and its id when
 * no slug says otherwise: a folder's `index` doc is the folder, with a slash.
 * Written into the bundle too, so that both sides agree.
 */
function derivedPath(versionPath, id) {
  return versionPath + '/' + (id.endsWith('/index') ? id.slice(0, -5) : id);
}

function mostCommon(values) {
  const counts = new Map();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0];
}
