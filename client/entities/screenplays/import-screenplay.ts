import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast, toastError } from "#client/components/ui/use-toast";
import { apiRequest } from "#client/lib/api-client";
import type { ImportScreenplayInput } from "#shared/schemas/export";
import type { Screenplay } from "#shared/schemas/screenplay";
import { screenplayKeys } from "./keys";

export function importScreenplay(input: ImportScreenplayInput) {
  return apiRequest<Screenplay>("POST", "/api/screenplays/import", input);
}

/** POST /api/screenplays/import: a Fountain or FDX file becomes a screenplay with its scenes. */
export function useImportScreenplay({
  onImported,
}: {
  onImported: (screenplay: Screenplay) => void;
}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importScreenplay,
    onSuccess: (screenplay) => {
      queryClient.setQueryData(screenplayKeys.detail(screenplay.id), screenplay);
      void queryClient.invalidateQueries({ queryKey: screenplayKeys.all, exact: true });
      toast({
        title: "Screenplay imported",
        description: `“${screenplay.title}” is ready to edit.`,
      });
      onImported(screenplay);
    },
    onError: (error) => toastError("Import failed", error),
  });
}
