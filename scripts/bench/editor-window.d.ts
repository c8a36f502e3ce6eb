/** What scripts/bench-editor.mjs's page functions record: the editor's milestones (performance.now()). */
interface Window {
  __editor: Record<string, number>;
}
