import { queryOptions, useQuery } from "@tanstack/react-query";
import { getJson } from "#client/lib/api-client";
import type { Scene } from "#shared/schemas/scene";
import { sceneKeys } from "./keys";

export function scenesQueryOptions(screenplayId: number) {
  return queryOptions({
    queryKey: sceneKeys.list(screenplayId),
    queryFn: () => getJson<Scene[]>(`/api/screenplays/${screenplayId}/scenes`),
  });
}

export function useScenes(screenplayId: number) {
  return useQuery(scenesQueryOptions(screenplayId));
}
