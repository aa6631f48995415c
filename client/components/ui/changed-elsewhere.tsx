import { TriangleAlertIcon } from "lucide-react";
import { Button } from "./button";

type ChangedElsewhereProps = {
  /** What changed, as the writer calls it: "This scene", "The opening". */
  subject: string;
  /** The saved version's first line (a scene's number and heading), if it has one. */
  title?: string;
  /** The saved version's text. */
  text: string;
  onUseTheirs: () => void;
  /** Saves the writer's version over theirs; without it, saving again is the form's own button. */
  onKeepMine?: () => void;
};

/**
 * Shown after a 409: the text was saved elsewhere since the writer's copy was loaded. The
 * writer's words stay where they are; the other version is shown so nothing is silently
 * overwritten, and the writer picks one.
 */
function ChangedElsewhere({
  subject,
  title,
  text,
  onUseTheirs,
  onKeepMine,
}: ChangedElsewhereProps) {
  return (
    <section
      aria-label={`${subject} was changed elsewhere`}
      data-testid="scene-conflict"
      className="grid gap-2 rounded-lg border border-destructive/40 bg-destructive/5 p-3 text-sm"
    >
      <p className="flex items-center gap-2 font-medium text-destructive">
        <TriangleAlertIcon className="size-4" aria-hidden="true" />
        {subject} was changed somewhere else
      </p>
      <p className="text-muted-foreground">
        {onKeepMine
          ? "The saved version is below. Keep yours to save it over theirs, or use theirs instead."
          : "The saved version is below. Save again to keep yours, or use theirs instead."}
      </p>
      <div className="max-h-48 overflow-auto rounded-md border border-border bg-surface p-2 font-script text-xs whitespace-pre-wrap">
        {title ? <p className="font-bold uppercase">{title}</p> : null}
        {text || "No content yet"}
      </div>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" className="w-fit" onClick={onUseTheirs}>
          Use their version
        </Button>
        {onKeepMine ? (
          <Button size="sm" className="w-fit" onClick={onKeepMine}>
            Keep mine
          </Button>
        ) : null}
      </div>
    </section>
  );
}

export { ChangedElsewhere };
