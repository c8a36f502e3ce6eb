/** What plugins/sample-editor writes for the editor (its `contentLoaded`). */
declare module '@generated/sample-editor/default/code-themes.json' {
  import type {CodeThemes} from '@site/plugins/highlight-code/render';

  const themes: CodeThemes;
  export default themes;
}
