import { type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import { toast, toastError } from "#client/components/ui/use-toast";
import { createCharacter } from "#client/entities/characters/create-character";
import { charactersQueryOptions } from "#client/entities/characters/get-characters";
import { updateCharacter } from "#client/entities/characters/update-character";
import { outlineQueryOptions } from "#client/entities/outline/get-outline";
import { saveOutline } from "#client/entities/outline/save-outline";
import { createScene } from "#client/entities/scenes/create-scene";
import { scenesQueryOptions } from "#client/entities/scenes/get-scenes";
import { updateScene } from "#client/entities/scenes/update-scene";
import { screenplayQueryOptions } from "#client/entities/screenplays/get-screenplay";
import { screenplayKeys } from "#client/entities/screenplays/keys";
import { updateScreenplay } from "#client/entities/screenplays/patch-screenplay";
import { markSuggestionApplied } from "#client/entities/suggestions/get-suggestions";
import { suggestionKeys } from "#client/entities/suggestions/keys";
import type { AiSuggestion } from "#shared/schemas/ai";
import { type ApplyPlan, type ApplyState, planApply, STATE_NEEDED } from "../apply-plan";

/*
 * Each part through its entity's own query, fetched fresh (staleTime 0) into the same cache
 * entry the step screens read, so what Apply writes shows on them at once.
 */
const LOADERS: {
  [K in keyof ApplyState]-?: (queryClient: QueryClient, id: number) => Promise<ApplyState[K]>;
} = {
  screenplay: (queryClient, id) =>
    queryClient.fetchQuery({ ...screenplayQueryOptions(id), staleTime: 0 }),
  outline: (queryClient, id) =>
    queryClient.fetchQuery({ ...outlineQueryOptions(id), staleTime: 0 }),
  characters: (queryClient, id) =>
    queryClient.fetchQuery({ ...charactersQueryOptions(id), staleTime: 0 }),
  scenes: (queryClient, id) => queryClient.fetchQuery({ ...scenesQueryOptions(id), staleTime: 0 }),
};

/**
 * What the suggestion would write, planned against the screenplay as the server has it now
 * (not as this tab last saw it), so the question "replace this?" names what is really there.
 */
async function loadPlan(
  queryClient: QueryClient,
  suggestion: AiSuggestion,
): Promise<ApplyPlan | null> {
  const state: ApplyState = {};
  await Promise.all(
    STATE_NEEDED[suggestion.suggestionType].map(async (part) => {
      const data = await LOADERS[part](queryClient, suggestion.screenplayId);
      Object.assign(state, { [part]: data });
    }),
  );
  return planApply(suggestion, state);
}

/** One write through the entity's own API, with the `updatedAt` the plan was made from. */
async function write(screenplayId: number, { write }: ApplyPlan): Promise<void> {
  switch (write.kind) {
    case "screenplay":
      await updateScreenplay(screenplayId, {
        ...write.changes,
        updatedAt: write.screenplay.updatedAt,
      });
      return;
    case "outline":
      await saveOutline({ screenplayId, ...write.content });
      return;
    case "character":
      await updateCharacter(write.character.id, {
        ...write.changes,
        updatedAt: write.character.updatedAt,
      });
      return;
    case "new-character":
      await createCharacter({ screenplayId, ...write.input });
      return;
    case "scene":
      await updateScene({ id: write.scene.id, ...write.changes, updatedAt: write.scene.updatedAt });
      return;
    case "new-scene":
      await createScene({ screenplayId, ...write.input });
      return;
    case "none":
      return;
  }
}

type Applying = { suggestion: AiSuggestion; plan: ApplyPlan };

/**
 * Apply: `prepare` plans the write (the caller asks before replacing the writer's text), then
 * `apply` writes it and marks the suggestion applied. A change made elsewhere in between is
 * a 409: nothing is overwritten, and the screens reload what is there now.
 */
export function useApplySuggestion(screenplayId: number) {
  const queryClient = useQueryClient();
  const refresh = () =>
    queryClient.invalidateQueries({ queryKey: screenplayKeys.detail(screenplayId) });
  const apply = useMutation({
    mutationFn: async ({ suggestion, plan }: Applying) => {
      await write(screenplayId, plan);
      await markSuggestionApplied(suggestion.id);
    },
    onSuccess: (_, { plan }) =>
      toast({
        title: "Suggestion applied",
        description:
          plan.write.kind === "none"
            ? `It is already in ${plan.where}.`
            : `It is now in ${plan.where}.`,
      }),
    onError: (error) => toastError("Failed to apply suggestion", error),
    onSettled: refresh,
  });
  const prepare = (suggestion: AiSuggestion) =>
    loadPlan(queryClient, suggestion).catch((error: unknown) => {
      toastError("Failed to apply suggestion", error);
      return null;
    });
  return { prepare, apply };
}

/** Dismiss: the suggestion leaves the panel with nothing written. */
export function useDismissSuggestion(screenplayId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (suggestion: AiSuggestion) => markSuggestionApplied(suggestion.id),
    onError: (error) => toastError("Failed to dismiss suggestion", error),
    onSettled: () => queryClient.invalidateQueries({ queryKey: suggestionKeys.list(screenplayId) }),
  });
}
