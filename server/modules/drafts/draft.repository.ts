import { and, asc, count, desc, eq, inArray, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { DRAFTS_MAX, type DraftSummary } from "#shared/schemas/draft";
import type { Screenplay } from "#shared/schemas/screenplay";
import type { Db } from "../../db/client";
import { draftParts, drafts, screenplays } from "../../db/schema";
import { ConflictError, NotFoundError } from "../../errors";
import { inChunks } from "../export/import-screenplay";
import { assertScreenplayOwned } from "../screenplays/screenplay.repository";
import {
  type DraftContent,
  joinParts,
  manifestHashes,
  type Part,
  sameManifest,
  samePrint,
  splitIntoParts,
} from "./draft-parts";
import { printedPages } from "./printed-pages";
import { automaticDraftsToThin } from "./retention";
import { readScreenplayState, writeScreenplayState } from "./screenplay-state";

/** What taking a draft needs of the app: its database, format threads and clock. */
export type DraftApp = Pick<FastifyInstance, "db" | "formatPool" | "clock">;

type DraftRow = typeof drafts.$inferSelect;

const newestFirst = [desc(drafts.createdAt), desc(drafts.id)] as const;

export const TOO_MANY_DRAFTS = `This screenplay has ${DRAFTS_MAX} drafts, the most it can keep. Delete some manual drafts first.`;
export const AUTOMATIC_DRAFTS_STAY =
  "Automatic drafts cannot be deleted: they are thinned on their own as they age.";

export function toDraftSummary(row: DraftRow): DraftSummary {
  const { id, label, kind, reason, pages, sceneCount } = row;
  return {
    id,
    label,
    kind,
    reason,
    createdAt: row.createdAt.toISOString(),
    pages,
    scenes: sceneCount,
  };
}

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const twoDigits = (n: number) => String(n).padStart(2, "0");

/** "Draft of 24 Nov 2026, 14:05 UTC": the server does not know the writer's time zone. */
export function defaultDraftLabel(at: Date): string {
  const day = `${at.getUTCDate()} ${MONTHS[at.getUTCMonth()]} ${at.getUTCFullYear()}`;
  return `Draft of ${day}, ${twoDigits(at.getUTCHours())}:${twoDigits(at.getUTCMinutes())} UTC`;
}

/** A manual draft is the writer's; an automatic one says why the app took it. */
type NewDraft =
  | { kind: "manual"; label?: string }
  | { kind: "auto"; reason: string; label?: string };

/**
 * Takes a draft of the screenplay as it is now. An automatic draft of a screenplay that has not
 * changed since its newest draft is not taken: that draft is answered instead, `created: false`.
 */
export async function takeDraft(
  app: DraftApp,
  userId: number,
  screenplayId: number,
  draft: NewDraft,
): Promise<{ draft: DraftSummary; created: boolean }> {
  const content = await readScreenplayState(app.db, userId, screenplayId);
  const { parts, manifest } = splitIntoParts(content);
  const newest = await newestDraft(app.db, screenplayId);
  if (draft.kind === "auto" && newest && sameManifest(newest.manifest, manifest)) {
    return { draft: toDraftSummary(newest), created: false };
  }
  // Laying out the script is most of a draft's cost: a draft that prints like the newest one
  // has its pages.
  const pages =
    newest && samePrint(newest.manifest, manifest)
      ? newest.pages
      : await printedPages(app.formatPool, content);
  const row = await app.db.transaction(async (tx) => {
    await lockDrafts(tx, screenplayId);
    if (draft.kind === "manual" && (await draftCount(tx, screenplayId)) >= DRAFTS_MAX) {
      throw new ConflictError(TOO_MANY_DRAFTS);
    }
    await storeParts(tx, screenplayId, parts);
    const [inserted] = await tx
      .insert(drafts)
      .values({
        screenplayId,
        kind: draft.kind,
        label: draft.label ?? defaultDraftLabel(app.clock()),
        reason: draft.kind === "auto" ? draft.reason : null,
        pages,
        sceneCount: content.scenes.length,
        manifest,
      })
      .returning();
    if (!inserted) throw new Error("insert returned no row");
    if (draft.kind === "auto") await thinAutomaticDrafts(tx, inserted);
    return inserted;
  });
  return { draft: toDraftSummary(row), created: true };
}

async function newestDraft(db: Db, screenplayId: number): Promise<DraftRow | undefined> {
  const [newest] = await db
    .select()
    .from(drafts)
    .where(eq(drafts.screenplayId, screenplayId))
    .orderBy(...newestFirst)
    .limit(1);
  return newest;
}

/**
 * Draft writes of one screenplay take turns: otherwise a thinning could delete a part as
 * orphaned while another transaction's new draft, finding the part already stored, lists it.
 * The screenplay's row is the lock; NO KEY UPDATE leaves scene and character writes (whose
 * foreign keys take KEY SHARE on it) free.
 */
async function lockDrafts(db: Db, screenplayId: number): Promise<void> {
  await db.execute(sql`select 1 from ${screenplays} where id = ${screenplayId} for no key update`);
}

async function draftCount(db: Db, screenplayId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(drafts)
    .where(eq(drafts.screenplayId, screenplayId));
  return row?.n ?? 0;
}

/** Parts the screenplay already has are shared, not stored again. */
async function storeParts(db: Db, screenplayId: number, parts: Part[]): Promise<void> {
  const unique = [...new Map(parts.map((part) => [part.hash, part])).values()];
  for (const chunk of inChunks(unique)) {
    await db
      .insert(draftParts)
      .values(chunk.map((part) => ({ screenplayId, ...part })))
      .onConflictDoNothing();
  }
}

/**
 * Applies the retention rules (retention.ts) to the screenplay's automatic drafts, then, should
 * the screenplay hold more than DRAFTS_MAX drafts, drops its oldest automatic ones but the one
 * just taken; the parts no draft uses any more go with them.
 */
async function thinAutomaticDrafts(db: Db, taken: DraftRow): Promise<void> {
  const { screenplayId } = taken;
  const automatic = await db
    .select({ id: drafts.id, createdAt: drafts.createdAt })
    .from(drafts)
    .where(and(eq(drafts.screenplayId, screenplayId), eq(drafts.kind, "auto")))
    .orderBy(asc(drafts.createdAt), asc(drafts.id));
  const thinned = new Set(automaticDraftsToThin(automatic, taken.createdAt));
  const remaining = automatic.filter((draft) => !thinned.has(draft.id) && draft.id !== taken.id);
  const excess = (await draftCount(db, screenplayId)) - thinned.size - DRAFTS_MAX;
  for (const draft of remaining.slice(0, Math.max(0, excess))) thinned.add(draft.id);
  if (thinned.size === 0) return;
  await db.delete(drafts).where(inArray(drafts.id, [...thinned]));
  await deleteOrphanedParts(db, screenplayId);
}

/** Deletes the screenplay's parts that no draft of it lists any more. */
async function deleteOrphanedParts(db: Db, screenplayId: number): Promise<void> {
  await db.execute(sql`
    delete from ${draftParts} p
    where p.screenplay_id = ${screenplayId}
      and not exists (
        select 1 from ${drafts} d
        where d.screenplay_id = ${screenplayId}
          and (d.manifest->>'screenplay' = p.hash
            or d.manifest->>'outline' = p.hash
            or d.manifest->'characters' ? p.hash
            or d.manifest->'scenes' ? p.hash)
      )
  `);
}

/** The screenplay's drafts, newest first; 404 when the screenplay is not the user's. */
export async function listDrafts(
  db: Db,
  userId: number,
  screenplayId: number,
): Promise<DraftSummary[]> {
  await assertScreenplayOwned(db, userId, screenplayId);
  const rows = await db
    .select()
    .from(drafts)
    .where(eq(drafts.screenplayId, screenplayId))
    .orderBy(...newestFirst);
  return rows.map(toDraftSummary);
}

/** The user's draft of the screenplay; 404 for the screenplay first, then for the draft. */
async function findDraftRow(
  db: Db,
  userId: number,
  screenplayId: number,
  draftId: number,
): Promise<DraftRow> {
  await assertScreenplayOwned(db, userId, screenplayId);
  const [row] = await db
    .select()
    .from(drafts)
    .where(and(eq(drafts.id, draftId), eq(drafts.screenplayId, screenplayId)));
  if (!row) throw new NotFoundError("Draft");
  return row;
}

async function contentOf(db: Db, row: DraftRow): Promise<DraftContent> {
  const parts = await db
    .select({ hash: draftParts.hash, body: draftParts.body })
    .from(draftParts)
    .where(
      and(
        eq(draftParts.screenplayId, row.screenplayId),
        inArray(draftParts.hash, manifestHashes(row.manifest)),
      ),
    );
  return joinParts(row.manifest, new Map(parts.map((part) => [part.hash, part.body])));
}

export type DraftWithContent = DraftSummary & { content: DraftContent };

export async function findDraft(
  db: Db,
  userId: number,
  screenplayId: number,
  draftId: number,
): Promise<DraftWithContent> {
  const row = await findDraftRow(db, userId, screenplayId, draftId);
  return { ...toDraftSummary(row), content: await contentOf(db, row) };
}

/** A draft's content, or the screenplay's as it is now for "current". */
export async function draftOrCurrentContent(
  db: Db,
  userId: number,
  screenplayId: number,
  draftId: number | "current",
): Promise<DraftContent> {
  if (draftId === "current") return readScreenplayState(db, userId, screenplayId);
  return contentOf(db, await findDraftRow(db, userId, screenplayId, draftId));
}

/** A manual draft goes with the parts only it used; automatic ones are thinned, not deleted. */
export async function deleteDraft(
  db: Db,
  userId: number,
  screenplayId: number,
  draftId: number,
): Promise<void> {
  const row = await findDraftRow(db, userId, screenplayId, draftId);
  if (row.kind === "auto") throw new ConflictError(AUTOMATIC_DRAFTS_STAY);
  await db.transaction(async (tx) => {
    await lockDrafts(tx, screenplayId);
    await tx.delete(drafts).where(eq(drafts.id, row.id));
    await deleteOrphanedParts(tx, screenplayId);
  });
}

/**
 * Puts the draft's content back in one transaction, after an automatic draft of what it
 * replaces, so a restore can itself be undone.
 */
export async function restoreDraft(
  app: DraftApp,
  userId: number,
  screenplayId: number,
  draftId: number,
): Promise<Screenplay> {
  const row = await findDraftRow(app.db, userId, screenplayId, draftId);
  const content = await contentOf(app.db, row);
  const reason = `Before restoring ${row.label}`;
  await takeDraft(app, userId, screenplayId, { kind: "auto", reason });
  return app.db.transaction((tx) => writeScreenplayState(tx, screenplayId, content));
}
