/**
 * The PDF writer uses the 14 built-in PDF fonts (Courier family), which can only show
 * WinAnsi characters: Latin-1 plus curly quotes, dashes, ellipsis and a few others.
 * Kept pure so the UI can warn before anyone asks for a PDF.
 */
const EXTRA_CHARS = "€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ";
const EXTRA_CODES = [
  128, 130, 131, 132, 133, 134, 135, 136, 137, 138, 139, 140, 142, 145, 146, 147, 148, 149, 150,
  151, 152, 153, 154, 155, 156, 158, 159,
];
const WIN_ANSI_EXTRAS = new Map(
  [...EXTRA_CHARS].map((char, i) => [char, EXTRA_CODES[i] as number]),
);

/** The byte a character has in WinAnsiEncoding, or undefined when it has none. */
export function winAnsiCode(char: string): number | undefined {
  const code = char.codePointAt(0) ?? 0;
  if ((code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff)) return code;
  return WIN_ANSI_EXTRAS.get(char);
}

export function isPrintableInPdf(char: string): boolean {
  return winAnsiCode(char) !== undefined;
}

const ANYTHING_ELSE = new RegExp(`[^\\n\\t\\x20-\\x7e\\xa0-\\xff${EXTRA_CHARS}]`, "u");

/** Distinct characters the built-in fonts cannot print, in order of first appearance. */
export function unsupportedCharacters(text: string): string[] {
  // Fast path: a whole screenplay is usually plain Latin-1, checked by one regex scan.
  if (!ANYTHING_ELSE.test(text)) return [];
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
