import { CheckIcon, CircleAlertIcon, LoaderIcon } from "lucide-react";
import type { SyncStatus } from "../sync/sync-types";

const SAID: Record<SyncStatus, string> = {
  saved: "All changes saved",
  unsaved: "Unsaved changes",
  saving: "Saving…",
  failed: "Not saved yet: kept on this device, tried again as you type",
};

/** Where the script's saving stands, said politely to screen readers as it changes. */
function SaveStatus({ status }: { status: SyncStatus }) {
  const Icon = status === "failed" ? CircleAlertIcon : status === "saved" ? CheckIcon : LoaderIcon;
  return (
    <p
      role="status"
      data-testid="script-save-status"
      data-status={status}
      className={
        status === "failed"
          ? "flex items-center gap-1.5 text-sm text-destructive"
          : "flex items-center gap-1.5 text-sm text-muted-foreground"
      }
    >
      <Icon className="size-4" aria-hidden="true" />
      {SAID[status]}
    </p>
  );
}

export { SaveStatus };
