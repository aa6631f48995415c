import type { ImportedScreenplay } from "#shared/domain/screenplay/index";
import { CreateCharacterSchema } from "#shared/schemas/character";
import { IMPORT_CHARACTERS_MAX, IMPORT_SCENES_MAX } from "#shared/schemas/export";
import { CreateSceneSchema, SCENE_CONTENT_MAX } from "#shared/schemas/scene";
import { UpdateScreenplaySchema } from "#shared/schemas/screenplay";

const count = (n: number) => n.toLocaleString("en-US");

/** What the app stores for an imported scene: its heading, or a numbered one when it has none. */
export const sceneHeading = (scene: { heading: string; sceneNumber: number }) =>
  scene.heading.trim() || `SCENE ${scene.sceneNumber}`;

const shortName = (name: string) => (name.length > 30 ? `${name.slice(0, 30)}…` : name);

/** The title page and opening are held to the limits a PATCH of the screenplay holds them to. */
function frontMatterProblem(imported: ImportedScreenplay): string | undefined {
  const { titlePage, opening } = UpdateScreenplaySchema.shape;
  const checked = titlePage.safeParse(imported.titlePage);
  if (!checked.success) return `Title page: ${checked.error.issues[0]?.message}`;
  const text = opening.safeParse(imported.opening);
  if (!text.success) return `The text before the first scene: ${text.error.issues[0]?.message}`;
  return undefined;
}

/**
 * The first way an imported file breaks a rule the API holds every scene and character to, as
 * a sentence naming the scene and the limit; undefined when it keeps them all. An import must
 * not store what a write through the API would refuse, nor more rows than one import should.
 */
export function importLimitProblem(imported: ImportedScreenplay): string | undefined {
  const { scenes, characters } = imported;
  const front = frontMatterProblem(imported);
  if (front) return front;
  if (scenes.length > IMPORT_SCENES_MAX) {
    return `The file has ${count(scenes.length)} scenes; an imported screenplay holds at most ${count(IMPORT_SCENES_MAX)}`;
  }
  if (characters.length > IMPORT_CHARACTERS_MAX) {
    return `The file has ${count(characters.length)} speaking characters; an imported screenplay holds at most ${count(IMPORT_CHARACTERS_MAX)}`;
  }
  for (const scene of scenes) {
    if (scene.content.length > SCENE_CONTENT_MAX) {
      return `Scene ${scene.sceneNumber} has ${count(scene.content.length)} characters; a scene holds at most ${count(SCENE_CONTENT_MAX)}`;
    }
    const heading = CreateSceneSchema.shape.heading.safeParse(sceneHeading(scene));
    if (!heading.success) return `Scene ${scene.sceneNumber}: ${heading.error.issues[0]?.message}`;
  }
  for (const name of characters) {
    const checked = CreateCharacterSchema.shape.name.safeParse(name);
    if (!checked.success) {
      return `Character "${shortName(name)}": ${checked.error.issues[0]?.message}`;
    }
  }
  return undefined;
}
