import { useMutation } from "@tanstack/react-query";
import { toast, toastError } from "#client/components/ui/use-toast";
import { suggestionKeys } from "#client/entities/suggestions/keys";
import { apiRequest } from "#client/lib/api-client";
import type { AnalysisResult } from "#shared/schemas/ai-results";

export function analyzeScreenplay(input: { screenplayId: number }) {
  return apiRequest<AnalysisResult>("POST", "/api/ai/analyze-screenplay", input);
}

/** The analysis is held only on screen: the mutation's data, never cached or saved here. */
export function useAnalyzeScreenplay() {
  return useMutation({
    // The "ai" key lets the AI Assistant panel refresh its suggestions afterwards.
    mutationKey: suggestionKeys.aiCall("analysis"),
    mutationFn: analyzeScreenplay,
    onSuccess: () =>
      toast({ title: "Analysis complete", description: "Your screenplay has been analyzed." }),
    onError: (error) => toastError("Analysis failed", error),
  });
}
