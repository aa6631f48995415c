// The CPU-heavy half of export and import: parsing, layout and file writing. These functions run
// in the format pool's worker threads (server/lib/format-pool.ts), never on the event loop, so a
// long script or a hostile one delays only its own answer. What they receive and return crosses
// a thread boundary by structured clone: plain data only, and a refusal is a value, not an
// Error subclass (its class would not survive the crossing).
import {
  detectFormat,
  documentToScreenplay,
  type ImportedScreenplay,
  paginate,
  parseFountain,
  profiles,
  readFdx,
  type ScreenplayInput,
  screenplayToFountain,
  UnsupportedCharactersError,
  writeFdx,
  writeText,
} from "../../../shared/domain/screenplay";
import { writePdf } from "../../../shared/domain/screenplay/write-pdf";
import type { ExportFormat, ImportScreenplayInput } from "../../../shared/schemas/export";
import { importLimitProblem } from "./import-limits";

/** A request the job turns down, answered with this status and message naming the field. */
export type Refusal = { refused: { status: 400 | 422; message: string; field?: string } };

export type ExportJob = {
  format: ExportFormat;
  paper: "letter" | "a4";
  screenplay: ScreenplayInput;
};

export type ExportResult = { body: string | Uint8Array } | Refusal;
export type ImportResult = { imported: ImportedScreenplay } | Refusal;

export function exportFile(job: ExportJob): ExportResult {
  const { format, screenplay } = job;
  const fountain = screenplayToFountain(screenplay);
  if (format === "fountain") return { body: fountain };
  const doc = parseFountain(fountain);
  if (format === "fdx") return { body: writeFdx(doc, { profile: profiles[job.paper] }) };
  const pagination = paginate(doc, profiles[job.paper]);
  if (format === "txt") return { body: writeText(pagination) };
  try {
    return { body: writePdf(pagination, { title: screenplay.title, author: screenplay.author }) };
  } catch (error) {
    // The built-in PDF fonts cannot print every character: say which, never print garbage.
    if (error instanceof UnsupportedCharactersError) {
      return { refused: { status: 422, message: error.message } };
    }
    throw error;
  }
}

function readDocument(input: ImportScreenplayInput) {
  const format = input.format ?? detectFormat(input.filename, input.content);
  try {
    return documentToScreenplay(
      format === "fdx" ? readFdx(input.content) : parseFountain(input.content),
    );
  } catch {
    const message = `content could not be read as ${format === "fdx" ? "a Final Draft (FDX)" : "a Fountain"} file`;
    return { refused: { status: 400, message, field: "content" } } as const;
  }
}

/** A Fountain or FDX file as scenes and characters, or why it cannot be imported. */
export function readImport(
  input: ImportScreenplayInput,
): { imported: ImportedScreenplay } | Refusal {
  const imported = readDocument(input);
  if ("refused" in imported) return imported;
  const problem = importLimitProblem(imported);
  if (problem) return { refused: { status: 422, message: problem, field: "content" } };
  return { imported };
}
