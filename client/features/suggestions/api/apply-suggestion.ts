import { type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import type { AiSuggestion } from "../../../../shared/schemas/ai";
import type { Character } from "../../../../shared/schemas/character";
import type { Outline } from "../../../../shared/schemas/outline";
import type { Scene } from "../../../../shared/schemas/scene";
import type { Screenplay } from "../../../../shared/schemas/screenplay";
import { toast, toastError } from "../../../components/ui/use-toast";
import { apiRequest, getJson } from "../../../lib/api-client";
import { type ApplyPlan, type ApplyState, planApply, STATE_NEEDED } from "../apply-plan";
import { suggestionsKey } from "./get-suggestions";

/* The same keys the step screens read, so what Apply writes shows on them at once. */
const screenplayKey = (id: number) => ["screenplays", id] as const;
const LOADERS: {
  [K in keyof ApplyState]-?: (id: number) => { key: readonly unknown[]; path: string };
} = {
  screenplay: (id) => ({ key: screenplayKey(id), path: `/api/screenplays/${id}` }),
  outline: (id) => ({
    key: [...screenplayKey(id), "outline"],
    path: `/api/screenplays/${id}/outline`,
  }),
  characters: (id) => ({
    key: [...screenplayKey(id), "characters"],
    path: `/api/screenplays/${id}/characters`,
  }),
  scenes: (id) => ({
    key: [...screenplayKey(id), "scenes"],
    path: `/api/screenplays/${id}/scenes`,
  }),
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
      const { key, path } = LOADERS[part](suggestion.screenplayId);
      const data = await queryClient.fetchQuery({
        queryKey: key,
        queryFn: () => getJson(path),
        staleTime: 0,
      });
      Object.assign(state, { [part]: data });
    }),
  );
  return planApply(suggestion, state);
}

/** One write through the entity's own API, with the `updatedAt` the plan was made from. */
async function write(screenplayId: number, { write }: ApplyPlan): Promise<void> {
  switch (write.kind) {
    case "screenplay":
      await apiRequest<Screenplay>("PATCH", `/api/screenplays/${screenplayId}`, {
        ...write.changes,
        updatedAt: write.screenplay.updatedAt,
      });
      return;
    case "outline":
      await apiRequest<Outline>("POST", "/api/outlines", { screenplayId, ...write.content });
      return;
    case "character":
      await apiRequest<Character>("PATCH", `/api/characters/${write.character.id}`, {
        ...write.changes,
        updatedAt: write.character.updatedAt,
      });
      return;
    case "new-character":
      await apiRequest<Character>("POST", "/api/characters", { screenplayId, ...write.input });
      return;
    case "scene":
      await apiRequest<Scene>("PATCH", `/api/scenes/${write.scene.id}`, {
        ...write.changes,
        updatedAt: write.scene.updatedAt,
      });
      return;
    case "new-scene":
      await apiRequest<Scene>("POST", "/api/scenes", { screenplayId, ...write.input });
      return;
    case "none":
      return;
  }
}

const markApplied = (id: number) =>
  apiRequest<AiSuggestion>("PATCH", `/api/suggestions/${id}`, { isApplied: true });

type Applying = { suggestion: AiSuggestion; plan: ApplyPlan };

/**
 * Apply: `prepare` plans the write (the caller asks before replacing the writer's text), then
 * `apply` writes it and marks the suggestion applied. A change made elsewhere in between is
 * a 409: nothing is overwritten, and the screens reload what is there now.
 */
export function useApplySuggestion(screenplayId: number) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: screenplayKey(screenplayId) });
  const apply = useMutation({
    mutationFn: async ({ suggestion, plan }: Applying) => {
      await write(screenplayId, plan);
      await markApplied(suggestion.id);
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
    mutationFn: (suggestion: AiSuggestion) => markApplied(suggestion.id),
    onError: (error) => toastError("Failed to dismiss suggestion", error),
    onSettled: () => queryClient.invalidateQueries({ queryKey: suggestionsKey(screenplayId) }),
  });
}
