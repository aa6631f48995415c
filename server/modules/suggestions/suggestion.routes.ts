import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { UpdateSuggestionSchema } from "#shared/schemas/ai";
import { IdParamsSchema } from "#shared/schemas/common";
import { apiRowSchema } from "../../db/api-columns";
import { aiSuggestions } from "../../db/schema";
import { ERROR_RESPONSES } from "../../lib/responses";
import { requireUser } from "../../plugins/session";
import { listSuggestions, setSuggestionApplied } from "./suggestion.repository";

/** The AI history of a screenplay, scoped to its owner. */
/** A suggestion as sent: every column of the table (server/db/api-columns.ts). */
const SuggestionResponseSchema = apiRowSchema(aiSuggestions);

export const suggestionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/screenplays/:id/suggestions",
    {
      schema: {
        params: IdParamsSchema,
        response: { 200: SuggestionResponseSchema.array(), ...ERROR_RESPONSES },
      },
    },
    async (request) => listSuggestions(app.db, requireUser(request).id, request.params.id),
  );

  app.patch(
    "/api/suggestions/:id",
    {
      schema: {
        params: IdParamsSchema,
        body: UpdateSuggestionSchema,
        response: { 200: SuggestionResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) =>
      setSuggestionApplied(
        app.db,
        requireUser(request).id,
        request.params.id,
        request.body.isApplied,
      ),
  );
};
