import { ArrowLeftIcon } from "lucide-react";
import * as React from "react";
import { DraftSelect } from "#client/components/draft-select";
import { LoadError } from "#client/components/status-blocks";
import { Button } from "#client/components/ui/button";
import { Label } from "#client/components/ui/label";
import { Spinner } from "#client/components/ui/spinner";
import { useDraftComparison, useDrafts } from "#client/entities/drafts/get-drafts";
import { CURRENT, type DraftSummary, type SceneComparison } from "#shared/schemas/draft";
import { SceneChanges } from "./scene-changes";

/** The two versions compared: `from` is always a draft, `to` a draft or the screenplay now. */
export type Sides = { from: number; to: number | typeof CURRENT };

/** Compare: two selects, then the scenes as they changed from one version to the other. */
function DraftCompare({
  screenplayId,
  sides,
  onSidesChange,
  onBack,
}: {
  screenplayId: number;
  sides: Sides;
  onSidesChange: (sides: Sides) => void;
  onBack: () => void;
}) {
  const drafts = useDrafts(screenplayId).data ?? [];
  const comparison = useDraftComparison(screenplayId, sides.from, sides.to);
  return (
    <section aria-label="Compare drafts" className="grid gap-4">
      <Button variant="ghost" size="sm" className="justify-self-start" onClick={onBack}>
        <ArrowLeftIcon aria-hidden="true" />
        Back to drafts
      </Button>
      <div className="grid gap-3 sm:grid-cols-2">
        <VersionSelect
          label="From"
          value={String(sides.from)}
          drafts={drafts}
          onChange={(from) => onSidesChange({ ...sides, from: Number(from) })}
        />
        <VersionSelect
          label="To"
          value={String(sides.to)}
          drafts={drafts}
          withCurrent
          onChange={(to) => onSidesChange({ ...sides, to: to === CURRENT ? CURRENT : Number(to) })}
        />
      </div>
      {comparison.isPending ? (
        <Spinner className="py-10" />
      ) : comparison.error ? (
        <LoadError
          title="The comparison could not be loaded."
          error={comparison.error}
          onRetry={comparison.refetch}
        />
      ) : (
        <SceneList scenes={comparison.data.scenes} />
      )}
    </section>
  );
}

function VersionSelect({
  label,
  value,
  drafts,
  withCurrent = false,
  onChange,
}: {
  label: string;
  value: string;
  drafts: DraftSummary[];
  withCurrent?: boolean;
  onChange: (value: string) => void;
}) {
  const id = React.useId();
  return (
    <div className="grid min-w-0 gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <DraftSelect
        id={id}
        className="w-full min-w-0"
        drafts={drafts}
        value={value}
        onChange={onChange}
        {...(withCurrent ? { currentLabel: "Current" } : {})}
      />
    </div>
  );
}

/** Every scene that differs, in order; a run of unchanged scenes is one line with its count. */
function SceneList({ scenes }: { scenes: SceneComparison[] }) {
  const groups = groupSame(scenes);
  if (groups.every((group) => "same" in group)) {
    return <p className="text-sm text-muted-foreground">No scene differs between these two.</p>;
  }
  return (
    <ol className="grid gap-3">
      {groups.map((group) =>
        "same" in group ? (
          <li key={`same-${group.key}`} className="text-sm text-muted-foreground">
            {group.same === 1 ? "1 scene the same" : `${group.same} scenes the same`}
          </li>
        ) : (
          <SceneChanges key={group.key} scene={group.scene} />
        ),
      )}
    </ol>
  );
}

type Group = { key: number; same: number } | { key: number; scene: SceneComparison };

function groupSame(scenes: SceneComparison[]): Group[] {
  const groups: Group[] = [];
  scenes.forEach((scene, key) => {
    const last = groups.at(-1);
    if (scene.status !== "same") groups.push({ key, scene });
    else if (last && "same" in last) last.same += 1;
    else groups.push({ key, same: 1 });
  });
  return groups;
}

export { DraftCompare };
