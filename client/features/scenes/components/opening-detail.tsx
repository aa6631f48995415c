import { PencilIcon } from "lucide-react";
import * as React from "react";
import { Button } from "#client/components/ui/button";
import type { Screenplay } from "#shared/schemas/screenplay";
import { DetailPanel, PrintedText } from "./detail-panel";
import { OpeningDialog } from "./opening-dialog";

/** The opening, selected in the scene list: formatted as it prints before scene 1; Edit. */
function OpeningDetail({ screenplay }: { screenplay: Screenplay }) {
  const [editing, setEditing] = React.useState(false);
  return (
    <DetailPanel
      headingId="opening-detail-heading"
      label="Before scene 1"
      heading="Opening"
      actions={
        <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
          <PencilIcon aria-hidden="true" />
          Edit
        </Button>
      }
    >
      <PrintedText
        testId="opening-content"
        heading=""
        text={screenplay.opening}
        label="The opening as it prints"
      />
      <OpeningDialog screenplay={screenplay} open={editing} onOpenChange={setEditing} />
    </DetailPanel>
  );
}

export { OpeningDetail };
