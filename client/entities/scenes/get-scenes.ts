import { useQuery } from "@tanstack/react-query";
import { screenplayListQuery } from "#client/entities/screenplays/list-query";
import type { Scene } from "#shared/schemas/scene";
import { sceneKeys } from "./keys";

export function scenesQueryOptions(screenplayId: number) {
  return screenplayListQuery<Scene>(sceneKeys.list(screenplayId));
}

export function useScenes(screenplayId: number) {
  return useQuery(scenesQueryOptions(screenplayId));
}
