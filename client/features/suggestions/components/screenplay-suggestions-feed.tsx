import { useQueryClient } from "@tanstack/react-query";
import * as React from "react";
import { useAiAssistant } from "../../../components/layout/ai-assistant-context";
import type { AssistantSuggestion } from "../../../components/layout/ai-assistant-panel";
import { useApplySuggestion } from "../api/apply-suggestion";
import { suggestionsKey, useSuggestions } from "../api/get-suggestions";
import { type SuggestionSummary, summarize } from "../suggestion-summary";

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

/**
 * Feeds the floating AI Assistant panel with the screenplay's unapplied AI suggestions. With
 * none, it feeds nothing, so the panel does not cover the screen just to say it is empty.
 */
function ScreenplaySuggestionsFeed({ screenplayId }: { screenplayId: number }) {
  const { data } = useSuggestions(screenplayId);
  const apply = useApplySuggestion(screenplayId);
  useRefreshAfterAiCalls(screenplayId);

  const suggestions = React.useMemo(
    () => (data ? data.filter((s) => !s.isApplied).map(summarize) : []),
    [data],
  );
  if (suggestions.length === 0) return null;
  return (
    <AssistantFeed
      suggestions={suggestions}
      onApply={(suggestion) => apply.mutate(Number(suggestion.id))}
    />
  );
}

function AssistantFeed({
  suggestions,
  onApply,
}: {
  suggestions: SuggestionSummary[];
  onApply: (suggestion: AssistantSuggestion) => void;
}) {
  useAiAssistant(suggestions, onApply);
  return null;
}

export { ScreenplaySuggestionsFeed };
