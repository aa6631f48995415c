import { and, eq } from "drizzle-orm";
import type { Outline, SaveOutlineInput } from "#shared/schemas/outline";
import type { Db } from "../../db/client";
import { outlines } from "../../db/schema";
import { bumpedUpdatedAt } from "../../lib/versioned-update";
import { assertScreenplayOwned } from "../screenplays/screenplay.repository";

type OutlineRow = typeof outlines.$inferSelect;

function toOutline(row: OutlineRow): Outline {
  return { ...row, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() };
}

/** The screenplay's outline, or null when none is saved yet. */
export async function findOutline(
  db: Db,
  userId: number,
  screenplayId: number,
): Promise<Outline | null> {
  await assertScreenplayOwned(db, userId, screenplayId);
  const [row] = await db.select().from(outlines).where(eq(outlines.screenplayId, screenplayId));
  return row ? toOutline(row) : null;
}

/** Creates or replaces the one outline a screenplay has. */
export async function saveOutline(
  db: Db,
  userId: number,
  input: SaveOutlineInput,
): Promise<Outline> {
  await assertScreenplayOwned(db, userId, input.screenplayId);
  const { screenplayId, ...content } = input;
  const [row] = await db
    .insert(outlines)
    .values(input)
    .onConflictDoUpdate({
      target: outlines.screenplayId,
      set: { ...content, updatedAt: bumpedUpdatedAt(outlines.updatedAt) },
      setWhere: and(eq(outlines.screenplayId, screenplayId)),
    })
    .returning();
  if (!row) throw new Error("upsert returned no row");
  return toOutline(row);
}
