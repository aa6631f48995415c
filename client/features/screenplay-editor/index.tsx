// The screenplay editor, loaded lazily (React.lazy takes the default export): CodeMirror stays
// out of the pages that do not write screenplay text.
export type { CompletionData } from "./completion";
export { type PageInfo, pageInfo } from "./page-info";
export {
  ScreenplayEditor,
  ScreenplayEditor as default,
  type ScreenplayEditorHandle,
  type ScreenplayEditorProps,
} from "./screenplay-editor";
