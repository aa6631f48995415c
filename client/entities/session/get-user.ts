import { queryOptions, useQuery } from "@tanstack/react-query";
import { getJson } from "#client/lib/api-client";
import { rememberSignIn } from "#client/lib/remembered-sign-in";
import type { PublicUser } from "#shared/schemas/user";
import { sessionKeys } from "./keys";

/** The current user; a 401 means nobody is signed in (null), not an error. */
export const userQueryOptions = queryOptions({
  queryKey: sessionKeys.user,
  queryFn: async () => {
    const user = await getJson<PublicUser>("/api/user", { on401: "returnNull" });
    if (user) rememberSignIn();
    return user;
  },
});

export function useUser() {
  return useQuery(userQueryOptions);
}
