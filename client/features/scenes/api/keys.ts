/** Scene data lives under its screenplay's key, so invalidating the screenplay refreshes it. */
export const sceneKeys = {
  list: (screenplayId: number) => ["screenplays", screenplayId, "scenes"] as const,
  characters: (screenplayId: number) => ["screenplays", screenplayId, "characters"] as const,
  outline: (screenplayId: number) => ["screenplays", screenplayId, "outline"] as const,
};
