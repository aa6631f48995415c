import { screenplayKeys } from "#client/entities/screenplays/keys";

export const outlineKeys = {
  /** The screenplay's one outline. */
  detail: (screenplayId: number) => [...screenplayKeys.detail(screenplayId), "outline"] as const,
};
