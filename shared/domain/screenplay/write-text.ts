import type { Page, Pagination } from "./paginate";

/** Columns left of the printed page's 1" margin are dropped to keep text lines short. */
const MARGIN_INCHES = 1;

function pageText(page: Page, pagination: Pagination): string {
  const { profile } = pagination;
  const firstRow = Math.round((profile.pageNumberTop - profile.topMargin) / profile.lineHeight);
  const rows = new Map<number, string>();
  const sorted = [...page.lines].sort((a, b) => a.x - b.x);
  for (const line of sorted) {
    const column = Math.max(0, Math.round((line.x - MARGIN_INCHES) / profile.charWidth));
    const row = rows.get(line.row) ?? "";
    rows.set(line.row, row.slice(0, column).padEnd(column) + line.text);
  }
  const lastRow = Math.max(0, ...rows.keys());
  const out: string[] = [];
  for (let row = firstRow; row <= lastRow; row++) out.push((rows.get(row) ?? "").trimEnd());
  return out.join("\n");
}

/**
 * Plain text laid out like the printed page (Courier columns become character columns),
 * pages separated by form feeds.
 */
export function writeText(pagination: Pagination): string {
  const pages = pagination.titlePage
    ? [pagination.titlePage, ...pagination.pages]
    : pagination.pages;
  return `${pages.map((page) => pageText(page, pagination)).join("\n\f")}\n`;
}
