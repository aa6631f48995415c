import type { DialogueTask } from "../writer";
import { cuttable, type PromptPlan, section } from "./prompt-budget";
import { describeCharacter, SCREENWRITER_SYSTEM, storySections } from "./prompt-context";

function savedLines(task: DialogueTask): string | undefined {
  return task.character.dialogueSamples
    ?.map((s) => `- ${s.parenthetical ? `${s.parenthetical} ` : ""}${s.dialogue}`)
    .join("\n");
}

export function dialoguePrompt(task: DialogueTask): PromptPlan {
  const others = task.story?.cast?.filter((c) => c.name !== task.character.name);
  return {
    system: SCREENWRITER_SYSTEM,
    parts: [
      `Write sample lines of dialogue for ${task.character.name.toUpperCase()} that capture the character's voice.`,
      // A stored character's lists and the traits sent as its personality can be long.
      cuttable("Character", describeCharacter(task.character), {
        keep: "start",
        rank: 3,
        share: 0.3,
      }),
      cuttable("Personality", task.personality, { keep: "start", rank: 2, share: 0.2 }),
      // The story bible: where the voice comes from, and lines the writer already kept for it.
      cuttable("Backstory", task.character.backstory ?? undefined, {
        keep: "start",
        rank: 2,
        share: 0.15,
      }),
      cuttable("Saved lines (keep this voice; write new lines)", savedLines(task), {
        keep: "start",
        rank: 2,
        share: 0.15,
      }),
      section("Situation", task.situation),
      ...storySections(task.story, ["logline", "genre", "elements"]),
      cuttable("Other characters they might address", others?.map((c) => c.name).join(", "), {
        keep: "start",
        rank: 1,
      }),
      section(
        "Rules",
        'Four to six separate lines, each something this character would say in the situation, shaped by their traits, motivations and flaws: rhythm, vocabulary and what they avoid saying matter more than what they say. Use subtext; no exposition. A parenthetical (a brief delivery note in parentheses, like "(beat)") only where it changes the reading, else null.',
      ),
    ],
  };
}
