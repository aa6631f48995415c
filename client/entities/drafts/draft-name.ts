import type { DraftSummary } from "#shared/schemas/draft";

/** An automatic draft is named by why it was taken; a manual one by its name. */
export const draftName = (draft: DraftSummary) => draft.reason ?? draft.label;
