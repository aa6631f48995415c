import { z } from "zod";

/*
 * Deterministic figures computed from a script before any model is asked (PRODUCT.md §7).
 * Shared as a schema because the analysis response carries them and the AI editor shows them.
 */

export const ActShareSchema = z.object({
  act: z.number().int().min(1).max(3),
  /** Length in pages (eighths-precise). */
  pages: z.number(),
  percent: z.number(),
  targetPercent: z.number(),
  scenes: z.number().int(),
});
export type ActShare = z.infer<typeof ActShareSchema>;

export const SceneStatSchema = z.object({
  /** 1-based position in the script. */
  index: z.number().int(),
  heading: z.string(),
  act: z.number().int().min(1).max(3),
  /** Length in eighths of a page, the unit of a production breakdown (at least 1). */
  eighths: z.number().int(),
  lines: z.number().int(),
});
export type SceneStat = z.infer<typeof SceneStatSchema>;

export const CharacterStatSchema = z.object({
  /** The cue with extensions like (V.O.) and (CONT'D) removed. */
  name: z.string(),
  /** Speeches: one per character cue. */
  lines: z.number().int(),
  words: z.number().int(),
  /** Scenes in which the character speaks. */
  scenes: z.number().int(),
});
export type CharacterStat = z.infer<typeof CharacterStatSchema>;

export const MalformedHeadingSchema = z.object({
  index: z.number().int(),
  heading: z.string(),
  problem: z.string(),
});
export type MalformedHeading = z.infer<typeof MalformedHeadingSchema>;

export const ScreenplayStatisticsSchema = z.object({
  pageCount: z.number().int(),
  /** One minute per page, the industry rule of thumb. */
  runtimeMinutes: z.number().int(),
  sceneCount: z.number().int(),
  wordCount: z.number().int(),
  acts: z.object({
    /**
     * Where act boundaries came from: the scenes' own act field, Fountain sections naming acts
     * ("# ACT TWO"), or, failing both, page position against 25/50/25.
     */
    source: z.enum(["scene-act", "sections", "page-position"]),
    shares: z.array(ActShareSchema),
  }),
  scenes: z.array(SceneStatSchema),
  sceneLength: z.object({
    averageEighths: z.number(),
    medianEighths: z.number(),
    longest: SceneStatSchema.nullable(),
    shortest: SceneStatSchema.nullable(),
  }),
  dialogue: z.object({
    /** Printed lines of dialogue (including parentheticals) and of action on the page. */
    dialogueLines: z.number().int(),
    actionLines: z.number().int(),
    /** dialogueLines / actionLines; 0 when there is no action. */
    dialogueToActionRatio: z.number(),
  }),
  characters: z.array(CharacterStatSchema),
  speakingCharacterCount: z.number().int(),
  /** Cast members (when a cast list is given) who never have a cue. */
  silentCharacters: z.array(z.string()),
  malformedHeadings: z.array(MalformedHeadingSchema),
});
export type ScreenplayStatistics = z.infer<typeof ScreenplayStatisticsSchema>;
