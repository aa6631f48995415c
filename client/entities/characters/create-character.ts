import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast, toastError } from "#client/components/ui/use-toast";
import { apiRequest } from "#client/lib/api-client";
import type { Character, CreateCharacterInput } from "#shared/schemas/character";
import { characterKeys } from "./keys";

export function createCharacter(input: CreateCharacterInput) {
  return apiRequest<Character>("POST", "/api/characters", input);
}

export function useCreateCharacter({ onCreated }: { onCreated: (c: Character) => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCharacter,
    onSuccess: (character) => {
      queryClient.setQueryData<Character[]>(characterKeys.list(character.screenplayId), (list) => [
        ...(list ?? []),
        character,
      ]);
      toast({ title: "Character created", description: `${character.name} joins the cast.` });
      onCreated(character);
    },
    onError: (error) => toastError("Failed to create character", error),
  });
}
