import { and, desc, eq, inArray } from "drizzle-orm";
import type { AiSuggestion, SuggestionTarget, SuggestionType } from "#shared/schemas/ai";
import type { Db } from "../../db/client";
import { aiSuggestions } from "../../db/schema";
import { NotFoundError } from "../../errors";
import { assertScreenplayOwned, screenplayIdsOf } from "../screenplays/screenplay.repository";

type SuggestionRow = typeof aiSuggestions.$inferSelect;

function toSuggestion(row: SuggestionRow): AiSuggestion {
  return {
    ...row,
    suggestionType: row.suggestionType as SuggestionType,
    target: (row.target ?? null) as SuggestionTarget | null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Keeps a successful AI result; the caller has already checked the screenplay is the user's. */
export async function insertSuggestion(
  db: Db,
  screenplayId: number,
  suggestionType: SuggestionType,
  content: unknown,
  target: SuggestionTarget | null = null,
): Promise<void> {
  await db.insert(aiSuggestions).values({ screenplayId, suggestionType, content, target });
}

/** Every suggestion of the screenplay: unapplied first, newest first within each group. */
export async function listSuggestions(
  db: Db,
  userId: number,
  screenplayId: number,
): Promise<AiSuggestion[]> {
  await assertScreenplayOwned(db, userId, screenplayId);
  const rows = await db
    .select()
    .from(aiSuggestions)
    .where(eq(aiSuggestions.screenplayId, screenplayId))
    .orderBy(aiSuggestions.isApplied, desc(aiSuggestions.createdAt), desc(aiSuggestions.id));
  return rows.map(toSuggestion);
}

export async function setSuggestionApplied(
  db: Db,
  userId: number,
  id: number,
  isApplied: boolean,
): Promise<AiSuggestion> {
  const [row] = await db
    .update(aiSuggestions)
    .set({ isApplied })
    .where(
      and(
        eq(aiSuggestions.id, id),
        inArray(aiSuggestions.screenplayId, screenplayIdsOf(db, userId)),
      ),
    )
    .returning();
  if (!row) throw new NotFoundError("Suggestion");
  return toSuggestion(row);
}
