import {
  detectFormat,
  documentToScreenplay,
  parseFountain,
  readFdx,
} from "../../../shared/domain/screenplay";
import type { ImportScreenplayInput } from "../../../shared/schemas/export";
import type { Screenplay } from "../../../shared/schemas/screenplay";
import type { Db } from "../../db/client";
import { characters, scenes, screenplays } from "../../db/schema";
import { BadRequestError } from "../../errors";
import { toScreenplay } from "../screenplays/screenplay.repository";

const clip = (text: string, max: number) =>
  text.length > max ? text.slice(0, max).trimEnd() : text;

function readImport(input: ImportScreenplayInput) {
  const format = input.format ?? detectFormat(input.filename, input.content);
  try {
    const doc = format === "fdx" ? readFdx(input.content) : parseFountain(input.content);
    return documentToScreenplay(doc);
  } catch {
    const name = format === "fdx" ? "a Final Draft (FDX)" : "a Fountain";
    throw new BadRequestError(`content could not be read as ${name} file`, {
      content: [`content could not be read as ${name} file`],
    });
  }
}

/**
 * A Fountain or FDX file becomes a screenplay with its scenes (split at the headings, numbered
 * in order) and its characters (from the cues), all in one transaction: all or nothing.
 */
export async function importScreenplay(
  db: Db,
  userId: number,
  input: ImportScreenplayInput,
): Promise<Screenplay> {
  const imported = readImport(input);
  const title =
    clip(imported.title, 100) ||
    clip(input.filename?.replace(/\.[^.]+$/, "") ?? "", 100) ||
    "Untitled";
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(screenplays)
      // An imported script already has its scenes: it opens at the scene-writing step.
      .values({ userId, title, currentStep: "scenes", progress: 60 })
      .returning();
    if (!row) throw new Error("insert returned no row");
    if (imported.scenes.length > 0) {
      await tx.insert(scenes).values(
        imported.scenes.map((scene) => ({
          screenplayId: row.id,
          sceneNumber: scene.sceneNumber,
          heading: clip(scene.heading, 200) || `SCENE ${scene.sceneNumber}`,
          content: scene.content,
        })),
      );
    }
    if (imported.characters.length > 0) {
      await tx
        .insert(characters)
        .values(
          imported.characters.map((name) => ({ screenplayId: row.id, name: clip(name, 100) })),
        );
    }
    return toScreenplay(row);
  });
}
