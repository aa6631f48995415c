export const aiStatusKeys = {
  /** Whether the AI writer is the offline one or a configured model. */
  current: ["ai", "status"] as const,
};
