import { Readable } from "node:stream";
import { AppError } from "../../errors";

/*
 * Wire format of POST /api/ai/generate-scene/stream: Server-Sent Events (text/event-stream),
 * read by the scene editor with fetch + ReadableStream:
 *   event: chunk   data: {"text": "<next piece of the scene>"}   (one or more)
 *   event: done    data: {"content": "<the whole scene>"}         (last, on success)
 *   event: error   data: {"status": 504, "message": "…", "partial": true, "textLength": 1234}
 *                  (last, on a failure mid-stream)
 * The chunks' texts joined are the scene: `done` repeats them whole, and only then is the scene
 * kept as a suggestion. An `error` means nothing was kept. Its `partial` is true when the model
 * stopped mid-scene (it went quiet past AI_TIMEOUT_MS, the call passed AI_TOTAL_TIMEOUT_MS, the
 * provider dropped): the chunks so far are an unfinished scene the client may keep and mark so.
 * It is false when the scene was whole but could not be kept. `textLength` is the length (as
 * JavaScript counts it) of the chunks' texts joined, so the client can check it has them all.
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
    let partial = true;
    try {
      for (let next = first; !next.done; next = await iterator.next()) {
        content += next.value;
        yield sseEvent("chunk", { text: next.value });
      }
      partial = false;
      await onComplete(content);
      yield sseEvent("done", { content });
    } catch (error) {
      const status = error instanceof AppError ? error.statusCode : 502;
      const message =
        error instanceof AppError
          ? error.message
          : "The AI provider failed to answer. Please try again.";
      yield sseEvent("error", { status, message, partial, textLength: content.length });
    }
  }
  return Readable.from(events(), { objectMode: false });
}
