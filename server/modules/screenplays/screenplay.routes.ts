import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { IdParamsSchema } from "#shared/schemas/common";
import { CreateScreenplaySchema, STEPS, UpdateScreenplaySchema } from "#shared/schemas/screenplay";
import { apiRowSchema } from "../../db/api-columns";
import { screenplays } from "../../db/schema";
import { ERROR_RESPONSES, NoContentSchema } from "../../lib/responses";
import { requireUser } from "../../plugins/session";
import { takeDraft } from "../drafts/draft.repository";
import {
  createScreenplay,
  deleteScreenplay,
  findScreenplay,
  listScreenplays,
  updateScreenplay,
} from "./screenplay.repository";

/** A screenplay as sent: every column of the table but the scene list's cache key. */
export const ScreenplayResponseSchema = apiRowSchema(screenplays, { omit: ["scenesRevision"] });

export const screenplayRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/screenplays",
    { schema: { response: { 200: ScreenplayResponseSchema.array(), ...ERROR_RESPONSES } } },
    async (request) => listScreenplays(app.db, requireUser(request).id),
  );

  app.post(
    "/api/screenplays",
    {
      schema: {
        body: CreateScreenplaySchema,
        response: { 201: ScreenplayResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const screenplay = await createScreenplay(app.db, requireUser(request).id, request.body);
      return reply.status(201).send(screenplay);
    },
  );

  app.get(
    "/api/screenplays/:id",
    {
      schema: {
        params: IdParamsSchema,
        response: { 200: ScreenplayResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => findScreenplay(app.db, requireUser(request).id, request.params.id),
  );

  app.patch(
    "/api/screenplays/:id",
    {
      schema: {
        params: IdParamsSchema,
        body: UpdateScreenplaySchema,
        response: { 200: ScreenplayResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const userId = requireUser(request).id;
      const { id } = request.params;
      const before = request.body.currentStep ? await findScreenplay(app.db, userId, id) : null;
      const screenplay = await updateScreenplay(app.db, userId, id, request.body);
      // Continue to a later step is a checkpoint: the work of the step just finished is kept.
      if (before && STEPS.indexOf(screenplay.currentStep) > STEPS.indexOf(before.currentStep)) {
        const reason = `Continued from the ${before.currentStep} step`;
        await takeDraft(app, userId, id, { kind: "auto", reason });
      }
      return screenplay;
    },
  );

  app.delete(
    "/api/screenplays/:id",
    { schema: { params: IdParamsSchema, response: { 204: NoContentSchema, ...ERROR_RESPONSES } } },
    async (request, reply) => {
      await deleteScreenplay(app.db, requireUser(request).id, request.params.id);
      return reply.status(204).send();
    },
  );
};
