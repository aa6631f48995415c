export const screenplayKeys = {
  all: ["screenplays"] as const,
  detail: (id: number) => ["screenplays", id] as const,
};
