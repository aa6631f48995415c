import { eq, sql } from "drizzle-orm";
import type { PublicUser } from "#shared/schemas/user";
import type { Db } from "../../db/client";
import { users } from "../../db/schema";
import type { UserRow } from "./session.repository";

export function findUserByUsername(db: Db, username: string): Promise<UserRow | undefined> {
  return db
    .select()
    .from(users)
    .where(sql`lower(${users.username}) = lower(${username})`)
    .then((rows) => rows[0]);
}

/** Inserts the user unless the name is taken (case-insensitively); returns undefined when taken. */
export async function insertUser(
  db: Db,
  values: typeof users.$inferInsert,
): Promise<UserRow | undefined> {
  const rows = await db.insert(users).values(values).onConflictDoNothing().returning();
  return rows[0];
}

export async function recordLogin(db: Db, userId: number, now: Date): Promise<UserRow> {
  const [row] = await db
    .update(users)
    .set({ lastLoginAt: now })
    .where(eq(users.id, userId))
    .returning();
  if (!row) throw new Error(`user ${userId} vanished during sign-in`);
  return row;
}

/** The only shape of a user that ever leaves the server: no password, no hash. */
export function toPublicUser(row: UserRow): PublicUser {
  return {
    id: row.id,
    username: row.username,
    walletAddress: row.walletAddress,
    walletType: row.walletType,
    createdAt: row.createdAt.toISOString(),
    lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
  };
}
