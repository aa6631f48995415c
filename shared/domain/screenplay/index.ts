// Public API of the screenplay format engine. write-pdf.ts is deliberately not re-exported, so
// client bundles don't carry the PDF writer; the server and CLI import it directly.
import { detectFormat } from "./detect-format";
import { parseFountain } from "./parse";
import { readFdx } from "./read-fdx";
import type { ScreenplayDocument } from "./types";

export { detectFormat } from "./detect-format";
export type { TextRun } from "./emphasis";
export { emphasisToHtml, parseEmphasis, stripEmphasis } from "./emphasis";
export type { Page, PageLine, PageLineType, Pagination } from "./paginate";
export { paginate } from "./paginate";
export { parseFountain } from "./parse";
export { isPrintableInPdf, UnsupportedCharactersError, unsupportedCharacters } from "./pdf-charset";
export type { BlockGeometry, PrintProfile } from "./print-profile";
export { a4, profiles, usLetter } from "./print-profile";
export { readFdx } from "./read-fdx";
export type { ImportedScreenplay, ScreenplayInput } from "./screenplay-document";
export { documentToScreenplay, screenplayToFountain } from "./screenplay-document";
export type {
  Element,
  ElementOf,
  ElementType,
  ScreenplayDocument,
  ScreenplayFormat,
  TitleEntry,
} from "./types";
export { writeFdx } from "./write-fdx";
export { writeFountain } from "./write-fountain";
export { writeText } from "./write-text";

/** Reads Fountain or FDX text, detecting the format from the file name or content. */
export function readDocument(content: string, filename?: string): ScreenplayDocument {
  return detectFormat(filename, content) === "fdx" ? readFdx(content) : parseFountain(content);
}
