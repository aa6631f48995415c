import { Readable } from "node:stream";
import { AppError } from "../../errors";

/*
 * Wire format of POST /api/ai/generate-scene/stream: Server-Sent Events (text/event-stream),
 * read by the scene editor with fetch + ReadableStream:
 *   event: chunk   data: {"text": "<next piece of the scene>"}   (one or more)
 *   event: done    data: {"content": "<the whole scene>"}         (last, on success)
 *   event: error   data: {"status": 502, "message": "…"}          (last, on a failure mid-stream)
 * A failure before the first piece is an ordinary JSON error response with its status.
 */

export function sseEvent(event: "chunk" | "done" | "error", data: unknown): string {
  return `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

/**
 * Starts the writer's stream and waits for its first piece, so an early failure (timeout,
 * provider error, throttling) still becomes a normal HTTP error; then returns the SSE body.
 */
export async function sceneEventStream(
  pieces: AsyncIterable<string>,
  onComplete: (content: string) => Promise<void>,
): Promise<Readable> {
  const iterator = pieces[Symbol.asyncIterator]();
  const first = await iterator.next();
  async function* events() {
    let content = "";
    try {
      for (let next = first; !next.done; next = await iterator.next()) {
        content += next.value;
        yield sseEvent("chunk", { text: next.value });
      }
      await onComplete(content);
      yield sseEvent("done", { content });
    } catch (error) {
      const status = error instanceof AppError ? error.statusCode : 502;
      const message =
        error instanceof AppError
          ? error.message
          : "The AI provider failed to answer. Please try again.";
      yield sseEvent("error", { status, message });
    }
  }
  return Readable.from(events(), { objectMode: false });
}
