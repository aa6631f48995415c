import { queryOptions, useQuery } from "@tanstack/react-query";
import type { MovieQuote } from "#shared/schemas/movie-quote";
import { getJson } from "../../lib/api-client";
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
