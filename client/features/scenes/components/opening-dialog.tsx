import * as React from "react";
import { Button } from "#client/components/ui/button";
import type { ControlledDialogProps } from "#client/components/ui/dialog";
import { Dialog, DialogContent, DialogFooter } from "#client/components/ui/dialog";
import { DialogHeading } from "#client/components/ui/dialog-heading";
import { Textarea } from "#client/components/ui/input";
import { Label } from "#client/components/ui/label";
import { usePatchScreenplay } from "#client/entities/screenplays/patch-screenplay";
import { OPENING_MAX, type Screenplay } from "#shared/schemas/screenplay";

/**
 * Edits the text before the first scene heading, saved with the screenplay's `updatedAt`
 * (a 409 reloads the latest version and says so, as every screenplay save does).
 */
function OpeningDialog({
  screenplay,
  open,
  onOpenChange,
}: { screenplay: Screenplay } & ControlledDialogProps) {
  const [text, setText] = React.useState(screenplay.opening);
  const patch = usePatchScreenplay(screenplay);
  const fieldId = React.useId();

  // Each opening of the dialog starts from the saved text.
  const saved = React.useRef(screenplay.opening);
  saved.current = screenplay.opening;
  React.useEffect(() => {
    if (open) setText(saved.current);
  }, [open]);

  function save(event: React.FormEvent) {
    event.preventDefault();
    patch.mutate(
      {
        changes: { opening: text },
        success: { title: "Opening saved", description: "It prints before scene 1." },
        failureTitle: "Failed to save the opening",
      },
      { onSuccess: () => onOpenChange(false) },
    );
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl">
        <DialogHeading
          title="Opening"
          description="The text before the first scene heading: an epigraph, FADE IN:, an opening voice-over."
        />
        <form noValidate onSubmit={save} className="grid gap-4">
          <div className="grid gap-2">
            <Label htmlFor={fieldId}>Opening</Label>
            <Textarea
              id={fieldId}
              rows={12}
              maxLength={OPENING_MAX}
              className="font-script"
              value={text}
              onChange={(event) => setText(event.target.value)}
            />
          </div>
          <DialogFooter>
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={patch.isPending}>
              {patch.isPending ? "Saving..." : "Save Opening"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

export { OpeningDialog };
