import type { ScreenplayStatistics } from "#shared/domain/statistics/statistics.schema";
import type { AiProvider } from "#shared/schemas/ai";
import type {
  AnalysisModelResult,
  CharacterResult,
  DialogueResult,
  LoglineResult,
  OutlineResult,
  ScenePlanResult,
  SceneResult,
  StoryIdeasResult,
} from "#shared/schemas/ai-results";
import type { DialogueSample } from "#shared/schemas/character";
import type { OutlineContent } from "#shared/schemas/outline";

/*
 * One method per AI call of the product (eight). Each task carries the request plus the story context the
 * server could gather (Dramatron's lesson: each level is written knowing the levels above it).
 */

/** A character as the writer sees it: everything but the name is optional context. */
export type CastMember = {
  name: string;
  role?: string | null;
  age?: string | null;
  occupation?: string | null;
  traits?: string[];
  motivations?: string[];
  flaws?: string[];
  arc?: string | null;
  backstory?: string | null;
  /** Lines the writer saved for the character: the voice to keep. */
  dialogueSamples?: DialogueSample[];
};

export type StoryContext = {
  title?: string;
  logline?: string;
  genre?: string;
  /** The Idea step's story elements, kept with the screenplay. */
  theme?: string;
  setting?: string;
  mainCharacter?: string;
  cast?: CastMember[];
  outline?: OutlineContent;
};

export type LoglineTask = {
  genre: string;
  theme: string;
  setting: string;
  character: string;
  story?: StoryContext;
};

export type StoryIdeasTask = {
  genre: string;
  theme: string;
  setting: string;
  /** The Idea step's main character description: every idea is about this person. */
  mainCharacter?: string;
  /** Titles and premises already shown: the new ideas must not repeat them. */
  exclude?: string[];
  story?: StoryContext;
};

/** story.cast holds the other characters, so the new one can be written against them. */
export type CharacterTask = { name: string; role: string; genre: string; story?: StoryContext };

export type DialogueTask = {
  character: CastMember;
  /** Free-text personality (the client sends the traits joined by commas, or 'neutral'). */
  personality: string;
  situation: string;
  story?: StoryContext;
};

export type OutlineTask = { title?: string; logline: string; genre: string; story?: StoryContext };

export type SceneTask = {
  sceneHeading: string;
  /** 1, 2 or 3 when known. */
  act?: number;
  /** The act's outline as text. */
  actOutline?: string;
  characters: CastMember[];
  /** The full text of the previous scene (heading and content). */
  previousScene?: string;
  /** What happens in this scene, as the writer put it. */
  beat?: string;
  /** One line per earlier scene (its beat, or its opening), in script order. */
  storySoFar?: string;
  /** What happens in the scene after this one. */
  nextBeat?: string;
  /** The character cues the script already uses, to be written exactly so. */
  cueNames?: string[];
  /**
   * The scene's existing text and what to do with it: continue it (the answer is only what
   * comes after) or rewrite it (the answer replaces it). Absent: the scene is written afresh.
   */
  existing?: { mode: "continue" | "rewrite"; text: string };
  story?: StoryContext;
};

/** The outline broken into scenes; story.cast holds the only names a planned scene may use. */
export type ScenePlanTask = {
  outline: OutlineContent;
  /** The number the first planned scene takes: one after the screenplay's highest. */
  firstSceneNumber: number;
  story: StoryContext;
  /** The scenes the writer already has, in order: the plan leaves out the moments they play. */
  written: WrittenScene[];
};

export type WrittenScene = { sceneNumber: number; heading: string; act: string; beat: string };

export type AnalysisTask = {
  content: string;
  statistics: ScreenplayStatistics;
  /**
   * The script's text act by act, when it is the stored scenes and they name their acts: a
   * script too long for one request is analysed per act.
   */
  acts?: { act: number; text: string }[];
  story?: StoryContext;
};

export type CallOptions = {
  /** Cancels the call, e.g. when the client disconnects. */
  signal?: AbortSignal;
};

export interface Writer {
  readonly provider: AiProvider;
  readonly model: string | null;
  generateLogline(task: LoglineTask, options?: CallOptions): Promise<LoglineResult>;
  generateStoryIdeas(task: StoryIdeasTask, options?: CallOptions): Promise<StoryIdeasResult>;
  generateCharacter(task: CharacterTask, options?: CallOptions): Promise<CharacterResult>;
  generateDialogue(task: DialogueTask, options?: CallOptions): Promise<DialogueResult>;
  generateOutline(task: OutlineTask, options?: CallOptions): Promise<OutlineResult>;
  generateScene(task: SceneTask, options?: CallOptions): Promise<SceneResult>;
  /** The same scene as generateScene, yielded piece by piece as it is written. */
  streamScene(task: SceneTask, options?: CallOptions): AsyncIterable<string>;
  planScenes(task: ScenePlanTask, options?: CallOptions): Promise<ScenePlanResult>;
  /** The qualitative analysis; the caller attaches the statistics it computed. */
  analyzeScreenplay(task: AnalysisTask, options?: CallOptions): Promise<AnalysisModelResult>;
}
