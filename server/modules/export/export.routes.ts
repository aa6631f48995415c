import { create as contentDisposition } from "content-disposition";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { screenplayToFountain } from "#shared/domain/screenplay/index";
import { IdParamsSchema } from "#shared/schemas/common";
import {
  ExportQuerySchema,
  IMPORT_MAX_BYTES,
  ImportScreenplaySchema,
} from "#shared/schemas/export";
import { ERROR_RESPONSES, sentAsIs } from "../../lib/responses";
import { requireUser } from "../../plugins/session";
import { draftOrCurrentContent, takeDraft } from "../drafts/draft.repository";
import { printedScreenplay } from "../drafts/printed-pages";
import { ScreenplayResponseSchema } from "../screenplays/screenplay.routes";
import { importScreenplay } from "./import-screenplay";
import { exportRevised, exportScreenplay } from "./screenplay-files";

export const exportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/screenplays/:id/export",
    {
      schema: {
        params: IdParamsSchema,
        querystring: ExportQuerySchema,
        response: {
          200: sentAsIs("The script file: PDF, Fountain, FDX or text"),
          ...ERROR_RESPONSES,
        },
      },
    },
    async (request, reply) => {
      const { format, paper, revisedFrom, revision, changedPagesOnly } = request.query;
      const user = requireUser(request);
      const id = request.params.id;
      const file =
        revisedFrom !== undefined && (format === "pdf" || format === "txt")
          ? await exportRevised(
              app.db,
              app.formatPool,
              user,
              id,
              // Another writer's draft, or one of another screenplay, is a 404 here.
              screenplayToFountain(
                printedScreenplay(await draftOrCurrentContent(app.db, user.id, id, revisedFrom)),
              ),
              { format, paper, revision, changedPagesOnly, date: app.clock() },
            )
          : await exportScreenplay(app.db, app.formatPool, user, id, format, paper);
      return reply
        .type(file.contentType)
        .header("content-disposition", contentDisposition(file.filename))
        .header("cache-control", "no-store")
        .send(
          typeof file.body === "string"
            ? file.body
            : Buffer.from(file.body.buffer, file.body.byteOffset, file.body.byteLength),
        );
    },
  );

  app.post(
    "/api/screenplays/import",
    {
      schema: {
        body: ImportScreenplaySchema,
        response: { 201: ScreenplayResponseSchema, ...ERROR_RESPONSES },
      },
      bodyLimit: IMPORT_MAX_BYTES,
    },
    async (request, reply) => {
      const userId = requireUser(request).id;
      const screenplay = await importScreenplay(app.db, app.formatPool, userId, request.body);
      // The script as it arrived, to go back to whatever the writer or the AI does to it.
      const { filename } = request.body;
      const reason = filename ? `Imported from ${filename}` : "Imported";
      await takeDraft(app, userId, screenplay.id, { kind: "auto", reason });
      return reply.status(201).send(screenplay);
    },
  );
};
