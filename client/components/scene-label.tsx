import type * as React from "react";
import { cn } from "#client/lib/cn";
import { Badge } from "./ui/badge";

/**
 * How a list names a scene: its number in a badge, then its heading in the script's type with its
 * beat under it. `children` adds lines under the beat; the caller wraps it in its own button.
 */
function SceneLabel({
  number,
  heading,
  beat,
  selected = false,
  className,
  children,
}: {
  number: React.ReactNode;
  heading: string;
  beat: string | null;
  /** The selected scene's badge is filled, like the list's selected row. */
  selected?: boolean;
  /** Classes for the column that holds the heading, the beat and `children`. */
  className?: string;
  children?: React.ReactNode;
}) {
  return (
    <>
      <Badge variant={selected ? "default" : "secondary"} className="mt-0.5 min-w-7 justify-center">
        {number}
      </Badge>
      <span className={cn("grid min-w-0 gap-0.5", className)}>
        <span className="font-script text-sm font-bold break-words uppercase">{heading}</span>
        {beat ? <span className="line-clamp-2 text-xs text-foreground/80">{beat}</span> : null}
        {children}
      </span>
    </>
  );
}

export { SceneLabel };
