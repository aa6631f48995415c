import { Loader2Icon } from "lucide-react";
import * as React from "react";
import { Button } from "#client/components/ui/button";
import { Checkbox } from "#client/components/ui/checkbox";
import { Dialog, DialogClose, DialogContent, DialogFooter } from "#client/components/ui/dialog";
import { DialogHeading } from "#client/components/ui/dialog-heading";
import { cn } from "#client/lib/cn";
import type { PlannedScene, ScenePlanResult } from "#shared/schemas/ai-results";
import { keptNumbers } from "./scene-plan-model";

function PlannedSceneItem({
  scene,
  number,
  checked,
  onCheckedChange,
}: {
  scene: PlannedScene;
  number: number | undefined;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
}) {
  const id = `planned-scene-${scene.sceneNumber}`;
  return (
    <li>
      <label
        htmlFor={id}
        className={cn(
          "flex cursor-pointer items-start gap-3 rounded-lg border border-border p-3 transition-colors hover:bg-muted",
          !checked && "border-dashed text-muted-foreground",
        )}
      >
        <Checkbox
          id={id}
          checked={checked}
          onCheckedChange={(state) => onCheckedChange(state === true)}
          className="mt-0.5"
        />
        <span className="grid min-w-0 gap-1">
          <span className="text-xs text-muted-foreground">
            {number ? `Scene ${number}` : "Not kept"} · {scene.act}
          </span>
          <span className="font-script text-sm font-bold break-words uppercase">
            {scene.heading}
          </span>
          {scene.characters.length > 0 ? (
            <span className="text-xs text-muted-foreground">
              With {scene.characters.join(", ")}
            </span>
          ) : null}
          <span className="text-sm">{scene.beat}</span>
        </span>
      </label>
    </li>
  );
}

type Choosing = {
  scenes: PlannedScene[];
  onKeep: (scenes: PlannedScene[]) => void;
  keeping: boolean;
};

/** Mounted with each plan the dialog opens on, so every plan starts with all its scenes checked. */
function ScenePlanChoices({ scenes, onKeep, keeping }: Choosing) {
  const [checked, setChecked] = React.useState(() => scenes.map(() => true));
  const numbers = keptNumbers(checked, scenes[0]?.sceneNumber ?? 1);
  const kept = scenes.filter((_, i) => checked[i]);
  return (
    <>
      <ul
        aria-label="Proposed scenes"
        className="-mx-1 grid min-h-0 flex-1 content-start gap-2 overflow-y-auto px-1"
      >
        {scenes.map((scene, i) => (
          <PlannedSceneItem
            key={scene.sceneNumber}
            scene={scene}
            number={numbers[i]}
            checked={checked[i] ?? true}
            onCheckedChange={(value) =>
              setChecked((current) => current.map((was, j) => (j === i ? value : was)))
            }
          />
        ))}
      </ul>
      <DialogFooter className="sm:items-center">
        <p className="text-center text-sm text-muted-foreground sm:mr-auto" aria-live="polite">
          {kept.length} of {scenes.length} scenes selected
        </p>
        <DialogClose asChild>
          <Button variant="outline">Cancel</Button>
        </DialogClose>
        <Button onClick={() => onKeep(kept)} disabled={kept.length === 0 || keeping}>
          {keeping ? <Loader2Icon className="animate-spin" aria-hidden="true" /> : null}
          Keep selected scenes
        </Button>
      </DialogFooter>
    </>
  );
}

/** A plan with no scene: every moment of the outline already has one. */
function NothingToPlan() {
  return (
    <>
      <p role="status" className="text-sm">
        Every moment of your outline already has a scene. Add key scenes to the outline to plan
        more.
      </p>
      <DialogFooter>
        <DialogClose asChild>
          <Button>Close</Button>
        </DialogClose>
      </DialogFooter>
    </>
  );
}

/**
 * The proposed scenes, every one checked: the writer unchecks what they don't want and keeps
 * the rest, numbered on from the scenes there are, in the order shown. The list scrolls and
 * the buttons stay in view, on a phone too.
 */
function PlanScenesDialog({
  plan,
  onOpenChange,
  ...choosing
}: Omit<Choosing, "scenes"> & {
  plan: ScenePlanResult | null;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={plan !== null} onOpenChange={onOpenChange}>
      <DialogContent className="flex max-w-2xl flex-col">
        <DialogHeading
          title="Plan scenes from outline"
          description="Scenes proposed from your outline, act by act, leaving out the moments your scenes already play. Uncheck the ones you don't want: the rest are added after your scenes, ready to write."
        />
        {plan?.scenes.length ? <ScenePlanChoices scenes={plan.scenes} {...choosing} /> : null}
        {plan && plan.scenes.length === 0 ? <NothingToPlan /> : null}
      </DialogContent>
    </Dialog>
  );
}

export { PlanScenesDialog };
