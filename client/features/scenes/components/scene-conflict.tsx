import { TriangleAlertIcon } from "lucide-react";
import { Button } from "#client/components/ui/button";
import type { Scene } from "#shared/schemas/scene";

/**
 * Shown after a 409: the scene was saved elsewhere since this dialog opened. The writer's text
 * stays in the form; the other version is shown so nothing is silently overwritten.
 */
function SceneConflict({ current, onUseTheirs }: { current: Scene; onUseTheirs: () => void }) {
  return (
    <section
      aria-label="Changed elsewhere"
      data-testid="scene-conflict"
      className="grid gap-2 rounded-lg border border-destructive/40 bg-destructive/5 p-3 text-sm"
    >
      <p className="flex items-center gap-2 font-medium text-destructive">
        <TriangleAlertIcon className="size-4" aria-hidden="true" />
        This scene was changed somewhere else
      </p>
      <p className="text-muted-foreground">
        The saved version is below. Save again to keep yours, or use theirs instead.
      </p>
      <div className="max-h-48 overflow-auto rounded-md border border-border bg-surface p-2 font-script text-xs whitespace-pre-wrap">
        <p className="font-bold uppercase">
          {current.sceneNumber}. {current.heading}
        </p>
        {current.content || "No content yet"}
      </div>
      <Button variant="outline" size="sm" className="w-fit" onClick={onUseTheirs}>
        Use their version
      </Button>
    </section>
  );
}

export { SceneConflict };
