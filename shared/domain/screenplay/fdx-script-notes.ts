import {
  attributes,
  childNamed,
  childrenNamed,
  childrenOf,
  rawText,
  type XmlNode,
} from "./fdx-nodes";

/** A note's text: its paragraphs' plain text, one line each (a note is not markup). */
export const noteText = (note: XmlNode) =>
  childrenNamed(childrenOf(note), "Paragraph").map(rawText).join("\n").trim();

/** Notes kept inside a paragraph, as Final Draft 8 wrote them and we write them in dual dialogue. */
export const notesInside = (paragraph: XmlNode) =>
  childrenNamed(childrenOf(paragraph), "ScriptNote").map(noteText).filter(Boolean);

/**
 * The characters of script text Final Draft counts for a paragraph of <Content>: its own text,
 * or 2 for a paragraph that holds a block (dual dialogue) whose text it does not count.
 */
const countedLength = (paragraph: XmlNode) =>
  childNamed(childrenOf(paragraph), "DualDialogue") ? 2 : rawText(paragraph).length;

export interface AnchoredNotes {
  /** Notes before the first paragraph (an empty range at 0 before any text). */
  leading: string[];
  /** Notes to follow each paragraph of <Content>, by its place among the paragraphs. */
  after: Map<number, string[]>;
}

/**
 * Places each ScriptNote of the file's <ScriptNotes> after the paragraph its Range starts in,
 * counting one character for each paragraph break; a range past the end, or one that cannot
 * be read, falls to the last paragraph: a note is never dropped.
 */
export function anchorScriptNotes(root: XmlNode, paragraphs: XmlNode[]): AnchoredNotes {
  const starts: number[] = [];
  let offset = 0;
  for (const paragraph of paragraphs) {
    starts.push(offset);
    offset += countedLength(paragraph) + 1;
  }
  const anchored: AnchoredNotes = { leading: [], after: new Map() };
  const notes = childrenNamed(
    childrenOf(childNamed(childrenOf(root), "ScriptNotes")),
    "ScriptNote",
  );
  const firstHasText = paragraphs[0] !== undefined && countedLength(paragraphs[0]) > 0;
  for (const note of notes) {
    const text = noteText(note);
    if (!text) continue;
    const [start, end] = (attributes(note).Range ?? "").split(",").map(Number);
    if (start === 0 && end === 0 && firstHasText) {
      anchored.leading.push(text);
      continue;
    }
    const index = paragraphAt(starts, Number.isFinite(start) ? (start as number) : offset);
    const after = anchored.after.get(index);
    if (after) after.push(text);
    else anchored.after.set(index, [text]);
  }
  return anchored;
}

/** The last paragraph starting at or before `offset` (binary search over the starts). */
function paragraphAt(starts: number[], offset: number): number {
  let low = 0;
  let high = starts.length - 1;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if ((starts[middle] as number) <= offset) low = middle;
    else high = middle - 1;
  }
  return Math.max(0, low);
}
