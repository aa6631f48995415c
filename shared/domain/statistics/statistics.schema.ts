import * as z from "zod/mini";

/*
 * Deterministic figures computed from a script before any model is asked.
 * Shared as a schema because the analysis response carries them and the AI editor shows them.
 */

const wholeNumber = () => z.number().check(z.int());
const actNumber = () => z.number().check(z.int(), z.minimum(1), z.maximum(3));

export const ActShareSchema = z.object({
  act: actNumber(),
  /** Length in pages (eighths-precise). */
  pages: z.number(),
  percent: z.number(),
  targetPercent: z.number(),
  scenes: wholeNumber(),
});
export type ActShare = z.infer<typeof ActShareSchema>;

export const SceneStatSchema = z.object({
  /** 1-based position in the script. */
  index: wholeNumber(),
  heading: z.string(),
  act: actNumber(),
  /** Length in eighths of a page, the unit of a production breakdown (at least 1). */
  eighths: wholeNumber(),
  lines: wholeNumber(),
});
export type SceneStat = z.infer<typeof SceneStatSchema>;

export const CharacterStatSchema = z.object({
  /** The cue with extensions like (V.O.) and (CONT'D) removed. */
  name: z.string(),
  /** Speeches: one per character cue. */
  lines: wholeNumber(),
  words: wholeNumber(),
  /** Scenes in which the character speaks. */
  scenes: wholeNumber(),
});
export type CharacterStat = z.infer<typeof CharacterStatSchema>;

export const MalformedHeadingSchema = z.object({
  index: wholeNumber(),
  heading: z.string(),
  problem: z.string(),
});
export type MalformedHeading = z.infer<typeof MalformedHeadingSchema>;

export const ScreenplayStatisticsSchema = z.object({
  pageCount: wholeNumber(),
  /** One minute per page, the industry rule of thumb. */
  runtimeMinutes: wholeNumber(),
  sceneCount: wholeNumber(),
  wordCount: wholeNumber(),
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
    longest: z.nullable(SceneStatSchema),
    shortest: z.nullable(SceneStatSchema),
  }),
  dialogue: z.object({
    /** Printed lines of dialogue (including parentheticals) and of action on the page. */
    dialogueLines: wholeNumber(),
    actionLines: wholeNumber(),
    /** dialogueLines / actionLines; 0 when there is no action. */
    dialogueToActionRatio: z.number(),
  }),
  characters: z.array(CharacterStatSchema),
  speakingCharacterCount: wholeNumber(),
  /** Cast members (when a cast list is given) who never have a cue. */
  silentCharacters: z.array(z.string()),
  malformedHeadings: z.array(MalformedHeadingSchema),
});
export type ScreenplayStatistics = z.infer<typeof ScreenplayStatisticsSchema>;
