/**
 * A printed line as the afterwriting comparison sees it: trimmed, each run of spaces as one.
 * pdftotext -layout rebuilds spacing from glyph positions, so the width of a gap is its guess,
 * not afterwriting's; the words and their order are what the two engines must agree on.
 */
export function firstLineKey(line: string): string {
  return line.trim().split(/\s+/).join(" ");
}
