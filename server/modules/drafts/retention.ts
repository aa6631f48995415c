const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;

/**
 * The automatic drafts to thin away, given them all and the time now. Kept: every one from the
 * last 24 hours, then the newest of each day for 30 days, then the newest of each week. Days and
 * weeks are counted from the epoch (UTC), so a draft's bucket never changes as time passes and
 * thinning never removes a draft that an earlier thinning chose to keep for its bucket.
 */
export function automaticDraftsToThin(
  drafts: { id: number; createdAt: Date }[],
  now: Date,
): number[] {
  const newestFirst = [...drafts].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
  const kept = new Set<string>();
  const thinned: number[] = [];
  for (const draft of newestFirst) {
    const bucket = retentionBucket(draft.createdAt.getTime(), now.getTime());
    if (bucket === null) continue;
    if (kept.has(bucket)) thinned.push(draft.id);
    else kept.add(bucket);
  }
  return thinned;
}

/** The period a draft of `time` shares with others it may be thinned with; null: keep it. */
function retentionBucket(time: number, now: number): string | null {
  const age = now - time;
  if (age < DAY) return null;
  if (age < 30 * DAY) return `day ${Math.floor(time / DAY)}`;
  return `week ${Math.floor(time / WEEK)}`;
}
