import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast, toastError } from "#client/components/ui/use-toast";
import { apiRequest } from "#client/lib/api-client";
import type { CreateScreenplayInput, Screenplay } from "#shared/schemas/screenplay";
import { screenplayKeys } from "./keys";

export function createScreenplay(input: CreateScreenplayInput) {
  return apiRequest<Screenplay>("POST", "/api/screenplays", input);
}

export function useCreateScreenplay({
  onCreated,
  announce = true,
}: {
  onCreated?: (s: Screenplay) => void;
  /** The automatic first screenplay is not announced: it would replace the sign-in toast. */
  announce?: boolean;
} = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createScreenplay,
    onSuccess: (screenplay) => {
      queryClient.setQueryData(screenplayKeys.detail(screenplay.id), screenplay);
      void queryClient.invalidateQueries({ queryKey: screenplayKeys.all, exact: true });
      if (announce) {
        toast({ title: "Screenplay created", description: `“${screenplay.title}” is ready.` });
      }
      onCreated?.(screenplay);
    },
    onError: (error) => toastError("Failed to create screenplay", error),
  });
}
