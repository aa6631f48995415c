import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { IdParamsSchema } from "../../../shared/schemas/common";
import { SaveOutlineSchema } from "../../../shared/schemas/outline";
import { requireUser } from "../../plugins/session";
import { findOutline, saveOutline } from "./outline.repository";

export const outlineRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get("/api/screenplays/:id/outline", { schema: { params: IdParamsSchema } }, async (request) =>
    findOutline(app.db, requireUser(request).id, request.params.id),
  );

  app.post("/api/outlines", { schema: { body: SaveOutlineSchema } }, async (request) =>
    saveOutline(app.db, requireUser(request).id, request.body),
  );
};
