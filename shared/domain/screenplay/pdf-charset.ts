/**
 * The PDF writer uses the 14 built-in PDF fonts (Courier family), which can only show
 * WinAnsi characters: Latin-1 plus curly quotes, dashes, ellipsis and a few others.
 * Kept pure so the UI can warn before anyone asks for a PDF.
 */
const WIN_ANSI_EXTRAS = new Set("€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ");

export function isPrintableInPdf(char: string): boolean {
  const code = char.codePointAt(0) ?? 0;
  return (
    (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRAS.has(char)
  );
}

/** Distinct characters the built-in fonts cannot print, in order of first appearance. */
export function unsupportedCharacters(text: string): string[] {
  const found = new Set<string>();
  for (const char of text) {
    if (char !== "\n" && char !== "\t" && !isPrintableInPdf(char)) found.add(char);
  }
  return [...found];
}

export class UnsupportedCharactersError extends Error {
  readonly characters: string[];

  constructor(characters: string[]) {
    const list = characters
      .map(
        (c) => `"${c}" (U+${(c.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, "0")})`,
      )
      .join(", ");
    super(`The PDF fonts cannot print these characters: ${list}. Replace them and export again.`);
    this.name = "UnsupportedCharactersError";
    this.characters = characters;
  }
}
