import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { IdParamsSchema } from "#shared/schemas/common";
import {
  CompareDraftsQuerySchema,
  CreateDraftSchema,
  DRAFT_KINDS,
  DraftParamsSchema,
  LINE_OPS,
  SCENE_CHANGES,
} from "#shared/schemas/draft";
import { apiRowSchema } from "../../db/api-columns";
import { characters, outlines, scenes, screenplays } from "../../db/schema";
import { ERROR_RESPONSES, NoContentSchema } from "../../lib/responses";
import { requireUser } from "../../plugins/session";
import { ScreenplayResponseSchema } from "../screenplays/screenplay.routes";
import { compareScenes } from "./compare";
import {
  deleteDraft,
  draftOrCurrentContent,
  findDraft,
  listDrafts,
  restoreDraft,
  takeDraft,
} from "./draft.repository";
import { OUTSIDE_CHILD_PARTS, OUTSIDE_SCREENPLAY_PART } from "./draft-parts";

const DraftSummarySchema = z.strictObject({
  id: z.number().int(),
  label: z.string(),
  kind: z.enum(DRAFT_KINDS),
  reason: z.string().nullable(),
  createdAt: z.string(),
  pages: z.number().int(),
  scenes: z.number().int(),
});

/** A draft's content: each part as its table's row, without the columns drafts do not keep. */
const DraftContentSchema = z.strictObject({
  screenplay: apiRowSchema(screenplays, { omit: OUTSIDE_SCREENPLAY_PART }),
  outline: apiRowSchema(outlines, { omit: OUTSIDE_CHILD_PARTS }).nullable(),
  characters: apiRowSchema(characters, { omit: OUTSIDE_CHILD_PARTS }).array(),
  scenes: apiRowSchema(scenes, { omit: OUTSIDE_CHILD_PARTS }).array(),
});

const SceneSideSchema = z.strictObject({ sceneNumber: z.number().int(), heading: z.string() });
const ComparisonSchema = z.strictObject({
  scenes: z.array(
    z.strictObject({
      status: z.enum(SCENE_CHANGES),
      from: SceneSideSchema.nullable(),
      to: SceneSideSchema.nullable(),
      lines: z.array(z.strictObject({ op: z.enum(LINE_OPS), text: z.string() })).optional(),
    }),
  ),
});

export const draftRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/api/screenplays/:id/drafts",
    {
      schema: {
        params: IdParamsSchema,
        body: CreateDraftSchema,
        // 200: an automatic draft of an unchanged screenplay is not taken; the newest is sent.
        response: { 200: DraftSummarySchema, 201: DraftSummarySchema, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const { label, auto, reason } = request.body;
      const { draft, created } = await takeDraft(
        app,
        requireUser(request).id,
        request.params.id,
        auto && reason ? { kind: "auto", reason, label } : { kind: "manual", label },
      );
      return reply.status(created ? 201 : 200).send(draft);
    },
  );

  app.get(
    "/api/screenplays/:id/drafts",
    {
      schema: {
        params: IdParamsSchema,
        response: { 200: DraftSummarySchema.array(), ...ERROR_RESPONSES },
      },
    },
    async (request) => listDrafts(app.db, requireUser(request).id, request.params.id),
  );

  app.get(
    "/api/screenplays/:id/drafts/compare",
    {
      schema: {
        params: IdParamsSchema,
        querystring: CompareDraftsQuerySchema,
        response: { 200: ComparisonSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const userId = requireUser(request).id;
      const { id } = request.params;
      const from = await draftOrCurrentContent(app.db, userId, id, request.query.from);
      const to = await draftOrCurrentContent(app.db, userId, id, request.query.to);
      return { scenes: compareScenes(from.scenes, to.scenes) };
    },
  );

  app.get(
    "/api/screenplays/:id/drafts/:draftId",
    {
      schema: {
        params: DraftParamsSchema,
        response: {
          200: DraftSummarySchema.extend({ content: DraftContentSchema }),
          ...ERROR_RESPONSES,
        },
      },
    },
    async (request) => {
      const { id, draftId } = request.params;
      return findDraft(app.db, requireUser(request).id, id, draftId);
    },
  );

  app.post(
    "/api/screenplays/:id/drafts/:draftId/restore",
    {
      schema: {
        params: DraftParamsSchema,
        response: { 200: ScreenplayResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const { id, draftId } = request.params;
      return restoreDraft(app, requireUser(request).id, id, draftId);
    },
  );

  app.delete(
    "/api/screenplays/:id/drafts/:draftId",
    {
      schema: {
        params: DraftParamsSchema,
        response: { 204: NoContentSchema, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const { id, draftId } = request.params;
      await deleteDraft(app.db, requireUser(request).id, id, draftId);
      return reply.status(204).send();
    },
  );
};
