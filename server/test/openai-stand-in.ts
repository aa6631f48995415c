import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/*
 * A local OpenAI-compatible server for tests and benches: POST /v1/chat/completions, plain or
 * streamed (SSE `data: {...}` chunks, then `data: [DONE]`). It records every request body and
 * answers from a script of replies, so a test can make the "model" misbehave on purpose.
 */

export type StandInReply =
  /** A normal answer; streamed in `chunks` pieces (default: one per line) when the request streams. */
  | { kind: "content"; content: string; chunks?: number }
  /** An HTTP error, e.g. 500, or 429 with `retry-after`. */
  | { kind: "status"; status: number; message?: string; headers?: Record<string, string> }
  /** Accepts the request and never answers. */
  | { kind: "hang" }
  /** Streams the first `sentChunks` pieces of the content, then drops the connection. */
  | { kind: "cut"; content: string; sentChunks: number }
  /**
   * A slow model: the content in `chunks` pieces, one every `intervalMs`, with one longer pause
   * of `stall.ms` after `stall.afterChunks` pieces if asked; a request that does not stream gets
   * the whole content once all that time has passed.
   */
  | {
      kind: "slow";
      content: string;
      chunks: number;
      intervalMs: number;
      stall?: { afterChunks: number; ms: number };
    };

export type ChatRequestBody = {
  model?: string;
  stream?: boolean;
  messages?: { role: string; content: unknown }[];
  response_format?: {
    type: string;
    json_schema?: { name?: string; schema?: unknown; strict?: boolean };
  };
  [key: string]: unknown;
};

export type OpenAiStandIn = {
  /** Base URL including /v1, as AI_BASE_URL. */
  url: string;
  requests: ChatRequestBody[];
  /** Queues replies for the next requests, in order; after them `fallback` answers. */
  script(...replies: StandInReply[]): void;
  /** Answers requests with no scripted reply. */
  setFallback(fallback: (body: ChatRequestBody) => StandInReply): void;
  reset(): void;
  close(): Promise<void>;
};

/** The text of all messages of a recorded request, for asserting on prompts. */
export function promptText(body: ChatRequestBody | undefined): string {
  return (body?.messages ?? [])
    .map((m) => (typeof m.content === "string" ? m.content : JSON.stringify(m.content)))
    .join("\n");
}

/** What the model reads of one request: the messages and the answer's JSON schema, if sent. */
export function requestChars(body: ChatRequestBody | undefined): number {
  const messages = (body?.messages ?? []).reduce(
    (n, m) => n + (typeof m.content === "string" ? m.content : JSON.stringify(m.content)).length,
    0,
  );
  const schema = body?.response_format?.json_schema?.schema;
  return messages + (schema ? JSON.stringify(schema).length : 0);
}

function splitContent(content: string, chunks?: number): string[] {
  if (!chunks) return content.split(/(?<=\n)/).filter(Boolean);
  const size = Math.max(1, Math.ceil(content.length / chunks));
  const parts: string[] = [];
  for (let i = 0; i < content.length; i += size) parts.push(content.slice(i, i + size));
  return parts;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The pause before each piece of a streamed reply, and whether the connection is then cut. */
type Pace = { before(piece: number): number; cutAfter?: number | undefined };

const QUICK: Pace = { before: (piece) => (piece === 0 ? 0 : 2) };

function slowPace(reply: Extract<StandInReply, { kind: "slow" }>): Pace {
  return {
    before: (piece) =>
      reply.intervalMs + (reply.stall && piece === reply.stall.afterChunks ? reply.stall.ms : 0),
  };
}

/** How long a slow reply takes from the request to its last piece. */
function slowDuration(reply: Extract<StandInReply, { kind: "slow" }>): number {
  const pace = slowPace(reply);
  let total = 0;
  for (let piece = 0; piece < reply.chunks; piece++) total += pace.before(piece);
  return total;
}

function completion(model: string | undefined, content: string) {
  return {
    id: "chatcmpl-stand-in",
    object: "chat.completion",
    created: Math.floor(Date.now() / 1000),
    model: model ?? "stand-in",
    choices: [{ index: 0, message: { role: "assistant", content }, finish_reason: "stop" }],
    usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
  };
}

function chunk(model: string | undefined, delta: Record<string, unknown>, finish: string | null) {
  return {
    id: "chatcmpl-stand-in",
    object: "chat.completion.chunk",
    created: Math.floor(Date.now() / 1000),
    model: model ?? "stand-in",
    choices: [{ index: 0, delta, finish_reason: finish }],
  };
}

async function streamReply(
  res: ServerResponse,
  body: ChatRequestBody,
  parts: string[],
  pace: Pace = QUICK,
) {
  res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache" });
  const send = (data: unknown) => res.write(`data: ${JSON.stringify(data)}\n\n`);
  send(chunk(body.model, { role: "assistant", content: "" }, null));
  for (const [i, part] of parts.entries()) {
    if (pace.cutAfter !== undefined && i >= pace.cutAfter) {
      res.socket?.destroy();
      return;
    }
    await pause(pace.before(i));
    // The app gave up on the answer (a time limit, a writer who left): stop writing.
    if (res.destroyed) return;
    send(chunk(body.model, { content: part }, null));
  }
  send(chunk(body.model, {}, "stop"));
  res.end("data: [DONE]\n\n");
}

function answerWhole(res: ServerResponse, body: ChatRequestBody, content: string) {
  if (res.destroyed) return;
  res.writeHead(200, { "content-type": "application/json" });
  res.end(JSON.stringify(completion(body.model, content)));
}

async function answer(res: ServerResponse, body: ChatRequestBody, reply: StandInReply) {
  switch (reply.kind) {
    case "hang":
      return;
    case "status":
      res.writeHead(reply.status, { "content-type": "application/json", ...reply.headers });
      res.end(
        JSON.stringify({
          error: { message: reply.message ?? `stand-in ${reply.status}`, type: "stand_in" },
        }),
      );
      return;
    case "cut":
      return streamReply(res, body, splitContent(reply.content), {
        ...QUICK,
        cutAfter: reply.sentChunks,
      });
    case "slow":
      if (body.stream) {
        return streamReply(res, body, splitContent(reply.content, reply.chunks), slowPace(reply));
      }
      await pause(slowDuration(reply));
      return answerWhole(res, body, reply.content);
    case "content":
      if (body.stream) return streamReply(res, body, splitContent(reply.content, reply.chunks));
      return answerWhole(res, body, reply.content);
  }
}

async function readBody(req: IncomingMessage): Promise<ChatRequestBody> {
  let text = "";
  for await (const part of req) text += part;
  return text ? (JSON.parse(text) as ChatRequestBody) : {};
}

/** The app's AI settings that send every call to this stand-in. */
export function standInEnv(standIn: OpenAiStandIn): Record<string, string> {
  return { AI_PROVIDER: "openai-compatible", AI_BASE_URL: standIn.url, AI_MODEL: "stand-in-model" };
}

export async function startOpenAiStandIn(): Promise<OpenAiStandIn> {
  const queue: StandInReply[] = [];
  const requests: ChatRequestBody[] = [];
  let fallback: (body: ChatRequestBody) => StandInReply = () => ({
    kind: "content",
    content: "{}",
  });

  const server = createServer(async (req, res) => {
    if (req.method !== "POST" || !req.url?.endsWith("/chat/completions")) {
      res
        .writeHead(404, { "content-type": "application/json" })
        .end('{"error":{"message":"not found"}}');
      return;
    }
    const body = await readBody(req);
    requests.push(body);
    await answer(res, body, queue.shift() ?? fallback(body));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    script: (...replies) => {
      queue.push(...replies);
    },
    setFallback: (next) => {
      fallback = next;
    },
    reset: () => {
      queue.length = 0;
      requests.length = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
