import { useMutation } from "@tanstack/react-query";
import { toastError } from "#client/components/ui/use-toast";
import { suggestionKeys } from "#client/entities/suggestions/keys";
import { apiRequest } from "#client/lib/api-client";
import type { GenerateOutlineInput } from "#shared/schemas/ai";
import type { OutlineResult } from "#shared/schemas/ai-results";

export function generateOutline(input: GenerateOutlineInput) {
  return apiRequest<OutlineResult>("POST", "/api/ai/generate-outline", input);
}

/** The "ai" mutation key lets the AI Assistant panel refresh its suggestions afterwards. */
export function useGenerateOutline({ onGenerated }: { onGenerated: (o: OutlineResult) => void }) {
  return useMutation({
    mutationKey: suggestionKeys.aiCall("outline"),
    mutationFn: generateOutline,
    // The form says what it filled in (and offers Undo): see useAiFill.
    onSuccess: (outline) => onGenerated(outline),
    onError: (error) => toastError("Error generating outline", error),
  });
}
