import { Avatar as AvatarPrimitive } from "radix-ui";
import type * as React from "react";
import { cn } from "../../lib/cn";

function Avatar({ className, ...props }: React.ComponentProps<typeof AvatarPrimitive.Root>) {
  return (
    <AvatarPrimitive.Root
      className={cn("relative flex size-8 shrink-0 overflow-hidden rounded-full", className)}
      {...props}
    />
  );
}

function AvatarFallback({
  className,
  ...props
}: React.ComponentProps<typeof AvatarPrimitive.Fallback>) {
  return (
    <AvatarPrimitive.Fallback
      className={cn(
        "flex size-full items-center justify-center rounded-full bg-accent-soft text-xs font-semibold text-accent-strong",
        className,
      )}
      {...props}
    />
  );
}

export { Avatar, AvatarFallback };
