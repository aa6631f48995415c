import { ListChecksIcon, Loader2Icon } from "lucide-react";
import * as React from "react";
import { Button } from "#client/components/ui/button";
import { useCharacters } from "#client/entities/characters/get-characters";
import type { ScenePlanResult } from "#shared/schemas/ai-results";
import { useKeepPlannedScenes, usePlanScenes } from "../api/plan-scenes";
import { PlanScenesDialog } from "./plan-scenes-dialog";

/** "Plan scenes from outline": asks the AI for the outline's scenes, then the writer picks. */
function PlanScenesButton({
  screenplayId,
  size,
  variant = "outline",
}: {
  screenplayId: number;
  size?: "sm";
  variant?: "outline" | "default";
}) {
  const [plan, setPlan] = React.useState<ScenePlanResult | null>(null);
  const characters = useCharacters(screenplayId);
  const ask = usePlanScenes({ onPlanned: setPlan });
  const keep = useKeepPlannedScenes(screenplayId, {
    onKept: () => setPlan(null),
    // The dialog then offers only the scenes still to add.
    onStopped: (notAdded) => setPlan({ scenes: notAdded }),
  });
  return (
    <>
      <Button
        size={size}
        variant={variant}
        onClick={() => ask.mutate(screenplayId)}
        disabled={ask.isPending}
        aria-busy={ask.isPending}
      >
        {ask.isPending ? (
          <Loader2Icon className="animate-spin" aria-hidden="true" />
        ) : (
          <ListChecksIcon aria-hidden="true" />
        )}
        Plan scenes from outline
      </Button>
      <PlanScenesDialog
        plan={plan}
        onOpenChange={(open) => {
          if (!open && !keep.isPending) setPlan(null);
        }}
        onKeep={(scenes) => keep.mutate({ scenes, characters: characters.data ?? [] })}
        keeping={keep.isPending}
      />
    </>
  );
}

export { PlanScenesButton };
