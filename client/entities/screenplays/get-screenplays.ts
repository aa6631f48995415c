import { queryOptions, useQuery } from "@tanstack/react-query";
import { getJson } from "#client/lib/api-client";
import type { Screenplay } from "#shared/schemas/screenplay";
import { screenplayKeys } from "./keys";

export const screenplaysQueryOptions = queryOptions({
  queryKey: screenplayKeys.all,
  queryFn: () => getJson<Screenplay[]>("/api/screenplays"),
});

export function useScreenplays() {
  return useQuery(screenplaysQueryOptions);
}
