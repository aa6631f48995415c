import { screenplayKeys } from "#client/entities/screenplays/keys";

export const suggestionKeys = {
  list: (screenplayId: number) => [...screenplayKeys.detail(screenplayId), "suggestions"] as const,
  /**
   * The mutation key of every AI call (e.g. `aiCall("outline")`): the suggestions feed reloads
   * after any mutation whose key starts with "ai", so no screen has to know the feed.
   */
  aiCall: (kind: string) => ["ai", kind] as const,
  isAiCall: (mutationKey: readonly unknown[] | undefined) => mutationKey?.[0] === "ai",
};
