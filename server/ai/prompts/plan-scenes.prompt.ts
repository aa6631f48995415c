import type { ScenePlanTask } from "../writer";
import { type PromptPlan, section } from "./prompt-budget";
import { SCREENWRITER_SYSTEM, storySections } from "./prompt-context";

/** "3. INT. DOCK - NIGHT (Act 1): Mary finds the boat." for each scene the writer has. */
function describeWritten(task: ScenePlanTask): string {
  return task.written
    .map((scene) => {
      const beat = scene.beat.trim() ? `: ${scene.beat.trim()}` : "";
      return `${scene.sceneNumber}. ${scene.heading} (${scene.act || "no act"})${beat}`;
    })
    .join("\n");
}

/** The whole story bible: the plan must follow the outline beat by beat with the cast by name. */
export function planScenesPrompt(task: ScenePlanTask): PromptPlan {
  return {
    system: SCREENWRITER_SYSTEM,
    parts: [
      "Break this feature screenplay's outline into scenes, act by act, in story order.",
      ...storySections({ ...task.story, outline: task.outline }, [
        "title",
        "logline",
        "genre",
        "elements",
        "cast",
        "outline",
      ]),
      section("Scenes already written", describeWritten(task)),
      section(
        "Rules",
        `${task.written.length ? "Plan the whole story; where a scene already written plays a moment, give that moment its written beat word for word (those scenes are left out of what the writer sees). " : ""}Every key scene of the outline becomes one scene, in the outline's order; each beat (inciting incident, plot points, midpoint, climax, resolution) gets a scene where no key scene already plays it; add only the scenes the story needs between them, usually 20–40 in all. Every act has scenes, Act 1 first. Each heading is a scene heading in capitals: INT. or EXT., the place, " - ", the time of day (INT. HARBOUR OFFICE - NIGHT). Characters are names from the characters above, only those in the scene. The beat says in 1–3 sentences what happens and what changes, at most 1000 characters. Number the scenes from ${task.firstSceneNumber}.`,
      ),
    ],
  };
}
