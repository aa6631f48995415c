import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Scene } from "../../../shared/schemas/scene";
import { getJson } from "../../lib/api-client";
import { sceneKeys } from "./keys";

export function scenesQueryOptions(screenplayId: number) {
  return queryOptions({
    queryKey: sceneKeys.list(screenplayId),
    queryFn: () => getJson<Scene[]>(`/api/screenplays/${screenplayId}/scenes`),
    select: sortByNumber,
  });
}

/** Scenes in script order (by scene number, then by creation for equal numbers). */
export function sortByNumber(scenes: Scene[]): Scene[] {
  return [...scenes].sort((a, b) => a.sceneNumber - b.sceneNumber || a.id - b.id);
}

export function useScenes(screenplayId: number) {
  return useQuery(scenesQueryOptions(screenplayId));
}
