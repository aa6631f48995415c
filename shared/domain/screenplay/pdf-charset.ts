/** A character as the error names it: itself and its code point, `"漢" (U+6F22)`. */
function describe(char: string): string {
  const code = (char.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, "0");
  return `"${char}" (U+${code})`;
}

/** A message names this many characters at most: a whole script in another alphabet has hundreds. */
const NAMED = 20;

function list(characters: string[]): string {
  const named = characters.slice(0, NAMED).map(describe).join(", ");
  const more = characters.length - NAMED;
  return more > 0 ? `${named} and ${more} more` : named;
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
      `The PDF fonts cannot print these characters: ${list(characters)}. ` +
        "Replace them, or add a TrueType or OpenType font that has them to the folder named by " +
        "SCRIPT_FONT_DIR (a setting of the server and of the command-line tool) and export again.",
    );
    this.name = "UnsupportedCharactersError";
    this.characters = characters;
  }
}
