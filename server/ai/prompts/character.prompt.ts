import type { CharacterTask } from "../writer";
import { cuttable, type PromptPlan, section } from "./prompt-budget";
import { describeCast, SCREENWRITER_SYSTEM, storySections } from "./prompt-context";

export function characterPrompt(task: CharacterTask): PromptPlan {
  const others = task.story?.cast?.filter((c) => c.name.toLowerCase() !== task.name.toLowerCase());
  return {
    system: SCREENWRITER_SYSTEM,
    parts: [
      `Develop the character ${task.name}, the ${task.role} of this ${task.genre} screenplay.`,
      section("Name", task.name),
      section("Role", task.role),
      section("Genre", task.genre),
      ...storySections(task.story, ["title", "logline", "elements"]),
      cuttable("The other characters", describeCast(others), { keep: "start", rank: 1 }),
      section(
        "Rules",
        "Make the character specific and castable: an age that fits the role, an occupation, a backstory of 3–5 sentences whose wound explains the flaws, 3–5 personality traits, 2–3 motivations (want and need), 2–3 flaws, a character arc from the flaw to its opposite that the story's climax can test, and 2–4 formative events. Relate them to the other characters where it helps.",
      ),
    ],
  };
}
