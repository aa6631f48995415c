import * as z from "zod/mini";
import { IdSchema, idField } from "./common";

export const DRAFT_LABEL_MAX = 100;
export const DRAFT_REASON_MAX = 200;
/** Drafts one screenplay keeps at most; a manual draft past it is refused (docs/decisions/0035). */
export const DRAFTS_MAX = 500;

/** Trimmed text of 1 to `max` characters, its messages naming `field`. */
const namedText = (field: string, max: number) =>
  z
    .string({ error: `${field} must be text` })
    .check(
      z.trim(),
      z.minLength(1, `${field} must not be empty`),
      z.maxLength(max, `${field} must be at most ${max} characters`),
    );

/**
 * `POST /api/screenplays/{id}/drafts`. A writer's draft takes an optional label. The client asks
 * for an automatic draft (`auto: true`) before a change it is about to make, e.g. an AI
 * replacement the writer confirmed, and says why in `reason`; automatic drafts are thinned as
 * they age and skipped when nothing changed since the newest draft.
 */
export const CreateDraftSchema = z
  .object({
    label: z.optional(namedText("label", DRAFT_LABEL_MAX)),
    auto: z.optional(z.boolean({ error: "auto must be true or false" })),
    reason: z.optional(namedText("reason", DRAFT_REASON_MAX)),
  })
  .check(
    z.refine((input) => input.auto !== true || input.reason !== undefined, {
      message: "reason is required for an automatic draft",
      path: ["reason"],
    }),
    z.refine((input) => input.auto === true || input.reason === undefined, {
      message: "reason is only for an automatic draft (auto: true)",
      path: ["reason"],
    }),
  );
export type CreateDraftInput = z.infer<typeof CreateDraftSchema>;

export const DraftParamsSchema = z.object({ id: IdSchema, draftId: idField("draftId") });

/** The screenplay as it is now, on the `to` side of a comparison. */
export const CURRENT = "current";

export const CompareDraftsQuerySchema = z.object({
  from: idField("from"),
  to: z.union([z.literal(CURRENT), idField("to")], {
    error: `to must be a draft id or "${CURRENT}"`,
  }),
});
export type CompareDraftsQuery = z.infer<typeof CompareDraftsQuerySchema>;

export const DRAFT_KINDS = ["manual", "auto"] as const;

/** A draft as the list shows it. */
export type DraftSummary = {
  id: number;
  label: string;
  kind: (typeof DRAFT_KINDS)[number];
  reason: string | null;
  createdAt: string;
  pages: number;
  scenes: number;
};

/** An automatic draft is named by why it was taken; a manual one by its name. */
export const draftName = (draft: DraftSummary) => draft.reason ?? draft.label;

export const SCENE_CHANGES = ["added", "removed", "changed", "moved", "same"] as const;
export type SceneChange = (typeof SCENE_CHANGES)[number];
export const LINE_OPS = ["add", "del", "same"] as const;

/** One scene of a comparison; `from`/`to` is null on the side the scene is not on. */
export type SceneComparison = {
  status: SceneChange;
  from: { sceneNumber: number; heading: string } | null;
  to: { sceneNumber: number; heading: string } | null;
  /** Heading and text line by line, for a changed scene only. */
  lines?: { op: (typeof LINE_OPS)[number]; text: string }[];
};
