import type { Element } from "../screenplay/browser";
import type { ActShare } from "./statistics.schema";

export const ACT_TARGETS = [25, 50, 25] as const;

/** "Act 2", "act two", "ACT II" → 2. */
export function parseAct(text: string | null | undefined): number | undefined {
  const match = /\bact\s*(1|2|3|one|two|three|i{1,3})\b/i.exec(text ?? "");
  if (!match?.[1]) return undefined;
  const value = match[1].toLowerCase();
  const table: Record<string, number> = {
    "1": 1,
    one: 1,
    i: 1,
    "2": 2,
    two: 2,
    ii: 2,
    "3": 3,
    three: 3,
    iii: 3,
  };
  return table[value];
}

/** Act of each scene from Fountain sections ("# ACT TWO"), carried forward; undefined if none. */
export function actsFromSections(elements: Element[]): number[] | undefined {
  const acts: number[] = [];
  let act: number | undefined;
  let seen = false;
  for (const el of elements) {
    if (el.type === "section") {
      const parsed = parseAct(el.text);
      if (parsed) {
        act = parsed;
        seen = true;
      }
    }
    if (el.type === "scene_heading") acts.push(act ?? 1);
  }
  return seen ? acts : undefined;
}

/** Act by where a scene starts: first quarter, middle half, last quarter. */
export function actByPosition(startRow: number, totalRows: number): number {
  const at = totalRows > 0 ? startRow / totalRows : 0;
  return at < 0.25 ? 1 : at < 0.75 ? 2 : 3;
}

export function actShares(scenes: { act: number; rows: number }[], perPage: number): ActShare[] {
  const total = scenes.reduce((sum, s) => sum + s.rows, 0);
  return [1, 2, 3].map((act) => {
    const inAct = scenes.filter((s) => s.act === act);
    const rows = inAct.reduce((sum, s) => sum + s.rows, 0);
    return {
      act,
      pages: Math.round((rows / perPage) * 8) / 8,
      percent: total > 0 ? Math.round((rows / total) * 100) : 0,
      targetPercent: ACT_TARGETS[act - 1] ?? 0,
      scenes: inAct.length,
    };
  });
}
