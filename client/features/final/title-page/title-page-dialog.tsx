import { FileSignatureIcon } from "lucide-react";
import * as React from "react";
import { Button } from "#client/components/ui/button";
import { Dialog, DialogContent, DialogTrigger } from "#client/components/ui/dialog";
import { DialogHeading } from "#client/components/ui/dialog-heading";
import type { Screenplay } from "#shared/schemas/screenplay";
import { TitlePageEditor } from "./title-page-editor";

/** 'Edit Title Page' and the editor in a dialog, closed once the title page is saved. */
function TitlePageDialog({ screenplay }: { screenplay: Screenplay }) {
  const [open, setOpen] = React.useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          <FileSignatureIcon className="size-4" aria-hidden="true" />
          Edit Title Page
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-2xl">
        <DialogHeading
          title="Title Page"
          description="What the first page of every export prints, in this order."
        />
        {open ? <TitlePageEditor screenplay={screenplay} onSaved={() => setOpen(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

export { TitlePageDialog };
