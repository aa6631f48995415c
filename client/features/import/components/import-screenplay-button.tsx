import { UploadIcon } from "lucide-react";
import * as React from "react";
import { useLocation } from "wouter";
import { Button } from "#client/components/ui/button";
import { toast } from "#client/components/ui/use-toast";
import { useImportScreenplay } from "#client/entities/screenplays/import-screenplay";

const ACCEPT = ".fountain,.spmd,.txt,.fdx";

/** 'Import': pick a Fountain, plain-text or Final Draft file and open it as a new screenplay. */
function ImportScreenplayButton({ size }: { size?: "default" | "lg" }) {
  const input = React.useRef<HTMLInputElement>(null);
  const [, navigate] = useLocation();
  const importing = useImportScreenplay({
    onImported: (screenplay) => navigate(`/screenplay/${screenplay.id}/scenes`),
  });

  async function onFile(event: React.ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = ""; // choosing the same file again still imports it
    if (!file) return;
    // The limit is defined beside the import's schema, which brings zod: loaded once a file is
    // picked rather than with the dashboard, which otherwise needs no zod.
    const { IMPORT_MAX_BYTES } = await import("#shared/schemas/export");
    if (file.size > IMPORT_MAX_BYTES) {
      toast({
        variant: "destructive",
        title: "Import failed",
        description: "That file is larger than 5 MB. Screenplay files are usually much smaller.",
      });
      return;
    }
    const content = await file.text();
    const format = file.name.toLowerCase().endsWith(".fdx") ? "fdx" : "fountain";
    importing.mutate({ filename: file.name, format, content });
  }

  return (
    <>
      <input
        ref={input}
        type="file"
        accept={ACCEPT}
        hidden
        data-testid="import-file"
        onChange={onFile}
      />
      <Button
        variant="outline"
        size={size}
        onClick={() => input.current?.click()}
        disabled={importing.isPending}
      >
        <UploadIcon aria-hidden="true" />
        {importing.isPending ? "Importing..." : "Import"}
      </Button>
    </>
  );
}

export { ImportScreenplayButton };
