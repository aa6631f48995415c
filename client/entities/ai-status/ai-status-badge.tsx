import { queryOptions, useQuery } from "@tanstack/react-query";
import { BotIcon, CpuIcon } from "lucide-react";
import { getJson } from "#client/lib/api-client";
import { cn } from "#client/lib/cn";
import type { AiStatus } from "#shared/schemas/ai";
import { aiStatusKeys } from "./keys";

export const aiStatusQueryOptions = queryOptions({
  queryKey: aiStatusKeys.current,
  queryFn: () => getJson<AiStatus>("/api/ai/status"),
});

/**
 * Says which writer answers the AI buttons: the built-in offline writer is
 * labelled as such, so nobody mistakes its drafts for a model's. Nothing shows until known.
 */
function AiStatusBadge({ className }: { className?: string }) {
  const { data } = useQuery(aiStatusQueryOptions);
  if (!data) return null;
  const Icon = data.offline ? CpuIcon : BotIcon;
  return (
    <p
      data-testid="ai-status"
      className={cn(
        "inline-flex max-w-full items-start gap-1.5 rounded-md border border-border bg-muted/60 px-2 py-1 text-xs text-muted-foreground",
        className,
      )}
    >
      <Icon className="mt-px size-3.5 shrink-0" aria-hidden="true" />
      <span>
        <span className="sr-only">AI writer: </span>
        {data.label}
      </span>
    </p>
  );
}

export { AiStatusBadge };
