import type { Outline } from "../../../shared/schemas/outline";

function beats(entries: [string, string | undefined][], keyScenes: string[]): string {
  const lines = entries
    .filter(([, text]) => text?.trim())
    .map(([label, text]) => `${label}: ${text?.trim()}`);
  const scenes = keyScenes.filter((s) => s.trim());
  if (scenes.length) lines.push("Key scenes:", ...scenes.map((s) => `- ${s.trim()}`));
  return lines.join("\n");
}

/** The outline section of one act as text, the way the AI scene writer reads it. */
export function actOutlineText(outline: Outline | null | undefined, act: string): string {
  if (!outline) return "";
  if (act === "Act 2") {
    const { risingAction, midpoint, secondPlotPoint, keyScenes } = outline.act2;
    return beats(
      [
        ["Rising action", risingAction],
        ["Midpoint", midpoint],
        ["Second plot point", secondPlotPoint],
      ],
      keyScenes,
    );
  }
  if (act === "Act 3") {
    const { climax, resolution, keyScenes } = outline.act3;
    return beats(
      [
        ["Climax", climax],
        ["Resolution", resolution],
      ],
      keyScenes,
    );
  }
  const { incitingIncident, firstPlotPoint, keyScenes } = outline.act1;
  return beats(
    [
      ["Inciting incident", incitingIncident],
      ["First plot point", firstPlotPoint],
    ],
    keyScenes,
  );
}
