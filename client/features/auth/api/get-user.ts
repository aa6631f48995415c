import { queryOptions, useQuery } from "@tanstack/react-query";
import type { PublicUser } from "../../../../shared/schemas/user";
import { getJson } from "../../../lib/api-client";

export const userQueryKey = ["user"] as const;

/** The current user; a 401 means nobody is signed in (null), not an error. */
export const userQueryOptions = queryOptions({
  queryKey: userQueryKey,
  queryFn: () => getJson<PublicUser>("/api/user", { on401: "returnNull" }),
});

export function useUser() {
  return useQuery(userQueryOptions);
}
