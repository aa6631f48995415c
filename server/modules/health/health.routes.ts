import { sql } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { ERROR_RESPONSES } from "../../lib/responses";

const LiveSchema = z.strictObject({ status: z.literal("ok") });
const ReadySchema = z.strictObject({
  status: z.literal("ready"),
  database: z.enum(["pglite", "postgres"]),
});

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  /** Liveness: the process answers. */
  const liveSchema = { response: { 200: LiveSchema, ...ERROR_RESPONSES } };
  app.get("/healthz", { schema: liveSchema }, async () => ({ status: "ok" as const }));

  /** Readiness: the database answers too; 503 when it does not. */
  const readySchema = { response: { 200: ReadySchema, ...ERROR_RESPONSES } };
  app.get("/readyz", { schema: readySchema }, async (request, reply) => {
    try {
      await app.db.execute(sql`select 1`);
      return { status: "ready" as const, database: app.database.kind };
    } catch (error) {
      request.log.warn({ err: error }, "database not reachable");
      return reply.status(503).send({ message: "Database is not reachable" });
    }
  });
};
