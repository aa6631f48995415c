import { useQuery } from "@tanstack/react-query";
import { screenplayListQuery } from "#client/entities/screenplays/list-query";
import type { Character } from "#shared/schemas/character";
import { characterKeys } from "./keys";

export function charactersQueryOptions(screenplayId: number) {
  return screenplayListQuery<Character>(characterKeys.list(screenplayId));
}

export function useCharacters(screenplayId: number) {
  return useQuery(charactersQueryOptions(screenplayId));
}
