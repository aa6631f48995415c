import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Screenplay } from "#shared/schemas/screenplay";
import { getJson } from "../../lib/api-client";
import { screenplayKeys } from "./keys";

export const screenplaysQueryOptions = queryOptions({
  queryKey: screenplayKeys.all,
  queryFn: () => getJson<Screenplay[]>("/api/screenplays"),
});

export function useScreenplays() {
  return useQuery(screenplaysQueryOptions);
}
