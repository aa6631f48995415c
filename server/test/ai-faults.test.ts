import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { sampleFor } from "./ai-test-fixtures";
import { buildTestApp, send, type TestApp } from "./app";
import { createOwner, type Owned } from "./factories";
import { userRowsSnapshot } from "./route-table";

// Provider faults the AI module's own tests (server/modules/ai/*.test.ts: HTTP 500/429, a hang,
// invalid output twice, a stream cut after some chunks) leave out: a reset connection, 200s
// that are not a completion, a stream that stalls or is garbage, a client that leaves mid-call,
// and a burst of failures. Each: a clear JSON error, nothing kept, the server healthy after.

type Mode = "ok" | "reset" | "html" | "empty" | "wrong-shape" | "stall" | "garbage-sse" | "hang";

let mode: Mode = "ok";
/** Hanging provider requests whose connection the server closed (it gave up on them). */
let abandoned = 0;

function chunk(delta: Record<string, unknown>) {
  return `data: ${JSON.stringify({ id: "x", object: "chat.completion.chunk", created: 0, model: "m", choices: [{ index: 0, delta, finish_reason: null }] })}\n\n`;
}

async function answer(req: IncomingMessage, res: ServerResponse) {
  let text = "";
  for await (const part of req) text += part;
  const body = (text ? JSON.parse(text) : {}) as {
    stream?: boolean;
    response_format?: { json_schema?: { name?: string } };
  };
  switch (mode) {
    case "ok": {
      const content = sampleFor(body.response_format?.json_schema?.name);
      res.writeHead(200, { "content-type": "application/json" });
      res.end(
        JSON.stringify({
          id: "x",
          object: "chat.completion",
          created: 0,
          model: "m",
          choices: [{ index: 0, message: { role: "assistant", content }, finish_reason: "stop" }],
          usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
        }),
      );
      return;
    }
    case "reset":
      req.socket.destroy();
      return;
    case "html":
      res
        .writeHead(200, { "content-type": "text/html" })
        .end("<html><body>502 Bad Gateway</body></html>");
      return;
    case "empty":
      res.writeHead(200, { "content-type": "application/json" }).end("");
      return;
    case "wrong-shape":
      res
        .writeHead(200, { "content-type": "application/json" })
        .end('{"result":"ok","choices":"none"}');
      return;
    case "stall":
      // The first pieces arrive, then nothing more, ever.
      res.writeHead(200, { "content-type": "text/event-stream" });
      res.write(chunk({ role: "assistant", content: "" }));
      res.write(chunk({ content: "Rain on the deck.\n\n" }));
      res.write(chunk({ content: "MARY\n" }));
      return;
    case "garbage-sse":
      res.writeHead(200, { "content-type": "text/event-stream" });
      res.end('data: {"choices": [ {oops\n\ndata: 42\n\nevent: what\n\ndata: [DONE]\n\n');
      return;
    case "hang":
      res.on("close", () => {
        abandoned++;
      });
      return;
  }
}

const provider = createServer((req, res) => void answer(req, res));
let t: TestApp;
let owner: Owned;
let origin = "";

beforeAll(async () => {
  await new Promise<void>((resolve) => provider.listen(0, "127.0.0.1", resolve));
  const { port } = provider.address() as AddressInfo;
  t = await buildTestApp({
    AI_PROVIDER: "openai-compatible",
    AI_BASE_URL: `http://127.0.0.1:${port}/v1`,
    AI_MODEL: "fault-model",
    AI_TIMEOUT_MS: "1000",
    AI_THROTTLE_LIMIT: "100000",
  });
  mode = "ok";
  owner = await createOwner(t.app, "Faults");
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await t.close();
  provider.closeAllConnections();
  await new Promise((resolve) => provider.close(resolve));
});
beforeEach(() => {
  abandoned = 0;
});

const ownerRows = () => userRowsSnapshot(t.app.db, owner.userId, { sessions: false });

const calls = () => [
  {
    url: "/api/ai/generate-logline",
    body: {
      screenplayId: owner.screenplayId,
      genre: "Drama",
      theme: "trust",
      setting: "a harbour",
      character: "a pilot",
    },
  },
  { url: "/api/ai/generate-character", body: { screenplayId: owner.screenplayId, name: "Mary" } },
  {
    url: "/api/ai/generate-scene",
    body: {
      screenplayId: owner.screenplayId,
      sceneHeading: "INT. FERRY - NIGHT",
      characters: ["Mary"],
    },
  },
];

function expectCleanError(response: { statusCode: number; body: string }, statuses: number[]) {
  expect(statuses, response.body).toContain(response.statusCode);
  const { message } = JSON.parse(response.body) as { message: string };
  expect(message).toMatch(/AI (provider|model)/);
  expect(response.body).not.toMatch(/\n\s+at |node_modules|Error: /);
}

async function expectHealthy() {
  expect((await send(t.app, "GET", "/healthz")).statusCode).toBe(200);
  expect((await send(t.app, "GET", "/readyz")).statusCode).toBe(200);
}

describe.each<[Mode, number[]]>([
  ["reset", [502]],
  ["html", [502]],
  ["empty", [502]],
  ["wrong-shape", [502]],
])("a provider that answers with %s", (fault, statuses) => {
  it("gives a clear 502 on every AI call, keeps nothing, and stays healthy", async () => {
    const before = await ownerRows();
    mode = fault;
    for (const call of calls()) {
      const response = await send(t.app, "POST", call.url, {
        cookie: owner.cookie,
        body: call.body,
      });
      expectCleanError(response, statuses);
    }
    mode = "ok";
    expect(await ownerRows()).toBe(before);
    await expectHealthy();
  });
});

const streamBody = () => ({
  screenplayId: owner.screenplayId,
  sceneHeading: "INT. FERRY - NIGHT",
  characters: ["Mary"],
});

describe("a streamed scene", () => {
  it("that stalls after its first pieces ends with an error event at the deadline, keeping nothing", async () => {
    const before = await ownerRows();
    mode = "stall";
    const started = performance.now();
    const response = await send(t.app, "POST", "/api/ai/generate-scene/stream", {
      cookie: owner.cookie,
      body: streamBody(),
    });
    mode = "ok";
    expect(performance.now() - started).toBeLessThan(5_000);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain("event: chunk");
    expect(response.body).not.toContain("event: done");
    const last = response.body.trim().split("\n\n").at(-1) ?? "";
    expect(last).toMatch(
      /^event: error\ndata: \{"status":50[24],"message":"The AI (model|provider)[^"]*","partial":true,"textLength":[1-9]\d*\}$/,
    );
    expect(await ownerRows()).toBe(before);
    await expectHealthy();
  });

  it("that is garbage answers a JSON error or an error event, keeping nothing", async () => {
    const before = await ownerRows();
    mode = "garbage-sse";
    const response = await send(t.app, "POST", "/api/ai/generate-scene/stream", {
      cookie: owner.cookie,
      body: streamBody(),
    });
    mode = "ok";
    if (response.statusCode === 200) {
      expect(response.body).not.toContain("event: done");
      expect(response.body.trim().split("\n\n").at(-1)).toMatch(/^event: error\n/);
    } else {
      expectCleanError(response, [502]);
    }
    expect(response.body).not.toMatch(/\n\s+at |node_modules/);
    expect(await ownerRows()).toBe(before);
    await expectHealthy();
  });
});

describe("a writer who leaves mid-call", () => {
  it("aborts the provider request and keeps nothing", async () => {
    const before = await ownerRows();
    mode = "hang";
    for (const url of ["/api/ai/generate-logline", "/api/ai/generate-scene/stream"]) {
      const call = url.endsWith("stream")
        ? { url, body: streamBody() }
        : (calls()[0] as { url: string; body: unknown });
      const controller = new AbortController();
      const request = fetch(`${origin}${call.url}`, {
        method: "POST",
        headers: { "content-type": "application/json", cookie: owner.cookie },
        body: JSON.stringify(call.body),
        signal: controller.signal,
      }).catch((error: Error) => error);
      await new Promise((resolve) => setTimeout(resolve, 200));
      controller.abort();
      expect(await request).toBeInstanceOf(Error);
    }
    // Well within the 1 s deadline: the server gave up because the writer left.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(abandoned).toBe(2);
    mode = "ok";
    expect(await ownerRows()).toBe(before);
    await expectHealthy();
  });
});

describe("a burst of failures", () => {
  it("answers 30 concurrent failing calls cleanly and stays healthy", async () => {
    const before = await ownerRows();
    mode = "reset";
    const responses = await Promise.all(
      Array.from({ length: 30 }, (_, i) => {
        const call = calls()[i % 3] as { url: string; body: unknown };
        return send(t.app, "POST", call.url, { cookie: owner.cookie, body: call.body });
      }),
    );
    mode = "ok";
    // Each reset is a 502; on a busy machine the 1 s deadline these tests set (for the stalls
    // above) can end a call first, a 504. Either way: a clean answer and nothing kept.
    for (const response of responses) expectCleanError(response, [502, 504]);
    expect(await ownerRows()).toBe(before);
    // And it still works once the provider recovers.
    const ok = await send(t.app, "POST", "/api/ai/generate-logline", {
      cookie: owner.cookie,
      body: calls()[0]?.body,
    });
    expect(ok.statusCode, ok.body).toBe(200);
    await expectHealthy();
  });
});
