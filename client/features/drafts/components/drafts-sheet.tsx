import * as React from "react";
import { SheetPanel } from "#client/components/ui/sheet";
import { DraftCompare, type Sides } from "./draft-compare";
import { DraftsTrigger } from "./drafts-button";
import { DraftsHistory } from "./drafts-history";
import { SaveDraftForm } from "./save-draft-form";

/**
 * The Drafts panel: save a draft, the history with Compare, Restore and Delete, and the
 * comparison of any two versions in place of the history.
 */
function DraftsSheet({
  screenplayId,
  defaultOpen = false,
}: {
  screenplayId: number;
  defaultOpen?: boolean;
}) {
  const [comparing, setComparing] = React.useState<Sides | null>(null);
  return (
    <SheetPanel
      defaultOpen={defaultOpen}
      onOpenChange={(open) => !open && setComparing(null)}
      trigger={<DraftsTrigger />}
      title="Drafts"
      description="Versions of the whole screenplay you can compare and go back to."
      className="w-full max-w-none overflow-y-auto sm:max-w-xl lg:max-w-3xl"
    >
      {comparing ? (
        <DraftCompare
          screenplayId={screenplayId}
          sides={comparing}
          onSidesChange={setComparing}
          onBack={() => setComparing(null)}
        />
      ) : (
        <>
          <SaveDraftForm screenplayId={screenplayId} />
          <DraftsHistory
            screenplayId={screenplayId}
            onCompare={(from) => setComparing({ from, to: "current" })}
          />
        </>
      )}
    </SheetPanel>
  );
}

export { DraftsSheet };
