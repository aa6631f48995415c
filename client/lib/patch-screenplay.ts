import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Screenplay, UpdateScreenplayInput } from "../../shared/schemas/screenplay";
import { toast, toastError, toastUndoable } from "../components/ui/use-toast";
import { apiRequest, isApiError } from "./api-client";

type Changes = Omit<UpdateScreenplayInput, "updatedAt">;

export type PatchScreenplay = {
  /** The fields to save, or a function of the screenplay as last seen (see useAdvanceScreenplay). */
  changes: Changes | ((seen: Screenplay) => Changes);
  /** The toast on success, if any; `undo` adds its 'Undo' (for a replacement the writer may take back). */
  success?: { title: string; description?: string; undo?: () => void };
  failureTitle: string;
};

const detailKey = (id: number) => ["screenplays", id] as const;

/**
 * Every step screen's writes to the screenplay go through here: one copy.
 * PATCH the screenplay with the `updatedAt` last seen (the cache's, so two saves in a row do
 * not trip over each other); a 409 loads the latest version and says so instead of overwriting.
 */
export function usePatchScreenplay(screenplay: Screenplay) {
  const queryClient = useQueryClient();
  const { id } = screenplay;
  return useMutation({
    mutationFn: ({ changes }: PatchScreenplay) => {
      const seen = queryClient.getQueryData<Screenplay>(detailKey(id)) ?? screenplay;
      return apiRequest<Screenplay>("PATCH", `/api/screenplays/${id}`, {
        ...(typeof changes === "function" ? changes(seen) : changes),
        updatedAt: seen.updatedAt,
      });
    },
    onSuccess: (updated, { success }) => {
      queryClient.setQueryData(detailKey(id), updated);
      void queryClient.invalidateQueries({ queryKey: ["screenplays"], exact: true });
      // A save the writer did not ask for by name (story elements on Generate) stays quiet.
      if (!success) return;
      const { undo, ...shown } = success;
      if (undo) toastUndoable(shown, undo);
      else toast(shown);
    },
    onError: (error, { failureTitle }) => {
      if (isApiError(error) && error.status === 409) {
        const body = error.body as { current?: Screenplay } | null;
        if (body?.current) queryClient.setQueryData(detailKey(id), body.current);
        else void queryClient.invalidateQueries({ queryKey: detailKey(id), exact: true });
      }
      toastError(failureTitle, error);
    },
  });
}
