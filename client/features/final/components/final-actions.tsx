import { CheckIcon, ChevronDownIcon, CopyIcon, DownloadIcon, PrinterIcon } from "lucide-react";
import * as React from "react";
import { Button } from "#client/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "#client/components/ui/dropdown-menu";
import { toast, toastError } from "#client/components/ui/use-toast";
import type { ExportFormat } from "#shared/schemas/export";
import type { Screenplay } from "#shared/schemas/screenplay";
import { downloadExport } from "../api/export-screenplay";
import { PaperSizeChoice } from "./paper-size-choice";
import { RevisedPagesDialog } from "./revised-pages-dialog";

const FORMAT_NAMES: Record<ExportFormat, string> = {
  pdf: "PDF",
  fountain: "Fountain",
  fdx: "Final Draft",
  txt: "plain text",
};

/** Copy Text, Print, Export PDF, the other export formats and the paper they print on. */
function FinalActions({
  screenplay,
  text,
  disabled,
}: {
  screenplay: Screenplay;
  text: string;
  disabled: boolean;
}) {
  const [copied, setCopied] = React.useState(false);
  const [exporting, setExporting] = React.useState<ExportFormat | null>(null);
  const [revisedOpen, setRevisedOpen] = React.useState(false);

  React.useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 2000);
    return () => clearTimeout(timer);
  }, [copied]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
      toast({ title: "Copied to clipboard", description: "Your screenplay is ready to paste." });
    } catch {
      toast({
        variant: "destructive",
        title: "Failed to copy",
        description: "Could not copy screenplay to clipboard.",
      });
    }
  }

  async function exportAs(format: ExportFormat) {
    setExporting(format);
    try {
      await downloadExport(screenplay.id, format, screenplay.paperSize);
      if (format === "pdf") {
        toast({
          title: "PDF Export",
          description: "Your screenplay has been exported as a PDF file.",
        });
      } else {
        toast({
          title: `${FORMAT_NAMES[format]} Export`,
          description: `Your screenplay has been exported as a ${FORMAT_NAMES[format]} file.`,
        });
      }
    } catch (error) {
      toastError("Export failed", error);
    } finally {
      setExporting(null);
    }
  }

  return (
    <div className="flex flex-wrap gap-2">
      <Button variant="outline" onClick={copy} disabled={disabled}>
        {copied ? <CheckIcon aria-hidden="true" /> : <CopyIcon aria-hidden="true" />}
        {copied ? "Copied!" : "Copy Text"}
      </Button>
      <Button variant="outline" onClick={() => window.print()} disabled={disabled}>
        <PrinterIcon aria-hidden="true" />
        Print
      </Button>
      <div className="flex">
        <Button
          className="rounded-r-none"
          onClick={() => exportAs("pdf")}
          disabled={disabled || exporting !== null}
        >
          <DownloadIcon aria-hidden="true" />
          {exporting === "pdf" ? "Exporting..." : "Export PDF"}
        </Button>
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button
              className="rounded-l-none border-l border-primary-foreground/30 px-2"
              aria-label="More export formats"
              disabled={disabled || exporting !== null}
            >
              <ChevronDownIcon aria-hidden="true" />
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="end">
            <DropdownMenuItem onSelect={() => exportAs("fountain")}>
              Fountain (.fountain)
            </DropdownMenuItem>
            <DropdownMenuItem onSelect={() => exportAs("fdx")}>Final Draft (.fdx)</DropdownMenuItem>
            <DropdownMenuItem onSelect={() => exportAs("txt")}>Plain text (.txt)</DropdownMenuItem>
            <DropdownMenuItem onSelect={() => setRevisedOpen(true)}>
              Export revised pages since…
            </DropdownMenuItem>
            <DropdownMenuSeparator />
            <PaperSizeChoice screenplay={screenplay} />
          </DropdownMenuContent>
        </DropdownMenu>
      </div>
      <RevisedPagesDialog
        screenplay={screenplay}
        open={revisedOpen}
        onOpenChange={setRevisedOpen}
      />
    </div>
  );
}

export { FinalActions };
