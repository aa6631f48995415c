import { useQuery } from "@tanstack/react-query";
import { screenplayListQuery } from "#client/entities/screenplays/list-query";
import { apiRequest } from "#client/lib/api-client";
import type { AiSuggestion } from "#shared/schemas/ai";
import { suggestionKeys } from "./keys";

/** The screenplay's AI history: unapplied first, newest first. */
export function suggestionsQueryOptions(screenplayId: number) {
  return screenplayListQuery<AiSuggestion>(suggestionKeys.list(screenplayId));
}

export function useSuggestions(screenplayId: number) {
  return useQuery(suggestionsQueryOptions(screenplayId));
}

/** Applied or dismissed: either way the suggestion leaves the panel. */
export function markSuggestionApplied(id: number) {
  return apiRequest<AiSuggestion>("PATCH", `/api/suggestions/${id}`, { isApplied: true });
}
