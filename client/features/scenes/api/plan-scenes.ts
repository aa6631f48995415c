import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast, toastError } from "#client/components/ui/use-toast";
import { createScene } from "#client/entities/scenes/create-scene";
import { scenesQueryOptions } from "#client/entities/scenes/get-scenes";
import { sceneKeys } from "#client/entities/scenes/keys";
import { nextSceneNumber } from "#client/entities/scenes/scene-form-model";
import { suggestionKeys } from "#client/entities/suggestions/keys";
import { apiRequest } from "#client/lib/api-client";
import type { PlannedScene, ScenePlanResult } from "#shared/schemas/ai-results";
import type { Character } from "#shared/schemas/character";
import { plannedSceneInput } from "../components/scene-plan-model";

export function planScenes(screenplayId: number) {
  return apiRequest<ScenePlanResult>("POST", "/api/ai/plan-scenes", { screenplayId });
}

/** The "ai" mutation key lets the AI Assistant panel list the plan with the other suggestions. */
export function usePlanScenes({ onPlanned }: { onPlanned: (plan: ScenePlanResult) => void }) {
  return useMutation({
    mutationKey: suggestionKeys.aiCall("scene_plan"),
    mutationFn: planScenes,
    onSuccess: onPlanned,
    onError: (error) => toastError("Error planning scenes", error),
  });
}

type Kept = { scenes: PlannedScene[]; characters: Character[] };

/** A keep that failed part-way: the scenes from `notAdded` on were not created. */
class KeepStopped extends Error {
  constructor(
    override readonly cause: unknown,
    readonly notAdded: PlannedScene[],
  ) {
    super(cause instanceof Error ? cause.message : "An unexpected error occurred");
  }
}

/**
 * Creates the kept scenes one by one in the order shown, numbered after the scenes the server
 * has now (read afresh: another tab may have added some since the plan was made). If one fails,
 * `onStopped` gets the scenes not added, so keeping again never adds a scene twice.
 */
export function useKeepPlannedScenes(
  screenplayId: number,
  { onKept, onStopped }: { onKept: () => void; onStopped: (notAdded: PlannedScene[]) => void },
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ scenes, characters }: Kept) => {
      const stored = await queryClient.fetchQuery({
        ...scenesQueryOptions(screenplayId),
        staleTime: 0,
      });
      const first = nextSceneNumber(stored);
      for (const [i, scene] of scenes.entries()) {
        try {
          await createScene({ screenplayId, ...plannedSceneInput(scene, first + i, characters) });
        } catch (error) {
          throw new KeepStopped(error, scenes.slice(i));
        }
      }
      return scenes.length;
    },
    onSuccess: (count) => {
      toast({
        title: "Scenes planned",
        description: `${count} ${count === 1 ? "scene" : "scenes"} added from your outline.`,
      });
      onKept();
    },
    onError: (error) => {
      toastError("Failed to add the planned scenes", error);
      if (error instanceof KeepStopped) onStopped(error.notAdded);
    },
    // Also after a failure part-way: the scenes added before it are in the list.
    onSettled: () => queryClient.invalidateQueries({ queryKey: sceneKeys.list(screenplayId) }),
  });
}
