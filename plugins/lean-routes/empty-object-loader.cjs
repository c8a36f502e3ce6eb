/**
 * Client-bundle loader for `.docusaurus/registry.js` and
 * `.docusaurus/routesChunkNames.json`: their entries are written beside each
 * route by routes-loader.cjs, which fills these objects before anything reads
 * them (ComponentCreator is first called while routes.js is evaluated).
 */
module.exports = function emptyObjectLoader() {
  return 'export default {};\n';
};
