import Fastify, { type FastifyInstance, type FastifyPluginAsync, LogController } from "fastify";
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from "fastify-type-provider-zod";
import { z } from "zod";
import type { Config } from "./config";
import { fastifyTrustProxy } from "./config-network";
import type { Database, Db } from "./db/client";
import { createFormatPool, type FormatPool } from "./lib/format-pool";
import { aiRoutes } from "./modules/ai/ai.routes";
import { authRoutes } from "./modules/auth/auth.routes";
import { enableSessionCache } from "./modules/auth/session.repository";
import { characterRoutes } from "./modules/characters/character.routes";
import { draftRoutes } from "./modules/drafts/draft.routes";
import { exportRoutes } from "./modules/export/export.routes";
import { healthRoutes } from "./modules/health/health.routes";
import { movieQuoteRoutes } from "./modules/movie-quotes/movie-quote.routes";
import { outlineRoutes } from "./modules/outlines/outline.routes";
import { sceneRoutes } from "./modules/scenes/scene.routes";
import { createSceneListCache, type SceneListCache } from "./modules/scenes/scene-list";
import { screenplayRoutes } from "./modules/screenplays/screenplay.routes";
import { suggestionRoutes } from "./modules/suggestions/suggestion.routes";
import { walletAuthRoutes } from "./modules/wallet-auth/wallet-auth.routes";
import { registerClientApp } from "./plugins/client-app";
import { registerErrorHandler } from "./plugins/error-handler";
import { registerSecurity } from "./plugins/security";
import { registerSession, requireUser } from "./plugins/session";

declare module "fastify" {
  interface FastifyInstance {
    config: Config;
    database: Database;
    db: Db;
    /** The time, injectable so tests can move it (session expiry, wallet nonces). */
    clock: () => Date;
    /** Encoded scene lists keyed by their database revision (docs/decisions/0012). */
    sceneListCache: SceneListCache;
    /** Worker threads for parsing, layout and file writing, off the event loop. */
    formatPool: FormatPool;
  }
}

export type AppOptions = {
  config: Config;
  database: Database;
  sessionSecret: string;
  clock?: () => Date;
  /** The built client to serve; omitted in API tests. */
  clientDir?: string;
  logger?: boolean;
};

export const BODY_LIMIT = 1024 * 1024;

// The shared schemas are zod/mini, which has no messages of its own: a rule without a message
// would answer "Invalid input". Classic zod sets English only once one of its own schemas is
// built; set it here so every answer names its rule ("Too small: expected string to have >=1
// characters") whatever else the server loads.
z.config(z.locales.en());

/** Everything that needs a signed-in user; the gate runs before the body is even validated. */
const protectedModules: FastifyPluginAsync[] = [
  screenplayRoutes,
  outlineRoutes,
  characterRoutes,
  sceneRoutes,
  exportRoutes,
  aiRoutes,
  suggestionRoutes,
  draftRoutes,
];

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const app = Fastify({
    logger: options.logger === false ? false : { level: process.env.LOG_LEVEL ?? "info" },
    // Access logs belong to the reverse proxy; per-request lines here cost a third of throughput.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: BODY_LIMIT,
    trustProxy: fastifyTrustProxy(config.trustProxy),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  app.decorate("config", config);
  app.decorate("database", options.database);
  app.decorate("db", options.database.db);
  app.decorate("clock", options.clock ?? (() => new Date()));
  app.decorate("sceneListCache", createSceneListCache(config.sceneListCacheBytes));
  app.decorate("formatPool", createFormatPool(config.formatJobs));
  app.addHook("onClose", () => app.formatPool.close());
  if (options.database.kind === "pglite") enableSessionCache(options.database.db);

  registerErrorHandler(app);
  await registerSecurity(app, { publicOrigin: config.publicOrigin });
  await registerSession(app, options.sessionSecret);

  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(walletAuthRoutes);
  await app.register(movieQuoteRoutes);
  await app.register(async (scope) => {
    scope.addHook("onRequest", async (request) => {
      requireUser(request);
    });
    for (const module of protectedModules) await scope.register(module);
  });

  await registerClientApp(app, options.clientDir ?? "");
  return app;
}
