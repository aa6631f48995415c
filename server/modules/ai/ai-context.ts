import type { Character } from "#shared/schemas/character";
import type { Scene } from "#shared/schemas/scene";
import type { CastMember, StoryContext } from "../../ai/writer";
import type { Db } from "../../db/client";
import { listCharacters } from "../characters/character.repository";
import { findOutline } from "../outlines/outline.repository";
import { listScenes } from "../scenes/scene.repository";
import { findScreenplay } from "../screenplays/screenplay.repository";

/** What the server knows about a screenplay, to give each AI call the levels above it. */
export type StoredContext = {
  story: StoryContext;
  characters: Character[];
  /** In script order, as the scene list sends them; loaded only for the calls that need them. */
  scenes: Scene[];
};

export function toCastMember(c: Character): CastMember {
  return {
    name: c.name,
    role: c.role,
    age: c.age,
    occupation: c.occupation,
    traits: c.traits,
    motivations: c.motivations,
    flaws: c.flaws,
    arc: c.arc,
    backstory: c.backstory,
    dialogueSamples: c.dialogueSamples,
  };
}

/** Loads the owner's screenplay context; 404 when the screenplay is missing or not theirs. */
export async function loadContext(
  db: Db,
  userId: number,
  screenplayId: number,
  options: { scenes?: boolean } = {},
): Promise<StoredContext> {
  const screenplay = await findScreenplay(db, userId, screenplayId);
  const [characters, outline, scenes] = await Promise.all([
    listCharacters(db, userId, screenplayId),
    findOutline(db, userId, screenplayId),
    options.scenes ? listScenes(db, userId, screenplayId) : Promise.resolve([]),
  ]);
  const story: StoryContext = {
    title: screenplay.title,
    ...(screenplay.logline ? { logline: screenplay.logline } : {}),
    ...(screenplay.genre ? { genre: screenplay.genre } : {}),
    ...(screenplay.theme ? { theme: screenplay.theme } : {}),
    ...(screenplay.setting ? { setting: screenplay.setting } : {}),
    ...(screenplay.mainCharacter ? { mainCharacter: screenplay.mainCharacter } : {}),
    cast: characters.map(toCastMember),
    ...(outline ? { outline } : {}),
  };
  return { story, characters, scenes };
}
