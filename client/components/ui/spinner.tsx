import { Loader2Icon } from "lucide-react";
import { cn } from "#client/lib/cn";

function Spinner({ className, label = "Loading" }: { className?: string; label?: string }) {
  return (
    <div role="status" aria-label={label} className={cn("flex justify-center p-10", className)}>
      <Loader2Icon className="size-8 animate-spin text-primary" aria-hidden="true" />
    </div>
  );
}

export { Spinner };
