// The format engine as the browser uses it: parse, lay out and write Fountain, FDX and text.
// Everything except the FDX reader, whose XML parser (fast-xml-parser, ~20 KB gzip) runs code
// at load and so stays in the bundle even when unused; importing a file is the server's job
// (index.ts adds the reader). write-pdf.ts is not here either: the server and CLI import it
// directly, so only they carry the PDF writer.
export { detectFormat } from "./detect-format";
export type { TextRun } from "./emphasis";
export { emphasisToHtml, parseEmphasis, stripEmphasis } from "./emphasis";
export type { PageBreakMark, PageMap } from "./page-map";
export { mapPages } from "./page-map";
export type { Page, PageLine, PageLineType, Pagination } from "./paginate";
export { paginate } from "./paginate";
export { parseFountain } from "./parse";
export type { BlockGeometry, PrintProfile } from "./print-profile";
export { a4, profiles, usLetter } from "./print-profile";
export type { ImportedScreenplay, ScreenplayInput } from "./screenplay-document";
export {
  documentToScreenplay,
  screenplayToFountain,
  titlePageEntries,
} from "./screenplay-document";
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
