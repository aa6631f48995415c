import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { IdParamsSchema } from "#shared/schemas/common";
import { SaveOutlineSchema } from "#shared/schemas/outline";
import { apiRowSchema } from "../../db/api-columns";
import { outlines } from "../../db/schema";
import { ERROR_RESPONSES } from "../../lib/responses";
import { requireUser } from "../../plugins/session";
import { findOutline, saveOutline } from "./outline.repository";

/** An outline as sent: every column of the table (server/db/api-columns.ts). */
const OutlineResponseSchema = apiRowSchema(outlines);

export const outlineRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/screenplays/:id/outline",
    {
      schema: {
        params: IdParamsSchema,
        // null until the writer saves one.
        response: { 200: OutlineResponseSchema.nullable(), ...ERROR_RESPONSES },
      },
    },
    async (request) => findOutline(app.db, requireUser(request).id, request.params.id),
  );

  app.post(
    "/api/outlines",
    {
      schema: {
        body: SaveOutlineSchema,
        response: { 200: OutlineResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => saveOutline(app.db, requireUser(request).id, request.body),
  );
};
