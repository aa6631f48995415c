import { useMutation } from "@tanstack/react-query";
import { toastError } from "#client/components/ui/use-toast";
import { suggestionKeys } from "#client/entities/suggestions/keys";
import { apiRequest } from "#client/lib/api-client";
import type { GenerateLoglineInput } from "#shared/schemas/ai";
import type { LoglineResult } from "#shared/schemas/ai-results";

export function generateLogline(input: GenerateLoglineInput) {
  return apiRequest<LoglineResult>("POST", "/api/ai/generate-logline", input);
}

/** The "ai" mutation key lets the AI Assistant panel refresh its suggestions afterwards. */
export function useGenerateLogline({ onGenerated }: { onGenerated: (logline: string) => void }) {
  return useMutation({
    mutationKey: suggestionKeys.aiCall("logline"),
    mutationFn: generateLogline,
    onSuccess: ({ logline }) => onGenerated(logline),
    onError: (error) => toastError("Error generating logline", error),
  });
}
