import type * as React from "react";
import { AlertDialogAction } from "./alert-dialog";
import { QuestionDialog } from "./question-dialog";

type ConfirmDeleteDialogProps = {
  /** The button that opens the confirmation. */
  trigger: React.ReactNode;
  title: React.ReactNode;
  description: React.ReactNode;
  onConfirm: () => void;
  /** Disables 'Delete' while the deletion is under way. */
  pending?: boolean;
  defaultOpen?: boolean;
};

/** 'Cancel' or 'Delete': the confirmation every deletion asks for. */
function ConfirmDeleteDialog({ onConfirm, pending, ...question }: ConfirmDeleteDialogProps) {
  return (
    <QuestionDialog {...question}>
      <AlertDialogAction onClick={onConfirm} disabled={pending}>
        Delete
      </AlertDialogAction>
    </QuestionDialog>
  );
}

export { ConfirmDeleteDialog };
