import type * as React from "react";
import { cn } from "#client/lib/cn";

/*
 * Avatars show initials only (users have no pictures), so these are the two spans Radix's
 * Avatar rendered without an image, minus its image-loading code.
 */

function Avatar({ className, ...props }: React.ComponentProps<"span">) {
  return (
    <span
      className={cn("relative flex size-8 shrink-0 overflow-hidden rounded-full", className)}
      {...props}
    />
  );
}

function AvatarFallback({ className, ...props }: React.ComponentProps<"span">) {
  return (
    <span
      className={cn(
        "flex size-full items-center justify-center rounded-full bg-accent-soft text-xs font-semibold text-accent-strong",
        className,
      )}
      {...props}
    />
  );
}

export { Avatar, AvatarFallback };
