import { screenplayKeys } from "../screenplays/keys";

export const outlineKeys = {
  /** The screenplay's one outline. */
  detail: (screenplayId: number) => [...screenplayKeys.detail(screenplayId), "outline"] as const,
};
