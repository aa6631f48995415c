import { MutationCache, QueryCache, QueryClient } from "@tanstack/react-query";
import { isApiError } from "./api-client";

/**
 * No automatic retry, no refetch on focus, no polling, data never goes stale.
 * `onUnauthorized` runs when any call answers 401 (the session ended), so the app can treat
 * the visitor as signed out instead of showing stale data.
 */
export function createQueryClient({ onUnauthorized }: { onUnauthorized?: () => void } = {}) {
  const onError = (error: unknown) => {
    if (isApiError(error) && error.status === 401) onUnauthorized?.();
  };
  return new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
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
