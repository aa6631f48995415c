import * as React from "react";
import { useChoiceDialog } from "#client/lib/use-choice-dialog";
import type { MergeQuestion, SceneId } from "../model/scene-marks";
import type { ScriptSync } from "../sync/script-sync";

/** "scene 3 “INT. WAREHOUSE - NIGHT”", as the server last had it. */
function described(sync: ScriptSync, id: SceneId): string {
  const row = sync.row(id);
  return row ? `scene ${row.sceneNumber} “${row.heading}”` : "the new scene";
}

function question(sync: ScriptSync, { ids, marksBefore }: MergeQuestion) {
  const going = new Set(ids);
  const first = marksBefore.findIndex((mark) => going.has(mark.id));
  const before = marksBefore.slice(0, first).findLast((mark) => !going.has(mark.id));
  const into = before ? described(sync, before.id) : "the opening";
  const scenes = ids.map((id) => described(sync, id));
  const many = ids.length > 1;
  return {
    title: many ? `Merge ${ids.length} scenes into what comes before them?` : `Merge into ${into}?`,
    description: `${scenes.join(", ")} no longer ${many ? "start" : "starts"} with a scene heading. Merge, and ${many ? "their" : "its"} text becomes part of ${into} and ${many ? "those scenes are" : "the scene is"} deleted (a draft of the screenplay is kept first). Cancel puts the heading back.`,
    choices: [{ value: "merge" as const, label: "Merge scenes" }],
  };
}

/**
 * Asks, whenever a scene's heading is taken away, whether it merges into what comes before it,
 * and hands the answer to the save loop (Cancel and Escape restore the heading). Render the
 * returned dialog once.
 */
export function useMergeQuestion(
  sync: ScriptSync,
  asked: MergeQuestion | null,
  afterAnswer: () => void,
): React.ReactNode {
  const choice = useChoiceDialog<"merge">();
  const { ask } = choice;
  const last = React.useRef<MergeQuestion | null>(null);
  const done = React.useRef(afterAnswer);
  done.current = afterAnswer;
  React.useEffect(() => {
    if (!asked || last.current === asked) return;
    last.current = asked;
    void ask(question(sync, asked)).then((answer) => {
      sync.answerMerge(answer === "merge");
      done.current();
    });
  }, [asked, ask, sync]);
  return choice.dialog;
}
