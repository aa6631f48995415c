import type { SceneDraft } from "#client/entities/scenes/scene-draft-store";
import type { Scene } from "#shared/schemas/scene";
import type { SceneId, SceneMark } from "../model/scene-marks";
import { buildScript, type SceneWords, sameWords } from "../model/script-text";
import { storedWords } from "./scene-ledger";

export type RestoredDraft = { id: SceneId; baseUpdatedAt: string };

/**
 * The script as loaded: the opening and the scenes in order, each scene with the words of its
 * draft when one holds words the server does not have (typed here or in the scene dialog and
 * never saved), so nothing typed is lost. Those scenes are saved against the version their
 * draft was made from: a change made elsewhere since then is a conflict, not overwritten.
 */
export function loadScript(
  opening: string,
  scenes: readonly Scene[],
  draftOf: (sceneId: number) => SceneDraft | undefined,
): { text: string; starts: SceneMark[]; restored: RestoredDraft[] } {
  const restored: RestoredDraft[] = [];
  const parts = scenes.map((scene) => {
    const stored = storedWords(scene);
    const draft = draftOf(scene.id);
    if (!draft) return { id: scene.id, ...stored };
    const { heading, content } = draft.values;
    const drafted: SceneWords = { heading, content };
    if (!heading.trim() || sameWords(storedWords(drafted), stored))
      return { id: scene.id, ...stored };
    restored.push({ id: scene.id, baseUpdatedAt: draft.baseUpdatedAt ?? scene.updatedAt });
    return { id: scene.id, ...drafted };
  });
  return { ...buildScript(opening, parts), restored };
}
