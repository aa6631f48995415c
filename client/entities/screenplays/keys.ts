/**
 * A screenplay's own data (outline, characters, scenes, suggestions) is keyed under its
 * detail key, so invalidating the screenplay refreshes all of it.
 */
export const screenplayKeys = {
  all: ["screenplays"] as const,
  detail: (id: number) => ["screenplays", id] as const,
};
