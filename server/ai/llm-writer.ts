import { generateText, Output, streamText } from "ai";
import type * as z from "zod/mini";
import {
  AnalysisModelSchema,
  CharacterResultSchema,
  DialogueModelSchema,
  LoglineResultSchema,
  OutlineModelSchema,
  OutlineResultSchema,
  SceneResultSchema,
  StoryIdeasResultSchema,
} from "#shared/schemas/ai-results";
import { BadGatewayError } from "../errors";
import { type AiWriterConfig, DEFAULT_PROMPT_BUDGET_CHARS } from "./ai-config";
import { isInvalidOutput, toAiError } from "./llm/llm-errors";
import { modelSchema } from "./llm/model-schema";
import { resolveModel } from "./llm/provider-model";
import { analysisPrompt } from "./prompts/analysis.prompt";
import { characterPrompt } from "./prompts/character.prompt";
import { dialoguePrompt } from "./prompts/dialogue.prompt";
import { loglinePrompt } from "./prompts/logline.prompt";
import { outlinePrompt } from "./prompts/outline.prompt";
import { fitPrompt, type PromptPlan } from "./prompts/prompt-budget";
import { scenePrompt, sceneStreamPrompt } from "./prompts/scene.prompt";
import { storyIdeasPrompt } from "./prompts/story-ideas.prompt";
import type { CallOptions, Writer } from "./writer";

/** One deadline per call (both attempts share it), also ended by the caller's signal. */
function callSignals(timeoutMs: number, options?: CallOptions) {
  const deadline = AbortSignal.timeout(timeoutMs);
  const signal = options?.signal ? AbortSignal.any([deadline, options.signal]) : deadline;
  return { deadline, signal };
}

/** The writer on the Vercel AI SDK: structured output checked by the shared schemas. */
export function createLlmWriter(config: AiWriterConfig): Writer {
  const { model, modelId } = resolveModel(config);
  const budget = config.promptBudgetChars ?? DEFAULT_PROMPT_BUDGET_CHARS;

  /**
   * Asks for JSON matching the schema; one more try on invalid output, then a 502. Both
   * attempts send the same prompt, fitted to the budget first, and a provider's refusal of a
   * request as too large is not an invalid output, so it is never sent twice.
   */
  async function structured<S extends z.ZodMiniType>(
    name: string,
    schema: S,
    plan: PromptPlan,
    options?: CallOptions,
  ): Promise<z.output<S>> {
    const sentSchema = modelSchema(schema);
    const { system, prompt } = fitPrompt(plan, budget, sentSchema.sentChars);
    const { deadline, signal } = callSignals(config.timeoutMs, options);
    for (let attempt = 1; ; attempt++) {
      try {
        const result = await generateText({
          model,
          system,
          prompt,
          output: Output.object({ schema: sentSchema, name }),
          // Our own retry policy (one retry on invalid output) keeps timings predictable.
          maxRetries: 0,
          abortSignal: signal,
        });
        return result.output as z.output<S>;
      } catch (error) {
        if (attempt < 2 && isInvalidOutput(error) && !signal.aborted) continue;
        throw toAiError(error, deadline, config.timeoutMs);
      }
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
    generateScene: (task, options) =>
      structured("scene", SceneResultSchema, scenePrompt(task), options),
    async *streamScene(task, options) {
      const { system, prompt } = fitPrompt(sceneStreamPrompt(task), budget);
      const { deadline, signal } = callSignals(config.timeoutMs, options);
      const result = streamText({
        model,
        system,
        prompt,
        maxRetries: 0,
        abortSignal: signal,
        // The default handler logs to the console; the error arrives in fullStream below.
        onError: () => {},
      });
      let written = 0;
      // A failing streamText only ends textStream early; fullStream carries the error.
      try {
        for await (const part of result.fullStream) {
          if (part.type === "text-delta" && part.text) {
            written += part.text.length;
            yield part.text;
          } else if (part.type === "error") {
            throw part.error;
          } else if (part.type === "abort") {
            throw deadline.aborted ? deadline.reason : new Error("aborted");
          }
        }
      } catch (error) {
        throw toAiError(error, deadline, config.timeoutMs);
      }
      if (written === 0)
        throw new BadGatewayError("The AI model returned an empty scene. Please try again.");
    },
    analyzeScreenplay: (task, options) =>
      structured("analysis", AnalysisModelSchema, analysisPrompt(task), options),
  };
}
