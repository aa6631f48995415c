import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast, toastError } from "#client/components/ui/use-toast";
import { screenplayKeys } from "#client/entities/screenplays/keys";
import { apiRequest } from "#client/lib/api-client";
import type { DraftSummary } from "#shared/schemas/draft";
import { draftName } from "#shared/schemas/draft";
import type { Screenplay } from "#shared/schemas/screenplay";

export function restoreDraft(screenplayId: number, draftId: number) {
  return apiRequest<Screenplay>(
    "POST",
    `/api/screenplays/${screenplayId}/drafts/${draftId}/restore`,
  );
}

/**
 * Restore puts the whole screenplay back as the draft has it (the server keeps what it
 * replaces as an automatic draft first). Everything of the screenplay is keyed under its detail
 * key, so invalidating that reloads outline, characters, scenes, suggestions and drafts too.
 */
export function useRestoreDraft(screenplayId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (draft: DraftSummary) => restoreDraft(screenplayId, draft.id),
    onSuccess: async (screenplay, draft) => {
      queryClient.setQueryData(screenplayKeys.detail(screenplayId), screenplay);
      await queryClient.invalidateQueries({ queryKey: screenplayKeys.detail(screenplayId) });
      toast({
        title: "Draft restored",
        description: `The screenplay is back to “${draftName(draft)}”.`,
      });
    },
    onError: (error) => toastError("Failed to restore draft", error),
  });
}
