import { LightbulbIcon, XIcon } from "lucide-react";
import * as React from "react";
import { readStored, writeStored } from "#client/lib/browser-storage";
import { cn } from "#client/lib/cn";

const storageKey = (id: string) => `scriptwright:intro-tip:${id}`;

/** A dismissible tip; once dismissed it stays hidden for this browser (per tip id). */
function IntroTip({
  id,
  title,
  children,
  className,
}: {
  id: string;
  title: string;
  children: React.ReactNode;
  className?: string;
}) {
  const [dismissed, setDismissed] = React.useState(
    () => readStored(storageKey(id)) === "dismissed",
  );
  if (dismissed) return null;

  function dismiss() {
    writeStored(storageKey(id), "dismissed"); // without storage it still hides for this visit
    setDismissed(true);
  }

  return (
    <aside
      aria-label={title}
      className={cn(
        "relative flex gap-3 rounded-lg border border-primary/20 bg-accent-soft p-4 pr-10 text-sm text-accent-strong",
        className,
      )}
    >
      <LightbulbIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <div className="grid gap-1">
        <p className="font-semibold">{title}</p>
        <div className="leading-relaxed">{children}</div>
      </div>
      <button
        type="button"
        onClick={dismiss}
        aria-label="Dismiss tip"
        className="absolute top-2 right-2 rounded-md p-1 hover:bg-primary/10 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      >
        <XIcon className="size-4" aria-hidden="true" />
      </button>
    </aside>
  );
}

export { IntroTip };
