import type { FastifyInstance } from "fastify";
import { buildApp } from "../../app";
import { loadConfig } from "../../config";
import { createTestDatabase, type TestApp } from "../../test/app";
import { suggestionRoutes } from "../suggestions/suggestion.routes";
import { aiRoutes } from "./ai.routes";

/**
 * buildTestApp's twin that makes sure the AI and suggestion routes are there: until they are
 * listed in server/app.ts's protected modules, it registers them itself (their handlers call
 * requireUser, so they are protected either way). Once app.ts registers them this only builds.
 */
export async function buildAiTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const config = loadConfig({ NODE_ENV: "test", ...env });
  const database = await createTestDatabase();
  let offsetMs = 0;
  const app: FastifyInstance = await buildApp({
    config,
    database,
    sessionSecret: "test-secret-that-is-long-enough-for-signing-cookies",
    clock: () => new Date(Date.now() + offsetMs),
    logger: false,
  });
  if (!app.hasRoute({ method: "GET", url: "/api/ai/status" })) {
    await app.register(aiRoutes);
    await app.register(suggestionRoutes);
  }
  await app.ready();
  return {
    app,
    database,
    advanceClock: (ms) => {
      offsetMs += ms;
    },
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
