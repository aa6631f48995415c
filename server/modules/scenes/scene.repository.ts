import { and, eq, exists, inArray, sql } from "drizzle-orm";
import type { CreateSceneInput, Scene, UpdateSceneInput } from "#shared/schemas/scene";
import { apiSelection } from "../../db/api-columns";
import type { Db } from "../../db/client";
import { prepared } from "../../db/prepared";
import { scenes, screenplays } from "../../db/schema";
import { NotFoundError } from "../../errors";
import { bumpedUpdatedAt, matchesVersion, updateOrExplain } from "../../lib/versioned-update";
import { assertScreenplayOwned, screenplayIdsOf } from "../screenplays/screenplay.repository";
import { claimSceneNumber } from "./scene-number";
import { makeRoomBefore } from "./scene-order";

type SceneRow = typeof scenes.$inferSelect;

export function toScene(row: SceneRow): Scene {
  return { ...row, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() };
}

const owned = (db: Db, userId: number, id: number) =>
  and(eq(scenes.id, id), inArray(scenes.screenplayId, screenplayIdsOf(db, userId)));

// The scene list is a writer's whole script and the hottest read (scene-list.ts): its
// queries are prepared statements, scoped to the owner by the placeholders below.
export const isUsersScreenplay = and(
  eq(screenplays.id, sql.placeholder("screenplayId")),
  eq(screenplays.userId, sql.placeholder("userId")),
);
export const screenplayOwnedBy = (db: Db) =>
  exists(db.select({ id: screenplays.id }).from(screenplays).where(isUsersScreenplay));

/** Every column of `scenes` as the API's Scene: the one list the queries below read. */
export const sceneSelection = apiSelection(scenes);
/** Script order: by scene number, and by id where an older screenplay repeats a number. */
export const sceneOrder = [scenes.sceneNumber, scenes.id] as const;

const sceneRowsQueries = new WeakMap<Db, ReturnType<typeof prepareSceneRows>>();
function prepareSceneRows(db: Db) {
  return db
    .select(sceneSelection)
    .from(scenes)
    .where(and(eq(scenes.screenplayId, sql.placeholder("screenplayId")), screenplayOwnedBy(db)))
    .orderBy(...sceneOrder)
    .prepare("list_scenes");
}

/** The screenplay's scenes in script order (sceneOrder); none when the screenplay is not the user's. */
export function ownedSceneRows(db: Db, userId: number, screenplayId: number): Promise<Scene[]> {
  return prepared(sceneRowsQueries, db, prepareSceneRows).execute({ screenplayId, userId });
}

/** The screenplay's scenes in script order (sceneOrder); 404 if the screenplay is not the user's. */
export async function listScenes(db: Db, userId: number, screenplayId: number): Promise<Scene[]> {
  const rows = await ownedSceneRows(db, userId, screenplayId);
  // The query scopes by owner; only an empty answer needs a second look to tell 404 from [].
  if (rows.length === 0) await assertScreenplayOwned(db, userId, screenplayId);
  return rows;
}

/** A new scene at its free number, or right before another scene (CreateSceneSchema). */
export function createScene(
  db: Db,
  userId: number,
  { beforeSceneId, ...input }: CreateSceneInput,
): Promise<Scene> {
  const { screenplayId } = input;
  return db.transaction(async (tx) => {
    let { sceneNumber } = input;
    if (beforeSceneId !== undefined) {
      sceneNumber = await makeRoomBefore(tx, { userId, screenplayId, beforeSceneId });
    } else if (sceneNumber !== undefined) {
      await claimSceneNumber(tx, { userId, screenplayId, sceneNumber });
    } else {
      throw new Error("CreateSceneSchema lets no scene through without a place");
    }
    const [row] = await tx
      .insert(scenes)
      .values({ ...input, sceneNumber })
      .returning();
    if (!row) throw new Error("insert returned no row");
    return toScene(row);
  });
}

export function updateScene(
  db: Db,
  userId: number,
  id: number,
  input: UpdateSceneInput,
): Promise<Scene> {
  const { sceneNumber } = input;
  if (sceneNumber === undefined) return updateOwnedScene(db, userId, id, input);
  return db.transaction(async (tx) => {
    const [scene] = await tx
      .select({ screenplayId: scenes.screenplayId, sceneNumber: scenes.sceneNumber })
      .from(scenes)
      .where(owned(tx, userId, id));
    // Only a change of number is checked: a scene saved before the rule keeps its duplicate.
    if (scene && scene.sceneNumber !== sceneNumber) {
      const { screenplayId } = scene;
      await claimSceneNumber(tx, { userId, screenplayId, sceneNumber, sceneId: id });
    }
    return updateOwnedScene(tx, userId, id, input);
  });
}

function updateOwnedScene(
  db: Db,
  userId: number,
  id: number,
  { updatedAt, ...changes }: UpdateSceneInput,
): Promise<Scene> {
  return updateOrExplain({
    what: "Scene",
    update: () =>
      db
        .update(scenes)
        .set({ ...changes, updatedAt: bumpedUpdatedAt(scenes.updatedAt) })
        .where(and(owned(db, userId, id), matchesVersion(scenes.updatedAt, updatedAt)))
        .returning()
        .then((rows) => rows[0]),
    current: () =>
      db
        .select()
        .from(scenes)
        .where(owned(db, userId, id))
        .then((rows) => rows[0]),
    toDto: toScene,
  });
}

/** The screenplay and number of the user's scene; 404 when it is not theirs. */
export async function findOwnedScene(db: Db, userId: number, id: number) {
  const [scene] = await db
    .select({ screenplayId: scenes.screenplayId, sceneNumber: scenes.sceneNumber })
    .from(scenes)
    .where(owned(db, userId, id));
  if (!scene) throw new NotFoundError("Scene");
  return scene;
}

export async function deleteScene(db: Db, userId: number, id: number): Promise<void> {
  const rows = await db
    .delete(scenes)
    .where(owned(db, userId, id))
    .returning({ id: scenes.id });
  if (rows.length === 0) throw new NotFoundError("Scene");
}
