import type { OutlineContent } from "#shared/schemas/outline";
import { field, list, str } from "./content-fields";

const ACT_FIELDS = {
  act1: ["incitingIncident", "firstPlotPoint"],
  act2: ["risingAction", "midpoint", "secondPlotPoint"],
  act3: ["climax", "resolution"],
} as const;
type ActKey = keyof typeof ACT_FIELDS;
const ACT_NAMES: Record<ActKey, string> = { act1: "Act I", act2: "Act II", act3: "Act III" };
const ACTS = Object.keys(ACT_FIELDS) as ActKey[];

const texts = (value: unknown) =>
  list(value).filter((item): item is string => typeof item === "string");

function actFrom(content: unknown, act: ActKey) {
  const beats = Object.fromEntries(
    ACT_FIELDS[act].map((beat) => [beat, str(field(content, act, beat))]),
  );
  return { ...beats, keyScenes: texts(field(content, act, "keyScenes")) };
}

/** The stored outline result as the outline's own content; null when it holds no text at all. */
export function outlineFrom(content: unknown): OutlineContent | null {
  const outline = {
    act1: actFrom(content, "act1"),
    act2: actFrom(content, "act2"),
    act3: actFrom(content, "act3"),
    themesAndMotifs: texts(field(content, "themesAndMotifs")),
  } as OutlineContent;
  return ACTS.some((act) => actText(outline, act)) ? outline : null;
}

function actText(outline: OutlineContent, act: ActKey): string {
  const part = outline[act] as Record<string, unknown>;
  const beats = ACT_FIELDS[act].map((beat) => str(part[beat]).trim());
  return [...beats, ...texts(part.keyScenes).map((s) => s.trim())].filter(Boolean).join("\n");
}

/** The parts of `current` holding the writer's text that `next` would change, by name. */
export function describeOutlineChanges(current: OutlineContent, next: OutlineContent): string[] {
  const parts = ACTS.filter((act) => {
    const now = actText(current, act);
    return now !== "" && now !== actText(next, act);
  }).map((act) => ACT_NAMES[act]);
  const themes = current.themesAndMotifs.join("\n").trim();
  if (themes && themes !== next.themesAndMotifs.join("\n").trim()) parts.push("themes and motifs");
  return parts;
}
