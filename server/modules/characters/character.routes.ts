import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { CreateCharacterSchema, UpdateCharacterSchema } from "#shared/schemas/character";
import { IdParamsSchema } from "#shared/schemas/common";
import { apiRowSchema } from "../../db/api-columns";
import { characters } from "../../db/schema";
import { ERROR_RESPONSES, NoContentSchema } from "../../lib/responses";
import { requireUser } from "../../plugins/session";
import { takeDraft } from "../drafts/draft.repository";
import {
  createCharacter,
  deleteCharacter,
  findOwnedCharacter,
  listCharacters,
  updateCharacter,
} from "./character.repository";

/** A character as sent: every column of the table (server/db/api-columns.ts). */
const CharacterResponseSchema = apiRowSchema(characters);

export const characterRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/screenplays/:id/characters",
    {
      schema: {
        params: IdParamsSchema,
        response: { 200: CharacterResponseSchema.array(), ...ERROR_RESPONSES },
      },
    },
    async (request) => listCharacters(app.db, requireUser(request).id, request.params.id),
  );

  app.post(
    "/api/characters",
    {
      schema: {
        body: CreateCharacterSchema,
        response: { 201: CharacterResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const character = await createCharacter(app.db, requireUser(request).id, request.body);
      return reply.status(201).send(character);
    },
  );

  app.patch(
    "/api/characters/:id",
    {
      schema: {
        params: IdParamsSchema,
        body: UpdateCharacterSchema,
        response: { 200: CharacterResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) =>
      updateCharacter(app.db, requireUser(request).id, request.params.id, request.body),
  );

  app.delete(
    "/api/characters/:id",
    { schema: { params: IdParamsSchema, response: { 204: NoContentSchema, ...ERROR_RESPONSES } } },
    async (request, reply) => {
      const userId = requireUser(request).id;
      const { screenplayId, name } = await findOwnedCharacter(app.db, userId, request.params.id);
      const reason = `Before deleting the character ${name}`;
      await takeDraft(app, userId, screenplayId, { kind: "auto", reason });
      await deleteCharacter(app.db, userId, request.params.id);
      return reply.status(204).send();
    },
  );
};
