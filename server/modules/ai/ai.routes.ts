import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { z } from "zod";
import {
  AiStatusSchema,
  AnalyzeScreenplayInputSchema,
  GenerateCharacterInputSchema,
  GenerateDialogueInputSchema,
  GenerateLoglineInputSchema,
  GenerateOutlineInputSchema,
  GenerateSceneInputSchema,
  GenerateStoryIdeasInputSchema,
  PlanScenesInputSchema,
  type SuggestionTarget,
  type SuggestionType,
} from "#shared/schemas/ai";
import type { SceneResult } from "#shared/schemas/ai-results";
import {
  AnalysisResultSchema,
  CharacterResultSchema,
  DialogueResultSchema,
  LoglineResultSchema,
  OutlineModelSchema,
  ScenePlanResultSchema,
  SceneResultSchema,
  StoryIdeasResultSchema,
} from "#shared/schemas/ai-results";
import { createWriter, writerStatus } from "../../ai/create-writer";
import type { SceneTask, Writer } from "../../ai/writer";
import { ERROR_RESPONSES, sentAsIs } from "../../lib/responses";
import { requireUser } from "../../plugins/session";
import { insertSuggestion } from "../suggestions/suggestion.repository";
import { loadContext, type StoredContext } from "./ai-context";
import { analysisTask, characterTask, dialogueTask, outlineTask, sceneTask } from "./ai-tasks";
import { throttleAiCall } from "./ai-throttle";
import { normaliseScenePlan, scenePlanTask } from "./scene-plan";
import { sceneEventStream } from "./scene-stream";

/** A scene draft belongs to the scene of that number, created from these when it is not there. */
function sceneTarget(input: z.output<typeof GenerateSceneInputSchema>): SuggestionTarget {
  const { sceneNumber, sceneHeading, act, characters = [] } = input;
  return { sceneNumber, sceneHeading, act, characters };
}

/**
 * A scene suggestion is kept as the whole scene it makes: a continuation with the text it
 * continues, so that applying it later puts back the scene, not only its last part.
 */
function keptScene(task: SceneTask | undefined, content: string): { content: string } {
  const existing = task?.existing;
  return existing?.mode === "continue"
    ? { content: `${existing.text.trimEnd()}\n\n${content}` }
    : { content };
}

/** A call's answer by the result schema the writer's output was checked against, or an error. */
const answers = <T>(result: T) => ({ 200: result, ...ERROR_RESPONSES });

/** Aborts the AI call when the client goes away before the answer is sent. */
function disconnectSignal(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  reply.raw.on("close", () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  return controller.signal;
}

/** The eight AI calls, a streamed scene, and the writer's status. */
export const aiRoutes: FastifyPluginAsyncZod = async (app) => {
  const writer: Writer = await createWriter(app.config.ai, app.log);

  /** Owner check, throttle, the call, then (only on success) the suggestion row. */
  async function run<T>(
    request: FastifyRequest,
    reply: FastifyReply,
    call: {
      type: SuggestionType;
      screenplayId?: number | undefined;
      scenes?: boolean;
      target?: SuggestionTarget;
      /** What the suggestion keeps, when it is not the answer itself. */
      kept?: (result: T) => unknown;
    },
    produce: (ctx: StoredContext | undefined, signal: AbortSignal) => Promise<T>,
  ): Promise<T> {
    const user = requireUser(request);
    const ctx = call.screenplayId
      ? await loadContext(app.db, user.id, call.screenplayId, { scenes: call.scenes ?? false })
      : undefined;
    await throttleAiCall(app, user.id);
    const result = await produce(ctx, disconnectSignal(reply));
    if (call.screenplayId) {
      const kept = call.kept ? call.kept(result) : result;
      await insertSuggestion(app.db, call.screenplayId, call.type, kept, call.target);
    }
    return result;
  }

  app.get("/api/ai/status", { schema: { response: answers(AiStatusSchema) } }, async (request) => {
    requireUser(request);
    return writerStatus(writer);
  });

  app.post(
    "/api/ai/generate-logline",
    { schema: { body: GenerateLoglineInputSchema, response: answers(LoglineResultSchema) } },
    (request, reply) => {
      const { screenplayId, ...input } = request.body;
      return run(request, reply, { type: "logline", screenplayId }, (ctx, signal) =>
        writer.generateLogline({ ...input, ...(ctx ? { story: ctx.story } : {}) }, { signal }),
      );
    },
  );

  app.post(
    "/api/ai/generate-story-ideas",
    { schema: { body: GenerateStoryIdeasInputSchema, response: answers(StoryIdeasResultSchema) } },
    (request, reply) => {
      const { screenplayId, ...input } = request.body;
      return run(request, reply, { type: "story_ideas", screenplayId }, (ctx, signal) =>
        writer.generateStoryIdeas({ ...input, ...(ctx ? { story: ctx.story } : {}) }, { signal }),
      );
    },
  );

  app.post(
    "/api/ai/generate-character",
    { schema: { body: GenerateCharacterInputSchema, response: answers(CharacterResultSchema) } },
    (request, reply) =>
      run(
        request,
        reply,
        {
          type: "character",
          screenplayId: request.body.screenplayId,
          target: { character: request.body.name, role: request.body.role },
        },
        (ctx, signal) => writer.generateCharacter(characterTask(request.body, ctx), { signal }),
      ),
  );

  app.post(
    "/api/ai/generate-dialogue",
    { schema: { body: GenerateDialogueInputSchema, response: answers(DialogueResultSchema) } },
    (request, reply) =>
      run(
        request,
        reply,
        {
          type: "dialogue",
          screenplayId: request.body.screenplayId,
          target: { character: request.body.character, characterId: request.body.characterId },
        },
        (ctx, signal) => writer.generateDialogue(dialogueTask(request.body, ctx), { signal }),
      ),
  );

  app.post(
    "/api/ai/generate-outline",
    { schema: { body: GenerateOutlineInputSchema, response: answers(OutlineModelSchema) } },
    (request, reply) =>
      run(
        request,
        reply,
        { type: "outline", screenplayId: request.body.screenplayId },
        (ctx, signal) => writer.generateOutline(outlineTask(request.body, ctx), { signal }),
      ),
  );

  app.post(
    "/api/ai/generate-scene",
    { schema: { body: GenerateSceneInputSchema, response: answers(SceneResultSchema) } },
    (request, reply) => {
      let task: SceneTask | undefined;
      return run<SceneResult>(
        request,
        reply,
        {
          type: "scene",
          screenplayId: request.body.screenplayId,
          scenes: true,
          target: sceneTarget(request.body),
          kept: (result) => keptScene(task, result.content),
        },
        (ctx, signal) => {
          task = sceneTask(request.body, ctx);
          return writer.generateScene(task, { signal });
        },
      );
    },
  );

  app.post(
    "/api/ai/analyze-screenplay",
    { schema: { body: AnalyzeScreenplayInputSchema, response: answers(AnalysisResultSchema) } },
    (request, reply) =>
      run(
        request,
        reply,
        { type: "analysis", screenplayId: request.body.screenplayId, scenes: true },
        async (ctx, signal) => {
          const task = analysisTask(request.body, ctx);
          return {
            ...(await writer.analyzeScreenplay(task, { signal })),
            statistics: task.statistics,
          };
        },
      ),
  );

  app.post(
    "/api/ai/plan-scenes",
    { schema: { body: PlanScenesInputSchema, response: answers(ScenePlanResultSchema) } },
    (request, reply) =>
      run(
        request,
        reply,
        { type: "scene_plan", screenplayId: request.body.screenplayId, scenes: true },
        async (ctx, signal) => {
          const task = scenePlanTask(ctx);
          return normaliseScenePlan(await writer.planScenes(task, { signal }), task);
        },
      ),
  );

  app.post(
    "/api/ai/generate-scene/stream",
    {
      schema: {
        body: GenerateSceneInputSchema,
        response: answers(sentAsIs("Server-Sent Events: chunk…, then done or error")),
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const { screenplayId } = request.body;
      const ctx = screenplayId
        ? await loadContext(app.db, user.id, screenplayId, { scenes: true })
        : undefined;
      await throttleAiCall(app, user.id);
      const task = sceneTask(request.body, ctx);
      const pieces = writer.streamScene(task, { signal: disconnectSignal(reply) });
      const body = await sceneEventStream(pieces, async (content) => {
        if (!screenplayId) return;
        await insertSuggestion(
          app.db,
          screenplayId,
          "scene",
          keptScene(task, content),
          sceneTarget(request.body),
        );
      });
      return reply
        .header("content-type", "text/event-stream; charset=utf-8")
        .header("cache-control", "no-cache, no-transform")
        .header("x-accel-buffering", "no")
        .send(body);
    },
  );
};
