/**
 * Boneyard (/* … *\/) and notes ([[…]]) can span lines, so they are taken out of the whole
 * text before line classification. Notes are kept: each is replaced by a private-use marker
 * the line classifier turns into a `note` element.
 */
export const NOTE_MARK = "\u{E000}";

export interface CommentFreeText {
  text: string;
  notes: string[];
}

export function removeBoneyard(text: string): string {
  return text.replace(/\/\*[\s\S]*?(?:\*\/|$)/g, "");
}

export function extractNotes(text: string): CommentFreeText {
  const notes: string[] = [];
  const replaced = text.replace(/\[\[([\s\S]*?)\]\]/g, (_match, note: string) => {
    notes.push(note.trim());
    return NOTE_MARK;
  });
  return { text: replaced, notes };
}
