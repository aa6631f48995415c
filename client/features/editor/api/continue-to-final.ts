import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Screenplay } from "../../../../shared/schemas/screenplay";
import { toast, toastError } from "../../../components/ui/use-toast";
import { apiRequest } from "../../../lib/api-client";

/** Spec §4: Continue or Skip on the AI editor sets currentStep 'final' and progress 100. */
export function useContinueToFinal(screenplayId: number, { onSaved }: { onSaved: () => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest<Screenplay>("PATCH", `/api/screenplays/${screenplayId}`, {
        currentStep: "final",
        progress: 100,
      }),
    onSuccess: (screenplay) => {
      queryClient.setQueryData(["screenplays", screenplayId], screenplay);
      void queryClient.invalidateQueries({ queryKey: ["screenplays"], exact: true });
      toast({ title: "Progress saved", description: "Moving to Final Script step." });
      onSaved();
    },
    onError: (error) => toastError("Failed to update progress", error),
  });
}
