import { and, eq, gte, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { scenes } from "../../db/schema";
import { BadRequestError } from "../../errors";
import { lockOwnedScreenplay } from "./scene-number";

// Moving scenes changes their numbers and nothing else: a scene's `updatedAt` guards its words
// against a stale save, and a number that follows from the order is not an edit of them, so
// other tabs editing those scenes keep saving (docs/decisions/0040).

const NOT_ALL_SCENES = "sceneIds must list every scene of the screenplay, each once";
const NOT_A_SCENE_HERE = "beforeSceneId must be a scene of this screenplay";

/**
 * Numbers the screenplay's scenes 1..n in the order of `sceneIds`, in one transaction under
 * the screenplay's lock. 404 when the screenplay is not the user's; 400 on `sceneIds` unless
 * it names exactly the screenplay's scenes.
 */
export function reorderScenes(
  db: Db,
  userId: number,
  screenplayId: number,
  sceneIds: number[],
): Promise<void> {
  return db.transaction(async (tx) => {
    await lockOwnedScreenplay(tx, userId, screenplayId);
    const rows = await tx
      .select({ id: scenes.id })
      .from(scenes)
      .where(eq(scenes.screenplayId, screenplayId));
    const named = new Set(sceneIds);
    if (rows.length !== named.size || rows.some((row) => !named.has(row.id)))
      throw new BadRequestError(NOT_ALL_SCENES, { sceneIds: [NOT_ALL_SCENES] });
    if (sceneIds.length === 0) return;
    const numbered = sql.join(
      sceneIds.map((id, i) => sql`(${id}::integer, ${i + 1}::integer)`),
      sql`, `,
    );
    // One statement for the whole order; rows already at their number are left alone, so
    // a new order that moves two scenes writes two rows.
    await tx.execute(sql`
      update ${scenes} set scene_number = numbered.n
      from (values ${numbered}) as numbered(id, n)
      where ${scenes.id} = numbered.id and ${scenes.screenplayId} = ${screenplayId}
        and ${scenes.sceneNumber} <> numbered.n`);
  });
}

/**
 * Makes room for a new scene right before `beforeSceneId`, inside the caller's transaction:
 * that scene and every later one move up by one, and the number they freed is returned.
 * 404 when the screenplay is not the user's; 400 on `beforeSceneId` when that scene is not
 * one of the screenplay's.
 */
export async function makeRoomBefore(
  tx: Db,
  { userId, screenplayId, beforeSceneId }: MakeRoom,
): Promise<number> {
  await lockOwnedScreenplay(tx, userId, screenplayId);
  const [before] = await tx
    .select({ sceneNumber: scenes.sceneNumber })
    .from(scenes)
    .where(and(eq(scenes.id, beforeSceneId), eq(scenes.screenplayId, screenplayId)));
  if (!before) throw new BadRequestError(NOT_A_SCENE_HERE, { beforeSceneId: [NOT_A_SCENE_HERE] });
  await tx
    .update(scenes)
    .set({ sceneNumber: sql`${scenes.sceneNumber} + 1` })
    .where(and(eq(scenes.screenplayId, screenplayId), gte(scenes.sceneNumber, before.sceneNumber)));
  return before.sceneNumber;
}

type MakeRoom = { userId: number; screenplayId: number; beforeSceneId: number };
