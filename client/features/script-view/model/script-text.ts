import { PATTERNS } from "#shared/domain/screenplay/parse-patterns";

/**
 * The Script view's text: the screenplay's opening, then every scene as its heading line, a
 * blank line and its content, with a blank line between scenes. Pure text helpers; where each
 * scene starts is kept by scene-marks.ts, never found again by matching headings.
 */

export type SceneWords = { heading: string; content: string };

export const SCENE_GAP = "\n\n";

const LINE_BREAKS = /[\n\r\u2028\u2029]/;

/**
 * Fountain's rule for a heading line: INT./EXT./EST./I/E… after a blank line (or at the top),
 * or any line forced with a leading "." (but not "..."). Indentation does not count.
 */
export function isHeadingLine(line: string, afterBlank: boolean): boolean {
  const text = line.trim();
  if (PATTERNS.forcedHeading.test(text)) return true;
  return afterBlank && PATTERNS.heading.test(text);
}

/** A stored heading as a line of the script: forced with "." when it is not INT./EXT. already. */
export function headingLine(heading: string): string {
  const oneLine = heading
    .split(LINE_BREAKS)
    .map((part) => part.trim())
    .filter(Boolean)
    .join(" ");
  return PATTERNS.heading.test(oneLine) ? oneLine : `.${oneLine}`;
}

/** Blank lines before the text and whitespace after it are layout, not words. */
function trimBlankLines(text: string): string {
  return text.replace(/^(?:[ \t]*\r?\n)+/, "").trimEnd();
}

/** A scene as the script shows it; `sceneWords` reads it back. */
export function sceneBlock({ heading, content }: SceneWords): string {
  const body = trimBlankLines(content.replace(/\r\n?/g, "\n"));
  return body ? `${headingLine(heading)}${SCENE_GAP}${body}` : headingLine(heading);
}

/**
 * A scene's stretch of the script read back as its fields: the first line is the heading
 * (without the "." that forces it), the rest is the content. Reading a block `sceneBlock`
 * wrote gives the same words, so a scene nobody typed in never looks changed.
 */
export function sceneWords(text: string): SceneWords {
  const lineEnd = text.indexOf("\n");
  const first = (lineEnd === -1 ? text : text.slice(0, lineEnd)).trim();
  const heading = PATTERNS.forcedHeading.test(first) ? first.slice(1).trim() : first;
  return { heading, content: lineEnd === -1 ? "" : trimBlankLines(text.slice(lineEnd + 1)) };
}

export const sameWords = (a: SceneWords, b: SceneWords) =>
  a.heading === b.heading && a.content === b.content;

/** The opening as stored: the text before the first heading, without the gap after it. */
export function openingWords(text: string): string {
  return trimBlankLines(text);
}

/**
 * The whole script and where each scene starts in it, in the order given (script order).
 * The text does not end with a line break: typing at the very end is typing in the last scene.
 */
export function buildScript<Id>(
  opening: string,
  scenes: readonly ({ id: Id } & SceneWords)[],
): { text: string; starts: { id: Id; start: number }[] } {
  const first = openingWords(opening);
  let text = first ? `${first}${scenes.length ? SCENE_GAP : ""}` : "";
  const starts = scenes.map((scene, i) => {
    const start = text.length;
    text += sceneBlock(scene) + (i < scenes.length - 1 ? SCENE_GAP : "");
    return { id: scene.id, start };
  });
  return { text, starts };
}
