// The one Node-only module of the engine: the client must never import it (index.ts doesn't).
import PDFDocument from "pdfkit";
import type { TextRun } from "./emphasis";
import type { Page, Pagination } from "./paginate";
import { UnsupportedCharactersError, unsupportedCharacters } from "./pdf-charset";

const PT = 72;

export interface PdfOptions {
  title?: string;
  author?: string;
}

function fontFor(run: TextRun): string {
  if (run.bold && run.italic) return "Courier-BoldOblique";
  if (run.bold) return "Courier-Bold";
  if (run.italic) return "Courier-Oblique";
  return "Courier";
}

/** Refuses, before drawing anything, text the built-in fonts would print as garbage. */
function checkCharacters(pages: Page[]): void {
  const text = pages.flatMap((page) => page.lines.map((line) => line.text)).join("\n");
  const unsupported = unsupportedCharacters(text);
  if (unsupported.length) throw new UnsupportedCharactersError(unsupported);
}

/** The parts of pdfkit's font and page objects the fast path needs (not in its public types). */
interface StandardFont {
  id: string;
  ascender: number;
  ref(): unknown;
  encode(text: string): [string[], unknown];
}
interface PdfKitInternals {
  _font: StandardFont;
  page: { fonts: Record<string, unknown>; height: number };
}

const FONT_NAMES = ["Courier", "Courier-Bold", "Courier-Oblique", "Courier-BoldOblique"];

function loadFonts(doc: PDFKit.PDFDocument): Map<string, StandardFont> {
  const internals = doc as unknown as PdfKitInternals;
  return new Map(
    FONT_NAMES.map((name) => {
      doc.font(name);
      return [name, internals._font];
    }),
  );
}

const num = (n: number) => (Math.round(n * 100) / 100).toString();

/**
 * Writes each page's text operators in one content chunk: doc.text() per run costs several
 * times more (layout, state saves), and our lines are already laid out.
 */
function drawPage(
  doc: PDFKit.PDFDocument,
  page: Page,
  fonts: Map<string, StandardFont>,
  fontSize: number,
  charWidth: number,
): void {
  const internals = doc as unknown as PdfKitInternals;
  const height = internals.page.height;
  const ops: string[] = ["q", `1 0 0 -1 0 ${num(height)} cm`, "BT"];
  const underlines: string[] = [];
  let current = "";
  for (const line of page.lines) {
    let x = line.x;
    for (const run of line.runs) {
      const font = fonts.get(fontFor(run)) as StandardFont;
      internals.page.fonts[font.id] ??= font.ref();
      if (font.id !== current) ops.push(`/${font.id} ${fontSize} Tf`);
      current = font.id;
      const baseline = height - (line.y * PT + (font.ascender / 1000) * fontSize);
      const hex = font.encode(run.text)[0].join("");
      ops.push(`1 0 0 1 ${num(x * PT)} ${num(baseline)} Tm <${hex}> Tj`);
      const width = run.text.length * charWidth * PT;
      if (run.underline)
        underlines.push(`${num(x * PT)} ${num(baseline - 1.5)} ${num(width)} 0.8 re`);
      x += run.text.length * charWidth;
    }
  }
  ops.push("ET");
  if (underlines.length) ops.push(...underlines, "f");
  ops.push("Q");
  doc.addContent(ops.join("\n"));
}

/** Draws a pagination with pdfkit's built-in Courier; returns the PDF file's bytes. */
export function writePdf(pagination: Pagination, options: PdfOptions = {}): Uint8Array {
  const { profile } = pagination;
  const pages = pagination.titlePage
    ? [pagination.titlePage, ...pagination.pages]
    : pagination.pages;
  checkCharacters(pages);
  const doc = new PDFDocument({
    size: [profile.pageWidth * PT, profile.pageHeight * PT],
    margin: 0,
    autoFirstPage: false,
    info: { Title: options.title ?? "", Author: options.author ?? "", Creator: "Scriptwright" },
  });
  const fonts = loadFonts(doc);
  for (const page of pages) {
    doc.addPage();
    drawPage(doc, page, fonts, profile.fontSize, profile.charWidth);
  }
  doc.end();
  // pdfkit writes synchronously into its readable buffer; nothing reads it until now.
  const chunks: Uint8Array[] = [];
  for (let chunk = doc.read(); chunk !== null; chunk = doc.read()) chunks.push(chunk);
  return concat(chunks);
}

function concat(chunks: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0));
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.length;
  }
  return out;
}
