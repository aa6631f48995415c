import { useMutation } from "@tanstack/react-query";
import { toastError } from "#client/components/ui/use-toast";
import { suggestionKeys } from "#client/entities/suggestions/keys";
import { apiRequest } from "#client/lib/api-client";
import { EXCLUDE_MAX_ITEMS, type GenerateStoryIdeasInput } from "#shared/schemas/ai";
import type { StoryIdea, StoryIdeasResult } from "#shared/schemas/ai-results";

export function generateStoryIdeas(input: GenerateStoryIdeasInput) {
  return apiRequest<StoryIdeasResult>("POST", "/api/ai/generate-story-ideas", input);
}

/** The titles and premises of the latest ideas shown, as many as a request may carry. */
export function excludeShown(shown: StoryIdea[]): string[] {
  return shown.flatMap((idea) => [idea.title, idea.premise]).slice(-EXCLUDE_MAX_ITEMS);
}

export function useGenerateStoryIdeas({
  onGenerated,
}: {
  onGenerated: (ideas: StoryIdeasResult["ideas"]) => void;
}) {
  return useMutation({
    mutationKey: suggestionKeys.aiCall("story_ideas"),
    mutationFn: generateStoryIdeas,
    onSuccess: ({ ideas }) => onGenerated(ideas),
    onError: (error) => toastError("Error generating story ideas", error),
  });
}
