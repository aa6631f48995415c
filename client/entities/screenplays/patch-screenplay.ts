import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast, toastError, toastUndoable } from "#client/components/ui/use-toast";
import { apiRequest, conflictCurrent, isApiError } from "#client/lib/api-client";
import type { Screenplay, UpdateScreenplayInput } from "#shared/schemas/screenplay";
import { screenplayKeys } from "./keys";

type Changes = Omit<UpdateScreenplayInput, "updatedAt">;

/** PATCH /api/screenplays/:id: the server refuses it with a 409 if `updatedAt` is not the latest. */
export function updateScreenplay(id: number, input: UpdateScreenplayInput) {
  return apiRequest<Screenplay>("PATCH", `/api/screenplays/${id}`, input);
}

export type PatchScreenplay = {
  /** The fields to save, or a function of the screenplay as last seen (see useAdvanceScreenplay). */
  changes: Changes | ((seen: Screenplay) => Changes);
  /** The toast on success, if any; `undo` adds its 'Undo' (for a replacement the writer may take back). */
  success?: { title: string; description?: string; undo?: () => void };
  failureTitle: string;
  /** What the failure toast says on a 409 instead of the server's message (the edit page's own words). */
  conflictDescription?: string;
};

/**
 * Every write to a screenplay's fields goes through here: one copy.
 * PATCH the screenplay with the `updatedAt` last seen (the cache's, so two saves in a row do
 * not trip over each other); a 409 loads the latest version and says so instead of overwriting.
 */
export function usePatchScreenplay(screenplay: Screenplay) {
  const queryClient = useQueryClient();
  const { id } = screenplay;
  const refreshList = () =>
    queryClient.invalidateQueries({ queryKey: screenplayKeys.all, exact: true });
  return useMutation({
    mutationFn: ({ changes }: PatchScreenplay) => {
      const seen = queryClient.getQueryData<Screenplay>(screenplayKeys.detail(id)) ?? screenplay;
      return updateScreenplay(id, {
        ...(typeof changes === "function" ? changes(seen) : changes),
        updatedAt: seen.updatedAt,
      });
    },
    onSuccess: (updated, { success }) => {
      queryClient.setQueryData(screenplayKeys.detail(id), updated);
      void refreshList();
      // A save the writer did not ask for by name (story elements on Generate) stays quiet.
      if (!success) return;
      const { undo, ...shown } = success;
      if (undo) toastUndoable(shown, undo);
      else toast(shown);
    },
    onError: (error, { failureTitle, conflictDescription }) => {
      const conflict = isApiError(error) && error.status === 409;
      if (conflict) {
        const current = conflictCurrent<Screenplay>(error);
        if (current) queryClient.setQueryData(screenplayKeys.detail(id), current);
        else
          void queryClient.invalidateQueries({ queryKey: screenplayKeys.detail(id), exact: true });
        void refreshList();
      }
      if (conflict && conflictDescription) {
        toast({ variant: "destructive", title: failureTitle, description: conflictDescription });
      } else {
        toastError(failureTitle, error);
      }
    },
  });
}
