import type { OutlineTask } from "../writer";
import { type PromptPlan, section } from "./prompt-budget";
import { SCREENWRITER_SYSTEM, storySections } from "./prompt-context";

export function outlinePrompt(task: OutlineTask): PromptPlan {
  return {
    system: SCREENWRITER_SYSTEM,
    parts: [
      "Outline this feature screenplay in three acts (25% / 50% / 25% of the running time).",
      section("Title", task.title),
      section("Logline", task.logline),
      section("Genre", task.genre),
      ...storySections(task.story, ["elements", "cast"]),
      section(
        "Rules",
        "Follow the logline: the protagonist, goal and conflict it names drive every act. Use the characters by name where they fit their roles. Act 1: inciting incident and first plot point. Act 2: rising action, midpoint (a reversal that raises the stakes), second plot point (the lowest moment). Act 3: climax and resolution. Each beat 1–3 sentences; 3–5 key scenes per act as short visual descriptions; 3–6 themes and motifs.",
      ),
    ],
  };
}
