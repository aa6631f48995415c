/** Fountain's line patterns, tested against a line with its indentation removed. */
export const PATTERNS = {
  pageBreak: /^={3,}$/,
  section: /^(#+)\s*(.*)$/,
  synopsis: /^=(?!=)\s*(.*)$/,
  forcedHeading: /^\.(?!\.)(.+)$/,
  heading: /^(?:int|ext|est|int\.?\/ext|i\.?\/e)[. ]/i,
  sceneNumber: /\s*#([^#\s][^#]*)#$/,
  centered: /^>\s*(.*?)\s*<$/,
  forcedTransition: /^>\s*(.+)$/,
  transition: /^[^a-z]*TO:$/,
  lyrics: /^~\s?(.*)$/,
  forcedAction: /^!(.*)$/,
  forcedCue: /^@(.+)$/,
  parenthetical: /^\(.*\)$/,
};

/** A cue's name part (before any "(") is in capitals and has at least one letter. */
export function looksLikeCue(line: string): boolean {
  const withoutDual = line.replace(/\s*\^$/, "");
  const name = withoutDual.split("(")[0]?.trim() ?? "";
  return /\p{Lu}/u.test(name) && name === name.toUpperCase() && !/^[!@#~=>.]/.test(name);
}

export interface Cue {
  name: string;
  extension?: string;
  dual?: boolean;
}

/** Splits "EDWARD (V.O.)(CONT'D) ^" into name, extension and the dual-dialogue caret. */
export function splitCue(line: string): Cue {
  const dual = /\^$/.test(line);
  const body = line.replace(/\s*\^$/, "").trim();
  const paren = body.indexOf("(");
  const name = (paren === -1 ? body : body.slice(0, paren)).trim();
  const extension = paren === -1 ? "" : body.slice(paren).trim();
  const cue: Cue = { name };
  if (extension) cue.extension = extension;
  if (dual) cue.dual = true;
  return cue;
}

export function splitSceneNumber(text: string): { text: string; sceneNumber?: string } {
  const match = PATTERNS.sceneNumber.exec(text);
  if (!match) return { text: text.trim() };
  return { text: text.slice(0, match.index).trim(), sceneNumber: (match[1] ?? "").trim() };
}
