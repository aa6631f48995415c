import type { LoglineTask } from "../writer";
import { type PromptPlan, section } from "./prompt-budget";
import { SCREENWRITER_SYSTEM, storySections } from "./prompt-context";

export function loglinePrompt(task: LoglineTask): PromptPlan {
  return {
    system: SCREENWRITER_SYSTEM,
    parts: [
      "Write one logline for a feature screenplay from these story elements.",
      section("Genre", task.genre),
      section("Theme", task.theme),
      section("Setting", task.setting),
      section("Main character", task.character),
      ...storySections(task.story, ["title", "cast"]),
      section(
        "Rules",
        "One sentence of 25 to 50 words and at most 200 characters (the logline field holds no more). Name the protagonist by a vivid description, their goal, and the conflict or antagonist in their way; make the stakes clear and the tone match the genre. Do not state the theme outright.",
      ),
    ],
  };
}
