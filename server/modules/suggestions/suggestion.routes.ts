import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { UpdateSuggestionSchema } from "../../../shared/schemas/ai";
import { IdParamsSchema } from "../../../shared/schemas/common";
import { requireUser } from "../../plugins/session";
import { listSuggestions, setSuggestionApplied } from "./suggestion.repository";

/** The AI history of a screenplay, scoped to its owner. */
export const suggestionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/screenplays/:id/suggestions",
    { schema: { params: IdParamsSchema } },
    async (request) => listSuggestions(app.db, requireUser(request).id, request.params.id),
  );

  app.patch(
    "/api/suggestions/:id",
    { schema: { params: IdParamsSchema, body: UpdateSuggestionSchema } },
    async (request) =>
      setSuggestionApplied(
        app.db,
        requireUser(request).id,
        request.params.id,
        request.body.isApplied,
      ),
  );
};
