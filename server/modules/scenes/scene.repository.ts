import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { CreateSceneInput, Scene, UpdateSceneInput } from "../../../shared/schemas/scene";
import type { Db } from "../../db/client";
import { scenes, screenplays } from "../../db/schema";
import { NotFoundError } from "../../errors";
import { bumpedUpdatedAt, matchesVersion, updateOrExplain } from "../../lib/versioned-update";
import { assertScreenplayOwned, screenplayIdsOf } from "../screenplays/screenplay.repository";

type SceneRow = typeof scenes.$inferSelect;

export function toScene(row: SceneRow): Scene {
  return { ...row, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() };
}

const owned = (db: Db, userId: number, id: number) =>
  and(eq(scenes.id, id), inArray(scenes.screenplayId, screenplayIdsOf(db, userId)));

const preparedLists = new WeakMap<Db, ReturnType<typeof prepareList>>();
function prepareList(db: Db) {
  return db
    .select({ scene: scenes })
    .from(scenes)
    .innerJoin(screenplays, eq(screenplays.id, scenes.screenplayId))
    .where(
      and(
        eq(scenes.screenplayId, sql.placeholder("screenplayId")),
        eq(screenplays.userId, sql.placeholder("userId")),
      ),
    )
    .orderBy(asc(scenes.sceneNumber), asc(scenes.id))
    .prepare("list_scenes");
}

/** One query on the common path: the join scopes by owner; only an empty answer needs a second look. */
export async function listScenes(db: Db, userId: number, screenplayId: number): Promise<Scene[]> {
  let list = preparedLists.get(db);
  if (!list) preparedLists.set(db, (list = prepareList(db)));
  const rows = await list.execute({ screenplayId, userId });
  if (rows.length === 0) await assertScreenplayOwned(db, userId, screenplayId);
  return rows.map((row) => toScene(row.scene));
}

export async function createScene(db: Db, userId: number, input: CreateSceneInput): Promise<Scene> {
  await assertScreenplayOwned(db, userId, input.screenplayId);
  const [row] = await db.insert(scenes).values(input).returning();
  if (!row) throw new Error("insert returned no row");
  return toScene(row);
}

export function updateScene(
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

export async function deleteScene(db: Db, userId: number, id: number): Promise<void> {
  const rows = await db
    .delete(scenes)
    .where(owned(db, userId, id))
    .returning({ id: scenes.id });
  if (rows.length === 0) throw new NotFoundError("Scene");
}
