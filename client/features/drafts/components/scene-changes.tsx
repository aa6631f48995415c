import { Badge } from "#client/components/ui/badge";
import { cn } from "#client/lib/cn";
import type { SceneChange, SceneComparison } from "#shared/schemas/draft";

const STATUS_LABELS: Record<SceneChange, string> = {
  added: "Added",
  removed: "Removed",
  changed: "Changed",
  moved: "Moved",
  same: "Same",
};

type Line = NonNullable<SceneComparison["lines"]>[number];

/**
 * A changed line is marked by a sign and a style as well as a colour (a deleted line is struck
 * through), so the change reads without telling red from green.
 */
const LINE_MARKS = {
  del: { sign: "−", label: "Deleted", className: "bg-destructive/10 line-through" },
  add: { sign: "+", label: "Added", className: "bg-success/15" },
  same: { sign: " ", label: "", className: "" },
} as const;

const sceneName = (side: SceneComparison["from"]) =>
  side ? `${side.sceneNumber}. ${side.heading}` : null;

/** One scene that differs: its status and heading, and a changed scene's lines side by side. */
function SceneChanges({ scene }: { scene: SceneComparison }) {
  const from = sceneName(scene.from);
  const to = sceneName(scene.to);
  return (
    <li className="grid gap-2 rounded-lg border border-border p-3">
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant={scene.status === "removed" ? "outline" : "secondary"}>
          {STATUS_LABELS[scene.status]}
        </Badge>
        <span className="min-w-0 text-sm font-medium break-words">
          {from && to && from !== to ? `${from} → ${to}` : (to ?? from)}
        </span>
      </div>
      {scene.lines ? (
        <div className="grid gap-2 md:grid-cols-2">
          <Lines title="Before" lines={scene.lines.filter((line) => line.op !== "add")} />
          <Lines title="After" lines={scene.lines.filter((line) => line.op !== "del")} />
        </div>
      ) : null}
    </li>
  );
}

function Lines({ title, lines }: { title: string; lines: Line[] }) {
  return (
    <div className="min-w-0">
      <p className="mb-1 text-xs font-medium text-muted-foreground">{title}</p>
      <ul className="overflow-x-auto rounded-md bg-muted/40 p-2 font-mono text-xs leading-relaxed">
        {lines.map((line, index) => {
          const mark = LINE_MARKS[line.op];
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: the lines are a fixed list; equal lines repeat
            <li key={index} className={cn("flex gap-2 px-1 whitespace-pre-wrap", mark.className)}>
              <span aria-hidden="true" className="w-3 shrink-0 select-none">
                {mark.sign}
              </span>
              {mark.label ? <span className="sr-only">{mark.label}: </span> : null}
              <span className="min-w-0 break-words">{line.text || " "}</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

export { SceneChanges };
