import { SquareIcon, WandSparklesIcon } from "lucide-react";
import { Button } from "#client/components/ui/button";
import { Progress } from "#client/components/ui/progress";
import type { DraftAll } from "../hooks/use-draft-all";

/**
 * The header's 'Draft all scenes', shown while a scene has a beat and no text; during a run,
 * which scene is being written, a bar for the run, and 'Stop drafting'.
 */
function DraftAllScenes({ drafting }: { drafting: DraftAll }) {
  const { progress } = drafting;
  if (progress) {
    const label = `Drafting scene ${progress.current} of ${progress.total}`;
    return (
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2" data-testid="drafting">
        <div className="grid min-w-48 gap-1.5">
          <span role="status" className="text-sm font-medium">
            {label}
          </span>
          <Progress
            value={((progress.current - 1) / progress.total) * 100}
            aria-label={label}
            className="h-1.5"
          />
        </div>
        <Button variant="outline" onClick={drafting.stop}>
          <SquareIcon aria-hidden="true" />
          Stop drafting
        </Button>
      </div>
    );
  }
  if (drafting.pending === 0) return null;
  return (
    <Button variant="outline" onClick={() => void drafting.start()}>
      <WandSparklesIcon aria-hidden="true" />
      Draft all scenes
    </Button>
  );
}

export { DraftAllScenes };
