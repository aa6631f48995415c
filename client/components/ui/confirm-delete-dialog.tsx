import type * as React from "react";
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
} from "./alert-dialog";

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
function ConfirmDeleteDialog({
  trigger,
  title,
  description,
  onConfirm,
  pending,
  defaultOpen,
}: ConfirmDeleteDialogProps) {
  return (
    <AlertDialog defaultOpen={defaultOpen}>
      <AlertDialogTrigger asChild>{trigger}</AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction onClick={onConfirm} disabled={pending}>
            Delete
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

export { ConfirmDeleteDialog };
