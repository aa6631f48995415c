import { generateText, Output, streamText } from "ai";
import type * as z from "zod/mini";
import {
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
  DEFAULT_PROMPT_BUDGET_CHARS,
  DEFAULT_TOTAL_TIMEOUT_MS,
} from "./ai-config";
import { cleanSceneStream, cleanSceneText } from "./clean-scene-text";
import { callLimits } from "./llm/call-limits";
import { isInvalidOutput, toAiError } from "./llm/llm-errors";
import { modelSchema } from "./llm/model-schema";
import { resolveModel } from "./llm/provider-model";
import { analysisPrompt } from "./prompts/analysis.prompt";
import { characterPrompt } from "./prompts/character.prompt";
import { dialoguePrompt } from "./prompts/dialogue.prompt";
import { loglinePrompt } from "./prompts/logline.prompt";
import { outlinePrompt } from "./prompts/outline.prompt";
import { planScenesPrompt } from "./prompts/plan-scenes.prompt";
import { fitPrompt, type PromptPlan } from "./prompts/prompt-budget";
import { scenePrompt, sceneStreamPrompt } from "./prompts/scene.prompt";
import { storyIdeasPrompt } from "./prompts/story-ideas.prompt";
import type { CallOptions, SceneTask, Writer } from "./writer";

const EMPTY_SCENE_MESSAGE = "The AI model returned an empty scene. Please try again.";

/** The writer on the Vercel AI SDK: structured output checked by the shared schemas. */
export function createLlmWriter(config: AiWriterConfig): Writer {
  const { model, modelId } = resolveModel(config);
  const budget = config.promptBudgetChars ?? DEFAULT_PROMPT_BUDGET_CHARS;
  const timeLimits = {
    idleMs: config.timeoutMs,
    totalMs: config.totalTimeoutMs ?? DEFAULT_TOTAL_TIMEOUT_MS,
  };

  /**
   * Asks for JSON matching the schema; one more try on invalid output, then a 502. Both
   * attempts send the same prompt, fitted to the budget first, and a provider's refusal of a
   * request as too large is not an invalid output, so it is never sent twice. The idle limit is
   * the wait for each answer; the total limit covers both attempts.
   */
  async function structured<S extends z.ZodMiniType>(
    name: string,
    schema: S,
    plan: PromptPlan,
    options?: CallOptions,
  ): Promise<z.output<S>> {
    const sentSchema = modelSchema(schema);
    const { system, prompt } = fitPrompt(plan, budget, sentSchema.sentChars);
    const limits = callLimits(timeLimits, options?.signal);
    try {
      for (let attempt = 1; ; attempt++) {
        try {
          const result = await generateText({
            model,
            system,
            prompt,
            output: Output.object({ schema: sentSchema, name }),
            // Our own retry policy (one retry on invalid output) keeps timings predictable.
            maxRetries: 0,
            abortSignal: limits.signal,
          });
          return result.output as z.output<S>;
        } catch (error) {
          if (attempt < 2 && isInvalidOutput(error) && !limits.signal.aborted) {
            // An answer came, unusable: the retry gets the whole idle limit again.
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
    const { system, prompt } = fitPrompt(sceneStreamPrompt(task), budget);
    const limits = callLimits(timeLimits, options?.signal);
    const result = streamText({
      model,
      system,
      prompt,
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
    analyzeScreenplay: (task, options) =>
      structured("analysis", AnalysisModelSchema, analysisPrompt(task), options),
  };
}
