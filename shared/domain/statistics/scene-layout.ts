import type { Pagination } from "../screenplay/browser";

/** Where a scene sits on the printed pages, in rows counted from the top of page 1. */
export type SceneSpan = { heading: string; startRow: number; endRow: number; printedLines: number };

export type ScriptLayout = {
  scenes: SceneSpan[];
  /** Rows from the top of page 1 to the last printed line. */
  totalRows: number;
  dialogueLines: number;
  actionLines: number;
};

const SPEECH = new Set(["dialogue", "parenthetical", "lyrics"]);
const SKIPPED = new Set(["page_number", "scene_number", "title_page", "more"]);

/**
 * Reads scene spans off the paginator's output, so lengths honour real page breaks (a scene
 * pushed to the next page by a keep-together rule is as long as the space it takes).
 */
export function scriptLayout(pagination: Pagination): ScriptLayout {
  const perPage = pagination.profile.linesPerPage;
  const scenes: SceneSpan[] = [];
  let lastHeadingRow = Number.NEGATIVE_INFINITY;
  let lastRow = -1;
  let dialogueLines = 0;
  let actionLines = 0;
  pagination.pages.forEach((page, pageIndex) => {
    for (const line of page.lines) {
      if (SKIPPED.has(line.type)) continue;
      const row = pageIndex * perPage + line.row;
      lastRow = Math.max(lastRow, row);
      if (SPEECH.has(line.type)) dialogueLines++;
      if (line.type === "action") actionLines++;
      if (line.type === "scene_heading") {
        const current = scenes.at(-1);
        // A long heading wraps onto the next row: same scene.
        if (current && row === lastHeadingRow + 1) current.heading += ` ${line.text}`;
        else scenes.push({ heading: line.text, startRow: row, endRow: row, printedLines: 0 });
        lastHeadingRow = row;
      }
      const current = scenes.at(-1);
      if (current) current.printedLines++;
    }
  });
  const totalRows = lastRow + 1;
  scenes.forEach((scene, i) => {
    scene.endRow = scenes[i + 1]?.startRow ?? totalRows;
  });
  return { scenes, totalRows, dialogueLines, actionLines };
}

/** Eighths of a page, the breakdown unit; never less than one. */
export function toEighths(rows: number, perPage: number): number {
  return Math.max(1, Math.round((rows / perPage) * 8));
}
