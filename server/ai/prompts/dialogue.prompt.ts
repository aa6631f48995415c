import type { DialogueTask } from "../writer";
import {
  describeCharacter,
  joinSections,
  type Prompt,
  SCREENWRITER_SYSTEM,
  section,
  storySections,
} from "./prompt-context";

export function dialoguePrompt(task: DialogueTask): Prompt {
  const others = task.story?.cast?.filter((c) => c.name !== task.character.name);
  return {
    system: SCREENWRITER_SYSTEM,
    prompt: joinSections(
      `Write sample lines of dialogue for ${task.character.name.toUpperCase()} that capture the character's voice.`,
      section("Character", describeCharacter(task.character)),
      section("Personality", task.personality),
      section("Situation", task.situation),
      ...storySections(task.story, ["logline", "genre"]),
      section("Other characters they might address", others?.map((c) => c.name).join(", ")),
      section(
        "Rules",
        'Four to six separate lines, each something this character would say in the situation, shaped by their traits, motivations and flaws: rhythm, vocabulary and what they avoid saying matter more than what they say. Use subtext; no exposition. A parenthetical (a brief delivery note in parentheses, like "(beat)") only where it changes the reading, else null. Return JSON: {"dialogueSamples": [{"dialogue": string, "parenthetical": string | null}]}.',
      ),
    ),
  };
}
