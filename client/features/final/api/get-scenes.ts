import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Scene } from "../../../../shared/schemas/scene";
import { getJson } from "../../../lib/api-client";

export function scenesQueryOptions(screenplayId: number) {
  return queryOptions({
    queryKey: ["screenplays", screenplayId, "scenes"] as const,
    queryFn: () => getJson<Scene[]>(`/api/screenplays/${screenplayId}/scenes`),
  });
}

export function useScenes(screenplayId: number) {
  return useQuery(scenesQueryOptions(screenplayId));
}
