import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast, toastError } from "#client/components/ui/use-toast";
import { apiRequest } from "#client/lib/api-client";
import type { Outline, SaveOutlineInput } from "#shared/schemas/outline";
import { outlineKeys } from "./keys";

export function saveOutline(input: SaveOutlineInput) {
  return apiRequest<Outline>("POST", "/api/outlines", input);
}

/** POST /api/outlines creates or replaces the screenplay's single outline. */
export function useSaveOutline() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveOutline,
    onSuccess: (outline) => {
      queryClient.setQueryData(outlineKeys.detail(outline.screenplayId), outline);
      toast({ title: "Outline saved", description: "Your three-act structure is saved." });
    },
    onError: (error) => toastError("Failed to save outline", error),
  });
}
