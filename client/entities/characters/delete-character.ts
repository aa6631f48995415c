import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast, toastError } from "#client/components/ui/use-toast";
import { apiRequest } from "#client/lib/api-client";
import type { Character } from "#shared/schemas/character";
import { characterKeys } from "./keys";

export function useDeleteCharacter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (character: Character) =>
      apiRequest<void>("DELETE", `/api/characters/${character.id}`),
    onSuccess: (_, character) => {
      queryClient.setQueryData<Character[]>(characterKeys.list(character.screenplayId), (list) =>
        list?.filter((c) => c.id !== character.id),
      );
      toast({ title: "Character deleted", description: `${character.name} has been removed.` });
    },
    onError: (error) => toastError("Failed to delete character", error),
  });
}
