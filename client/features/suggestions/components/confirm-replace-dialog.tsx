import { AlertDialogAction } from "#client/components/ui/alert-dialog";
import { QuestionDialog } from "#client/components/ui/question-dialog";
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
    <QuestionDialog
      open={plan !== null}
      onOpenChange={(open) => (open ? undefined : onCancel())}
      title={<>Replace {plan?.where}?</>}
      description={
        <>{plan?.replaces} will be replaced by the AI suggestion. This cannot be undone.</>
      }
      cancelLabel="Keep mine"
    >
      <AlertDialogAction onClick={onConfirm}>Replace</AlertDialogAction>
    </QuestionDialog>
  );
}

export { ConfirmReplaceDialog };
