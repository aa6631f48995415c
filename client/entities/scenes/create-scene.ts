import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast, toastError } from "#client/components/ui/use-toast";
import { apiRequest } from "#client/lib/api-client";
import type { CreateSceneInput, Scene } from "#shared/schemas/scene";
import { fieldError } from "./field-errors";
import { sceneKeys } from "./keys";

export function createScene(input: CreateSceneInput) {
  return apiRequest<Scene>("POST", "/api/scenes", input);
}

export function useCreateScene(
  screenplayId: number,
  {
    onCreated,
    onNumberTaken,
  }: { onCreated?: (scene: Scene) => void; onNumberTaken?: (message: string) => void } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createScene,
    onSuccess: async (scene) => {
      await queryClient.invalidateQueries({ queryKey: sceneKeys.list(screenplayId) });
      toast({
        title: "Scene created",
        description: "Your scene has been added to the screenplay.",
      });
      onCreated?.(scene);
    },
    onError: (error) => {
      // A taken number is shown on its field, where the writer changes it.
      const taken = fieldError(error, "sceneNumber");
      if (taken && onNumberTaken) onNumberTaken(taken);
      else toastError("Failed to create scene", error);
    },
  });
}
