import { screenplayKeys } from "#client/entities/screenplays/keys";

export const characterKeys = {
  list: (screenplayId: number) => [...screenplayKeys.detail(screenplayId), "characters"] as const,
};
