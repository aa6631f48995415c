import type { SceneTask } from "../writer";
import { cuttable, type PromptPart, type PromptPlan, section } from "./prompt-budget";
import { describeCast, SCREENWRITER_SYSTEM, storySections } from "./prompt-context";

const FORMAT_RULES = [
  "Write the scene's content in Fountain screenplay format, without repeating the scene heading:",
  "action paragraphs in present tense; a character's first appearance in the script in CAPITALS;",
  "each speech as the CHARACTER NAME in capitals on its own line, an optional (parenthetical) on the next line, then the dialogue;",
  "a blank line between elements; an optional transition such as CUT TO: at the end.",
  "Use every selected character, true to their traits; continue directly from the previous scene; serve the act's outline.",
  "Aim for one to three pages; enter late, leave early; no camera directions.",
].join(" ");

/** Over budget, the start of the previous scene goes first: its end is what this scene continues. */
function sceneSections(task: SceneTask): PromptPart[] {
  return [
    section("Scene heading", task.sceneHeading),
    section("Act", task.act ? `Act ${task.act}` : undefined),
    cuttable("This act's outline", task.actOutline, { keep: "start", rank: 2, share: 0.15 }),
    cuttable("Characters in this scene", describeCast(task.characters), {
      keep: "start",
      rank: 2,
      share: 0.15,
    }),
    ...storySections(task.story, ["title", "logline", "genre", "elements"]),
    cuttable("Previous scene (full text)", task.previousScene, {
      keep: "end",
      rank: 1,
      share: 0.5,
      cutLabel: "Previous scene (its end; the earlier part is omitted)",
    }),
  ];
}

/** For the structured call: the content comes back inside JSON. */
export function scenePrompt(task: SceneTask): PromptPlan {
  return {
    system: SCREENWRITER_SYSTEM,
    parts: [
      "Write the next scene of the screenplay.",
      ...sceneSections(task),
      section("Rules", `${FORMAT_RULES} Return JSON: {"content": string}.`),
    ],
  };
}

/** For streaming: plain Fountain text, so it can be shown as it is written. */
export function sceneStreamPrompt(task: SceneTask): PromptPlan {
  return {
    system: SCREENWRITER_SYSTEM,
    parts: [
      "Write the next scene of the screenplay.",
      ...sceneSections(task),
      section(
        "Rules",
        `${FORMAT_RULES} Answer with the Fountain text only: no JSON, no code fences, no commentary.`,
      ),
    ],
  };
}
