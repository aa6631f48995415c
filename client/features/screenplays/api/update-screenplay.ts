import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Screenplay, UpdateScreenplayInput } from "../../../../shared/schemas/screenplay";
import { toast, toastError } from "../../../components/ui/use-toast";
import { apiRequest, isApiError } from "../../../lib/api-client";
import { screenplayKeys } from "./keys";

type UpdateOptions = {
  /** The spec's success toast title, e.g. 'Screenplay updated' or 'Progress saved'. */
  successTitle: string;
  successDescription?: string;
  /** The spec's failure toast title, e.g. 'Failed to update screenplay'. */
  failureTitle: string;
  onUpdated?: (screenplay: Screenplay) => void;
};

function currentFrom409(body: unknown): Screenplay | undefined {
  if (body && typeof body === "object" && "current" in body) {
    return (body as { current: Screenplay }).current;
  }
  return undefined;
}

/**
 * PATCH a screenplay with the `updatedAt` last seen; a 409 means someone else saved in
 * between, so the latest version is loaded and the writer is told instead of overwriting it.
 */
export function useUpdateScreenplay(id: number, options: UpdateOptions) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateScreenplayInput) =>
      apiRequest<Screenplay>("PATCH", `/api/screenplays/${id}`, input),
    onSuccess: (screenplay) => {
      queryClient.setQueryData(screenplayKeys.detail(id), screenplay);
      void queryClient.invalidateQueries({ queryKey: screenplayKeys.all, exact: true });
      toast({ title: options.successTitle, description: options.successDescription });
      options.onUpdated?.(screenplay);
    },
    onError: (error) => {
      if (isApiError(error) && error.status === 409) {
        const current = currentFrom409(error.body);
        if (current) queryClient.setQueryData(screenplayKeys.detail(id), current);
        else void queryClient.invalidateQueries({ queryKey: screenplayKeys.detail(id) });
        void queryClient.invalidateQueries({ queryKey: screenplayKeys.all, exact: true });
        toast({
          variant: "destructive",
          title: options.failureTitle,
          description:
            "409: This screenplay was changed somewhere else since you opened it. The latest version is now loaded; review it and save again.",
        });
        return;
      }
      toastError(options.failureTitle, error);
    },
  });
}
