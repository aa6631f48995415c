import { ChangedElsewhere } from "#client/components/ui/changed-elsewhere";
import { SceneConflict } from "#client/entities/scenes/scene-conflict";
import type { ScriptSync } from "../sync/script-sync";
import type { Conflict } from "../sync/sync-types";

/**
 * The parts saved elsewhere since the script was loaded, each with the scene dialog's choice:
 * their version into the script, or the writer's saved over it.
 */
function ScriptConflicts({ conflicts, sync }: { conflicts: Conflict[]; sync: ScriptSync }) {
  if (conflicts.length === 0) return null;
  return (
    <div className="grid gap-3">
      {conflicts.map((conflict) =>
        conflict.kind === "scene" ? (
          <SceneConflict
            key={conflict.id}
            current={conflict.current}
            onUseTheirs={() => sync.takeTheirs(conflict)}
            onKeepMine={() => sync.keepMine(conflict)}
          />
        ) : (
          <ChangedElsewhere
            key="opening"
            subject="The opening"
            text={conflict.current.opening}
            onUseTheirs={() => sync.takeTheirs(conflict)}
            onKeepMine={() => sync.keepMine(conflict)}
          />
        ),
      )}
    </div>
  );
}

export { ScriptConflicts };
