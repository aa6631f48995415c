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

/** Spec §7: all scenes by scene number, each as its heading followed by its content, as one text. */
export function screenplayText(scenes: Scene[]): string {
  return [...scenes]
    .sort((a, b) => a.sceneNumber - b.sceneNumber || a.id - b.id)
    .map((scene) =>
      [scene.heading.trim(), (scene.content ?? "").trim()].filter(Boolean).join("\n\n"),
    )
    .join("\n\n");
}
