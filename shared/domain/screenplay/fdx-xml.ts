import { parseEmphasis, type TextRun } from "./emphasis";

const XML_ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
};
/**
 * Characters XML 1.0 cannot hold (its Char production): control characters other than tab,
 * line feed and carriage return, U+FFFE/U+FFFF and lone surrogates. One of them anywhere makes
 * the whole file not well-formed, so they are dropped; they print as nothing anyway.
 */
const NOT_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

/** Text as XML can hold it: characters it cannot hold dropped. */
export const xmlSafe = (text: string) => text.replace(NOT_XML, "");

export const escapeXml = (text: string) =>
  xmlSafe(text).replace(/[&<>"]/g, (c) => XML_ESCAPES[c] ?? c);

/** Emphasis markup as the styled runs Final Draft keeps, with the text each run holds. */
export function styledRuns(text: string): TextRun[] {
  return parseEmphasis(text)
    .map((run) => ({ ...run, text: xmlSafe(run.text) }))
    .filter((run) => run.text);
}

/** Final Draft's styled <Text> runs for text with emphasis markup. */
export function textRuns(text: string): string {
  return styledRuns(text)
    .map((run) => {
      const style = [
        run.bold && "Bold",
        run.italic && "Italic",
        run.underline && "Underline",
      ].filter(Boolean);
      const attribute = style.length ? ` Style="${style.join("+")}"` : "";
      return `<Text${attribute}>${escapeXml(run.text)}</Text>`;
    })
    .join("");
}

/** How many characters of script text a paragraph of this markup holds in Final Draft. */
export const printedLength = (text: string) =>
  styledRuns(text).reduce((sum, run) => sum + run.text.length, 0);
