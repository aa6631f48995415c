import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast, toastError } from "#client/components/ui/use-toast";
import { apiRequest } from "#client/lib/api-client";
import type { CreateDraftInput, DraftSummary } from "#shared/schemas/draft";
import { draftKeys } from "./keys";

export function takeDraft(screenplayId: number, input: CreateDraftInput) {
  return apiRequest<DraftSummary>("POST", `/api/screenplays/${screenplayId}/drafts`, input);
}

/** 'Save a draft': a manual draft, named by the writer or by its date. */
export function useTakeDraft(screenplayId: number, { onTaken }: { onTaken?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (label: string) =>
      takeDraft(screenplayId, label.trim() ? { label: label.trim() } : {}),
    onSuccess: async (draft) => {
      await queryClient.invalidateQueries({ queryKey: draftKeys.list(screenplayId) });
      toast({ title: "Draft saved", description: `“${draft.label}” is in your drafts.` });
      onTaken?.();
    },
    onError: (error) => toastError("Failed to save draft", error),
  });
}
