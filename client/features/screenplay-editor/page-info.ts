import { type EditorState, Facet } from "@codemirror/state";

export type PageInfo = { page: number; pages: number };

/**
 * Where a page layer tells the status line which page the cursor is on: an extension that lays
 * the text out in pages provides a reader of the state. Without one, no page is shown.
 */
export const pageInfo = Facet.define<
  (state: EditorState) => PageInfo | null,
  ((state: EditorState) => PageInfo | null) | null
>({ combine: (readers) => readers[0] ?? null });

export function readPageInfo(state: EditorState): PageInfo | null {
  return state.facet(pageInfo)?.(state) ?? null;
}
