import { eq, lt } from "drizzle-orm";
import type { WalletType } from "#shared/schemas/user";
import type { Db } from "../../db/client";
import { users, walletChallenges } from "../../db/schema";
import type { UserRow } from "../auth/session.repository";

export type ChallengeRow = typeof walletChallenges.$inferSelect;

export async function insertChallenge(
  db: Db,
  values: typeof walletChallenges.$inferInsert,
): Promise<void> {
  await db.insert(walletChallenges).values(values);
}

/**
 * Takes the challenge out in one statement: whoever gets the row is the only one who can ever
 * use it, even when two requests race, and it is gone whatever the verification then decides.
 */
export async function consumeChallenge(db: Db, nonce: string): Promise<ChallengeRow | undefined> {
  const rows = await db
    .delete(walletChallenges)
    .where(eq(walletChallenges.nonce, nonce))
    .returning();
  return rows[0];
}

/** Challenges nobody came back for; dropped as new ones are issued so the table stays small. */
export async function deleteExpiredChallenges(db: Db, now: Date): Promise<void> {
  await db.delete(walletChallenges).where(lt(walletChallenges.expiresAt, now));
}

/** Finds the wallet's account or creates it, and records the sign-in, in one statement. */
export async function upsertWalletUser(
  db: Db,
  walletAddress: string,
  walletType: WalletType,
  now: Date,
): Promise<UserRow> {
  const [row] = await db
    .insert(users)
    .values({ walletAddress, walletType, lastLoginAt: now })
    .onConflictDoUpdate({ target: users.walletAddress, set: { lastLoginAt: now } })
    .returning();
  if (!row) throw new Error("the wallet account was neither created nor found");
  return row;
}
