import type * as React from "react";
import { cn } from "#client/lib/cn";

const MAX = 100;

/**
 * A progress bar from 0 to 100, with the role, ARIA values and data attributes Radix's Progress
 * gave it; a value outside 0–100 shows as indeterminate, as there. Plain markup: Radix added
 * nothing else for a bar that never takes focus.
 */
function Progress({
  className,
  value,
  ...props
}: Omit<React.ComponentProps<"div">, "children"> & { value: number }) {
  const valid = Number.isFinite(value) && value >= 0 && value <= MAX;
  const state = !valid ? "indeterminate" : value === MAX ? "complete" : "loading";
  const data = { "data-state": state, "data-value": valid ? value : undefined, "data-max": MAX };
  return (
    <div
      role="progressbar"
      aria-valuemin={0}
      aria-valuemax={MAX}
      aria-valuenow={valid ? value : undefined}
      aria-valuetext={valid ? `${Math.round(value)}%` : undefined}
      {...data}
      className={cn("relative h-2 w-full overflow-hidden rounded-full bg-muted", className)}
      {...props}
    >
      <div
        {...data}
        className="h-full w-full flex-1 bg-primary transition-transform"
        style={{ transform: `translateX(-${MAX - value}%)` }}
      />
    </div>
  );
}

export { Progress };
