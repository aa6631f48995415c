import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "../../../components/ui/alert-dialog";
import { useDeleteScreenplay } from "../api/delete-screenplay";
import { DeleteScreenplayTrigger } from "./delete-screenplay-button";

/** The delete icon and its confirmation (spec §2). */
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
    <AlertDialog defaultOpen={defaultOpen}>
      <AlertDialogTrigger asChild>
        <DeleteScreenplayTrigger />
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Delete “{title}”?</AlertDialogTitle>
          <AlertDialogDescription>
            Are you sure you want to delete this screenplay? This action cannot be undone.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction onClick={() => remove.mutate(id)} disabled={remove.isPending}>
            Delete
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

export { DeleteScreenplayDialog };
