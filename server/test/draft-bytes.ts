// What drafts cost in storage, read from the database: used by the drafts test that holds the
// sharing figure and by the bench that reports it.
import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../db/client";

async function bytes(db: Db, query: SQL): Promise<number> {
  const result = (await db.execute(query)) as unknown as { rows: { bytes: number | string }[] };
  return Number(result.rows[0]?.bytes ?? 0);
}

/** Everything the screenplay's drafts store: their parts' bodies and their manifests. */
export const storedDraftBytes = (db: Db, screenplayId: number) =>
  bytes(
    db,
    sql`select (select coalesce(sum(octet_length(body)), 0) from draft_parts where screenplay_id = ${screenplayId})
      + (select coalesce(sum(octet_length(manifest::text)), 0) from drafts where screenplay_id = ${screenplayId}) as bytes`,
  );

/** What the draft would store as a copy of its own: the body of every part it lists, and its manifest. */
export const fullCopyBytes = (db: Db, draftId: number) =>
  bytes(
    db,
    sql`select (select coalesce(sum(octet_length(p.body)), 0) from draft_parts p
          where p.screenplay_id = d.screenplay_id
            and (p.hash = d.manifest->>'screenplay' or p.hash = d.manifest->>'outline'
              or d.manifest->'characters' ? p.hash or d.manifest->'scenes' ? p.hash))
        + octet_length(d.manifest::text) as bytes
      from drafts d where d.id = ${draftId}`,
  );
