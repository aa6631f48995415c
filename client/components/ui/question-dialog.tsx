import type * as React from "react";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "./alert-dialog";

type QuestionDialogProps = {
  title: React.ReactNode;
  description: React.ReactNode;
  /** The answers after the cancel button, the main one last. */
  children: React.ReactNode;
  /** The button that says no: 'Cancel' unless the question calls for other words. */
  cancelLabel?: string;
  /** Takes the focus when the question opens; Radix would give it to the cancel button. */
  initialFocus?: React.RefObject<HTMLElement | null>;
  /** The button that opens the question, when nothing else does. */
  trigger?: React.ReactNode;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
};

/** A question the writer must answer before anything goes on: every confirmation in the app. */
function QuestionDialog({
  title,
  description,
  children,
  cancelLabel = "Cancel",
  initialFocus,
  trigger,
  ...root
}: QuestionDialogProps) {
  return (
    <AlertDialog {...root}>
      {trigger ? <AlertDialogTrigger asChild>{trigger}</AlertDialogTrigger> : null}
      <AlertDialogContent
        onOpenAutoFocus={(event) => {
          if (!initialFocus) return;
          event.preventDefault();
          initialFocus.current?.focus();
        }}
      >
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>{cancelLabel}</AlertDialogCancel>
          {children}
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

export { QuestionDialog };
