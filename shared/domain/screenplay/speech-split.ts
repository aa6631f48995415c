import type { FlowLine } from "./flow";

export const MORE = "(MORE)";
export const CONTD = "(CONT'D)";

/** The (MORE) that ends a page inside a speech and the cue, with (CONT'D), that resumes it. */
export function continuation(cue: string): [FlowLine, FlowLine] {
  const contd = cue.includes(CONTD) ? cue : `${cue} ${CONTD}`;
  return [
    { type: "more", runs: [{ text: MORE }], blockIndex: 0, blockSize: 1 },
    { type: "character", runs: [{ text: contd }], blockIndex: 0, blockSize: 1, cue },
  ];
}

/** Whether `line` is a spoken line (not the cue) of the speech under `cue`. */
export const inSpeech = (line: FlowLine | undefined, cue: string | undefined) =>
  !!line && line.cue === cue && (line.type === "dialogue" || line.type === "parenthetical");

/** Replaces `count` lines at `start` with `items`, without spreading them onto the stack. */
export function replaceLines(
  lines: FlowLine[],
  start: number,
  count: number,
  items: FlowLine[],
): void {
  const tail = lines.splice(start + count);
  lines.length = start;
  for (const item of items) lines.push(item);
  for (const line of tail) lines.push(line);
}
