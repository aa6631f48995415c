import type { AiSuggestion, SuggestionType } from "#shared/schemas/ai";
import { canApply } from "./apply-plan";
import { field, list, str } from "./content-fields";

const TITLES: Record<SuggestionType, string> = {
  logline: "Logline",
  story_ideas: "Story ideas",
  character: "Character profile",
  dialogue: "Dialogue samples",
  outline: "Outline",
  scene: "Scene draft",
  analysis: "Screenplay analysis",
  scene_plan: "Scene plan",
};

const EXCERPT_LENGTH = 140;

function excerpt(text: string): string {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length > EXCERPT_LENGTH ? `${flat.slice(0, EXCERPT_LENGTH - 1).trimEnd()}…` : flat;
}

/** The most telling text of a suggestion's stored result; "" when it has none. */
function previewText(type: SuggestionType, content: unknown): string {
  switch (type) {
    case "logline":
      return str(field(content, "logline"));
    case "story_ideas":
      return list(field(content, "ideas"))
        .map((idea) => str(field(idea, "title")))
        .filter(Boolean)
        .join(" · ");
    case "character":
      return [str(field(content, "occupation")), str(field(content, "backstory"))]
        .filter(Boolean)
        .join(": ");
    case "dialogue":
      return str(field(list(field(content, "dialogueSamples"))[0], "dialogue"));
    case "outline":
      return str(field(content, "act1", "incitingIncident"));
    case "scene":
      return str(field(content, "content"));
    case "analysis":
      return str(field(content, "overallFeedback"));
    case "scene_plan":
      return scenePlanPreview(list(field(content, "scenes")));
  }
}

/** "14 scenes: INT. DOCK - NIGHT · EXT. HARBOUR - DAY · …" */
function scenePlanPreview(scenes: unknown[]): string {
  if (scenes.length === 0) return "";
  const headings = scenes.map((scene) => str(field(scene, "heading"))).filter(Boolean);
  return `${scenes.length} ${scenes.length === 1 ? "scene" : "scenes"}: ${headings.join(" · ")}`;
}

/** The kind, and where it would go when that is not the screenplay itself. */
function titleOf({ suggestionType, target }: AiSuggestion): string {
  const title = TITLES[suggestionType] ?? "AI suggestion";
  if (target?.character) return `${title} · ${target.character}`;
  if (target?.sceneHeading) {
    const number = target.sceneNumber ? `${target.sceneNumber}. ` : "";
    return `${title} · ${number}${target.sceneHeading}`;
  }
  return title;
}

/** A stored suggestion as the AI Assistant panel lists it: Apply when it has somewhere to go. */
export type SuggestionSummary = {
  id: string;
  title: string;
  description: string;
  canApply: boolean;
};

export function summarize(suggestion: AiSuggestion): SuggestionSummary {
  return {
    id: String(suggestion.id),
    title: titleOf(suggestion),
    description:
      excerpt(previewText(suggestion.suggestionType, suggestion.content) ?? "") || "No preview",
    canApply: canApply(suggestion),
  };
}
