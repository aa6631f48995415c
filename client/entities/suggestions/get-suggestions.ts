import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest, getJson } from "#client/lib/api-client";
import type { AiSuggestion } from "#shared/schemas/ai";
import { suggestionKeys } from "./keys";

/** The screenplay's AI history: unapplied first, newest first. */
export function suggestionsQueryOptions(screenplayId: number) {
  return queryOptions({
    queryKey: suggestionKeys.list(screenplayId),
    queryFn: () => getJson<AiSuggestion[]>(`/api/screenplays/${screenplayId}/suggestions`),
  });
}

export function useSuggestions(screenplayId: number) {
  return useQuery(suggestionsQueryOptions(screenplayId));
}

/** Applied or dismissed: either way the suggestion leaves the panel. */
export function markSuggestionApplied(id: number) {
  return apiRequest<AiSuggestion>("PATCH", `/api/suggestions/${id}`, { isApplied: true });
}
