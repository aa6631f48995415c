import { and, eq, ne } from "drizzle-orm";
import type { Db } from "../../db/client";
import { scenes, screenplays } from "../../db/schema";
import { AppError, NotFoundError } from "../../errors";

/** A number another scene of the screenplay has: 409, like a taken username, on the field. */
function sceneNumberTaken(sceneNumber: number): AppError {
  const message = `Scene ${sceneNumber} already exists in this screenplay`;
  return new AppError(409, message, { fieldErrors: { sceneNumber: [message] } });
}

/**
 * A scene number names one scene of its screenplay (writers, the list and the printed script
 * refer to scenes by it; docs/decisions/0017). Call inside the transaction that writes the
 * number: the screenplay's row is locked first, so two writes of one number cannot both pass
 * the check. `FOR NO KEY UPDATE` waits only for other such writes and screenplay updates,
 * never for reads or for inserts of child rows.
 */
export async function claimSceneNumber(
  tx: Db,
  { userId, screenplayId, sceneNumber, sceneId }: ClaimSceneNumber,
): Promise<void> {
  await lockOwnedScreenplay(tx, userId, screenplayId);
  const [taken] = await tx
    .select({ id: scenes.id })
    .from(scenes)
    .where(
      and(
        eq(scenes.screenplayId, screenplayId),
        eq(scenes.sceneNumber, sceneNumber),
        sceneId === undefined ? undefined : ne(scenes.id, sceneId),
      ),
    )
    .limit(1);
  if (taken) throw sceneNumberTaken(sceneNumber);
}

/**
 * Locks the user's screenplay row for the rest of the transaction, or answers 404: every write
 * that decides scene numbers (a claim, an insert that moves the scenes after it, a new order)
 * takes this lock first, so they run one after another per screenplay.
 */
export async function lockOwnedScreenplay(tx: Db, userId: number, screenplayId: number) {
  const [owned] = await tx
    .select({ id: screenplays.id })
    .from(screenplays)
    .where(and(eq(screenplays.id, screenplayId), eq(screenplays.userId, userId)))
    .for("no key update");
  if (!owned) throw new NotFoundError("Screenplay");
}

type ClaimSceneNumber = {
  userId: number;
  screenplayId: number;
  sceneNumber: number;
  /** The scene being renumbered, which may keep its own number. */
  sceneId?: number;
};
