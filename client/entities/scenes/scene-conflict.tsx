import { ChangedElsewhere } from "#client/components/ui/changed-elsewhere";
import type { Scene } from "#shared/schemas/scene";

/**
 * A scene saved elsewhere since it was loaded (a 409 with the stored scene): the scene dialog
 * shows it above the form, the Script view above the script, each with the same choice.
 */
function SceneConflict({
  current,
  onUseTheirs,
  onKeepMine,
}: {
  current: Scene;
  onUseTheirs: () => void;
  onKeepMine?: () => void;
}) {
  return (
    <ChangedElsewhere
      subject="This scene"
      title={`${current.sceneNumber}. ${current.heading}`}
      text={current.content ?? ""}
      onUseTheirs={onUseTheirs}
      onKeepMine={onKeepMine}
    />
  );
}

export { SceneConflict };
