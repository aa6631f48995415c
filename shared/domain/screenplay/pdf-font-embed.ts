import type { Font, Subset } from "fontkit";
import type { PdfObjects } from "./pdf-file";
import type { FontFace } from "./pdf-fonts";

/** PDF glyph space: widths and metrics are thousandths of the font size. */
const UNITS = 1000;
/** The widest range a ToUnicode bfchar block may list. */
const BFCHAR_BLOCK = 100;

const hex4 = (n: number) => n.toString(16).padStart(4, "0");

/** A code point as the UTF-16BE hex a ToUnicode CMap maps to (a surrogate pair past U+FFFF). */
function utf16Hex(codePoint: number): string {
  const units = String.fromCodePoint(codePoint);
  let out = "";
  for (let i = 0; i < units.length; i++) out += hex4(units.charCodeAt(i));
  return out;
}

/** Six capital letters, as a subset's name must begin: the same for the same font every time. */
function subsetTag(index: number): string {
  let tag = "";
  for (let n = index, i = 0; i < 4; i++, n = Math.floor(n / 26)) {
    tag = String.fromCharCode(65 + (n % 26)) + tag;
  }
  return `SW${tag}`;
}

/**
 * One face as it is embedded in a PDF: a Type0 font with Identity-H encoding over a TrueType
 * subset holding only the glyphs the script prints. Character ids are the subset's glyph ids,
 * so text is written as their two-byte hex.
 */
export class EmbeddedFont {
  private readonly font: Font;
  private readonly subset: Subset;
  private readonly cids = new Map<number, number>();
  private readonly codePoints: number[] = [0];
  private readonly widths: number[] = [];

  constructor(
    /** Its name in the pages' font resources, e.g. F1. */
    readonly resource: string,
    private readonly index: number,
    face: FontFace,
    /** The layout's character width in glyph space: each character takes one cell. */
    private readonly cell: number,
  ) {
    this.font = face.parsed;
    this.subset = this.font.createSubset();
    this.widths.push(cell);
  }

  /** The character id that prints `codePoint`, adding its glyph to the subset on first use. */
  cidFor(codePoint: number): number {
    let cid = this.cids.get(codePoint);
    if (cid === undefined) {
      const glyph = this.font.glyphForCodePoint(codePoint);
      // fontkit returns the glyph's id in the subset (its typings say boolean).
      cid = this.subset.includeGlyph(glyph) as unknown as number;
      this.cids.set(codePoint, cid);
      if (this.codePoints[cid] === undefined) {
        this.codePoints[cid] = codePoint;
        this.widths[cid] = Math.round((glyph.advanceWidth * UNITS) / this.font.unitsPerEm);
      }
    }
    return cid;
  }

  /**
   * The horizontal scale (1 = none) that fits a glyph in its cell. The script's fonts are 0.6 em
   * wide like the layout's cells; a supplied font's wider glyphs (full-width CJK) are narrowed
   * so that the line keeps its length. Marks without advance (combining accents) stay as drawn.
   */
  scaleOf(cid: number): number {
    const width = this.widths[cid] ?? this.cell;
    return width > this.cell ? this.cell / width : 1;
  }

  /** Width each glyph advances: the cell, the glyph's own when it is scaled down or zero. */
  private declaredWidth(cid: number): number {
    const width = this.widths[cid] ?? this.cell;
    return width === 0 || width > this.cell ? width : this.cell;
  }

  /** Adds the font's objects; returns the number of its Type0 font dictionary. */
  write(objects: PdfObjects): number {
    const { font } = this;
    const name = `${subsetTag(this.index)}+${font.postscriptName.replace(/[^A-Za-z0-9_-]/g, "")}`;
    const scale = (n: number) => Math.round((n * UNITS) / font.unitsPerEm);
    const program = this.subset.encode();
    const file = objects.addStream(program, `/Length1 ${program.length}`);
    const fixedPitch = (font as unknown as { post?: { isFixedPitch?: number } }).post?.isFixedPitch;
    // Symbolic (4): glyphs are found by id, not by a standard encoding; italic is 64.
    const flags = (fixedPitch ? 1 : 0) | 4 | (font.italicAngle ? 64 : 0);
    const { minX, minY, maxX, maxY } = font.bbox;
    const descriptor = objects.add(
      `<< /Type /FontDescriptor /FontName /${name} /Flags ${flags} /FontBBox [${[minX, minY, maxX, maxY].map(scale).join(" ")}] /ItalicAngle ${font.italicAngle} /Ascent ${scale(font.ascent)} /Descent ${scale(font.descent)} /CapHeight ${scale(font.capHeight || font.ascent)} /StemV 0 /FontFile2 ${file} 0 R >>`,
    );
    const widths = this.codePoints.map((_, cid) => this.declaredWidth(cid)).join(" ");
    const cidFont = objects.add(
      `<< /Type /Font /Subtype /CIDFontType2 /BaseFont /${name} /CIDSystemInfo << /Registry (Adobe) /Ordering (Identity) /Supplement 0 >> /FontDescriptor ${descriptor} 0 R /W [0 [${widths}]] /CIDToGIDMap /Identity >>`,
    );
    const toUnicode = objects.addStream(this.toUnicode());
    return objects.add(
      `<< /Type /Font /Subtype /Type0 /BaseFont /${name} /Encoding /Identity-H /DescendantFonts [${cidFont} 0 R] /ToUnicode ${toUnicode} 0 R >>`,
    );
  }

  /** The CMap that lets text extraction and search read each glyph back as its character. */
  private toUnicode(): string {
    const pairs: string[] = [];
    this.codePoints.forEach((codePoint, cid) => {
      if (cid > 0) pairs.push(`<${hex4(cid)}> <${utf16Hex(codePoint)}>`);
    });
    const blocks: string[] = [];
    for (let i = 0; i < pairs.length; i += BFCHAR_BLOCK) {
      const block = pairs.slice(i, i + BFCHAR_BLOCK);
      blocks.push(`${block.length} beginbfchar\n${block.join("\n")}\nendbfchar`);
    }
    return [
      "/CIDInit /ProcSet findresource begin",
      "12 dict begin",
      "begincmap",
      "/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def",
      "/CMapName /Adobe-Identity-UCS def",
      "/CMapType 2 def",
      "1 begincodespacerange",
      "<0000> <ffff>",
      "endcodespacerange",
      ...blocks,
      "endcmap",
      "CMapName currentdict /CMap defineresource pop",
      "end",
      "end",
    ].join("\n");
  }
}
