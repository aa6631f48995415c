import { ApiError } from "#client/lib/api-client";
import type { ExportFormat } from "#shared/schemas/export";
import type { PaperSize } from "#shared/schemas/screenplay";

/** `attachment; filename*=UTF-8''My%20Script.pdf` → "My Script.pdf". */
function filenameFrom(disposition: string | null, fallback: string): string {
  if (!disposition) return fallback;
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (encoded?.[1]) {
    try {
      return decodeURIComponent(encoded[1]);
    } catch {
      // Malformed encoding: try the plain form.
    }
  }
  const plain = /filename="?([^";]+)"?/i.exec(disposition);
  return plain?.[1] ?? fallback;
}

async function exportError(response: Response): Promise<ApiError> {
  const text = await response.text().catch(() => "");
  let message = text.trim();
  let body: unknown = null;
  try {
    body = JSON.parse(text);
    const json = (body as { message?: unknown } | null)?.message;
    if (typeof json === "string" && json) message = json;
  } catch {
    // Not JSON: the text is the message.
  }
  return new ApiError(response.status, message || response.statusText || "Export failed", body);
}

/** Revision pages: the lines changed since a draft, marked "*", under the revision's name. */
export type RevisedPages = { revisedFrom: number; revision?: string; changedPagesOnly: boolean };

function exportQuery(format: ExportFormat, paper: PaperSize, revised?: RevisedPages) {
  const query = new URLSearchParams({ format, paper });
  if (!revised) return query;
  query.set("revisedFrom", String(revised.revisedFrom));
  if (revised.revision) query.set("revision", revised.revision);
  if (revised.changedPagesOnly) query.set("changedPagesOnly", "true");
  return query;
}

/**
 * Downloads GET /api/screenplays/:id/export?format=…&paper=… as a real file. The answer is a binary or
 * text attachment, not JSON, so this reads it as a blob itself (api-client reads JSON only), and
 * only saves it once the server said yes, so a failure is a toast, not a broken file.
 */
export async function downloadExport(
  screenplayId: number,
  format: ExportFormat,
  paper: PaperSize,
  revised?: RevisedPages,
): Promise<string> {
  const query = exportQuery(format, paper, revised);
  const response = await fetch(`/api/screenplays/${screenplayId}/export?${query}`, {
    credentials: "include",
  });
  if (!response.ok) throw await exportError(response);
  const blob = await response.blob();
  const filename = filenameFrom(
    response.headers.get("content-disposition"),
    `screenplay.${format}`,
  );
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = filename;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return filename;
}
