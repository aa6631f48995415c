import { queryOptions } from "@tanstack/react-query";
import { getJson } from "#client/lib/api-client";

/**
 * A list a screenplay owns (its characters, scenes or AI history), read whole. Its key
 * (`["screenplays", id, "scenes"]`) spells the API path it is read from.
 */
export function screenplayListQuery<Item>(queryKey: readonly ["screenplays", number, string]) {
  return queryOptions({ queryKey, queryFn: () => getJson<Item[]>(`/api/${queryKey.join("/")}`) });
}
