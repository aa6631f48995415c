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

/** The first line of the prompt: what to do with the scene's existing text, if any. */
function instruction(task: SceneTask): string {
  switch (task.existing?.mode) {
    case "continue":
      return "Continue this scene from where its text stops. Answer with only what comes next: never repeat, change or summarise the text already written.";
    case "rewrite":
      return "Rewrite this scene's draft into a finished scene: keep its events, its names and what works, improve the rest, and answer with the whole scene.";
    default:
      return "Write the next scene of the screenplay.";
  }
}

/** A scene being continued keeps the end it goes on from; a draft being rewritten its start. */
function existingSection(existing: SceneTask["existing"]): PromptPart {
  if (!existing) return "";
  return existing.mode === "continue"
    ? cuttable("The scene so far (continue from its last line)", existing.text, {
        keep: "end",
        rank: 4,
        share: 0.3,
        cutLabel: "The scene so far (its end; the earlier part is omitted)",
      })
    : cuttable("Draft to rewrite", existing.text, { keep: "start", rank: 4, share: 0.3 });
}

function cueSection(cueNames: string[] | undefined): PromptPart {
  if (!cueNames?.length) return "";
  return cuttable(
    "Character cues already in the script (write these characters' cues exactly so)",
    cueNames.join(", "),
    { keep: "start", rank: 3, share: 0.05 },
  );
}

/**
 * Over budget, the least needed context goes first: the earliest of the story so far, then the
 * start of the previous scene (its end is what this scene continues), then the outline and the
 * cast's details; the scene's own text is cut last.
 */
function sceneSections(task: SceneTask): PromptPart[] {
  return [
    section("Scene heading", task.sceneHeading),
    section("Act", task.act ? `Act ${task.act}` : undefined),
    section("What happens in this scene", task.beat),
    cuttable("This act's outline", task.actOutline, { keep: "start", rank: 2, share: 0.1 }),
    cuttable("Characters in this scene", describeCast(task.characters), {
      keep: "start",
      rank: 2,
      share: 0.1,
    }),
    cueSection(task.cueNames),
    ...storySections(task.story, ["title", "logline", "genre", "elements"]),
    cuttable("The story so far (one line per earlier scene)", task.storySoFar, {
      keep: "end",
      rank: 0,
      share: 0.1,
      cutLabel: "The story so far (its latest scenes; the earlier ones are omitted)",
    }),
    cuttable("Previous scene (full text)", task.previousScene, {
      keep: "end",
      rank: 1,
      share: 0.3,
      cutLabel: "Previous scene (its end; the earlier part is omitted)",
    }),
    section("What happens in the next scene (lead towards it; do not play it)", task.nextBeat),
    existingSection(task.existing),
  ];
}

/** For the structured call: the content comes back inside JSON. */
export function scenePrompt(task: SceneTask): PromptPlan {
  return {
    system: SCREENWRITER_SYSTEM,
    parts: [instruction(task), ...sceneSections(task), section("Rules", FORMAT_RULES)],
  };
}

/** For streaming: plain Fountain text, so it can be shown as it is written. */
export function sceneStreamPrompt(task: SceneTask): PromptPlan {
  return {
    system: SCREENWRITER_SYSTEM,
    parts: [
      instruction(task),
      ...sceneSections(task),
      section(
        "Rules",
        `${FORMAT_RULES} Answer with the Fountain text only: no JSON, no code fences, no commentary.`,
      ),
    ],
  };
}
