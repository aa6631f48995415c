import {
  type Screenplay,
  TITLE_PAGE_MAX_ENTRIES,
  type TitlePageEntry,
  TitlePageEntrySchema,
} from "#shared/schemas/screenplay";

export type TitlePageRow = { id: number; key: string; value: string };

/** The keys Fountain names, offered as suggestions; any other key of letters is kept too. */
export const TITLE_PAGE_KEYS = [
  "Title",
  "Credit",
  "Author",
  "Authors",
  "Source",
  "Draft date",
  "Contact",
  "Copyright",
  "Notes",
];

let nextId = 0;
export const newRow = (key = "", value = ""): TitlePageRow => ({ id: ++nextId, key, value });

/**
 * The rows the editor opens with: the stored title page, else the one the export prints by
 * default (the title, "Written by" and an empty Author that means the owner's name).
 */
export function rowsFor(screenplay: Screenplay): TitlePageRow[] {
  if (screenplay.titlePage.length) {
    return screenplay.titlePage.map(({ key, value }) => newRow(key, value));
  }
  return [newRow("Title", screenplay.title), newRow("Credit", "Written by"), newRow("Author")];
}

/** Each row's problem by id: the schema's own message for its key or value. */
export function rowErrors(rows: TitlePageRow[]): Record<number, string> {
  const errors: Record<number, string> = {};
  for (const row of rows) {
    if (!row.key.trim() && !row.value.trim()) continue;
    const checked = TitlePageEntrySchema.safeParse({ key: row.key, value: row.value });
    if (!checked.success) errors[row.id] = checked.error.issues[0]?.message ?? "Invalid entry";
  }
  return errors;
}

/**
 * The title page to store: rows in order, without empty ones (an empty Author prints the
 * owner's name, which is what leaving it out does), at most the schema's number of entries.
 */
export function toTitlePage(rows: TitlePageRow[]): TitlePageEntry[] {
  return rows
    .map((row) => ({ key: row.key.trim(), value: row.value.replace(/\r\n?/g, "\n").trim() }))
    .filter((entry) => entry.key && entry.value)
    .slice(0, TITLE_PAGE_MAX_ENTRIES);
}
