import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast, toastError } from "#client/components/ui/use-toast";
import { characterKeys } from "#client/entities/characters/keys";
import { outlineKeys } from "#client/entities/outline/keys";
import { sceneKeys } from "#client/entities/scenes/keys";
import { screenplayKeys } from "#client/entities/screenplays/keys";
import { apiRequest } from "#client/lib/api-client";
import type { DraftSummary } from "#shared/schemas/draft";
import { draftName } from "#shared/schemas/draft";
import type { Screenplay } from "#shared/schemas/screenplay";
import { draftKeys } from "./keys";

export function restoreDraft(screenplayId: number, draftId: number) {
  return apiRequest<Screenplay>(
    "POST",
    `/api/screenplays/${screenplayId}/drafts/${draftId}/restore`,
  );
}

/**
 * Restore puts the whole screenplay back as the draft has it (the server keeps what it
 * replaces as an automatic draft first). The answer is the restored screenplay; what else a
 * restore rewrites is reloaded: the outline, characters, scenes, and the drafts with the new
 * automatic one (and every comparison with "current"), and the dashboard's list. AI suggestions are not part of a draft
 * and stay as they are.
 */
export function useRestoreDraft(screenplayId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (draft: DraftSummary) => restoreDraft(screenplayId, draft.id),
    onSuccess: async (screenplay, draft) => {
      queryClient.setQueryData(screenplayKeys.detail(screenplayId), screenplay);
      const rewritten = [
        outlineKeys.detail(screenplayId),
        characterKeys.list(screenplayId),
        sceneKeys.list(screenplayId),
        draftKeys.list(screenplayId),
      ];
      await Promise.all([
        ...rewritten.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
        // The dashboard's list shows the title and step a restore may have put back.
        queryClient.invalidateQueries({ queryKey: screenplayKeys.all, exact: true }),
      ]);
      toast({
        title: "Draft restored",
        description: `The screenplay is back to “${draftName(draft)}”.`,
      });
    },
    onError: (error) => toastError("Failed to restore draft", error),
  });
}
