import type { TextRun } from "./emphasis";
import type { Page, Pagination } from "./paginate";
import { UnsupportedCharactersError, unsupportedCharacters, winAnsiCode } from "./pdf-charset";
import { type PDF_FONTS, serializePdf } from "./pdf-file";

const PT = 72;
/** Courier's ascender (AFM), to put the baseline where a line's top is. */
const ASCENDER = 0.629;

export interface PdfOptions {
  title?: string;
  author?: string;
}

function fontFor(run: TextRun): keyof typeof PDF_FONTS {
  if (run.bold && run.italic) return "F4";
  if (run.bold) return "F2";
  if (run.italic) return "F3";
  return "F1";
}

/** Refuses, before drawing anything, text the built-in fonts would print as garbage. */
function checkCharacters(pages: Page[]): void {
  const text = pages.flatMap((page) => page.lines.map((line) => line.text)).join("\n");
  const unsupported = unsupportedCharacters(text);
  if (unsupported.length) throw new UnsupportedCharactersError(unsupported);
}

const HEX = Array.from({ length: 256 }, (_, i) => i.toString(16).padStart(2, "0"));

function hex(text: string): string {
  let out = "";
  for (const char of text) out += HEX[winAnsiCode(char) ?? 0x3f];
  return out;
}

const num = (n: number) => (Math.round(n * 100) / 100).toString();

function pageContent(page: Page, profile: Pagination["profile"]): string {
  const height = profile.pageHeight * PT;
  const ops: string[] = ["BT"];
  const underlines: string[] = [];
  let current = "";
  for (const line of page.lines) {
    const baseline = height - (line.y * PT + ASCENDER * profile.fontSize);
    let x = line.x;
    for (const run of line.runs) {
      const font = fontFor(run);
      if (font !== current) ops.push(`/${font} ${profile.fontSize} Tf`);
      current = font;
      ops.push(`1 0 0 1 ${num(x * PT)} ${num(baseline)} Tm <${hex(run.text)}> Tj`);
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
 * Draws a pagination in the PDF's built-in Courier fonts and returns the file's bytes.
 * Pure (no Node APIs), yet kept out of index.ts so bundles only pay for it when they print.
 */
export function writePdf(pagination: Pagination, options: PdfOptions = {}): Uint8Array {
  const { profile } = pagination;
  const pages = pagination.titlePage
    ? [pagination.titlePage, ...pagination.pages]
    : pagination.pages;
  checkCharacters(pages);
  const size = { width: num(profile.pageWidth * PT), height: num(profile.pageHeight * PT) };
  return serializePdf(
    pages.map((page) => ({
      width: Number(size.width),
      height: Number(size.height),
      content: pageContent(page, profile),
    })),
    {
      Title: options.title ?? "",
      Author: options.author ?? "",
      Creator: "Scriptwright",
      Producer: "Scriptwright",
    },
  );
}
