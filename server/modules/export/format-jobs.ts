// The CPU-heavy half of export and import: parsing, layout and file writing. These functions run
// in the format pool's worker threads (server/lib/format-pool.ts), never on the event loop, so a
// long script or a hostile one delays only its own answer. What they receive and return crosses
// a thread boundary by structured clone: plain data only, and a refusal is a value, not an
// Error subclass (its class would not survive the crossing).

import { workerData } from "node:worker_threads";
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
} from "#shared/domain/screenplay/index";
import { loadScriptFonts } from "#shared/domain/screenplay/load-script-fonts";
import {
  NothingRevisedError,
  paginateRevised,
  type RevisionOptions,
} from "#shared/domain/screenplay/revised-pages";
import type { ScreenplayDocument } from "#shared/domain/screenplay/types";
import { writePdf } from "#shared/domain/screenplay/write-pdf";
import type { ExportFormat, ImportScreenplayInput } from "#shared/schemas/export";
import { importLimitProblem } from "./import-limits";

/** A request the job turns down, answered with this status and message naming the field. */
export type Refusal = { refused: { status: 400 | 422; message: string; field?: string } };

export type ExportJob = {
  format: ExportFormat;
  paper: "letter" | "a4";
  screenplay: ScreenplayInput;
  /** Revision pages (PDF and text): what changed since this earlier version, as Fountain. */
  revised?: RevisionOptions & { earlierFountain: string };
};

export type ExportResult = { body: string | Uint8Array } | Refusal;
export type ImportResult = { imported: ImportedScreenplay } | Refusal;

/** What the pool tells its threads (server/lib/format-pool.ts). */
export type FormatWorkerData = { scriptFontDir: string | undefined };

/** The fonts are read once per worker thread, on its first PDF, and kept. */
function scriptFonts() {
  return loadScriptFonts((workerData as FormatWorkerData | null)?.scriptFontDir);
}

export function exportFile(job: ExportJob): ExportResult {
  const { format, screenplay } = job;
  const fountain = screenplayToFountain(screenplay);
  if (format === "fountain") return { body: fountain };
  const doc = parseFountain(fountain);
  if (format === "fdx") return { body: writeFdx(doc, { profile: profiles[job.paper] }) };
  try {
    const pagination = layOut(doc, job);
    if (format === "txt") return { body: writeText(pagination) };
    const options = { title: screenplay.title, author: screenplay.author };
    return { body: writePdf(pagination, scriptFonts(), options) };
  } catch (error) {
    // No font has some character: say which and how to add one, never print blanks. Changed
    // pages only of an unchanged script: say there is nothing to print, never an empty file.
    if (error instanceof UnsupportedCharactersError || error instanceof NothingRevisedError) {
      return { refused: { status: 422, message: error.message } };
    }
    throw error;
  }
}

export type PageCountJob = { paper: "letter" | "a4"; screenplay: ScreenplayInput };

/** The script's printed pages as its PDF has them, the title page not counted. */
export function countPages(job: PageCountJob): number {
  const doc = parseFountain(screenplayToFountain(job.screenplay));
  return paginate(doc, profiles[job.paper]).pages.length;
}

/** The pages to print: revision pages when compared with an earlier version. */
function layOut(doc: ScreenplayDocument, job: ExportJob) {
  const profile = profiles[job.paper];
  if (!job.revised) return paginate(doc, profile);
  const { earlierFountain, ...options } = job.revised;
  return paginateRevised(doc, parseFountain(earlierFountain), profile, options);
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
