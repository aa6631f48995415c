import { and, eq, exists, inArray, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { CreateSceneInput, Scene, UpdateSceneInput } from "../../../shared/schemas/scene";
import type { Database, Db } from "../../db/client";
import { prepared } from "../../db/prepared";
import { scenes, screenplays } from "../../db/schema";
import { NotFoundError } from "../../errors";
import { isoTimestamp } from "../../lib/iso-timestamp";
import { bumpedUpdatedAt, matchesVersion, updateOrExplain } from "../../lib/versioned-update";
import { assertScreenplayOwned, screenplayIdsOf } from "../screenplays/screenplay.repository";

type SceneRow = typeof scenes.$inferSelect;

export function toScene(row: SceneRow): Scene {
  return { ...row, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() };
}

const owned = (db: Db, userId: number, id: number) =>
  and(eq(scenes.id, id), inArray(scenes.screenplayId, screenplayIdsOf(db, userId)));

// The scene list is a writer's whole script and the hottest read: both forms below are
// prepared statements, scoped to the owner by an EXISTS.
const screenplayOwnedBy = (db: Db) =>
  exists(
    db
      .select({ id: screenplays.id })
      .from(screenplays)
      .where(
        and(
          eq(screenplays.id, sql.placeholder("screenplayId")),
          eq(screenplays.userId, sql.placeholder("userId")),
        ),
      ),
  );

const sceneRowsQueries = new WeakMap<Db, ReturnType<typeof prepareSceneRows>>();
function prepareSceneRows(db: Db) {
  // Shaped as the API's Scene by the query itself: timestamps straight from their text.
  const iso = (column: AnyPgColumn) => sql<string>`${column}`.mapWith(isoTimestamp);
  return db
    .select({
      id: scenes.id,
      screenplayId: scenes.screenplayId,
      sceneNumber: scenes.sceneNumber,
      heading: scenes.heading,
      content: scenes.content,
      characters: scenes.characters,
      locations: scenes.locations,
      timeOfDay: scenes.timeOfDay,
      act: scenes.act,
      createdAt: iso(scenes.createdAt),
      updatedAt: iso(scenes.updatedAt),
    })
    .from(scenes)
    .where(and(eq(scenes.screenplayId, sql.placeholder("screenplayId")), screenplayOwnedBy(db)))
    .orderBy(scenes.sceneNumber, scenes.id)
    .prepare("list_scenes");
}

const sceneJsonQueries = new WeakMap<Db, ReturnType<typeof prepareSceneJson>>();
function prepareSceneJson(db: Db) {
  const json = sql<string>`coalesce(json_agg(json_build_object(
    'id', ${scenes.id}, 'screenplayId', ${scenes.screenplayId}, 'sceneNumber', ${scenes.sceneNumber},
    'heading', ${scenes.heading}, 'content', ${scenes.content}, 'characters', ${scenes.characters},
    'locations', ${scenes.locations}, 'timeOfDay', ${scenes.timeOfDay}, 'act', ${scenes.act},
    'createdAt', ${scenes.createdAt}, 'updatedAt', ${scenes.updatedAt}
  ) order by ${scenes.sceneNumber}, ${scenes.id}), '[]')::text`;
  return db
    .select({ json })
    .from(scenes)
    .where(and(eq(scenes.screenplayId, sql.placeholder("screenplayId")), screenplayOwnedBy(db)))
    .prepare("list_scenes_json");
}

// Keys are matched with their quotes, which cannot occur unescaped inside a JSON string.
const TIMESTAMP_FIELD = /"(createdAt|updatedAt)" : "([^"]+)"/g;
const withIsoTimestamps = (json: string) =>
  json.replace(
    TIMESTAMP_FIELD,
    (_, key: string, value: string) => `"${key}":"${isoTimestamp(value)}"`,
  );

/** The screenplay's scenes in scene-number order; 404 if the screenplay is not the user's. */
export async function listScenes(db: Db, userId: number, screenplayId: number): Promise<Scene[]> {
  const rows = await prepared(sceneRowsQueries, db, prepareSceneRows).execute({
    screenplayId,
    userId,
  });
  // The query scopes by owner; only an empty answer needs a second look to tell 404 from [].
  if (rows.length === 0) await assertScreenplayOwned(db, userId, screenplayId);
  return rows;
}

/**
 * The same list as JSON text, written where it costs least (docs/decisions/0006-hot-paths.md):
 * - PostgreSQL 15 escapes JSON strings one character at a time, which made its JSON three
 *   times the cost of the plain rows: rows come back and are serialised here.
 * - PGlite runs inside this process, where decoding 60 rows of its wire format in JavaScript
 *   costs more than its JSON functions: the database writes the JSON.
 */
export async function listScenesJson(
  database: Pick<Database, "db" | "kind">,
  userId: number,
  screenplayId: number,
): Promise<string> {
  const { db, kind } = database;
  if (kind === "postgres") return JSON.stringify(await listScenes(db, userId, screenplayId));
  const [row] = await prepared(sceneJsonQueries, db, prepareSceneJson).execute({
    screenplayId,
    userId,
  });
  const json = withIsoTimestamps(row?.json ?? "[]");
  if (json === "[]") await assertScreenplayOwned(db, userId, screenplayId);
  return json;
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
