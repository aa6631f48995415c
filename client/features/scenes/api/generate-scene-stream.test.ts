import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "#client/lib/api-client";
import { SceneStreamBroken, streamScene } from "./generate-scene-stream";

const chunk = (text: string) => `event: chunk\ndata: ${JSON.stringify({ text })}\n\n`;
const input = { sceneHeading: "INT. SHED - NIGHT" };

/** A stream answer that sends `events`, then ends, or fails as a dropped connection does. */
function answer(events: readonly string[], end: "close" | "drop") {
  const encoder = new TextEncoder();
  const pending = [...events];
  // One event a read, so a drop comes after the reader has taken every event before it.
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      const event = pending.shift();
      if (event !== undefined) controller.enqueue(encoder.encode(event));
      else if (end === "drop") controller.error(new TypeError("network error"));
      else controller.close();
    },
  });
  vi.stubGlobal("fetch", async () => new Response(body, { status: 200 }));
}

afterEach(() => vi.unstubAllGlobals());

describe("streamScene when the stream breaks", () => {
  it.each([
    ["the connection drops", [chunk("Wind.\n\n"), chunk("NORA\nWho?")], "drop"],
    ["the stream ends without its done event", [chunk("Wind.\n\n"), chunk("NORA\nWho?")], "close"],
    [
      "an error event follows the chunks",
      [
        chunk("Wind.\n\n"),
        chunk("NORA\nWho?"),
        'event: error\ndata: {"status":504,"message":"Too slow."}\n\n',
      ],
      "close",
    ],
  ] as const)("after some text (%s), rejects with the text received", async (_, events, end) => {
    answer(events, end);
    const seen: string[] = [];
    const failure = await streamScene(input, { onText: (text) => seen.push(text) }).catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(SceneStreamBroken);
    expect((failure as SceneStreamBroken).received).toBe("Wind.\n\nNORA\nWho?");
    expect(seen.at(-1)).toBe("Wind.\n\nNORA\nWho?");
  });

  it("resolves with the text when the error says the scene was whole and all of it arrived", async () => {
    const whole = `event: error\ndata: ${JSON.stringify({ status: 500, message: "Not kept.", partial: false, textLength: 16 })}\n\n`;
    answer([chunk("Wind.\n\n"), chunk("NORA\nWho?"), whole], "close");
    await expect(streamScene(input, { onText: () => undefined })).resolves.toBe(
      "Wind.\n\nNORA\nWho?",
    );
  });

  it("before any text, rejects with the error itself", async () => {
    answer(['event: error\ndata: {"status":504,"message":"Too slow."}\n\n'], "close");
    const failure = await streamScene(input, { onText: () => undefined }).catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).message).toBe("504: Too slow.");
  });

  it("resolves with the whole scene when the done event comes", async () => {
    answer(
      [chunk("Wind."), `event: done\ndata: ${JSON.stringify({ content: "Wind." })}\n\n`],
      "close",
    );
    await expect(streamScene(input, { onText: () => undefined })).resolves.toBe("Wind.");
  });
});
