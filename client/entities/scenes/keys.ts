import { screenplayKeys } from "#client/entities/screenplays/keys";

export const sceneKeys = {
  list: (screenplayId: number) => [...screenplayKeys.detail(screenplayId), "scenes"] as const,
};
