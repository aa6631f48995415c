import { queryOptions, useQuery } from "@tanstack/react-query";
import { getJson } from "#client/lib/api-client";
import type { Screenplay } from "#shared/schemas/screenplay";
import { screenplayKeys } from "./keys";

export function screenplayQueryOptions(id: number) {
  return queryOptions({
    queryKey: screenplayKeys.detail(id),
    queryFn: () => getJson<Screenplay>(`/api/screenplays/${id}`),
  });
}

export function useScreenplay(id: number) {
  return useQuery({ ...screenplayQueryOptions(id), enabled: Number.isInteger(id) && id > 0 });
}
