// The screenplay editor, loaded lazily (React.lazy takes the default export): CodeMirror stays
// out of the pages that do not write screenplay text.
export type { CompletionData } from "./completion";
export { type PagesOptions, pageInfo, pagesLayer } from "./pages";
export {
  ScreenplayEditor,
  ScreenplayEditor as default,
  type ScreenplayEditorHandle,
  type ScreenplayEditorProps,
} from "./screenplay-editor";
