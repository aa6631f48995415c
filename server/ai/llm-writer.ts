import { extractJsonMiddleware, generateText, streamText, wrapLanguageModel } from "ai";
import type * as z from "zod/mini";
import {
  type AnalysisModelResult,
  AnalysisModelSchema,
  CharacterResultSchema,
  DialogueModelSchema,
  LoglineResultSchema,
  OutlineModelSchema,
  OutlineResultSchema,
  ScenePlanModelSchema,
  SceneResultSchema,
  StoryIdeasResultSchema,
} from "#shared/schemas/ai-results";
import { BadGatewayError } from "../errors";
import {
  type AiWriterConfig,
  DEFAULT_TOTAL_TIMEOUT_MS,
  type StructuredOutputMode,
} from "./ai-config";
import { cleanSceneStream, cleanSceneText } from "./clean-scene-text";
import { combineAnalyses, scriptParts } from "./llm/analysis-parts";
import { callLimits } from "./llm/call-limits";
import { type AiCall, CALL_SETTINGS, promptBudget } from "./llm/call-settings";
import { extractJson } from "./llm/json-text";
import { isInvalidOutput, toAiError } from "./llm/llm-errors";
import { type ModelSchema, modelSchema } from "./llm/model-schema";
import { resolveModel } from "./llm/provider-model";
import { refusesResponseFormat, simplerMode, structuredOutput } from "./llm/structured-output";
import { analysisPrompt, SCRIPT_SHARE } from "./prompts/analysis.prompt";
import { characterPrompt } from "./prompts/character.prompt";
import { dialoguePrompt } from "./prompts/dialogue.prompt";
import { loglinePrompt } from "./prompts/logline.prompt";
import { outlinePrompt } from "./prompts/outline.prompt";
import { planScenesPrompt } from "./prompts/plan-scenes.prompt";
import { fitPrompt, type PromptPlan, section, wholeLength } from "./prompts/prompt-budget";
import { scenePrompt, sceneStreamPrompt } from "./prompts/scene.prompt";
import { storyIdeasPrompt } from "./prompts/story-ideas.prompt";
import type { AnalysisTask, CallOptions, SceneTask, Writer } from "./writer";

const EMPTY_SCENE_MESSAGE = "The AI model returned an empty scene. Please try again.";

/** Where the writer reports what an operator should know, e.g. a structured-output fallback. */
export type WriterLog = { warn(message: string): void };

/** The writer on the Vercel AI SDK: structured output checked by the shared schemas. */
export function createLlmWriter(config: AiWriterConfig, log?: WriterLog): Writer {
  const { model, modelId } = resolveModel(config);
  const timeLimits = {
    idleMs: config.timeoutMs,
    totalMs: config.totalTimeoutMs ?? DEFAULT_TOTAL_TIMEOUT_MS,
  };
  // Structured answers are read wherever the model put the JSON: in a code fence, amid prose.
  const jsonModel = wrapLanguageModel({
    model,
    middleware: extractJsonMiddleware({ transform: extractJson }),
  });
  const budgetSetBy = config.promptBudgetChars ? "AI_PROMPT_BUDGET_CHARS" : "AI_CONTEXT_TOKENS";
  /** The response_format this server accepts: the configured one until it refuses it. */
  let mode: StructuredOutputMode = config.structuredOutput ?? "json_schema";

  /**
   * After a refusal of the response_format `used`, moves every later call to the next simpler
   * mode (once: a call refused in a mode another call has already left just tries again).
   */
  function fallBack(error: unknown, used: StructuredOutputMode): boolean {
    if (!refusesResponseFormat(error)) return false;
    if (mode !== used) return true;
    const next = simplerMode(used);
    if (!next) return false;
    log?.warn(
      `The AI server refused response_format ${used}; structured calls use ${next} from now on (AI_STRUCTURED_OUTPUT=${next} skips the refusal).`,
    );
    mode = next;
    return true;
  }

  /** The plan with the answer's format as its last section. */
  function withAnswerFormat(plan: PromptPlan, schema: ModelSchema<unknown>): PromptPlan {
    return { ...plan, parts: [...plan.parts, section("Answer format", schema.answerFormat)] };
  }

  /** Whether the plan fits the call's budget without cutting anything. */
  function fitsWhole(call: AiCall, schema: z.ZodMiniType, plan: PromptPlan): boolean {
    const sent = modelSchema(schema);
    return wholeLength(withAnswerFormat(plan, sent)) + sent.sentChars <= promptBudget(config, call);
  }

  /**
   * Asks for JSON matching the schema; one more try on invalid output, then a 502. Both
   * attempts send the same prompt, fitted to the call's budget first (the schema counts, sent
   * or not, so a fallback never needs a new fit), and a provider's refusal of a request as too
   * large is not an invalid output, so it is never sent twice. The idle limit is the wait for
   * each answer; the total limit covers every attempt.
   */
  async function structured<S extends z.ZodMiniType>(
    call: AiCall,
    schema: S,
    plan: PromptPlan,
    options?: CallOptions,
  ): Promise<z.output<S>> {
    const sentSchema = modelSchema(schema);
    const { system, prompt } = fitPrompt(
      withAnswerFormat(plan, sentSchema),
      promptBudget(config, call),
      sentSchema.sentChars,
      budgetSetBy,
    );
    const limits = callLimits(timeLimits, options?.signal);
    try {
      for (let attempt = 1; ; ) {
        const used = mode;
        try {
          const result = await generateText({
            model: jsonModel,
            system,
            prompt,
            output: structuredOutput(used, sentSchema, call),
            ...CALL_SETTINGS[call],
            // Our own retry policy (one retry on invalid output) keeps timings predictable.
            maxRetries: 0,
            abortSignal: limits.signal,
          });
          return result.output as z.output<S>;
        } catch (error) {
          const again =
            fallBack(error, used) ||
            (attempt++ < 2 && isInvalidOutput(error) && !limits.signal.aborted);
          // The server answered (a refusal, or an unusable answer): the next try gets the whole
          // idle limit again.
          if (again) {
            limits.heard();
            continue;
          }
          throw toAiError(error, limits.expired());
        }
      }
    } finally {
      limits.end();
    }
  }

  /**
   * The scene as the model writes it, piece by piece. Every piece from the provider restarts the
   * idle limit, so a slow model that keeps writing is stopped only by the total limit.
   */
  async function* streamPieces(task: SceneTask, options?: CallOptions): AsyncGenerator<string> {
    const { system, prompt } = fitPrompt(
      sceneStreamPrompt(task),
      promptBudget(config, "scene"),
      0,
      budgetSetBy,
    );
    const limits = callLimits(timeLimits, options?.signal);
    const result = streamText({
      model,
      system,
      prompt,
      ...CALL_SETTINGS.scene,
      maxRetries: 0,
      abortSignal: limits.signal,
      // The default handler logs to the console; the error arrives in fullStream below.
      onError: () => {},
    });
    // A failing streamText only ends textStream early; fullStream carries the error.
    try {
      for await (const part of result.fullStream) {
        limits.heard();
        if (part.type === "text-delta" && part.text) {
          yield part.text;
        } else if (part.type === "error") {
          throw part.error;
        } else if (part.type === "abort") {
          throw limits.expired() ?? new Error("aborted");
        }
      }
    } catch (error) {
      throw toAiError(error, limits.expired());
    } finally {
      limits.end();
    }
  }

  /** A script the request cannot carry whole is analysed per part, one call after another. */
  async function analyse(task: AnalysisTask, options?: CallOptions) {
    const whole = analysisPrompt(task);
    const scriptFits = task.content.length <= SCRIPT_SHARE * promptBudget(config, "analysis");
    if (scriptFits || fitsWhole("analysis", AnalysisModelSchema, whole)) {
      return structured("analysis", AnalysisModelSchema, whole, options);
    }
    const parts = scriptParts(task);
    const results: AnalysisModelResult[] = [];
    for (const part of parts) {
      results.push(
        await structured("analysis", AnalysisModelSchema, analysisPrompt(task, part), options),
      );
    }
    const combined = combineAnalyses(results, parts);
    return AnalysisModelSchema.parse(modelSchema(AnalysisModelSchema).normalise(combined));
  }

  return {
    provider: config.provider,
    model: modelId,
    generateLogline: (task, options) =>
      structured("logline", LoglineResultSchema, loglinePrompt(task), options),
    generateStoryIdeas: (task, options) =>
      structured("story_ideas", StoryIdeasResultSchema, storyIdeasPrompt(task), options),
    generateCharacter: (task, options) =>
      structured("character", CharacterResultSchema, characterPrompt(task), options),
    async generateDialogue(task, options) {
      const result = await structured(
        "dialogue",
        DialogueModelSchema,
        dialoguePrompt(task),
        options,
      );
      return {
        dialogueSamples: result.dialogueSamples.map(({ dialogue, parenthetical }) =>
          parenthetical?.trim() ? { dialogue, parenthetical: parenthetical.trim() } : { dialogue },
        ),
      };
    },
    async generateOutline(task, options) {
      const result = await structured("outline", OutlineModelSchema, outlinePrompt(task), options);
      return OutlineResultSchema.parse(result);
    },
    async generateScene(task, options) {
      const result = await structured("scene", SceneResultSchema, scenePrompt(task), options);
      const content = cleanSceneText(result.content, task.sceneHeading).trim();
      if (!content) throw new BadGatewayError(EMPTY_SCENE_MESSAGE);
      return { content };
    },
    async *streamScene(task, options) {
      let written = 0;
      for await (const text of cleanSceneStream(streamPieces(task, options), task.sceneHeading)) {
        written += text.length;
        yield text;
      }
      if (written === 0) throw new BadGatewayError(EMPTY_SCENE_MESSAGE);
    },
    // Numbered as the model likes; the server renumbers the plan after the stored scenes.
    planScenes: (task, options) =>
      structured("scene_plan", ScenePlanModelSchema, planScenesPrompt(task), options),
    analyzeScreenplay: (task, options) => analyse(task, options),
  };
}
