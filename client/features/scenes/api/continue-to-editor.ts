import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Screenplay } from "../../../../shared/schemas/screenplay";
import { toast, toastError } from "../../../components/ui/use-toast";
import { apiRequest } from "../../../lib/api-client";

/** Spec §4: continuing to the AI editor sets currentStep 'editor' and progress 80. */
export function useContinueToEditor(screenplayId: number, { onSaved }: { onSaved: () => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest<Screenplay>("PATCH", `/api/screenplays/${screenplayId}`, {
        currentStep: "editor",
        progress: 80,
      }),
    onSuccess: (screenplay) => {
      queryClient.setQueryData(["screenplays", screenplayId], screenplay);
      void queryClient.invalidateQueries({ queryKey: ["screenplays"], exact: true });
      toast({ title: "Progress saved", description: "Moving to AI Editor step." });
      onSaved();
    },
    onError: (error) => toastError("Failed to update progress", error),
  });
}
