import type { ExportFormat } from "#shared/schemas/export";
import type { PaperSize } from "#shared/schemas/screenplay";
import type { Db } from "../../db/client";
import { AppError } from "../../errors";
import type { FormatPool } from "../../lib/format-pool";
import type { UserRow } from "../auth/session.repository";
import { listScenes } from "../scenes/scene.repository";
import { findScreenplay } from "../screenplays/screenplay.repository";
import type { ExportJob, ExportResult } from "./format-jobs";

const CONTENT_TYPES: Record<ExportFormat, string> = {
  pdf: "application/pdf",
  fountain: "text/plain; charset=utf-8",
  fdx: "application/xml; charset=utf-8",
  txt: "text/plain; charset=utf-8",
};

/**
 * The writer's name, printed as "Written by" when the title page names no author: their
 * username, else their shortened wallet address.
 */
export function authorName(user: UserRow): string | undefined {
  if (user.username) return user.username;
  if (user.walletAddress)
    return `${user.walletAddress.slice(0, 6)}...${user.walletAddress.slice(-4)}`;
  return undefined;
}

/** A file name writers recognise: the title, safe for every file system. */
export function exportFilename(title: string, format: ExportFormat): string {
  const base = Array.from(title.normalize("NFC"), (c) =>
    c < " " || '\\/:*?"<>|'.includes(c) ? " " : c,
  )
    .join("")
    .replace(/\s+/g, " ")
    .trim();
  return `${base.slice(0, 80) || "screenplay"}.${format}`;
}

/** The screenplay's rows as the job a worker thread turns into a file. */
async function exportJob(
  db: Db,
  user: UserRow,
  screenplayId: number,
  format: ExportFormat,
  paper: PaperSize | undefined,
): Promise<{ job: ExportJob; title: string }> {
  const screenplay = await findScreenplay(db, user.id, screenplayId);
  const scenes = await listScenes(db, user.id, screenplayId);
  const job: ExportJob = {
    format,
    paper: paper ?? screenplay.paperSize,
    screenplay: {
      title: screenplay.title,
      author: authorName(user),
      logline: screenplay.logline,
      titlePage: screenplay.titlePage,
      opening: screenplay.opening,
      // Only what the file prints crosses to the worker thread.
      scenes: scenes.map(({ sceneNumber, heading, content }) => ({
        sceneNumber,
        heading,
        content,
      })),
    },
  };
  return { job, title: screenplay.title };
}

type ExportedFile = { body: string | Uint8Array; contentType: string; filename: string };

/** Runs the job in the format pool's worker threads, off the event loop. */
async function runExport(pool: FormatPool, job: ExportJob, title: string): Promise<ExportedFile> {
  const { format } = job;
  const file = await pool.run<ExportResult>(
    "exportFile",
    job,
    `The ${format.toUpperCase()} export`,
  );
  if ("refused" in file) throw new AppError(file.refused.status, file.refused.message);
  return {
    body: file.body,
    contentType: CONTENT_TYPES[format],
    filename: exportFilename(title, format),
  };
}

/**
 * A screenplay as a file in `format`. The rows are read here; turning them into the file (parse,
 * layout, writing) runs in the format pool's worker threads, off the event loop.
 */
export async function exportScreenplay(
  db: Db,
  pool: FormatPool,
  user: UserRow,
  screenplayId: number,
  format: ExportFormat,
  paper: PaperSize | undefined,
): Promise<ExportedFile> {
  const { job, title } = await exportJob(db, user, screenplayId, format, paper);
  return runExport(pool, job, title);
}

export interface RevisedExportOptions {
  /** Revision marks print on pages: PDF (the default) or plain text. */
  format?: "pdf" | "txt";
  paper?: PaperSize;
  /** The revision's name, printed with today's date atop each page with a mark. */
  revision?: string;
  /** Only the pages with a mark, each keeping its page number. */
  changedPagesOnly?: boolean;
  /** The revision's date: the day of the export (the app's clock) unless given. */
  date?: Date;
}

/**
 * Revision pages of a screenplay: every line changed since `earlierFountain`, an earlier version
 * of it as Fountain (a stored draft's), marked "*" in the right margin (decision 0036). Another
 * writer's screenplay is a 404, as for every export; so must the earlier version's be.
 */
export async function exportRevised(
  db: Db,
  pool: FormatPool,
  user: UserRow,
  screenplayId: number,
  earlierFountain: string,
  options: RevisedExportOptions = {},
): Promise<ExportedFile> {
  const format = options.format ?? "pdf";
  const { job, title } = await exportJob(db, user, screenplayId, format, options.paper);
  const revised = {
    earlierFountain,
    date: options.date ?? new Date(),
    changedPagesOnly: options.changedPagesOnly ?? false,
    ...(options.revision !== undefined && { name: options.revision }),
  };
  return runExport(pool, { ...job, revised }, title);
}
