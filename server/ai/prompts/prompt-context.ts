import type { OutlineContent } from "#shared/schemas/outline";
import type { CastMember, StoryContext } from "../writer";
import { type Cuttable, cuttable, type PromptPart, section } from "./prompt-budget";

/** What every call shares: a screenwriter's craft rules, stated once. */
export const SCREENWRITER_SYSTEM = [
  "You are an experienced screenwriter and script editor helping a writer develop a feature screenplay.",
  "Write for the screen: visual, concrete, present tense; show behaviour rather than explain feelings; let subtext carry the drama.",
  "No camera directions (no CLOSE ON, PAN, ANGLE) unless the writer asks for them.",
  "Stay consistent with every piece of story context you are given: names, roles, traits, the logline and the outline.",
  "Answer only with what is asked for, in English, with no preamble.",
].join("\n");

const list = (items: string[] | undefined) => (items?.length ? items.join(", ") : "");

/** One line per known fact, so a model sees each trait, motivation and flaw by name. */
export function describeCharacter(c: CastMember): string {
  const facts = [
    c.role && `role: ${c.role}`,
    c.age && `age: ${c.age}`,
    c.occupation && `occupation: ${c.occupation}`,
    list(c.traits) && `traits: ${list(c.traits)}`,
    list(c.motivations) && `motivations: ${list(c.motivations)}`,
    list(c.flaws) && `flaws: ${list(c.flaws)}`,
    c.arc && `arc: ${c.arc}`,
  ].filter(Boolean);
  return `- ${c.name.toUpperCase()}${facts.length ? ` (${facts.join("; ")})` : ""}`;
}

export function describeCast(cast: CastMember[] | undefined): string {
  return cast?.length ? cast.map(describeCharacter).join("\n") : "";
}

export function describeOutline(outline: OutlineContent | undefined): string {
  if (!outline) return "";
  const scenes = (s: string[]) => (s.length ? ` Key scenes: ${s.join("; ")}.` : "");
  return [
    `Act 1 — inciting incident: ${outline.act1.incitingIncident}; first plot point: ${outline.act1.firstPlotPoint}.${scenes(outline.act1.keyScenes)}`,
    `Act 2 — rising action: ${outline.act2.risingAction}; midpoint: ${outline.act2.midpoint}; second plot point: ${outline.act2.secondPlotPoint}.${scenes(outline.act2.keyScenes)}`,
    `Act 3 — climax: ${outline.act3.climax}; resolution: ${outline.act3.resolution}.${scenes(outline.act3.keyScenes)}`,
    outline.themesAndMotifs.length
      ? `Themes and motifs: ${outline.themesAndMotifs.join(", ")}.`
      : "",
  ]
    .filter(Boolean)
    .join("\n");
}

/** The Idea step's elements, so every later call stays true to the story the writer set out. */
function elementsSection(story: StoryContext): PromptPart {
  const facts = [
    story.theme && `Theme: ${story.theme}`,
    story.setting && `Setting: ${story.setting}`,
    story.mainCharacter && `Main character: ${story.mainCharacter}`,
  ].filter(Boolean);
  return section("Story elements", facts.join("\n"));
}

/**
 * The stored story as prompt parts. Title, logline, genre and the story elements are short and always sent; the
 * cast and the outline can be long, so they are cut (keeping their start) as `cut` says.
 */
export function storySections(
  story: StoryContext | undefined,
  include: ("title" | "logline" | "genre" | "elements" | "cast" | "outline")[],
  cut: Pick<Cuttable, "rank" | "share"> = { rank: 1 },
): PromptPart[] {
  if (!story) return [];
  const parts: Record<string, PromptPart> = {
    title: section("Title", story.title),
    logline: section("Logline", story.logline),
    genre: section("Genre", story.genre),
    elements: elementsSection(story),
    cast: cuttable("Characters", describeCast(story.cast), { keep: "start", ...cut }),
    outline: cuttable("Outline", describeOutline(story.outline), { keep: "start", ...cut }),
  };
  return include.map((key) => parts[key] ?? "");
}
