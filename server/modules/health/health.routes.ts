import { sql } from "drizzle-orm";
import type { FastifyPluginAsync } from "fastify";

export const healthRoutes: FastifyPluginAsync = async (app) => {
  /** Liveness: the process answers. */
  app.get("/healthz", async () => ({ status: "ok" }));

  /** Readiness: the database answers too. */
  app.get("/readyz", async (request, reply) => {
    try {
      await app.db.execute(sql`select 1`);
      return { status: "ready", database: app.database.kind };
    } catch (error) {
      request.log.warn({ err: error }, "database not reachable");
      return reply.status(503).send({ message: "Database is not reachable" });
    }
  });
};
