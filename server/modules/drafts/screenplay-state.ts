import { and, asc, eq } from "drizzle-orm";
import type { Screenplay } from "#shared/schemas/screenplay";
import type { Db } from "../../db/client";
import { characters, outlines, scenes, screenplays } from "../../db/schema";
import { NotFoundError } from "../../errors";
import { bumpedUpdatedAt } from "../../lib/versioned-update";
import { inChunks } from "../export/import-screenplay";
import { sceneOrder } from "../scenes/scene.repository";
import { toScreenplay } from "../screenplays/screenplay.repository";
import {
  type DraftContent,
  OUTSIDE_CHILD_PARTS,
  OUTSIDE_SCREENPLAY_PART,
  without,
} from "./draft-parts";

/** The user's screenplay row with its paper size; 404 when it is not theirs. */
async function ownedScreenplayRow(db: Db, userId: number, screenplayId: number) {
  const [row] = await db
    .select()
    .from(screenplays)
    .where(and(eq(screenplays.id, screenplayId), eq(screenplays.userId, userId)));
  if (!row) throw new NotFoundError("Screenplay");
  return row;
}

/** The screenplay as it is now, as a draft keeps it; 404 when it is not the user's. */
export async function readScreenplayState(
  db: Db,
  userId: number,
  screenplayId: number,
): Promise<DraftContent> {
  const row = await ownedScreenplayRow(db, userId, screenplayId);
  const [outline] = await db.select().from(outlines).where(eq(outlines.screenplayId, row.id));
  const cast = await db
    .select()
    .from(characters)
    .where(eq(characters.screenplayId, row.id))
    .orderBy(asc(characters.id));
  const sceneRows = await db
    .select()
    .from(scenes)
    .where(eq(scenes.screenplayId, row.id))
    .orderBy(...sceneOrder);
  return {
    screenplay: without(row, OUTSIDE_SCREENPLAY_PART),
    outline: outline ? without(outline, OUTSIDE_CHILD_PARTS) : null,
    characters: cast.map((character) => without(character, OUTSIDE_CHILD_PARTS)),
    scenes: sceneRows.map((scene) => without(scene, OUTSIDE_CHILD_PARTS)),
  };
}

/**
 * Puts the content back in place of the screenplay's story fields, outline, characters and
 * scenes, in the caller's transaction. Rows come back under the ids they had: an id the
 * sequence gave this screenplay's row is never given to another, and the screenplay's rows are
 * deleted first, so nothing can hold it. Scenes that name characters by id still find them, and
 * a later comparison still matches scenes across the restore. Every restored row is saved now:
 * a client holding a row's old version gets a 409, not a silent overwrite.
 */
export async function writeScreenplayState(
  tx: Db,
  screenplayId: number,
  content: DraftContent,
): Promise<Screenplay> {
  const [row] = await tx
    .update(screenplays)
    .set({ ...content.screenplay, updatedAt: bumpedUpdatedAt(screenplays.updatedAt) })
    .where(eq(screenplays.id, screenplayId))
    .returning();
  if (!row) throw new NotFoundError("Screenplay");
  await tx.delete(outlines).where(eq(outlines.screenplayId, screenplayId));
  await tx.delete(characters).where(eq(characters.screenplayId, screenplayId));
  await tx.delete(scenes).where(eq(scenes.screenplayId, screenplayId));
  if (content.outline) await tx.insert(outlines).values({ ...content.outline, screenplayId });
  for (const chunk of inChunks(content.characters)) {
    await tx.insert(characters).values(chunk.map((character) => ({ ...character, screenplayId })));
  }
  for (const chunk of inChunks(content.scenes)) {
    await tx.insert(scenes).values(chunk.map((scene) => ({ ...scene, screenplayId })));
  }
  return toScreenplay(row);
}
