// Public API of the screenplay format engine: the browser entry plus the FDX reader, for the
// server and the CLI. The client imports ./browser instead (see there why).
import { detectFormat } from "./detect-format";
import { parseFountain } from "./parse";
import { readFdx } from "./read-fdx";
import type { ScreenplayDocument } from "./types";

export * from "./browser";
export { UnsupportedCharactersError } from "./pdf-charset";
export { readFdx } from "./read-fdx";

/** Reads Fountain or FDX text, detecting the format from the file name or content. */
export function readDocument(content: string, filename?: string): ScreenplayDocument {
  return detectFormat(filename, content) === "fdx" ? readFdx(content) : parseFountain(content);
}
