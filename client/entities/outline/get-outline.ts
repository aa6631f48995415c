import { queryOptions, useQuery } from "@tanstack/react-query";
import { getJson } from "#client/lib/api-client";
import type { Outline } from "#shared/schemas/outline";
import { outlineKeys } from "./keys";

/** The screenplay's one outline, or null before the first save. */
export function outlineQueryOptions(screenplayId: number) {
  return queryOptions({
    queryKey: outlineKeys.detail(screenplayId),
    queryFn: () => getJson<Outline | null>(`/api/screenplays/${screenplayId}/outline`),
  });
}

export function useOutline(screenplayId: number) {
  return useQuery(outlineQueryOptions(screenplayId));
}
