import { queryOptions, useQuery } from "@tanstack/react-query";
import type { PublicUser } from "../../../../shared/schemas/user";
import { getJson } from "../../../lib/api-client";
import { shortenAddress } from "../../../lib/utils";

/** The signed-in writer: screenplays are scoped to their owner, so this is the script's author. */
export const ownerQueryOptions = queryOptions({
  // The same cache entry as the header's current user.
  queryKey: ["user"] as const,
  queryFn: () => getJson<PublicUser>("/api/user", { on401: "returnNull" }),
});

export function useOwner() {
  return useQuery(ownerQueryOptions);
}

/** "Written by": the username, else the shortened wallet address. */
export function authorName(user: PublicUser | null | undefined): string | undefined {
  if (user?.username) return user.username;
  if (user?.walletAddress) return shortenAddress(user.walletAddress);
  return undefined;
}
