import { ApiError } from "#client/lib/api-client";
import type { GenerateSceneInput } from "#shared/schemas/ai";

/*
 * POST /api/ai/generate-scene/stream answers Server-Sent Events (server/modules/ai/scene-stream.ts):
 *   event: chunk  data: {"text": "…"}      one or more pieces, in order
 *   event: done   data: {"content": "…"}   the whole scene, last on success
 *   event: error  data: {"status", "message", "partial", "textLength"}  last, on a failure
 *                 mid-stream; `partial: false` with every chunk received means the scene is whole
 * A failure before the first piece is an ordinary JSON error response. api-client reads whole
 * JSON answers only, so this call uses fetch with the same credentials and headers itself.
 */

type StreamEvent = { event: string; data: string };

function parseEvent(block: string): StreamEvent | undefined {
  let event = "message";
  const data: string[] = [];
  for (const line of block.split("\n")) {
    if (line.startsWith("event:")) event = line.slice(6).trim();
    else if (line.startsWith("data:")) data.push(line.slice(5).replace(/^ /, ""));
  }
  return data.length ? { event, data: data.join("\n") } : undefined;
}

async function errorFrom(response: Response): Promise<ApiError> {
  const text = await response.text().catch(() => "");
  let body: unknown = null;
  let message = text.trim();
  try {
    body = JSON.parse(text);
    const jsonMessage = (body as { message?: unknown } | null)?.message;
    if (typeof jsonMessage === "string" && jsonMessage) message = jsonMessage;
  } catch {
    // Not JSON: the body text is the message.
  }
  return new ApiError(response.status, message || response.statusText || "Request failed", body);
}

/**
 * The stream broke after part of the scene had arrived (an error event after its chunks, or
 * the connection dropping): `received` is the text so far, which the editor keeps.
 */
export class SceneStreamBroken extends Error {
  readonly received: string;

  constructor(received: string, cause: unknown) {
    super(cause instanceof Error ? cause.message : "The scene stream broke.", { cause });
    this.name = "SceneStreamBroken";
    this.received = received;
  }
}

type StreamHandlers = {
  onText: (text: string, pieces: number) => void;
  signal?: AbortSignal | undefined;
};

/**
 * Streams a generated scene. `onText` receives the whole text so far after every piece.
 * Resolves with the finished scene; rejects if the stream fails or ends before its `done`
 * event: with SceneStreamBroken once some text has arrived (unless the caller aborted), else
 * with the error itself (an ApiError when the server said why).
 */
export async function streamScene(
  input: GenerateSceneInput,
  { onText, signal }: StreamHandlers,
): Promise<string> {
  let received = "";
  try {
    return await readScene(input, {
      signal,
      onText: (text, pieces) => {
        received = text;
        onText(text, pieces);
      },
    });
  } catch (error) {
    if (received && !signal?.aborted) throw new SceneStreamBroken(received, error);
    throw error;
  }
}

async function readScene(input: GenerateSceneInput, { onText, signal }: StreamHandlers) {
  const response = await fetch("/api/ai/generate-scene/stream", {
    method: "POST",
    credentials: "include",
    headers: { "Content-Type": "application/json", Accept: "text/event-stream" },
    body: JSON.stringify(input),
    signal,
  });
  if (!response.ok) throw await errorFrom(response);
  if (!response.body) throw new Error("The scene stream could not be read.");

  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = "";
  let text = "";
  let pieces = 0;
  for (;;) {
    const { value, done } = await reader.read();
    if (value) buffer += value.replace(/\r\n?/g, "\n");
    let end = buffer.indexOf("\n\n");
    while (end !== -1) {
      const event = parseEvent(buffer.slice(0, end));
      buffer = buffer.slice(end + 2);
      end = buffer.indexOf("\n\n");
      if (!event) continue;
      const data = JSON.parse(event.data) as {
        text?: string;
        content?: string;
        status?: number;
        message?: string;
        partial?: boolean;
        textLength?: number;
      };
      if (event.event === "chunk" && typeof data.text === "string") {
        text += data.text;
        pieces += 1;
        onText(text, pieces);
      } else if (event.event === "done") {
        await reader.cancel().catch(() => undefined);
        return typeof data.content === "string" ? data.content : text;
      } else if (event.event === "error") {
        await reader.cancel().catch(() => undefined);
        // The scene arrived whole and only keeping it on the server failed: it is the answer.
        if (data.partial === false && text && data.textLength === text.length) return text;
        throw new ApiError(data.status ?? 502, data.message ?? "The AI writer failed.", data);
      }
    }
    if (done) throw new Error("The scene stream ended before the scene was finished.");
  }
}
