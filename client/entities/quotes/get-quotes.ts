import { queryOptions, useQuery } from "@tanstack/react-query";
import { getJson } from "#client/lib/api-client";
import type { MovieQuote } from "#shared/schemas/movie-quote";
import { quoteKeys } from "./keys";

/** Quotes change rarely: cached for 1 hour. */
export const quotesQueryOptions = queryOptions({
  queryKey: quoteKeys.all,
  queryFn: () => getJson<MovieQuote[]>("/api/movie-quotes"),
  staleTime: 60 * 60 * 1000,
});

export function useQuotes() {
  return useQuery(quotesQueryOptions);
}
