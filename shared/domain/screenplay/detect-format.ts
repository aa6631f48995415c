import type { ScreenplayFormat } from "./types";

/** The format of an uploaded file: by extension when there is one, else by its first bytes. */
export function detectFormat(filename: string | undefined, content: string): ScreenplayFormat {
  const extension = filename?.toLowerCase().match(/\.([a-z0-9]+)$/)?.[1];
  if (extension === "fdx") return "fdx";
  if (extension === "fountain" || extension === "spmd") return "fountain";
  const start = content.replace(/^\uFEFF/, "").trimStart();
  return start.startsWith("<?xml") || start.startsWith("<FinalDraft") ? "fdx" : "fountain";
}
