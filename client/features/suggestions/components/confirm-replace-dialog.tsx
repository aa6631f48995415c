import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "../../../components/ui/alert-dialog";
import type { ApplyPlan } from "../apply-plan";

/** Asked before Apply replaces text the writer has: it names what would be replaced. */
function ConfirmReplaceDialog({
  plan,
  onConfirm,
  onCancel,
}: {
  plan: ApplyPlan | null;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <AlertDialog open={plan !== null} onOpenChange={(open) => (open ? undefined : onCancel())}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Replace {plan?.where}?</AlertDialogTitle>
          <AlertDialogDescription>
            {plan?.replaces} will be replaced by the AI suggestion. This cannot be undone.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Keep mine</AlertDialogCancel>
          <AlertDialogAction onClick={onConfirm}>Replace</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

export { ConfirmReplaceDialog };
