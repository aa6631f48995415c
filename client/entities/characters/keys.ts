import { screenplayKeys } from "../screenplays/keys";

export const characterKeys = {
  list: (screenplayId: number) => [...screenplayKeys.detail(screenplayId), "characters"] as const,
};
