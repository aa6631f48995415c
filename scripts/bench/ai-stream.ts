// Time to the first streamed scene chunk: through our server (session, throttle, context,
// AI SDK, SSE) versus asking the OpenAI-compatible stand-in directly. The difference is what
// the server adds before a writer sees the first words.
import { buildApp } from "#server/app";
import { loadConfig } from "#server/config";
import { openDatabase } from "#server/db/client";
import { startOpenAiStandIn } from "#server/test/openai-stand-in";

const RUNS = 30;
const SCENE = Array.from({ length: 40 }, (_, i) => `Line ${i + 1} of the scene.\n`).join("");

/** Reads a streamed response until its first non-empty piece arrives, then drops the rest. */
async function firstChunkMs(
  request: () => Promise<Response>,
  isContent: (text: string) => boolean,
): Promise<number> {
  const started = performance.now();
  const response = await request();
  if (!response.ok || !response.body) throw new Error(`HTTP ${response.status}`);
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let seen = "";
  for (;;) {
    const { value, done } = await reader.read();
    if (done) throw new Error("stream ended before any content");
    seen += decoder.decode(value, { stream: true });
    if (isContent(seen)) break;
  }
  const elapsed = performance.now() - started;
  await reader.cancel();
  return elapsed;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

const round = (n: number) => Math.round(n * 100) / 100;

export async function benchAiStream(): Promise<{
  directMs: number;
  viaServerMs: number;
  overheadMs: number;
}> {
  const standIn = await startOpenAiStandIn();
  standIn.setFallback(() => ({ kind: "content", content: SCENE }));
  const database = await openDatabase({ kind: "pglite" });
  const config = loadConfig({
    NODE_ENV: "production",
    AI_PROVIDER: "openai-compatible",
    AI_BASE_URL: standIn.url,
    AI_MODEL: "stand-in",
    AI_THROTTLE_LIMIT: "100000",
  });
  const app = await buildApp({
    config,
    database,
    sessionSecret: "bench-secret-bench-secret-bench-secret-0123",
    logger: false,
  });
  if (!app.hasRoute({ method: "POST", url: "/api/ai/generate-scene/stream" })) {
    // Until server/app.ts lists the AI routes among its protected modules.
    const { aiRoutes } = await import("#server/modules/ai/ai.routes");
    await app.register(aiRoutes);
  }
  await app.listen({ port: 0, host: "127.0.0.1" });
  const origin = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  try {
    const json = { "content-type": "application/json" };
    const registered = await fetch(`${origin}/api/register`, {
      method: "POST",
      headers: json,
      body: JSON.stringify({
        username: `bench_ai_${process.pid}`,
        password: "bench passphrase 123",
      }),
    });
    const cookie = (registered.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
    const viaServer = () =>
      fetch(`${origin}/api/ai/generate-scene/stream`, {
        method: "POST",
        headers: { ...json, cookie },
        body: JSON.stringify({ sceneHeading: "INT. FERRY - NIGHT", characters: ["Mary", "John"] }),
      });
    const direct = () =>
      fetch(`${standIn.url}/chat/completions`, {
        method: "POST",
        headers: json,
        body: JSON.stringify({
          model: "stand-in",
          stream: true,
          messages: [{ role: "user", content: "Write the scene." }],
        }),
      });
    const directTimes: number[] = [];
    const serverTimes: number[] = [];
    // Two warm-up rounds (JIT, connection pools), then alternate so drift hits both sides.
    for (let i = 0; i < RUNS + 2; i++) {
      const d = await firstChunkMs(direct, (text) => text.includes('"content":"Line'));
      const s = await firstChunkMs(viaServer, (text) => text.includes("event: chunk"));
      if (i >= 2) {
        directTimes.push(d);
        serverTimes.push(s);
      }
    }
    const directMs = round(median(directTimes));
    const viaServerMs = round(median(serverTimes));
    return { directMs, viaServerMs, overheadMs: round(viaServerMs - directMs) };
  } finally {
    await app.close();
    await database.close();
    await standIn.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.stdout.write(`${JSON.stringify(await benchAiStream())}\n`);
}
