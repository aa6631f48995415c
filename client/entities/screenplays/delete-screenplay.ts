import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast, toastError } from "#client/components/ui/use-toast";
import { apiRequest } from "#client/lib/api-client";
import type { Screenplay } from "#shared/schemas/screenplay";
import { screenplayKeys } from "./keys";

export function useDeleteScreenplay() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest<void>("DELETE", `/api/screenplays/${id}`),
    onSuccess: (_, id) => {
      queryClient.setQueryData<Screenplay[]>(screenplayKeys.all, (list) =>
        list?.filter((s) => s.id !== id),
      );
      queryClient.removeQueries({ queryKey: screenplayKeys.detail(id) });
      toast({ title: "Screenplay deleted" });
    },
    onError: (error) => toastError("Failed to delete screenplay", error),
  });
}
