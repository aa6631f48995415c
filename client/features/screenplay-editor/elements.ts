import { looksLikeCue, PATTERNS } from "#shared/domain/screenplay/parse-patterns";

/** The elements a writer moves between while typing (Final Draft's six). */
export const SCRIPT_ELEMENTS = [
  "scene_heading",
  "action",
  "character",
  "parenthetical",
  "dialogue",
  "transition",
] as const;
export type ScriptElement = (typeof SCRIPT_ELEMENTS)[number];

/**
 * What one line of the document is. "other" is everything the writer does not type through
 * the element flow: notes, sections, synopses, centered text, lyrics, page breaks, boneyard.
 */
export type LineElement = ScriptElement | "blank" | "other";

export const ELEMENT_NAMES: Record<ScriptElement, string> = {
  scene_heading: "Scene Heading",
  action: "Action",
  character: "Character",
  parenthetical: "Parenthetical",
  dialogue: "Dialogue",
  transition: "Transition",
};

/** Elements stored in capitals: Fountain reads a cue only when it is in capitals. */
export const CAPITALISED: ReadonlySet<LineElement> = new Set<LineElement>([
  "scene_heading",
  "character",
  "transition",
]);

/**
 * A line as the classifier sees it: notes and boneyard taken out. `hidden` marks a line that
 * only holds notes or comments, which Fountain lays out as if it were not there.
 */
type PrintedLine = { text: string; hidden: boolean };

/**
 * Notes ([[…]]) and boneyard (/* … *\/) may span lines. They are blanked out of the whole text
 * with their line breaks kept, so each printed line stays the document line it came from; the
 * scan is one indexOf pass, as the format engine's own (an unclosed note stays text, an
 * unclosed boneyard runs to the end).
 */
function printedLines(text: string): PrintedLine[] {
  const lines = text.split("\n").map((line) => ({ text: line, hidden: false }));
  const offsets: number[] = [];
  let offset = 0;
  for (const line of lines) {
    offsets.push(offset);
    offset += line.text.length + 1;
  }
  const blank = (from: number, to: number) => blankOut(lines, offsets, from, to);
  for (const [open, close] of [
    ["/*", "*/"],
    ["[[", "]]"],
  ] as const) {
    let from = text.indexOf(open);
    while (from !== -1) {
      const end = text.indexOf(close, from + 2);
      if (end === -1) {
        if (open === "/*") blank(from, text.length);
        break;
      }
      blank(from, end + 2);
      from = text.indexOf(open, end + 2);
    }
  }
  return lines;
}

/** Replaces [from, to) of the text with nothing, line by line; lines left empty are hidden. */
function blankOut(lines: PrintedLine[], offsets: number[], from: number, to: number): void {
  let index = lineIndexAt(offsets, from);
  while (index < lines.length && (offsets[index] ?? 0) < to) {
    const line = lines[index] as PrintedLine;
    const start = offsets[index] ?? 0;
    const cutFrom = Math.max(0, from - start);
    const cutTo = Math.min(line.text.length, to - start);
    const kept = line.text.slice(0, cutFrom) + line.text.slice(cutTo);
    if (kept.trim() === "" && line.text.trim() !== "") line.hidden = true;
    line.text = kept;
    index++;
  }
}

function lineIndexAt(offsets: number[], position: number): number {
  let low = 0;
  let high = offsets.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if ((offsets[middle] ?? 0) <= position) low = middle;
    else high = middle - 1;
  }
  return low;
}

/**
 * Classifies every line of Fountain text (split on "\n") by the format engine's rules: a
 * heading or transition needs a blank line before it (a transition one after it too); a cue is
 * a capital line after a blank line with text right below it; the lines after a cue, until a
 * blank line, are parentheticals "(…)" or dialogue. One pass over the lines: linear time.
 */
export function classifyLines(text: string): LineElement[] {
  const lines = printedLines(text);
  const kinds: LineElement[] = [];
  // The top of the text counts as following a blank line.
  let prevBlank = true;
  let inDialogue = false;
  for (let i = 0; i < lines.length; i++) {
    const { text: line, hidden } = lines[i] as PrintedLine;
    const trimmed = line.trim();
    if (hidden) {
      kinds.push("other");
      continue;
    }
    if (trimmed === "") {
      // Two spaces keep a speech going over an empty line.
      if (inDialogue && line === "  ") {
        kinds.push("dialogue");
        continue;
      }
      kinds.push("blank");
      prevBlank = true;
      inDialogue = false;
      continue;
    }
    if (inDialogue) {
      kinds.push(PATTERNS.parenthetical.test(trimmed) ? "parenthetical" : "dialogue");
      continue;
    }
    const nextBlank = (lines[i + 1]?.text.trim() ?? "") === "";
    const kind = classifyOutsideDialogue(line, trimmed, prevBlank, nextBlank);
    kinds.push(kind);
    inDialogue = kind === "character";
    prevBlank = false;
  }
  return kinds;
}

/** The engine's rules outside a speech, in its priority order; the fallback is action. */
function classifyOutsideDialogue(
  line: string,
  trimmed: string,
  prevBlank: boolean,
  nextBlank: boolean,
): LineElement {
  if (PATTERNS.forcedAction.test(line.trimStart())) return "action";
  if (
    PATTERNS.pageBreak.test(trimmed) ||
    PATTERNS.section.exec(trimmed) ||
    PATTERNS.synopsis.exec(trimmed)
  )
    return "other";
  if (PATTERNS.forcedHeading.test(trimmed)) return "scene_heading";
  if (prevBlank && PATTERNS.heading.test(trimmed)) return "scene_heading";
  if (PATTERNS.centered.exec(trimmed)) return "other";
  if (PATTERNS.forcedTransition.exec(trimmed)) return "transition";
  if (prevBlank && nextBlank && PATTERNS.transition.test(trimmed)) return "transition";
  if (PATTERNS.lyrics.test(trimmed)) return "other";
  const cueLike = PATTERNS.forcedCue.test(trimmed) || looksLikeCue(trimmed);
  if (prevBlank && !nextBlank && cueLike) return "character";
  return "action";
}
