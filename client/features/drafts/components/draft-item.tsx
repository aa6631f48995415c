import { AlertDialogAction } from "#client/components/ui/alert-dialog";
import { Badge } from "#client/components/ui/badge";
import { Button } from "#client/components/ui/button";
import { ConfirmDeleteDialog } from "#client/components/ui/confirm-delete-dialog";
import { QuestionDialog } from "#client/components/ui/question-dialog";
import { useDeleteDraft } from "#client/entities/drafts/delete-draft";
import { useRestoreDraft } from "#client/entities/drafts/restore-draft";
import { formatDate } from "#client/lib/format-date";
import { timeAgo } from "#client/lib/time-ago";
import type { DraftSummary } from "#shared/schemas/draft";
import { draftName } from "#shared/schemas/draft";

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? "" : "s"}`;

/** One draft of the history: name, kind, when, its size, and Compare / Restore / Delete. */
function DraftItem({
  screenplayId,
  draft,
  onCompare,
}: {
  screenplayId: number;
  draft: DraftSummary;
  onCompare: () => void;
}) {
  const restore = useRestoreDraft(screenplayId);
  const remove = useDeleteDraft(screenplayId);
  const name = draftName(draft);
  return (
    <li aria-label={name} className="grid gap-2 rounded-lg border border-border p-3">
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <span className="min-w-0 font-medium break-words">{name}</span>
        <Badge variant={draft.kind === "manual" ? "secondary" : "outline"}>
          {draft.kind === "manual" ? "Manual" : "Automatic"}
        </Badge>
      </div>
      <p className="text-xs text-muted-foreground">
        <time dateTime={draft.createdAt} title={formatDate(draft.createdAt)}>
          {timeAgo(new Date(draft.createdAt)) ?? formatDate(draft.createdAt)}
        </time>
        {` · ${plural(draft.pages, "page")} · ${plural(draft.scenes, "scene")}`}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" variant="outline" onClick={onCompare}>
          Compare with current
        </Button>
        <QuestionDialog
          title="Restore this draft?"
          description={`The screenplay goes back to “${name}”. What it holds now is kept as an automatic draft first, so you can come back to it.`}
          trigger={
            <Button size="sm" variant="outline" disabled={restore.isPending}>
              Restore
            </Button>
          }
        >
          <AlertDialogAction onClick={() => restore.mutate(draft)}>Restore</AlertDialogAction>
        </QuestionDialog>
        {draft.kind === "manual" ? (
          <ConfirmDeleteDialog
            title="Delete this draft?"
            description={`“${name}” is removed from your drafts. The screenplay itself does not change.`}
            onConfirm={() => remove.mutate(draft.id)}
            pending={remove.isPending}
            trigger={
              <Button size="sm" variant="ghost">
                Delete
              </Button>
            }
          />
        ) : null}
      </div>
    </li>
  );
}

export { DraftItem };
