import { ConfirmDeleteDialog } from "#client/components/ui/confirm-delete-dialog";
import { useDeleteScreenplay } from "#client/entities/screenplays/delete-screenplay";
import { DeleteScreenplayTrigger } from "./delete-screenplay-button";

/** The delete icon and its confirmation. */
function DeleteScreenplayDialog({
  id,
  title,
  defaultOpen,
}: {
  id: number;
  title: string;
  defaultOpen?: boolean;
}) {
  const remove = useDeleteScreenplay();
  return (
    <ConfirmDeleteDialog
      defaultOpen={defaultOpen}
      trigger={<DeleteScreenplayTrigger />}
      title={`Delete “${title}”?`}
      description="Are you sure you want to delete this screenplay? This action cannot be undone."
      onConfirm={() => remove.mutate(id)}
      pending={remove.isPending}
    />
  );
}

export { DeleteScreenplayDialog };
