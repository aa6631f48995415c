import { describe, expect, it } from "vitest";
import { OFFLINE_LABEL } from "#shared/schemas/ai";
import { setUpStandIn } from "../test/stand-in-app";
import { createWriter, writerStatus } from "./create-writer";

const stand = setUpStandIn();

describe("createWriter", () => {
  it("uses the offline writer by default and labels it honestly", async () => {
    const writer = await createWriter({ provider: "offline", timeoutMs: 1000 });
    expect(writerStatus(writer)).toEqual({
      provider: "offline",
      model: null,
      offline: true,
      label: OFFLINE_LABEL,
    });
  });

  it("talks Chat Completions for provider openai, with the schema in response_format", async () => {
    const writer = await createWriter({
      provider: "openai",
      apiKey: "sk-test",
      baseUrl: stand.standIn.url,
      timeoutMs: 20_000,
    });
    expect(writerStatus(writer)).toEqual({
      provider: "openai",
      model: "gpt-4.1-mini",
      offline: false,
      label: "gpt-4.1-mini via OpenAI",
    });
    const result = await writer.generateCharacter({ name: "Ada", role: "mentor", genre: "drama" });
    expect(result.occupation).toBe("Ferry pilot");
    expect(stand.standIn.requests.at(-1)?.response_format?.type).toBe("json_schema");
  });

  it("names the settings an openai-compatible server needs", async () => {
    await expect(
      createWriter({ provider: "openai-compatible", baseUrl: stand.standIn.url, timeoutMs: 1000 }),
    ).rejects.toThrow("AI_MODEL is required when AI_PROVIDER=openai-compatible");
    await expect(
      createWriter({ provider: "openai-compatible", model: "llama3.1", timeoutMs: 1000 }),
    ).rejects.toThrow("AI_BASE_URL is required when AI_PROVIDER=openai-compatible");
  });

  it("builds Anthropic and Google writers with their default models", async () => {
    const anthropic = await createWriter({ provider: "anthropic", apiKey: "k", timeoutMs: 1000 });
    expect(anthropic.model).toBe("claude-sonnet-4-5");
    const google = await createWriter({ provider: "google", apiKey: "k", timeoutMs: 1000 });
    expect(google.model).toBe("gemini-2.5-flash");
  });
});
