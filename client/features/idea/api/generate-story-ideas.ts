import { useMutation } from "@tanstack/react-query";
import type { GenerateStoryIdeasInput } from "#shared/schemas/ai";
import type { StoryIdeasResult } from "#shared/schemas/ai-results";
import { toastError } from "../../../components/ui/use-toast";
import { suggestionKeys } from "../../../entities/suggestions/keys";
import { apiRequest } from "../../../lib/api-client";

export function generateStoryIdeas(input: GenerateStoryIdeasInput) {
  return apiRequest<StoryIdeasResult>("POST", "/api/ai/generate-story-ideas", input);
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
