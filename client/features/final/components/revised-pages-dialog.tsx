import { DownloadIcon } from "lucide-react";
import * as React from "react";
import { DraftSelect } from "#client/components/draft-select";
import { Button } from "#client/components/ui/button";
import { Checkbox } from "#client/components/ui/checkbox";
import type { ControlledDialogProps } from "#client/components/ui/dialog";
import { Dialog, DialogClose, DialogContent, DialogFooter } from "#client/components/ui/dialog";
import { DialogHeading } from "#client/components/ui/dialog-heading";
import { FormField } from "#client/components/ui/form-field";
import { Input } from "#client/components/ui/input";
import { Label } from "#client/components/ui/label";
import { toast, toastError } from "#client/components/ui/use-toast";
import { useDrafts } from "#client/entities/drafts/get-drafts";
import { draftName } from "#shared/schemas/draft";
import type { Screenplay } from "#shared/schemas/screenplay";
import { downloadExport } from "../api/export-screenplay";

const DEFAULT_REVISION = "Blue Revision";

/**
 * 'Export revised pages since…': the script as a PDF with every line changed since the chosen
 * draft marked "*" in the right margin and the revision's name atop each changed page, as
 * production sends a rewrite.
 */
function RevisedPagesDialog({
  screenplay,
  open,
  onOpenChange,
}: { screenplay: Screenplay } & ControlledDialogProps) {
  const drafts = useDrafts(screenplay.id);
  const [draftId, setDraftId] = React.useState<string>("");
  const [revision, setRevision] = React.useState(DEFAULT_REVISION);
  const [changedOnly, setChangedOnly] = React.useState(false);
  const [exporting, setExporting] = React.useState(false);
  const list = drafts.data ?? [];
  const chosen = list.find((draft) => String(draft.id) === draftId);

  async function exportRevised() {
    if (!chosen) return;
    setExporting(true);
    try {
      await downloadExport(screenplay.id, "pdf", screenplay.paperSize, {
        revisedFrom: chosen.id,
        revision: revision.trim() || undefined,
        changedPagesOnly: changedOnly,
      });
      toast({
        title: "Revised pages exported",
        description: `Lines changed since “${draftName(chosen)}” are marked with *.`,
      });
      onOpenChange(false);
    } catch (error) {
      toastError("Export failed", error);
    } finally {
      setExporting(false);
    }
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-md">
        <DialogHeading
          title="Export revised pages"
          description="A PDF of the script with every line changed since a draft marked * in the right margin."
        />
        {list.length === 0 && !drafts.isPending ? (
          <p className="text-sm text-muted-foreground">
            No drafts yet. Save a draft from the Drafts panel, then export what changed since it.
          </p>
        ) : (
          <div className="grid gap-4">
            <FormField label="Changed since">
              {(control) => (
                <DraftSelect
                  {...control}
                  drafts={list}
                  value={draftId}
                  onChange={setDraftId}
                  placeholder="Choose a draft"
                />
              )}
            </FormField>
            <FormField
              label="Revision name"
              hint="Printed with today's date atop each changed page"
            >
              {(control) => (
                <Input
                  {...control}
                  value={revision}
                  maxLength={50}
                  onChange={(event) => setRevision(event.target.value)}
                />
              )}
            </FormField>
            <div className="flex items-center gap-2">
              <Checkbox
                id="changed-pages-only"
                checked={changedOnly}
                onCheckedChange={(state) => setChangedOnly(state === true)}
              />
              <Label htmlFor="changed-pages-only" className="font-normal">
                Changed pages only
              </Label>
            </div>
          </div>
        )}
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <Button onClick={exportRevised} disabled={!chosen || exporting}>
            <DownloadIcon aria-hidden="true" />
            {exporting ? "Exporting..." : "Export revised pages"}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

export { RevisedPagesDialog };
