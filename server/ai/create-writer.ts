import type { AiStatus } from "#shared/schemas/ai";
import { OFFLINE_LABEL } from "#shared/schemas/ai";
import type { AiWriterConfig } from "./ai-config";
import type { WriterLog } from "./llm-writer";
import { createOfflineWriter } from "./offline-writer";
import type { Writer } from "./writer";

/**
 * The offline writer unless a provider is configured. The AI SDK is loaded only when a
 * provider is, which keeps it (~0.5 s of module loading) off the default start-up path.
 */
export async function createWriter(config: AiWriterConfig, log?: WriterLog): Promise<Writer> {
  if (config.provider === "offline") return createOfflineWriter();
  const { createLlmWriter } = await import("./llm-writer");
  return createLlmWriter(config, log);
}

const PROVIDER_NAMES: Record<string, string> = {
  openai: "OpenAI",
  "openai-compatible": "OpenAI-compatible server",
  anthropic: "Anthropic",
  google: "Google",
};

/** What the UI badge shows: which writer is answering, honestly labelled. */
export function writerStatus(writer: Writer): AiStatus {
  if (writer.provider === "offline") {
    return { provider: "offline", model: null, offline: true, label: OFFLINE_LABEL };
  }
  const name = PROVIDER_NAMES[writer.provider] ?? writer.provider;
  return {
    provider: writer.provider,
    model: writer.model,
    offline: false,
    label: `${writer.model ?? "AI model"} via ${name}`,
  };
}
