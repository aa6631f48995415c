import { useQueryClient } from "@tanstack/react-query";
import * as React from "react";
import { useAiAssistant } from "#client/components/layout/ai-assistant-context";
import type { AssistantSuggestion } from "#client/components/layout/ai-assistant-panel";
import { toast } from "#client/components/ui/use-toast";
import { draftBeforeAi } from "#client/entities/drafts/draft-before-ai";
import { useSuggestions } from "#client/entities/suggestions/get-suggestions";
import { suggestionKeys } from "#client/entities/suggestions/keys";
import type { AiSuggestion } from "#shared/schemas/ai";
import { useApplySuggestion, useDismissSuggestion } from "../api/apply-suggestion";
import type { ApplyPlan } from "../apply-plan";
import { type SuggestionSummary, summarize } from "../suggestion-summary";
import { ConfirmReplaceDialog } from "./confirm-replace-dialog";

/**
 * Reloads the suggestions whenever an AI call succeeds. Screens mark their AI mutations with
 * `suggestionKeys.aiCall(…)`, so no screen has to know this feed.
 */
function useRefreshAfterAiCalls(screenplayId: number) {
  const queryClient = useQueryClient();
  React.useEffect(
    () =>
      queryClient.getMutationCache().subscribe((event) => {
        if (
          event.type === "updated" &&
          event.action.type === "success" &&
          suggestionKeys.isAiCall(event.mutation.options.mutationKey)
        ) {
          void queryClient.invalidateQueries({ queryKey: suggestionKeys.list(screenplayId) });
        }
      }),
    [queryClient, screenplayId],
  );
}

type Confirming = { suggestion: AiSuggestion; plan: ApplyPlan };

/** Apply writes at once, or first asks when it would replace the writer's text. */
function useApplyFlow(screenplayId: number) {
  const { prepare, apply } = useApplySuggestion(screenplayId);
  const [confirming, setConfirming] = React.useState<Confirming | null>(null);
  async function start(suggestion: AiSuggestion) {
    const plan = await prepare(suggestion);
    if (!plan) {
      toast({
        variant: "destructive",
        title: "Nothing to apply",
        description: "This suggestion has nothing to put in the screenplay.",
      });
    } else if (plan.replaces) {
      setConfirming({ suggestion, plan });
    } else {
      apply.mutate({ suggestion, plan });
    }
  }
  const dialog = (
    <ConfirmReplaceDialog
      plan={confirming?.plan ?? null}
      onCancel={() => setConfirming(null)}
      onConfirm={() => {
        setConfirming(null);
        if (!confirming) return;
        void draftBeforeAi(screenplayId, confirming.plan.where).then(
          (kept) => kept && apply.mutate(confirming),
        );
      }}
    />
  );
  return { start, dialog };
}

/**
 * Feeds the AI Assistant panel with the screenplay's unapplied AI suggestions. With none, it
 * feeds nothing, so the panel does not take room just to say it is empty.
 */
function ScreenplaySuggestionsFeed({ screenplayId }: { screenplayId: number }) {
  const { data } = useSuggestions(screenplayId);
  const dismiss = useDismissSuggestion(screenplayId);
  const applyFlow = useApplyFlow(screenplayId);
  useRefreshAfterAiCalls(screenplayId);

  const pending = React.useMemo(() => (data ?? []).filter((s) => !s.isApplied), [data]);
  const summaries = React.useMemo(() => pending.map(summarize), [pending]);
  const find = (summary: AssistantSuggestion) => pending.find((s) => String(s.id) === summary.id);

  return (
    <>
      {summaries.length > 0 ? (
        <AssistantFeed
          suggestions={summaries}
          onApply={(summary) => {
            const suggestion = find(summary);
            if (suggestion) void applyFlow.start(suggestion);
          }}
          onDismiss={(summary) => {
            const suggestion = find(summary);
            if (suggestion) dismiss.mutate(suggestion);
          }}
        />
      ) : null}
      {applyFlow.dialog}
    </>
  );
}

function AssistantFeed({
  suggestions,
  onApply,
  onDismiss,
}: {
  suggestions: SuggestionSummary[];
  onApply: (suggestion: AssistantSuggestion) => void;
  onDismiss: (suggestion: AssistantSuggestion) => void;
}) {
  useAiAssistant(suggestions, { onApply, onDismiss });
  return null;
}

export { ScreenplaySuggestionsFeed };
