import { sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { rateLimits } from "../db/schema";

export type RateLimitResult = { count: number; retryAfterSeconds: number };

/**
 * A fixed-window counter kept in the database, so every server process shares it. One
 * statement: increments the key's count, or restarts the window when it has passed.
 */
export async function hitRateLimit(
  db: Db,
  key: string,
  windowMs: number,
  now: Date,
): Promise<RateLimitResult> {
  const windowStartsAfter = new Date(now.getTime() - windowMs);
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStart: now, count: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.windowStart} > ${windowStartsAfter} then ${rateLimits.count} + 1 else 1 end`,
        windowStart: sql`case when ${rateLimits.windowStart} > ${windowStartsAfter} then ${rateLimits.windowStart} else ${now} end`,
      },
    })
    .returning();
  return toResult(row, windowMs, now);
}

/**
 * Takes one slot of a key's budget before the work it guards, so concurrent requests cannot all
 * pass a check made before any of them counted. Refused when the slot taken is over the limit.
 */
export async function reserveSlot(
  db: Db,
  key: string,
  limit: number,
  windowMs: number,
  now: Date,
): Promise<RateLimitResult & { allowed: boolean }> {
  const result = await hitRateLimit(db, key, windowMs, now);
  return { ...result, allowed: result.count <= limit };
}

/** Gives back a slot taken by `reserveSlot` whose attempt turned out not to count. */
export async function releaseSlot(db: Db, key: string): Promise<void> {
  await db
    .update(rateLimits)
    .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
    .where(sql`${rateLimits.key} = ${key}`);
}

export async function clearRateLimit(db: Db, key: string): Promise<void> {
  await db.delete(rateLimits).where(sql`${rateLimits.key} = ${key}`);
}

function toResult(
  row: { count: number; windowStart: Date } | undefined,
  windowMs: number,
  now: Date,
): RateLimitResult {
  if (!row) return { count: 0, retryAfterSeconds: 0 };
  const endsAt = row.windowStart.getTime() + windowMs;
  return {
    count: row.count,
    retryAfterSeconds: Math.max(1, Math.ceil((endsAt - now.getTime()) / 1000)),
  };
}

export function describeRetryAfter(seconds: number): string {
  if (seconds < 90) return `${seconds} seconds`;
  return `${Math.ceil(seconds / 60)} minutes`;
}
