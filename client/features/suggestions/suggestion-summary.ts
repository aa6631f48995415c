import type { AiSuggestion, SuggestionType } from "../../../shared/schemas/ai";

const TITLES: Record<SuggestionType, string> = {
  logline: "Logline",
  story_ideas: "Story ideas",
  character: "Character profile",
  dialogue: "Dialogue samples",
  outline: "Outline",
  scene: "Scene draft",
  analysis: "Screenplay analysis",
};

const EXCERPT_LENGTH = 140;

function excerpt(text: string): string {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length > EXCERPT_LENGTH ? `${flat.slice(0, EXCERPT_LENGTH - 1).trimEnd()}…` : flat;
}

function field(value: unknown, ...path: string[]): unknown {
  let current = value;
  for (const key of path) {
    if (!current || typeof current !== "object") return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

const str = (value: unknown) => (typeof value === "string" ? value : "");
const list = (value: unknown) => (Array.isArray(value) ? value : []);

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
  }
}

export type SuggestionSummary = { id: string; title: string; description: string; canApply: true };

export function summarize(suggestion: AiSuggestion): SuggestionSummary {
  return {
    id: String(suggestion.id),
    title: TITLES[suggestion.suggestionType] ?? "AI suggestion",
    description:
      excerpt(previewText(suggestion.suggestionType, suggestion.content) ?? "") || "No preview",
    canApply: true,
  };
}
