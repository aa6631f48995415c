import { screenplayKeys } from "#client/entities/screenplays/keys";

export const draftKeys = {
  list: (screenplayId: number) => [...screenplayKeys.detail(screenplayId), "drafts"] as const,
  compare: (screenplayId: number, from: number, to: number | "current") =>
    [...draftKeys.list(screenplayId), "compare", from, to] as const,
};
