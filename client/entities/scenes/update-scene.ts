import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast, toastError } from "#client/components/ui/use-toast";
import { apiRequest, conflictCurrent } from "#client/lib/api-client";
import type { Scene, UpdateSceneInput } from "#shared/schemas/scene";
import { fieldError } from "./field-errors";
import { sceneKeys } from "./keys";

export function updateScene({ id, ...input }: UpdateSceneInput & { id: number }) {
  return apiRequest<Scene>("PATCH", `/api/scenes/${id}`, input);
}

export const CONFLICT_MESSAGE =
  "409: This scene was saved somewhere else since you opened it. Your text is still in the editor and the other version is shown beside it; keep what you need and save again.";

export function useUpdateScene(
  screenplayId: number,
  {
    onUpdated,
    onConflict,
    onNumberTaken,
  }: {
    onUpdated?: (scene: Scene) => void;
    onConflict?: (current: Scene) => void;
    onNumberTaken?: (message: string) => void;
  } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateScene,
    onSuccess: async (scene) => {
      await queryClient.invalidateQueries({ queryKey: sceneKeys.list(screenplayId) });
      toast({ title: "Scene updated", description: "Your scene has been updated successfully." });
      onUpdated?.(scene);
    },
    onError: (error) => {
      const current = conflictCurrent<Scene>(error);
      if (current) {
        void queryClient.invalidateQueries({ queryKey: sceneKeys.list(screenplayId) });
        toast({
          variant: "destructive",
          title: "Failed to update scene",
          description: CONFLICT_MESSAGE,
        });
        onConflict?.(current);
        return;
      }
      const taken = fieldError(error, "sceneNumber");
      if (taken && onNumberTaken) onNumberTaken(taken);
      else toastError("Failed to update scene", error);
    },
  });
}
