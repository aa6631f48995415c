import type { StoryIdeasTask } from "../writer";
import { cuttable, type PromptPlan, section } from "./prompt-budget";
import { SCREENWRITER_SYSTEM, storySections } from "./prompt-context";

export function storyIdeasPrompt(task: StoryIdeasTask): PromptPlan {
  const mainCharacter = task.mainCharacter ?? task.story?.mainCharacter;
  return {
    system: SCREENWRITER_SYSTEM,
    parts: [
      "Pitch three distinct feature screenplay ideas from these story elements.",
      section("Genre", task.genre),
      section("Theme", task.theme),
      section("Setting", task.setting),
      section("Main character", mainCharacter),
      ...storySections(task.story, ["title", "logline", "cast"]),
      // Ideas the writer has already seen: the newest matter most, so a cut keeps the end.
      cuttable("Not these", task.exclude?.map((text) => `- ${text}`).join("\n"), {
        keep: "end",
        rank: 1,
      }),
      section(
        "Rules",
        `${mainCharacter ? "Exactly three ideas whose protagonist is the main character described above, differing in central conflict and shape" : "Exactly three ideas that differ in protagonist, central conflict and shape"} — not three variations of one story.${task.exclude?.length ? " None may repeat or rework an idea listed under Not these." : ""} Each has a title (at most 6 words), a logline of 25–50 words and at most 200 characters naming protagonist, goal and conflict, and a premise of 3–5 sentences covering the setup, the midpoint turn and the climax.`,
      ),
    ],
  };
}
