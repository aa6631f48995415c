import type { StoryIdeasTask } from "../writer";
import { type PromptPlan, section } from "./prompt-budget";
import { SCREENWRITER_SYSTEM, storySections } from "./prompt-context";

export function storyIdeasPrompt(task: StoryIdeasTask): PromptPlan {
  return {
    system: SCREENWRITER_SYSTEM,
    parts: [
      "Pitch three distinct feature screenplay ideas from these story elements.",
      section("Genre", task.genre),
      section("Theme", task.theme),
      section("Setting", task.setting),
      ...storySections(task.story, ["title", "logline", "cast"]),
      section(
        "Rules",
        "Exactly three ideas that differ in protagonist, central conflict and shape — not three variations of one story. Each has a title (at most 6 words), a logline of 25–50 words and at most 200 characters naming protagonist, goal and conflict, and a premise of 3–5 sentences covering the setup, the midpoint turn and the climax.",
      ),
    ],
  };
}
