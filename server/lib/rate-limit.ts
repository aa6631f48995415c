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

/** The current count of a key without adding to it (0 when its window has passed). */
export async function peekRateLimit(
  db: Db,
  key: string,
  windowMs: number,
  now: Date,
): Promise<RateLimitResult> {
  const [row] = await db.select().from(rateLimits).where(sql`${rateLimits.key} = ${key}`);
  if (!row || row.windowStart.getTime() <= now.getTime() - windowMs) {
    return { count: 0, retryAfterSeconds: 0 };
  }
  return toResult(row, windowMs, now);
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
