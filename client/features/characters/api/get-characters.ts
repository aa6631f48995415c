import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Character } from "../../../../shared/schemas/character";
import { getJson } from "../../../lib/api-client";

export const charactersKey = (screenplayId: number) =>
  ["screenplays", screenplayId, "characters"] as const;

export function charactersQueryOptions(screenplayId: number) {
  return queryOptions({
    queryKey: charactersKey(screenplayId),
    queryFn: () => getJson<Character[]>(`/api/screenplays/${screenplayId}/characters`),
  });
}

export function useCharacters(screenplayId: number) {
  return useQuery(charactersQueryOptions(screenplayId));
}
