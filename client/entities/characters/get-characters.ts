import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Character } from "#shared/schemas/character";
import { getJson } from "../../lib/api-client";
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
