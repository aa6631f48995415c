import type { SceneTask } from "../writer";
import {
  describeCast,
  joinSections,
  type Prompt,
  SCREENWRITER_SYSTEM,
  section,
  storySections,
} from "./prompt-context";

const FORMAT_RULES = [
  "Write the scene's content in Fountain screenplay format, without repeating the scene heading:",
  "action paragraphs in present tense; a character's first appearance in the script in CAPITALS;",
  "each speech as the CHARACTER NAME in capitals on its own line, an optional (parenthetical) on the next line, then the dialogue;",
  "a blank line between elements; an optional transition such as CUT TO: at the end.",
  "Use every selected character, true to their traits; continue directly from the previous scene; serve the act's outline.",
  "Aim for one to three pages; enter late, leave early; no camera directions.",
].join(" ");

function sceneSections(task: SceneTask): string {
  return joinSections(
    section("Scene heading", task.sceneHeading),
    section("Act", task.act ? `Act ${task.act}` : undefined),
    section("This act's outline", task.actOutline),
    section("Characters in this scene", describeCast(task.characters)),
    ...storySections(task.story, ["title", "logline", "genre"]),
    section("Previous scene (full text)", task.previousScene),
  );
}

/** For the structured call: the content comes back inside JSON. */
export function scenePrompt(task: SceneTask): Prompt {
  return {
    system: SCREENWRITER_SYSTEM,
    prompt: joinSections(
      "Write the next scene of the screenplay.",
      sceneSections(task),
      section("Rules", `${FORMAT_RULES} Return JSON: {"content": string}.`),
    ),
  };
}

/** For streaming: plain Fountain text, so it can be shown as it is written. */
export function sceneStreamPrompt(task: SceneTask): Prompt {
  return {
    system: SCREENWRITER_SYSTEM,
    prompt: joinSections(
      "Write the next scene of the screenplay.",
      sceneSections(task),
      section(
        "Rules",
        `${FORMAT_RULES} Answer with the Fountain text only: no JSON, no code fences, no commentary.`,
      ),
    ),
  };
}
