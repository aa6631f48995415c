import { type FetchQueryOptions, QueryClientProvider, type QueryKey } from "@tanstack/react-query";
import type * as React from "react";
import { sessionKeys } from "#client/entities/session/keys";
import { createQueryClient } from "#client/lib/query-client";

/**
 * One cache for the whole visit. It is provided by the routes that fetch data (not at the
 * root) so the landing page does not load the data layer; the cache itself outlives them.
 */
const queryClient = createQueryClient({
  // A 401 from any call means the session is gone: drop the user (the protected layout then
  // sends the visitor to /auth?next=…).
  onUnauthorized: () => queryClient.setQueryData(sessionKeys.user, null),
});

/** Starts a query ahead of the screen that shows it (see lazyRoute's `loader`); errors land in its state. */
function prefetch<T, K extends QueryKey>(options: FetchQueryOptions<T, Error, T, K>) {
  void queryClient.prefetchQuery(options);
}

function QueryProvider({ children }: { children: React.ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}

export { prefetch, QueryProvider };
