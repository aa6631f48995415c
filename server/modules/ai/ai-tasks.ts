import type { z } from "zod";
import {
  parseAct,
  type ScreenplayStatistics,
  statisticsFromScenes,
  statisticsFromText,
} from "#shared/domain/statistics/index";
import {
  AI_FALLBACKS,
  type AnalyzeScreenplayInputSchema,
  CONTENT_REQUIRED_MESSAGE,
  type GenerateCharacterInputSchema,
  type GenerateDialogueInputSchema,
  type GenerateOutlineInputSchema,
  type GenerateSceneInputSchema,
  type SceneMode,
} from "#shared/schemas/ai";
import type { OutlineContent } from "#shared/schemas/outline";
import { describeOutline } from "../../ai/prompts/prompt-context";
import { scriptText } from "../../ai/script-text";
import type {
  AnalysisTask,
  CastMember,
  CharacterTask,
  DialogueTask,
  OutlineTask,
  SceneTask,
} from "../../ai/writer";
import { BadRequestError, NotFoundError } from "../../errors";
import { type StoredContext, toCastMember } from "./ai-context";
import { sceneSurroundings } from "./scene-surroundings";

/* Request + stored context → the writer's task. What the client sent wins; stored values
 * fill the gaps; the fixed fallbacks (AI_FALLBACKS) come last. */

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export function characterTask(
  input: z.output<typeof GenerateCharacterInputSchema>,
  ctx?: StoredContext,
): CharacterTask {
  return {
    name: input.name,
    role: input.role ?? AI_FALLBACKS.characterRole,
    genre: input.genre ?? ctx?.story.genre ?? AI_FALLBACKS.characterGenre,
    ...(ctx ? { story: ctx.story } : {}),
  };
}

export function dialogueTask(
  input: z.output<typeof GenerateDialogueInputSchema>,
  ctx?: StoredContext,
): DialogueTask {
  const stored =
    ctx?.characters.find((c) => c.id === input.characterId) ??
    ctx?.characters.find((c) => sameName(c.name, input.character));
  const character: CastMember = stored ? toCastMember(stored) : { name: input.character };
  const traits = stored?.traits.length ? stored.traits.join(", ") : undefined;
  return {
    character,
    personality: input.personality ?? traits ?? AI_FALLBACKS.dialoguePersonality,
    situation: input.situation ?? AI_FALLBACKS.dialogueSituation,
    ...(ctx ? { story: ctx.story } : {}),
  };
}

export function outlineTask(
  input: z.output<typeof GenerateOutlineInputSchema>,
  ctx?: StoredContext,
): OutlineTask {
  const title = input.title ?? ctx?.story.title;
  return {
    ...(title ? { title } : {}),
    logline: input.logline ?? ctx?.story.logline ?? AI_FALLBACKS.outlineLogline,
    genre: input.genre ?? ctx?.story.genre ?? AI_FALLBACKS.outlineGenre,
    ...(ctx ? { story: ctx.story } : {}),
  };
}

function actOutline(
  outline: OutlineContent | undefined,
  act: number | undefined,
): string | undefined {
  if (!outline || !act) return undefined;
  return describeOutline(outline).split("\n")[act - 1];
}

/** The stored scene the request names; 404 when it is not a scene of this screenplay. */
function storedScene(ctx: StoredContext | undefined, sceneId: number | undefined) {
  if (!ctx || sceneId === undefined) return undefined;
  const scene = ctx.scenes.find((s) => s.id === sceneId);
  if (!scene) throw new NotFoundError("Scene");
  return scene;
}

/** The existing text goes to the writer only when the mode does something with it. */
function existingText(mode: SceneMode, text: string | undefined): SceneTask["existing"] {
  return mode !== "write" && text?.trim() ? { mode, text } : undefined;
}

/**
 * The scene as the dialog shows it (its unsaved heading, characters, beat and text win over
 * the stored scene's) set in the stored story around it.
 */
export function sceneTask(
  input: z.output<typeof GenerateSceneInputSchema>,
  ctx?: StoredContext,
): SceneTask {
  const stored = storedScene(ctx, input.sceneId);
  const act = parseAct(input.act ?? stored?.act);
  const names = input.characters ?? stored?.characters ?? [];
  const characters = names.map((name): CastMember => {
    const known = ctx?.characters.find((c) => sameName(c.name, name) || String(c.id) === name);
    return known ? toCastMember(known) : { name };
  });
  const around = ctx
    ? sceneSurroundings(ctx.scenes, {
        id: input.sceneId,
        sceneNumber: input.sceneNumber ?? stored?.sceneNumber,
      })
    : undefined;
  const previousScene = input.previousScene ?? around?.previousScene;
  const outlineText = input.outline ?? actOutline(ctx?.story.outline, act);
  const beat = (input.beat ?? stored?.beat ?? "").trim();
  const existing = existingText(input.mode, input.content ?? stored?.content ?? undefined);
  return {
    sceneHeading: input.sceneHeading,
    characters,
    ...(act ? { act } : {}),
    ...(outlineText ? { actOutline: outlineText } : {}),
    ...(previousScene ? { previousScene } : {}),
    ...(beat ? { beat } : {}),
    ...(around?.storySoFar ? { storySoFar: around.storySoFar } : {}),
    ...(around?.nextBeat ? { nextBeat: around.nextBeat } : {}),
    ...(around?.cueNames.length ? { cueNames: around.cueNames } : {}),
    ...(existing ? { existing } : {}),
    ...(ctx ? { story: ctx.story } : {}),
  };
}

/** The stored scenes' text per act (a scene without one is in the act before it), if any names one. */
function actTexts(scenes: StoredContext["scenes"]): AnalysisTask["acts"] {
  const byAct = new Map<number, StoredContext["scenes"]>();
  let act: number | undefined;
  for (const scene of scenes) {
    act = parseAct(scene.act) ?? act;
    const inAct = byAct.get(act ?? 1) ?? [];
    inAct.push(scene);
    byAct.set(act ?? 1, inAct);
  }
  if (act === undefined) return undefined;
  return [...byAct.entries()]
    .sort(([a], [b]) => a - b)
    .map(([number, inAct]) => ({ act: number, text: scriptText(inAct) }));
}

/**
 * The script is the text sent, else the stored scenes as text (with their acts). Statistics come from the
 * stored scenes when there are any (acts come from their act field), else from the text.
 */
export function analysisTask(
  input: z.output<typeof AnalyzeScreenplayInputSchema>,
  ctx?: StoredContext,
): AnalysisTask {
  const content = input.content ?? scriptText(ctx?.scenes ?? []);
  if (!content) {
    throw new BadRequestError(CONTENT_REQUIRED_MESSAGE, { content: [CONTENT_REQUIRED_MESSAGE] });
  }
  const cast = ctx?.characters.map((c) => c.name) ?? [];
  const statistics: ScreenplayStatistics = ctx?.scenes.length
    ? statisticsFromScenes(ctx.scenes, { cast })
    : statisticsFromText(content, { cast });
  const acts = input.content ? undefined : actTexts(ctx?.scenes ?? []);
  return {
    content,
    statistics,
    ...(acts ? { acts } : {}),
    ...(ctx ? { story: ctx.story } : {}),
  };
}
