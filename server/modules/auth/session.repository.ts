import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, lt, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { prepared } from "../../db/prepared";
import { sessions, users } from "../../db/schema";

export const SESSION_IDLE_MS = 7 * 24 * 60 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 30 * 24 * 60 * 60 * 1000;
/** lastSeenAt is refreshed at most this often, so reads don't turn into writes. */
const TOUCH_AFTER_MS = 5 * 60 * 1000;

export type UserRow = typeof users.$inferSelect;

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** A new 256-bit session token; only its hash is stored. */
export async function createSession(db: Db, userId: number, now: Date): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await db
    .insert(sessions)
    .values({ idHash: hashToken(token), userId, createdAt: now, lastSeenAt: now });
  return token;
}

/**
 * The embedded database serves exactly one process (DATA_DIR is locked), so that process may
 * remember sessions it has looked up: every change to a session goes through this module,
 * which keeps the memory in step. With PostgreSQL, other servers change sessions too: no cache.
 */
type CachedSession = { user: UserRow; createdAt: Date; lastSeenAt: Date; cachedAt: number };
const CACHE_TTL_MS = 60_000;
const CACHE_MAX = 10_000;
const sessionCaches = new WeakMap<Db, Map<string, CachedSession>>();

export function enableSessionCache(db: Db): void {
  sessionCaches.set(db, new Map());
}

function remember(db: Db, idHash: string, entry: Omit<CachedSession, "cachedAt">): void {
  const cache = sessionCaches.get(db);
  if (!cache) return;
  if (cache.size >= CACHE_MAX) cache.delete(cache.keys().next().value as string);
  cache.set(idHash, { ...entry, cachedAt: Date.now() });
}

export async function deleteSession(db: Db, token: string): Promise<void> {
  const idHash = hashToken(token);
  sessionCaches.get(db)?.delete(idHash);
  await db.delete(sessions).where(eq(sessions.idHash, idHash));
}

// Every API request looks its session up: a prepared statement.
const preparedLookups = new WeakMap<Db, ReturnType<typeof prepareLookup>>();
function prepareLookup(db: Db) {
  return db
    .select({ user: users, createdAt: sessions.createdAt, lastSeenAt: sessions.lastSeenAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.idHash, sql.placeholder("idHash")),
        gt(sessions.lastSeenAt, sql.placeholder("idleSince")),
        gt(sessions.createdAt, sql.placeholder("createdSince")),
      ),
    )
    .prepare("session_user");
}

const isLive = (session: { createdAt: Date; lastSeenAt: Date }, now: Date) =>
  session.lastSeenAt.getTime() > now.getTime() - SESSION_IDLE_MS &&
  session.createdAt.getTime() > now.getTime() - SESSION_ABSOLUTE_MS;

/** The session's user, or null when the session is unknown, idle too long or too old. */
export async function findSessionUser(db: Db, token: string, now: Date): Promise<UserRow | null> {
  const idHash = hashToken(token);
  const cached = sessionCaches.get(db)?.get(idHash);
  const session =
    cached && Date.now() - cached.cachedAt < CACHE_TTL_MS ? cached : await lookUp(db, idHash, now);
  if (!session || !isLive(session, now)) return null;
  if (now.getTime() - session.lastSeenAt.getTime() > TOUCH_AFTER_MS) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.idHash, idHash));
    session.lastSeenAt = now;
  }
  if (session !== cached) remember(db, idHash, session);
  return session.user;
}

async function lookUp(db: Db, idHash: string, now: Date) {
  const [row] = await prepared(preparedLookups, db, prepareLookup).execute({
    idHash,
    idleSince: new Date(now.getTime() - SESSION_IDLE_MS).toISOString(),
    createdSince: new Date(now.getTime() - SESSION_ABSOLUTE_MS).toISOString(),
  });
  return row ? { user: row.user, createdAt: row.createdAt, lastSeenAt: row.lastSeenAt } : null;
}

export async function deleteExpiredSessions(db: Db, now: Date): Promise<void> {
  await db
    .delete(sessions)
    .where(
      or(
        lt(sessions.lastSeenAt, new Date(now.getTime() - SESSION_IDLE_MS)),
        lt(sessions.createdAt, sql`${new Date(now.getTime() - SESSION_ABSOLUTE_MS)}`),
      ),
    );
}
