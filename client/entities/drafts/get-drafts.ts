import { queryOptions, useQuery } from "@tanstack/react-query";
import { getJson } from "#client/lib/api-client";
import type { DraftSummary, SceneComparison } from "#shared/schemas/draft";
import { draftKeys } from "./keys";

/** The screenplay's drafts, newest first. */
export function useDrafts(screenplayId: number) {
  return useQuery(
    queryOptions({
      queryKey: draftKeys.list(screenplayId),
      queryFn: () => getJson<DraftSummary[]>(`/api/screenplays/${screenplayId}/drafts`),
    }),
  );
}

/**
 * Scene by scene, what changed from draft `from` to draft `to` or to the screenplay as it is
 * now ("current"). Nothing is asked until both sides are chosen.
 */
export function useDraftComparison(
  screenplayId: number,
  from: number | null,
  to: number | "current" | null,
) {
  return useQuery({
    queryKey: draftKeys.compare(screenplayId, from ?? 0, to ?? "current"),
    queryFn: () =>
      getJson<{ scenes: SceneComparison[] }>(
        `/api/screenplays/${screenplayId}/drafts/compare?from=${from}&to=${to}`,
      ),
    enabled: from !== null && to !== null,
    // "current" moves with every edit: compare afresh each time the view opens.
    staleTime: 0,
  });
}
