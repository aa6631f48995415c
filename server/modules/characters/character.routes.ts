import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { CreateCharacterSchema, UpdateCharacterSchema } from "../../../shared/schemas/character";
import { IdParamsSchema } from "../../../shared/schemas/common";
import { requireUser } from "../../plugins/session";
import {
  createCharacter,
  deleteCharacter,
  listCharacters,
  updateCharacter,
} from "./character.repository";

export const characterRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/screenplays/:id/characters",
    { schema: { params: IdParamsSchema } },
    async (request) => listCharacters(app.db, requireUser(request).id, request.params.id),
  );

  app.post(
    "/api/characters",
    { schema: { body: CreateCharacterSchema } },
    async (request, reply) => {
      const character = await createCharacter(app.db, requireUser(request).id, request.body);
      return reply.status(201).send(character);
    },
  );

  app.patch(
    "/api/characters/:id",
    { schema: { params: IdParamsSchema, body: UpdateCharacterSchema } },
    async (request) =>
      updateCharacter(app.db, requireUser(request).id, request.params.id, request.body),
  );

  app.delete(
    "/api/characters/:id",
    { schema: { params: IdParamsSchema } },
    async (request, reply) => {
      await deleteCharacter(app.db, requireUser(request).id, request.params.id);
      return reply.status(204).send();
    },
  );
};
