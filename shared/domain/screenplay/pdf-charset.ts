/** A character as the error names it: itself and its code point, `"漢" (U+6F22)`. */
function describe(char: string): string {
  const code = (char.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, "0");
  return `"${char}" (U+${code})`;
}

/**
 * Text that none of the script's fonts (Courier Prime, Cousine, the fonts in SCRIPT_FONT_DIR)
 * can print. The PDF is refused rather than printed with blanks, and the message says how to
 * add a font that has the characters.
 */
export class UnsupportedCharactersError extends Error {
  readonly characters: string[];

  constructor(characters: string[]) {
    super(
      `The PDF fonts cannot print these characters: ${characters.map(describe).join(", ")}. ` +
        "Replace them, or add a TrueType or OpenType font that has them to the folder named by " +
        "SCRIPT_FONT_DIR (a setting of the server and of the command-line tool) and export again.",
    );
    this.name = "UnsupportedCharactersError";
    this.characters = characters;
  }
}
