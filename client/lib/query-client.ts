import { QueryClient } from "@tanstack/react-query";

/** Spec §7: no automatic retry, no refetch on focus, no polling, data never goes stale. */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: false,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        staleTime: Number.POSITIVE_INFINITY,
      },
      mutations: { retry: false },
    },
  });
}
