/**
 * Client-bundle loader for the docs plugin's props modules
 * (`.docusaurus/docusaurus-plugin-content-docs/<id>/p/*.json`), see
 * plugins/lean-routes.ts. A version's props, loaded by every docs page of that
 * version, hold its sidebar and a `docs` map with every doc's title,
 * description and sidebar. The theme reads that map in one place only:
 * DocCard (`useDocById(id).description`), the cards of a category's index
 * page. So each doc keeps its id, and its description only where a card can
 * show it: a link directly inside a category that has a page of its own.
 *
 * Ids are written once. A sidebar link whose `href` is the version's path
 * followed by its `docId` carries `docId: 1` in the file, and the module
 * puts the id back from the `href` when it is evaluated; a doc that a
 * sidebar link names gets its `{id}` entry back from the link the same way
 * (less first-load JavaScript on every docs page: PERFORMANCE.md, "Ids
 * written once in a version's props"). So the sidebar
 * and `useDocById` read exactly what they read before. Docs that no sidebar
 * link names keep their entry in the file.
 * Other props modules pass through unchanged.
 */
module.exports = function versionPropsLoader(source) {
  const props = JSON.parse(source);
  const version = props.version;
  if (version?.docs && version.docsSidebars) {
    const carded = new Set();
    const linked = new Set();
    let versionPath;
    const visit = (items, parentHasPage) => {
      for (const item of items) {
        if (item.type === 'link' && item.docId) {
          linked.add(item.docId);
          if (parentHasPage) carded.add(item.docId);
          if (item.href.endsWith(`/${item.docId}`)) {
            const path = item.href.slice(0, -item.docId.length);
            versionPath ??= path;
            if (path === versionPath) item.docId = 1;
          }
        }
        if (item.type === 'category') visit(item.items, Boolean(item.href));
      }
    };
    for (const sidebar of Object.values(version.docsSidebars)) {
      visit(sidebar, false);
    }
    const kept = Object.entries(version.docs).flatMap(([id, doc]) => {
      if (carded.has(id) && doc.description !== undefined) {
        return [[id, {id, description: doc.description}]];
      }
      return linked.has(id) ? [] : [[id, {id}]];
    });
    version.docs = Object.fromEntries(kept);
    return `const props = JSON.parse(${JSON.stringify(JSON.stringify(props))});
const {docs, docsSidebars} = props.version;
(function restoreIds(items) {
  for (const item of items) {
    if (item.docId === 1) item.docId = item.href.slice(${(versionPath ?? '').length});
    if (item.docId && !docs[item.docId]) docs[item.docId] = {id: item.docId};
    if (item.items) restoreIds(item.items);
  }
})(Object.values(docsSidebars).flat());
export default props;
`;
  }
  return `export default JSON.parse(${JSON.stringify(JSON.stringify(props))});\n`;
};
