import { and, eq, sql } from "drizzle-orm";
import { LRUCache } from "lru-cache";
import { apiJsonObject, isoTimestampsIn } from "../../db/api-columns";
import type { Database, Db } from "../../db/client";
import { prepared } from "../../db/prepared";
import { scenes, screenplays } from "../../db/schema";
import { NotFoundError } from "../../errors";
import {
  isUsersScreenplay,
  ownedSceneRows,
  sceneOrder,
  screenplayOwnedBy,
} from "./scene.repository";

/**
 * The encoded scene lists this process has sent lately, each under the revision the database
 * gave its screenplay when it was read. The database raises that revision with every change to
 * the screenplay's scenes, in the change's own transaction (migration 0001), so an entry whose
 * revision is still the current one holds the current list, whichever process made the change.
 * Decision 0012.
 */
export type SceneListCache = LRUCache<number, { revision: number; body: Buffer }> | null;

/** A cache holding at most `maxBytes` of encoded lists; null (no cache) for 0. */
export function createSceneListCache(maxBytes: number): SceneListCache {
  if (maxBytes <= 0) return null;
  return new LRUCache({ maxSize: maxBytes, sizeCalculation: (entry) => entry.body.length || 1 });
}

const revisionQueries = new WeakMap<Db, ReturnType<typeof prepareRevision>>();
function prepareRevision(db: Db) {
  return db
    .select({ revision: screenplays.scenesRevision })
    .from(screenplays)
    .where(isUsersScreenplay)
    .prepare("scene_list_revision");
}

/**
 * The screenplay's scenes in script order (sceneOrder) as the route sends them (JSON, encoded once);
 * 404 if the screenplay is not the user's. The owner check and the revision are one small
 * query on every request; the rows are read, decoded and serialised only when they changed.
 */
export async function sceneListBody(
  database: Pick<Database, "db" | "kind">,
  cache: SceneListCache,
  userId: number,
  screenplayId: number,
): Promise<Buffer> {
  const params = { screenplayId, userId };
  const [owned] = await prepared(revisionQueries, database.db, prepareRevision).execute(params);
  if (!owned) throw new NotFoundError("Screenplay");
  const cached = cache?.get(screenplayId);
  if (cached?.revision === owned.revision) return cached.body;
  // The rows are read after the revision. Should a change land in between, the body is newer
  // than its revision says; the revision has moved on by then and only grows, so this entry
  // never matches again and the next request reads the rows afresh.
  const body = Buffer.from(await sceneListJson(database, userId, screenplayId));
  cache?.set(screenplayId, { revision: owned.revision, body });
  return body;
}

/**
 * The list as JSON text, written where it costs least (docs/decisions/0006-hot-paths.md):
 * - PostgreSQL 15 escapes JSON strings one character at a time, which made its JSON three
 *   times the cost of the plain rows: rows come back and are serialised here.
 * - PGlite runs inside this process, where decoding 60 rows of its wire format in JavaScript
 *   costs more than its JSON functions: the database writes the JSON.
 */
async function sceneListJson(
  { db, kind }: Pick<Database, "db" | "kind">,
  userId: number,
  screenplayId: number,
): Promise<string> {
  if (kind === "postgres") return JSON.stringify(await ownedSceneRows(db, userId, screenplayId));
  const [row] = await prepared(sceneJsonQueries, db, prepareSceneJson).execute({
    screenplayId,
    userId,
  });
  return withIsoTimestamps(row?.json ?? "[]");
}

const sceneJsonQueries = new WeakMap<Db, ReturnType<typeof prepareSceneJson>>();
function prepareSceneJson(db: Db) {
  const json = sql<string>`coalesce(json_agg(${apiJsonObject(scenes)} order by ${sql.join(
    [...sceneOrder],
    sql`, `,
  )}), '[]')::text`;
  return db
    .select({ json })
    .from(scenes)
    .where(and(eq(scenes.screenplayId, sql.placeholder("screenplayId")), screenplayOwnedBy(db)))
    .prepare("list_scenes_json");
}

const withIsoTimestamps = isoTimestampsIn(scenes);
