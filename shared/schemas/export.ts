import * as z from "zod/mini";

export const EXPORT_FORMATS = ["pdf", "fountain", "fdx", "txt"] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export const ExportQuerySchema = z.object({
  format: z.enum(EXPORT_FORMATS, { error: "format must be one of pdf, fountain, fdx, txt" }),
  /** Without it, the export prints on the paper size stored with the screenplay. */
  paper: z.optional(z.enum(["letter", "a4"], { error: "paper must be letter or a4" })),
});

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
