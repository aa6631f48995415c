import { and, asc, eq, inArray } from "drizzle-orm";
import type {
  Character,
  CreateCharacterInput,
  UpdateCharacterInput,
} from "#shared/schemas/character";
import type { Db } from "../../db/client";
import { characters } from "../../db/schema";
import { NotFoundError } from "../../errors";
import { bumpedUpdatedAt, matchesVersion, updateOrExplain } from "../../lib/versioned-update";
import { assertScreenplayOwned, screenplayIdsOf } from "../screenplays/screenplay.repository";

type CharacterRow = typeof characters.$inferSelect;

export function toCharacter(row: CharacterRow): Character {
  return { ...row, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() };
}

const owned = (db: Db, userId: number, id: number) =>
  and(eq(characters.id, id), inArray(characters.screenplayId, screenplayIdsOf(db, userId)));

export async function listCharacters(
  db: Db,
  userId: number,
  screenplayId: number,
): Promise<Character[]> {
  await assertScreenplayOwned(db, userId, screenplayId);
  const rows = await db
    .select()
    .from(characters)
    .where(eq(characters.screenplayId, screenplayId))
    .orderBy(asc(characters.id));
  return rows.map(toCharacter);
}

export async function createCharacter(
  db: Db,
  userId: number,
  input: CreateCharacterInput,
): Promise<Character> {
  await assertScreenplayOwned(db, userId, input.screenplayId);
  const [row] = await db.insert(characters).values(input).returning();
  if (!row) throw new Error("insert returned no row");
  return toCharacter(row);
}

export function updateCharacter(
  db: Db,
  userId: number,
  id: number,
  { updatedAt, ...changes }: UpdateCharacterInput,
): Promise<Character> {
  return updateOrExplain({
    what: "Character",
    update: () =>
      db
        .update(characters)
        .set({ ...changes, updatedAt: bumpedUpdatedAt(characters.updatedAt) })
        .where(and(owned(db, userId, id), matchesVersion(characters.updatedAt, updatedAt)))
        .returning()
        .then((rows) => rows[0]),
    current: () =>
      db
        .select()
        .from(characters)
        .where(owned(db, userId, id))
        .then((rows) => rows[0]),
    toDto: toCharacter,
  });
}

/** The screenplay and name of the user's character; 404 when it is not theirs. */
export async function findOwnedCharacter(db: Db, userId: number, id: number) {
  const [character] = await db
    .select({ screenplayId: characters.screenplayId, name: characters.name })
    .from(characters)
    .where(owned(db, userId, id));
  if (!character) throw new NotFoundError("Character");
  return character;
}

export async function deleteCharacter(db: Db, userId: number, id: number): Promise<void> {
  const rows = await db
    .delete(characters)
    .where(owned(db, userId, id))
    .returning({ id: characters.id });
  if (rows.length === 0) throw new NotFoundError("Character");
}
