import type { TextRun } from "./emphasis";
import type { Page, Pagination } from "./paginate";
import { UnsupportedCharactersError } from "./pdf-charset";
import { infoString, PdfObjects } from "./pdf-file";
import { EmbeddedFont } from "./pdf-font-embed";
import type { FontFace, FontStyle, ScriptFonts } from "./pdf-fonts";

const PT = 72;
/** Courier's ascender (AFM), to put the baseline where a line's top is, as it always was. */
const ASCENDER = 0.629;
const SPACE = 0x20;

export interface PdfOptions {
  title?: string;
  author?: string;
}

function styleOf(run: TextRun): FontStyle {
  if (run.bold && run.italic) return "boldItalic";
  if (run.bold) return "bold";
  if (run.italic) return "italic";
  return "regular";
}

const num = (n: number) => (Math.round(n * 100) / 100).toString();

/** How a character prints: in which embedded font, as which hex code, narrowed or not. */
type Glyph = { font: EmbeddedFont; hex: string; scale: number };

/**
 * The faces a document prints in, embedded in order of first use, and the characters none of
 * the script's fonts has. Each character is looked up once per style: a script has a few
 * hundred distinct ones among its hundreds of thousands.
 */
class DocumentFonts {
  private readonly embedded = new Map<FontFace, EmbeddedFont>();
  private readonly glyphs: Record<FontStyle, Map<string, Glyph | null>> = {
    regular: new Map(),
    bold: new Map(),
    italic: new Map(),
    boldItalic: new Map(),
  };
  readonly unsupported = new Set<string>();

  constructor(
    private readonly fonts: ScriptFonts,
    private readonly cell: number,
  ) {}

  glyph(style: FontStyle, char: string): Glyph | null {
    const known = this.glyphs[style];
    let glyph = known.get(char);
    if (glyph === undefined) {
      glyph = this.lookUp(style, char);
      known.set(char, glyph);
    }
    return glyph;
  }

  private lookUp(style: FontStyle, char: string): Glyph | null {
    // A tab is a space on paper, as the layout counted it.
    const codePoint = char === "\t" ? SPACE : (char.codePointAt(0) ?? SPACE);
    const face = this.fonts.faceFor(style, codePoint);
    if (!face) {
      this.unsupported.add(char);
      return null;
    }
    let font = this.embedded.get(face);
    if (!font) {
      const index = this.embedded.size;
      font = new EmbeddedFont(`F${index + 1}`, index, face, this.cell);
      this.embedded.set(face, font);
    }
    const cid = font.cidFor(codePoint);
    return { font, hex: cid.toString(16).padStart(4, "0"), scale: font.scaleOf(cid) };
  }

  all(): EmbeddedFont[] {
    return [...this.embedded.values()];
  }
}

/** Text operators for one page; font and scale changes are written only when they change. */
function pageContent(page: Page, profile: Pagination["profile"], fonts: DocumentFonts): string {
  const height = profile.pageHeight * PT;
  const ops: string[] = ["BT"];
  const underlines: string[] = [];
  let font: EmbeddedFont | undefined;
  let scale = 1;
  let pending = "";
  const flush = () => {
    if (pending) ops.push(`<${pending}> Tj`);
    pending = "";
  };
  for (const line of page.lines) {
    const baseline = height - (line.y * PT + ASCENDER * profile.fontSize);
    let x = line.x;
    for (const run of line.runs) {
      ops.push(`1 0 0 1 ${num(x * PT)} ${num(baseline)} Tm`);
      const style = styleOf(run);
      for (const char of run.text) {
        const glyph = fonts.glyph(style, char);
        if (!glyph) continue;
        if (glyph.font !== font) {
          flush();
          font = glyph.font;
          ops.push(`/${font.resource} ${profile.fontSize} Tf`);
        }
        if (glyph.scale !== scale) {
          flush();
          scale = glyph.scale;
          ops.push(`${num(scale * 100)} Tz`);
        }
        pending += glyph.hex;
      }
      flush();
      const width = run.text.length * profile.charWidth * PT;
      if (run.underline)
        underlines.push(`${num(x * PT)} ${num(baseline - 1.5)} ${num(width)} 0.8 re`);
      x += run.text.length * profile.charWidth;
    }
  }
  ops.push("ET");
  if (underlines.length) ops.push(...underlines, "f");
  return ops.join("\n");
}

/**
 * Draws a pagination in the script's fonts (embedded subsets, see pdf-font-embed.ts) and returns
 * the file's bytes. Text no font can print is refused, naming the characters, before anything
 * is returned. Kept out of index.ts: only the server and the CLI print.
 */
export function writePdf(
  pagination: Pagination,
  scriptFonts: ScriptFonts,
  options: PdfOptions = {},
): Uint8Array {
  const { profile } = pagination;
  const pages = pagination.titlePage
    ? [pagination.titlePage, ...pagination.pages]
    : pagination.pages;
  // One layout cell in glyph space (thousandths of the font size): 7.2 pt of 12 pt is 600.
  const cell = Math.round((profile.charWidth * PT * 1000) / profile.fontSize);
  const fonts = new DocumentFonts(scriptFonts, cell);
  const contents = pages.map((page) => pageContent(page, profile, fonts));
  if (fonts.unsupported.size) throw new UnsupportedCharactersError([...fonts.unsupported]);

  const objects = new PdfObjects();
  const catalog = objects.reserve();
  const pageTree = objects.reserve();
  const fontEntries = fonts.all().map((font) => `/${font.resource} ${font.write(objects)} 0 R`);
  const resources = objects.add(`<< /Font << ${fontEntries.join(" ")} >> >>`);
  const box = `[0 0 ${num(profile.pageWidth * PT)} ${num(profile.pageHeight * PT)}]`;
  const kids = contents.map((content) => {
    const stream = objects.addStream(content);
    return objects.add(
      `<< /Type /Page /Parent ${pageTree} 0 R /MediaBox ${box} /Resources ${resources} 0 R /Contents ${stream} 0 R >>`,
    );
  });
  objects.set(catalog, `<< /Type /Catalog /Pages ${pageTree} 0 R >>`);
  objects.set(
    pageTree,
    `<< /Type /Pages /Kids [${kids.map((id) => `${id} 0 R`).join(" ")}] /Count ${kids.length} >>`,
  );
  const info = {
    Title: options.title ?? "",
    Author: options.author ?? "",
    Creator: "Scriptwright",
    Producer: "Scriptwright",
  };
  const infoEntries = Object.entries(info).map(([key, value]) => `/${key} ${infoString(value)}`);
  return objects.serialize(catalog, objects.add(`<< ${infoEntries.join(" ")} >>`));
}
