import { useMutation } from "@tanstack/react-query";
import { toastError } from "#client/components/ui/use-toast";
import { suggestionKeys } from "#client/entities/suggestions/keys";
import { apiRequest } from "#client/lib/api-client";
import type { GenerateCharacterInput } from "#shared/schemas/ai";
import type { CharacterResult } from "#shared/schemas/ai-results";

export function generateCharacter(input: GenerateCharacterInput) {
  return apiRequest<CharacterResult>("POST", "/api/ai/generate-character", input);
}

/** The "ai" mutation key lets the AI Assistant panel refresh its suggestions afterwards. */
export function useGenerateCharacter({
  onGenerated,
}: {
  onGenerated: (r: CharacterResult) => void;
}) {
  return useMutation({
    mutationKey: suggestionKeys.aiCall("character"),
    mutationFn: generateCharacter,
    // The form says what it filled in (and offers Undo): see useAiFill.
    onSuccess: (result) => onGenerated(result),
    onError: (error) => toastError("Error generating character", error),
  });
}
