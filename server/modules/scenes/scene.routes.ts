import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { IdParamsSchema } from "#shared/schemas/common";
import { CreateSceneSchema, SceneOrderSchema, UpdateSceneSchema } from "#shared/schemas/scene";
import { apiRowSchema } from "../../db/api-columns";
import { scenes } from "../../db/schema";
import { ERROR_RESPONSES, NoContentSchema, sentAsIs } from "../../lib/responses";
import { requireUser } from "../../plugins/session";
import { takeDraft } from "../drafts/draft.repository";
import { createScene, deleteScene, findOwnedScene, updateScene } from "./scene.repository";
import { sceneListBody } from "./scene-list";
import { reorderScenes } from "./scene-order";

/** A scene as sent: every column of the table (server/db/api-columns.ts). */
export const SceneResponseSchema = apiRowSchema(scenes);
/** The list is sent encoded ahead (decision 0012): scene-list.test.ts checks it against this. */
export const SceneListResponseSchema = SceneResponseSchema.array();

export const sceneRoutes: FastifyPluginAsyncZod = async (app) => {
  /**
   * The screenplay's scene list, already encoded: sent as a string, 85 KB of text with a
   * non-ASCII character in it would be measured and then encoded, 8% of the request's CPU time.
   */
  async function sendSceneList(reply: FastifyReply, userId: number, screenplayId: number) {
    const body = await sceneListBody(app.database, app.sceneListCache, userId, screenplayId);
    return reply.type("application/json; charset=utf-8").send(body);
  }

  app.get(
    "/api/screenplays/:id/scenes",
    {
      schema: {
        params: IdParamsSchema,
        response: {
          200: sentAsIs("The screenplay's scenes in script order, as JSON: Scene[]"),
          ...ERROR_RESPONSES,
        },
      },
    },
    async (request, reply) => sendSceneList(reply, requireUser(request).id, request.params.id),
  );

  app.put(
    "/api/screenplays/:id/scene-order",
    {
      schema: {
        params: IdParamsSchema,
        body: SceneOrderSchema,
        response: {
          200: sentAsIs("The screenplay's scenes in their new order, as JSON: Scene[]"),
          ...ERROR_RESPONSES,
        },
      },
    },
    async (request, reply) => {
      const userId = requireUser(request).id;
      await reorderScenes(app.db, userId, request.params.id, request.body.sceneIds);
      // The new order raised the screenplay's revision: the cached body of the old order is
      // not sent again, here or by any process.
      return sendSceneList(reply, userId, request.params.id);
    },
  );

  app.post(
    "/api/scenes",
    {
      schema: {
        body: CreateSceneSchema,
        response: { 201: SceneResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const scene = await createScene(app.db, requireUser(request).id, request.body);
      return reply.status(201).send(scene);
    },
  );

  app.patch(
    "/api/scenes/:id",
    {
      schema: {
        params: IdParamsSchema,
        body: UpdateSceneSchema,
        response: { 200: SceneResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) =>
      updateScene(app.db, requireUser(request).id, request.params.id, request.body),
  );

  app.delete(
    "/api/scenes/:id",
    { schema: { params: IdParamsSchema, response: { 204: NoContentSchema, ...ERROR_RESPONSES } } },
    async (request, reply) => {
      const userId = requireUser(request).id;
      const { screenplayId, sceneNumber } = await findOwnedScene(app.db, userId, request.params.id);
      const reason = `Before deleting scene ${sceneNumber}`;
      await takeDraft(app, userId, screenplayId, { kind: "auto", reason });
      await deleteScene(app.db, userId, request.params.id);
      return reply.status(204).send();
    },
  );
};
