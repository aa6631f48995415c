import { createAnthropic } from "@ai-sdk/anthropic";
import { createGoogleGenerativeAI } from "@ai-sdk/google";
import { createOpenAI } from "@ai-sdk/openai";
import { createOpenAICompatible } from "@ai-sdk/openai-compatible";
import type { wrapLanguageModel } from "ai";
import { type AiWriterConfig, DEFAULT_MODELS } from "../ai-config";

/** A provider's model object (not a gateway id), which middleware can wrap. */
type ProviderModel = Parameters<typeof wrapLanguageModel>[0]["model"];

export type ResolvedModel = { model: ProviderModel; modelId: string };

/** Builds the AI SDK model for the configured provider; throws a configuration error early. */
export function resolveModel(config: AiWriterConfig): ResolvedModel {
  const modelId = config.model ?? DEFAULT_MODELS[config.provider];
  if (!modelId) throw new Error(`AI_MODEL is required when AI_PROVIDER=${config.provider}`);
  const baseURL = config.baseUrl;
  switch (config.provider) {
    case "openai":
      // Chat Completions rather than the Responses API (the SDK's default): it is what every
      // OpenAI-style proxy implements, and it sends our schema as response_format json_schema.
      return { model: createOpenAI({ apiKey: config.apiKey, baseURL }).chat(modelId), modelId };
    case "openai-compatible": {
      if (!baseURL) throw new Error("AI_BASE_URL is required when AI_PROVIDER=openai-compatible");
      const provider = createOpenAICompatible({
        name: "openai-compatible",
        baseURL,
        ...(config.apiKey ? { apiKey: config.apiKey } : {}),
        // Without this the SDK asks only for json_object and the shape is left to chance.
        supportsStructuredOutputs: true,
        includeUsage: true,
      });
      return { model: provider.chatModel(modelId), modelId };
    }
    case "anthropic":
      return { model: createAnthropic({ apiKey: config.apiKey, baseURL })(modelId), modelId };
    case "google":
      return {
        model: createGoogleGenerativeAI({ apiKey: config.apiKey, baseURL })(modelId),
        modelId,
      };
    case "offline":
      throw new Error("the offline provider has no model");
  }
}
