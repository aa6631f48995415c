import type { Font } from "fontkit";

/** The four faces a script prints in: emphasis picks one per run. */
export type FontStyle = "regular" | "bold" | "italic" | "boldItalic";
export const FONT_STYLES: readonly FontStyle[] = ["regular", "bold", "italic", "boldItalic"];

/** Inclusive code point ranges, sorted. */
export type CodeRanges = readonly (readonly [number, number])[];

/**
 * One font file, parsed on first use: most exports need only the Latin file of each style, and
 * parsing the others would cost every export time for nothing.
 */
export class FontFace {
  private font: Font | undefined;

  constructor(
    private readonly parse: () => Font,
    /** Where the file may have glyphs (its declared subset); undefined: anywhere. */
    private readonly ranges?: CodeRanges,
  ) {}

  get parsed(): Font {
    this.font ??= this.parse();
    return this.font;
  }

  covers(codePoint: number): boolean {
    if (this.ranges && !inRanges(this.ranges, codePoint)) return false;
    return this.parsed.hasGlyphForCodePoint(codePoint);
  }
}

function inRanges(ranges: CodeRanges, codePoint: number): boolean {
  for (const [from, to] of ranges) {
    if (codePoint < from) return false;
    if (codePoint <= to) return true;
  }
  return false;
}

/**
 * The faces of each style in the order they are asked for a glyph: the script font first, then
 * its fallbacks. A character prints in the first face that has it.
 */
export class ScriptFonts {
  private readonly chosen = new Map<FontStyle, Map<number, FontFace | null>>();

  constructor(private readonly chains: Record<FontStyle, readonly FontFace[]>) {}

  /** The face a character prints in, or null when no face has it. */
  faceFor(style: FontStyle, codePoint: number): FontFace | null {
    let memo = this.chosen.get(style);
    if (!memo) {
      memo = new Map();
      this.chosen.set(style, memo);
    }
    let face = memo.get(codePoint);
    if (face === undefined) {
      face = this.chains[style].find((f) => f.covers(codePoint)) ?? null;
      memo.set(codePoint, face);
    }
    return face;
  }
}
