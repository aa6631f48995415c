import { PencilIcon } from "lucide-react";
import * as React from "react";
import type { Screenplay } from "../../../../shared/schemas/screenplay";
import { SceneNotes } from "../../../components/script-notes";
import { Button } from "../../../components/ui/button";
import { OpeningDialog } from "./opening-dialog";
import { ScriptPreview } from "./script-preview";

/** The opening, selected in the scene list: formatted as it prints before scene 1; Edit. */
function OpeningDetail({ screenplay }: { screenplay: Screenplay }) {
  const [editing, setEditing] = React.useState(false);
  return (
    <article
      aria-labelledby="opening-detail-heading"
      className="flex min-w-0 flex-col rounded-xl border border-border bg-surface shadow-sm"
    >
      <header className="flex flex-wrap items-start justify-between gap-3 border-b border-border px-5 py-4">
        <div className="grid min-w-0 gap-1">
          <p className="text-xs font-medium tracking-wide text-muted-foreground uppercase">
            Before scene 1
          </p>
          <h2 id="opening-detail-heading" className="font-script text-lg font-bold uppercase">
            Opening
          </h2>
        </div>
        <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
          <PencilIcon aria-hidden="true" />
          Edit
        </Button>
      </header>
      <div data-testid="opening-content" className="p-4 font-script">
        {/* The preview lays out a scene: its stand-in heading is left out, so only the opening shows. */}
        <ScriptPreview
          heading=""
          content={screenplay.opening}
          withHeading={false}
          label="The opening as it prints"
          className="max-h-[36rem] lg:max-h-[calc(100dvh-18rem)]"
        />
        <SceneNotes text={screenplay.opening} className="mt-3 font-sans" />
      </div>
      <OpeningDialog screenplay={screenplay} open={editing} onOpenChange={setEditing} />
    </article>
  );
}

export { OpeningDetail };
