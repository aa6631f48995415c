import { useQueryClient } from "@tanstack/react-query";
import * as React from "react";
import { useAiAssistant } from "../../../components/layout/ai-assistant-context";
import { useApplySuggestion } from "../api/apply-suggestion";
import { suggestionsKey, useSuggestions } from "../api/get-suggestions";
import { summarize } from "../suggestion-summary";

const NO_SUGGESTIONS: never[] = [];

/**
 * Reloads the suggestions whenever an AI call succeeds. Screens mark their AI mutations with a
 * mutation key starting with "ai" (e.g. ["ai", "outline"]), so no screen has to know this feed.
 */
function useRefreshAfterAiCalls(screenplayId: number) {
  const queryClient = useQueryClient();
  React.useEffect(
    () =>
      queryClient.getMutationCache().subscribe((event) => {
        if (
          event.type === "updated" &&
          event.action.type === "success" &&
          event.mutation.options.mutationKey?.[0] === "ai"
        ) {
          void queryClient.invalidateQueries({ queryKey: suggestionsKey(screenplayId) });
        }
      }),
    [queryClient, screenplayId],
  );
}

/** Feeds the floating AI Assistant panel with the screenplay's unapplied AI suggestions. */
function ScreenplaySuggestionsFeed({ screenplayId }: { screenplayId: number }) {
  const { data } = useSuggestions(screenplayId);
  const apply = useApplySuggestion(screenplayId);
  useRefreshAfterAiCalls(screenplayId);

  const suggestions = React.useMemo(
    () => (data ? data.filter((s) => !s.isApplied).map(summarize) : NO_SUGGESTIONS),
    [data],
  );
  useAiAssistant(suggestions, (suggestion) => apply.mutate(Number(suggestion.id)));
  return null;
}

export { ScreenplaySuggestionsFeed };
