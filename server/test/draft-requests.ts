// The drafts routes of one screenplay, called as the Drafts panel calls them: shared by the
// drafts tests.
import type { FastifyInstance } from "fastify";
import type { DraftSummary } from "#shared/schemas/draft";
import { send } from "./app";

export const draftsUrl = (screenplayId: number) => `/api/screenplays/${screenplayId}/drafts`;

/** The screenplay's drafts, newest first. */
export async function listDrafts(app: FastifyInstance, cookie: string, screenplayId: number) {
  return (await send(app, "GET", draftsUrl(screenplayId), { cookie })).json() as DraftSummary[];
}

/** One draft with its content, as `GET …/drafts/:id` answers it. */
export const readDraft = (
  app: FastifyInstance,
  cookie: string,
  screenplayId: number,
  draftId: number | undefined,
) => send(app, "GET", `${draftsUrl(screenplayId)}/${draftId}`, { cookie });
