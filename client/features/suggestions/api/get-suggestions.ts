import { queryOptions, useQuery } from "@tanstack/react-query";
import type { AiSuggestion } from "../../../../shared/schemas/ai";
import { getJson } from "../../../lib/api-client";

export const suggestionsKey = (screenplayId: number) =>
  ["screenplays", screenplayId, "suggestions"] as const;

/** The screenplay's AI history: unapplied first, newest first. */
export function suggestionsQueryOptions(screenplayId: number) {
  return queryOptions({
    queryKey: suggestionsKey(screenplayId),
    queryFn: () => getJson<AiSuggestion[]>(`/api/screenplays/${screenplayId}/suggestions`),
  });
}

export function useSuggestions(screenplayId: number) {
  return useQuery(suggestionsQueryOptions(screenplayId));
}
