import * as z from "zod/mini";
import { REVISION_NAME_MAX } from "../domain/screenplay/revision-name";
import { idField } from "./common";

export const EXPORT_FORMATS = ["pdf", "fountain", "fdx", "txt"] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

const REVISION_MESSAGE = `revision must be 1 to ${REVISION_NAME_MAX} characters`;

/** Marks of revision pages print on pages: PDF and text. */
const PRINTED_FORMATS: readonly ExportFormat[] = ["pdf", "txt"];

/**
 * Revision pages (decision 0036) compare the script with an earlier draft of it, named by
 * `revisedFrom`; `revision` and `changedPagesOnly` shape them and mean nothing without it. They
 * print on pages, so only PDF and text take them.
 */
const revisionFieldChecks = z.superRefine<{
  format: ExportFormat;
  revisedFrom?: number;
  revision?: string;
  changedPagesOnly?: boolean;
}>((query, ctx) => {
  for (const field of ["revisedFrom", "revision", "changedPagesOnly"] as const) {
    if (query[field] === undefined) continue;
    if (!PRINTED_FORMATS.includes(query.format)) {
      const message = `${field} marks changed lines in pdf or txt exports only`;
      ctx.addIssue({ code: "custom", path: [field], message });
    } else if (field !== "revisedFrom" && query.revisedFrom === undefined) {
      const message = `${field} needs revisedFrom, the earlier draft to compare with`;
      ctx.addIssue({ code: "custom", path: [field], message });
    }
  }
});

export const ExportQuerySchema = z
  .object({
    format: z.enum(EXPORT_FORMATS, { error: "format must be one of pdf, fountain, fdx, txt" }),
    /** Without it, the export prints on the paper size stored with the screenplay. */
    paper: z.optional(z.enum(["letter", "a4"], { error: "paper must be letter or a4" })),
    /** Revision pages: the draft whose text the changed lines are marked against. */
    revisedFrom: z.optional(idField("revisedFrom")),
    /** Revision pages: the revision's name, printed with the date atop each changed page. */
    revision: z.optional(
      z
        .string({ error: REVISION_MESSAGE })
        .check(
          z.trim(),
          z.minLength(1, REVISION_MESSAGE),
          z.maxLength(REVISION_NAME_MAX, REVISION_MESSAGE),
        ),
    ),
    /** Revision pages: only the pages with a mark, each keeping its page number. */
    changedPagesOnly: z.optional(
      z.pipe(
        z.enum(["true", "false"], { error: "changedPagesOnly must be true or false" }),
        z.transform((value) => value === "true"),
      ),
    ),
  })
  .check(revisionFieldChecks);

export const IMPORT_MAX_BYTES = 5 * 1024 * 1024;

export const ImportScreenplaySchema = z.object({
  filename: z.optional(
    z
      .string({ error: "filename must be text" })
      .check(z.maxLength(255, "filename must be at most 255 characters")),
  ),
  format: z.optional(z.enum(["fountain", "fdx"], { error: "format must be fountain or fdx" })),
  content: z
    .string({ error: "content is required" })
    .check(z.refine((text) => text.trim().length > 0, "content is required")),
});
export type ImportScreenplayInput = z.infer<typeof ImportScreenplaySchema>;

/**
 * An imported file may not hold more than the app can show and export in one piece: a feature
 * has 40 to 200 scenes and a few dozen speaking parts, so these leave room for any real script
 * while keeping one import a bounded amount of work and of rows.
 */
export const IMPORT_SCENES_MAX = 2_000;
export const IMPORT_CHARACTERS_MAX = 500;
