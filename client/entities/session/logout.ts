import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast, toastError } from "#client/components/ui/use-toast";
import { apiRequest } from "#client/lib/api-client";
import { sessionKeys } from "./keys";

export function useLogout({ onLoggedOut }: { onLoggedOut?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: sessionKeys.signInOut,
    mutationFn: () => apiRequest<void>("POST", "/api/logout"),
    onSuccess: () => {
      onLoggedOut?.();
      // Nothing of the previous user's data may linger in the cache.
      queryClient.removeQueries({
        predicate: (query) => query.queryKey[0] !== sessionKeys.user[0],
      });
      queryClient.setQueryData(sessionKeys.user, null);
      toast({ title: "Logged out", description: "You have been successfully logged out." });
    },
    onError: (error) => toastError("Logout failed", error),
  });
}
