import type { ImportScreenplayInput } from "#shared/schemas/export";
import { type Screenplay, TITLE_MAX } from "#shared/schemas/screenplay";
import type { Db } from "../../db/client";
import { characters, scenes, screenplays } from "../../db/schema";
import { AppError } from "../../errors";
import type { FormatPool } from "../../lib/format-pool";
import { toScreenplay } from "../screenplays/screenplay.repository";
import type { ImportResult } from "./format-jobs";
import { sceneHeading } from "./import-limits";

/**
 * Rows per INSERT: PostgreSQL takes at most 65,535 bind parameters in one statement, and a
 * scene row binds six.
 */
const ROWS_PER_INSERT = 500;

const SCENE_CHARACTERS_MAX = 100;
const SCENE_CHARACTER_MAX = 20;

const clip = (text: string, max: number) =>
  text.length > max ? text.slice(0, max).trimEnd() : text;

export function inChunks<T>(rows: T[]): T[][] {
  const chunks: T[][] = [];
  for (let i = 0; i < rows.length; i += ROWS_PER_INSERT) {
    chunks.push(rows.slice(i, i + ROWS_PER_INSERT));
  }
  return chunks;
}

/**
 * The speakers a scene lists, held to what a scene update accepts (at most 100 names of up to
 * 20 characters each), so saving the imported scene later is never refused for them.
 */
const sceneCharacters = (names: string[]) =>
  names.filter((name) => name.length <= SCENE_CHARACTER_MAX).slice(0, SCENE_CHARACTERS_MAX);

/** The file read in a worker thread (server/lib/format-pool.ts), or the reason it cannot be. */
async function readImport(pool: FormatPool, input: ImportScreenplayInput) {
  const result = await pool.run<ImportResult>("readImport", input, "The import");
  if ("refused" in result) {
    const { status, message, field = "content" } = result.refused;
    throw new AppError(status, message, { fieldErrors: { [field]: [message] } });
  }
  return result.imported;
}

/**
 * A Fountain or FDX file becomes a screenplay with its title page and opening, its scenes (split
 * at the headings, numbered in order, with their acts and speakers) and its speaking
 * characters, all in one transaction: all or nothing. A file that names no title is called by
 * its file name.
 */
export async function importScreenplay(
  db: Db,
  pool: FormatPool,
  userId: number,
  input: ImportScreenplayInput,
): Promise<Screenplay> {
  const imported = await readImport(pool, input);
  const title =
    clip(imported.title, TITLE_MAX) ||
    clip(input.filename?.replace(/\.[^.]+$/, "") ?? "", TITLE_MAX) ||
    "Untitled";
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(screenplays)
      // An imported script already has its scenes: it opens at the scene-writing step.
      .values({
        userId,
        title,
        titlePage: imported.titlePage,
        opening: imported.opening,
        currentStep: "scenes",
        progress: 60,
      })
      .returning();
    if (!row) throw new Error("insert returned no row");
    const sceneRows = imported.scenes.map((scene) => ({
      screenplayId: row.id,
      sceneNumber: scene.sceneNumber,
      heading: sceneHeading(scene),
      content: scene.content,
      act: scene.act,
      characters: sceneCharacters(scene.characters),
    }));
    for (const chunk of inChunks(sceneRows)) await tx.insert(scenes).values(chunk);
    const castRows = imported.characters.map((name) => ({ screenplayId: row.id, name }));
    for (const chunk of inChunks(castRows)) await tx.insert(characters).values(chunk);
    return toScreenplay(row);
  });
}
