import {
  type Completion,
  type CompletionContext,
  type CompletionResult,
  completionStatus,
  selectedCompletion,
} from "@codemirror/autocomplete";
import { type EditorState, Facet } from "@codemirror/state";
import { TIMES_OF_DAY } from "#shared/schemas/scene";
import { currentElement } from "./element-state";

export type CompletionData = { cues: string[]; locations: string[] };

/** The screenplay's names and places the editor offers while a cue or heading is typed. */
export const completionData = Facet.define<CompletionData, CompletionData>({
  combine: (values) => ({
    cues: values.flatMap((value) => value.cues),
    locations: values.flatMap((value) => value.locations),
  }),
});

const HEADING_PREFIXES = ["INT. ", "EXT. ", "INT./EXT. "];

const HEADING_PREFIX = /^(?:INT\.?\/EXT|EXT\.?\/INT|I\/E|INT|EXT|EST)[.\s]\s*/i;

/** Options starting with the typed text (any case), in capitals, without the one typed in full. */
function startingWith(typed: string, options: readonly string[], type: string): Completion[] {
  const prefix = typed.toUpperCase();
  const seen = new Set<string>();
  const matches: Completion[] = [];
  for (const option of options) {
    // Not trimmed: "INT. " brings its space, so the place is typed next.
    const label = option.toUpperCase();
    if (!label.trim() || seen.has(label) || !label.startsWith(prefix) || label === prefix) continue;
    seen.add(label);
    matches.push({ label, type });
  }
  return matches;
}

/** What a heading offers at the cursor: "INT. " etc., then a place, then after " - " a time. */
function headingOptions(before: string, locations: readonly string[]) {
  const prefix = HEADING_PREFIX.exec(before);
  if (!prefix) return { offset: 0, options: startingWith(before, HEADING_PREFIXES, "keyword") };
  const dash = before.lastIndexOf(" - ");
  if (dash === -1) {
    const offset = prefix[0].length;
    return { offset, options: startingWith(before.slice(offset), locations, "variable") };
  }
  const offset = dash + 3;
  return { offset, options: startingWith(before.slice(offset), TIMES_OF_DAY, "constant") };
}

/**
 * Completions at `pos`: on a Character line the cues (typed text a prefix, any case); on a
 * Scene Heading line the prefix, the places used in other headings, and the time of day. The
 * list is filtered here by prefix and recomputed as the writer types, so it is never stale.
 */
export function screenplayCompletions(state: EditorState, pos: number): CompletionResult | null {
  const element = currentElement(state);
  if (element !== "character" && element !== "scene_heading") return null;
  const line = state.doc.lineAt(pos);
  const before = state.sliceDoc(line.from, pos);
  const indent = before.length - before.trimStart().length;
  const typed = before.slice(indent);
  if (element === "character" && typed === "") return null;
  const data = state.facet(completionData);
  const { offset, options } =
    element === "character"
      ? { offset: 0, options: startingWith(typed, data.cues, "cue") }
      : headingOptions(typed, data.locations);
  if (options.length === 0) return null;
  return {
    from: line.from + indent + offset,
    options,
    filter: false,
    update: (_current, _from, to, context) => screenplayCompletions(context.state, to),
  };
}

export function screenplayCompletionSource(context: CompletionContext) {
  return screenplayCompletions(context.state, context.pos);
}

/**
 * Whether the open list's chosen option is exactly what is typed already: then Enter is not
 * a completion but the next element.
 */
export function completionAlreadyTyped(state: EditorState): boolean {
  if (completionStatus(state) !== "active") return false;
  const option = selectedCompletion(state);
  if (!option) return false;
  const head = state.selection.main.head;
  const before = state.sliceDoc(state.doc.lineAt(head).from, head).toUpperCase();
  return before.endsWith(option.label.toUpperCase());
}
