import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast, toastError } from "#client/components/ui/use-toast";
import { apiRequest } from "#client/lib/api-client";
import { sceneKeys } from "./keys";

export function deleteScene(id: number) {
  return apiRequest<void>("DELETE", `/api/scenes/${id}`);
}

export function useDeleteScene(
  screenplayId: number,
  { onDeleted }: { onDeleted?: () => void } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteScene,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: sceneKeys.list(screenplayId) });
      toast({
        title: "Scene deleted",
        description: "The scene has been removed from the screenplay.",
      });
      onDeleted?.();
    },
    onError: (error) => toastError("Failed to delete scene", error),
  });
}
