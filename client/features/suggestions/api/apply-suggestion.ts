import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AiSuggestion } from "../../../../shared/schemas/ai";
import { toastError } from "../../../components/ui/use-toast";
import { apiRequest } from "../../../lib/api-client";
import { suggestionsKey } from "./get-suggestions";

/** Apply marks a suggestion used (PRODUCT.md §7); the list is then reloaded. */
export function useApplySuggestion(screenplayId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest<AiSuggestion>("PATCH", `/api/suggestions/${id}`, { isApplied: true }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: suggestionsKey(screenplayId) }),
    onError: (error) => toastError("Failed to apply suggestion", error),
  });
}
