import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toastError } from "#client/components/ui/use-toast";
import { apiRequest } from "#client/lib/api-client";
import { draftKeys } from "./keys";

/** Only a manual draft can be deleted; automatic ones age out on their own (409). */
export function useDeleteDraft(screenplayId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (draftId: number) =>
      apiRequest<void>("DELETE", `/api/screenplays/${screenplayId}/drafts/${draftId}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: draftKeys.list(screenplayId) }),
    onError: (error) => toastError("Failed to delete draft", error),
  });
}
