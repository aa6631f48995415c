import { type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import { toast, toastError } from "#client/components/ui/use-toast";
import { apiRequest, conflictCurrent } from "#client/lib/api-client";
import type { Character, UpdateCharacterInput } from "#shared/schemas/character";
import { characterKeys } from "./keys";

/** The character as this client last saw it (the list cache), for its `updatedAt`. */
export function cachedCharacter(queryClient: QueryClient, character: Character): Character {
  const list = queryClient.getQueryData<Character[]>(characterKeys.list(character.screenplayId));
  return list?.find((c) => c.id === character.id) ?? character;
}

export function putInList(queryClient: QueryClient, character: Character) {
  queryClient.setQueryData<Character[]>(characterKeys.list(character.screenplayId), (list) =>
    list?.map((c) => (c.id === character.id ? character : c)),
  );
}

/** PATCH /api/characters/:id: the server refuses it with a 409 if `updatedAt` is not the latest. */
export function updateCharacter(id: number, input: UpdateCharacterInput) {
  return apiRequest<Character>("PATCH", `/api/characters/${id}`, input);
}

/** PATCH with the version last seen; someone else's save in between is a 409, never lost. */
export function patchCharacter(
  queryClient: QueryClient,
  character: Character,
  changes: Omit<UpdateCharacterInput, "updatedAt">,
) {
  const seen = cachedCharacter(queryClient, character);
  return updateCharacter(character.id, { ...changes, updatedAt: seen.updatedAt });
}

type UpdateVariables = { character: Character; changes: Omit<UpdateCharacterInput, "updatedAt"> };

export function useUpdateCharacter({ onUpdated }: { onUpdated: (c: Character) => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ character, changes }: UpdateVariables) =>
      patchCharacter(queryClient, character, changes),
    onSuccess: (character) => {
      putInList(queryClient, character);
      toast({ title: "Character updated", description: `${character.name} is saved.` });
      onUpdated(character);
    },
    onError: (error) => {
      const current = conflictCurrent<Character>(error);
      if (current) putInList(queryClient, current);
      toastError("Failed to update character", error);
    },
  });
}
