/**
 * Client-bundle loader for the docs plugin's props modules
 * (`.docusaurus/docusaurus-plugin-content-docs/<id>/p/*.json`), see
 * plugins/lean-routes.ts. A version's props, loaded by every docs page of that
 * version, hold its sidebar and a `docs` map with every doc's title,
 * description and sidebar. The theme reads that map in one place only:
 * DocCard (`useDocById(id).description`), the cards of a category's index
 * page. So each doc keeps its id, and its description only where a card can
 * show it: a link directly inside a category that has a page of its own.
 * Other props modules pass through unchanged.
 */
module.exports = function versionPropsLoader(source) {
  const props = JSON.parse(source);
  const version = props.version;
  if (version?.docs && version.docsSidebars) {
    const carded = new Set();
    const visit = (items, parentHasPage) => {
      for (const item of items) {
        if (item.type === 'link' && item.docId && parentHasPage) {
          carded.add(item.docId);
        }
        if (item.type === 'category') visit(item.items, Boolean(item.href));
      }
    };
    for (const sidebar of Object.values(version.docsSidebars)) {
      visit(sidebar, false);
    }
    version.docs = Object.fromEntries(
      Object.entries(version.docs).map(([id, doc]) => [
        id,
        carded.has(id) && doc.description !== undefined
          ? {id, description: doc.description}
          : {id},
      ]),
    );
  }
  return `export default JSON.parse(${JSON.stringify(JSON.stringify(props))});\n`;
};
