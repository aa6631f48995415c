import { queryOptions, useQuery } from "@tanstack/react-query";
import { getJson } from "#client/lib/api-client";
import type { Character } from "#shared/schemas/character";
import { characterKeys } from "./keys";

export function charactersQueryOptions(screenplayId: number) {
  return queryOptions({
    queryKey: characterKeys.list(screenplayId),
    queryFn: () => getJson<Character[]>(`/api/screenplays/${screenplayId}/characters`),
  });
}

export function useCharacters(screenplayId: number) {
  return useQuery(charactersQueryOptions(screenplayId));
}
