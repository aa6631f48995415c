import { HistoryIcon } from "lucide-react";
import { EmptyState, LoadError } from "#client/components/status-blocks";
import { Spinner } from "#client/components/ui/spinner";
import { useDrafts } from "#client/entities/drafts/get-drafts";
import { DraftItem } from "./draft-item";

/** The drafts, newest first, each with what it holds and what can be done with it. */
function DraftsHistory({
  screenplayId,
  onCompare,
}: {
  screenplayId: number;
  onCompare: (draftId: number) => void;
}) {
  const drafts = useDrafts(screenplayId);
  if (drafts.isPending) return <Spinner className="py-10" />;
  if (drafts.error) {
    return (
      <LoadError
        title="The drafts could not be loaded."
        error={drafts.error}
        onRetry={drafts.refetch}
      />
    );
  }
  if (drafts.data.length === 0) {
    return (
      <EmptyState icon={HistoryIcon} title="No drafts yet" className="py-8">
        Save a draft to keep this version of the screenplay. The app also keeps one before an AI
        replacement, a restore or a deletion.
      </EmptyState>
    );
  }
  return (
    <section aria-label="Draft history" className="grid gap-2">
      <h3 className="text-sm font-semibold">History</h3>
      <ul className="grid gap-2">
        {drafts.data.map((draft) => (
          <DraftItem
            key={draft.id}
            screenplayId={screenplayId}
            draft={draft}
            onCompare={() => onCompare(draft.id)}
          />
        ))}
      </ul>
    </section>
  );
}

export { DraftsHistory };
