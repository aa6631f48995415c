import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Character } from "../../../../shared/schemas/character";
import { getJson } from "../../../lib/api-client";
import { sceneKeys } from "./keys";

export function charactersQueryOptions(screenplayId: number) {
  return queryOptions({
    queryKey: sceneKeys.characters(screenplayId),
    queryFn: () => getJson<Character[]>(`/api/screenplays/${screenplayId}/characters`),
  });
}

/** The screenplay's characters, for the scene dialog's checklist. */
export function useCharacters(screenplayId: number) {
  return useQuery(charactersQueryOptions(screenplayId));
}
