import type * as React from "react";
import { DialogDescription, DialogHeader, DialogTitle } from "./dialog";

type DialogHeadingProps = {
  title: React.ReactNode;
  /** What the dialog is for; Radix makes it the dialog's accessible description. */
  description: React.ReactNode;
  /** For a dialog whose content names its description itself (aria-describedby). */
  descriptionId?: string;
};

/** The heading every form dialog opens with: its title, then a line saying what it is for. */
function DialogHeading({ title, description, descriptionId }: DialogHeadingProps) {
  // Radix gives the description its own id unless one is passed, so pass none by default.
  const idProps = descriptionId ? { id: descriptionId } : {};
  return (
    <DialogHeader>
      <DialogTitle>{title}</DialogTitle>
      <DialogDescription {...idProps}>{description}</DialogDescription>
    </DialogHeader>
  );
}

export { DialogHeading };
