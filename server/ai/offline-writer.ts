import { writeAnalysis } from "./offline/analysis";
import { writeCharacter } from "./offline/character";
import { writeDialogue } from "./offline/dialogue";
import { genreKit } from "./offline/genre-kits";
import { writeStoryIdeas } from "./offline/ideas";
import { loglineParts, writeLogline } from "./offline/logline";
import { writeOutline } from "./offline/outline";
import { planScenes } from "./offline/plan-scenes";
import { writeScene } from "./offline/scene";
import { seededRandom } from "./offline/seeded-random";
import type { SceneTask, Writer } from "./writer";

/**
 * The default writer when no model is configured: deterministic (each call is seeded by its
 * whole task, so the same input gives the same output), genre-aware, and honest about what it
 * is (see OFFLINE_LABEL). Every method is synchronous work behind a Promise.
 */
export function createOfflineWriter(): Writer {
  const scene = (task: SceneTask) =>
    writeScene(task, genreKit(task.story?.genre), seededRandom("scene", task));
  return {
    provider: "offline",
    model: null,
    async generateLogline(task) {
      const random = seededRandom("logline", task);
      const kit = genreKit(task.genre);
      return { logline: writeLogline(loglineParts(task, kit, random), random, kit) };
    },
    async generateStoryIdeas(task) {
      // The stored main character stands in when the request did not send one.
      const mainCharacter = task.mainCharacter ?? task.story?.mainCharacter;
      const withLead = mainCharacter ? { ...task, mainCharacter } : task;
      return {
        ideas: writeStoryIdeas(withLead, genreKit(task.genre), seededRandom("ideas", task)),
      };
    },
    async generateCharacter(task) {
      return writeCharacter(task, genreKit(task.genre), seededRandom("character", task));
    },
    async generateDialogue(task) {
      return writeDialogue(task, genreKit(task.story?.genre), seededRandom("dialogue", task));
    },
    async generateOutline(task) {
      return writeOutline(task, genreKit(task.genre), seededRandom("outline", task));
    },
    async generateScene(task) {
      return { content: scene(task) };
    },
    async *streamScene(task, options) {
      // Line by line, yielding to the event loop between lines, so the stream is a real one.
      const lines = scene(task).split(/(?<=\n)/);
      for (const line of lines) {
        if (options?.signal?.aborted) return;
        await new Promise((resolve) => setImmediate(resolve));
        yield line;
      }
    },
    async planScenes(task) {
      return planScenes(task, seededRandom("scene-plan", task));
    },
    async analyzeScreenplay(task) {
      return writeAnalysis(task);
    },
  };
}
