import type { LucideIcon } from "lucide-react";
import type * as React from "react";
import { cn } from "#client/lib/cn";
import { Button } from "./ui/button";

/** What a screen shows when its data could not be fetched: what failed, why, and a way to retry. */
function LoadError({
  title,
  error,
  onRetry,
}: {
  /** Says what could not be loaded, e.g. "The outline could not be loaded." */
  title: string;
  error: Error;
  onRetry: () => unknown;
}) {
  return (
    <div className="rounded-xl border border-dashed border-destructive/40 p-10 text-center">
      <p className="font-medium">{title}</p>
      <p className="mt-1 text-sm text-muted-foreground">{error.message}</p>
      <Button variant="outline" className="mt-4" onClick={() => void onRetry()}>
        Try again
      </Button>
    </div>
  );
}

/** A list with nothing in it yet: an icon, a heading, a line on how to start, then the way to. */
function EmptyState({
  icon: Icon,
  title,
  children,
  action,
  className = "py-14",
}: {
  icon: LucideIcon;
  title: string;
  children: React.ReactNode;
  action?: React.ReactNode;
  /** The block's vertical padding: a roomier one where it fills the page. */
  className?: string;
}) {
  return (
    <div
      className={cn(
        "flex flex-col items-center rounded-xl border border-dashed border-border bg-surface px-6 text-center",
        className,
      )}
    >
      <span className="flex size-12 items-center justify-center rounded-full bg-accent-soft">
        <Icon className="size-6 text-primary" aria-hidden="true" />
      </span>
      <h2 className="mt-4 text-lg font-semibold">{title}</h2>
      <p className="mt-1 max-w-sm text-sm text-muted-foreground">{children}</p>
      {action}
    </div>
  );
}

export { EmptyState, LoadError };
