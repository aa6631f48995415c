import { and, desc, eq } from "drizzle-orm";
import type {
  CreateScreenplayInput,
  Screenplay,
  UpdateScreenplayInput,
} from "#shared/schemas/screenplay";
import type { Db } from "../../db/client";
import { screenplays } from "../../db/schema";
import { NotFoundError } from "../../errors";
import { bumpedUpdatedAt, matchesVersion, updateOrExplain } from "../../lib/versioned-update";

type ScreenplayRow = typeof screenplays.$inferSelect;

/** The API's screenplay: the scene list's cache key stays inside the server. */
export function toScreenplay({ scenesRevision: _, ...row }: ScreenplayRow): Screenplay {
  return {
    ...row,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const owned = (userId: number, id: number) =>
  and(eq(screenplays.id, id), eq(screenplays.userId, userId));

/** A subquery of the ids of the user's screenplays, for scoping child rows by owner. */
export const screenplayIdsOf = (db: Db, userId: number) =>
  db.select({ id: screenplays.id }).from(screenplays).where(eq(screenplays.userId, userId));

export async function listScreenplays(db: Db, userId: number): Promise<Screenplay[]> {
  const rows = await db
    .select()
    .from(screenplays)
    .where(eq(screenplays.userId, userId))
    .orderBy(desc(screenplays.updatedAt), desc(screenplays.id));
  return rows.map(toScreenplay);
}

export async function findScreenplay(db: Db, userId: number, id: number): Promise<Screenplay> {
  const [row] = await db.select().from(screenplays).where(owned(userId, id));
  if (!row) throw new NotFoundError("Screenplay");
  return toScreenplay(row);
}

/** Throws 404 unless the screenplay exists and belongs to the user. */
export async function assertScreenplayOwned(db: Db, userId: number, id: number): Promise<void> {
  const [row] = await db.select({ id: screenplays.id }).from(screenplays).where(owned(userId, id));
  if (!row) throw new NotFoundError("Screenplay");
}

export async function createScreenplay(
  db: Db,
  userId: number,
  input: CreateScreenplayInput,
): Promise<Screenplay> {
  const [row] = await db
    .insert(screenplays)
    .values({
      userId,
      title: input.title,
      logline: input.logline,
      genre: input.genre,
      currentStep: input.currentStep,
    })
    .returning();
  if (!row) throw new Error("insert returned no row");
  return toScreenplay(row);
}

export function updateScreenplay(
  db: Db,
  userId: number,
  id: number,
  { updatedAt, ...changes }: UpdateScreenplayInput,
): Promise<Screenplay> {
  return updateOrExplain({
    what: "Screenplay",
    update: () =>
      db
        .update(screenplays)
        .set({ ...changes, updatedAt: bumpedUpdatedAt(screenplays.updatedAt) })
        .where(and(owned(userId, id), matchesVersion(screenplays.updatedAt, updatedAt)))
        .returning()
        .then((rows) => rows[0]),
    current: () =>
      db
        .select()
        .from(screenplays)
        .where(owned(userId, id))
        .then((rows) => rows[0]),
    toDto: toScreenplay,
  });
}

export async function deleteScreenplay(db: Db, userId: number, id: number): Promise<void> {
  const rows = await db
    .delete(screenplays)
    .where(owned(userId, id))
    .returning({ id: screenplays.id });
  if (rows.length === 0) throw new NotFoundError("Screenplay");
}
