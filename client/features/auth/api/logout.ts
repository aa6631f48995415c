import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast, toastError } from "../../../components/ui/use-toast";
import { apiRequest } from "../../../lib/api-client";
import { userQueryKey } from "./get-user";
import { authMutationKey } from "./login";

export function useLogout({ onLoggedOut }: { onLoggedOut?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: authMutationKey,
    mutationFn: () => apiRequest<void>("POST", "/api/logout"),
    onSuccess: () => {
      onLoggedOut?.();
      // Nothing of the previous user's data may linger in the cache.
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== userQueryKey[0] });
      queryClient.setQueryData(userQueryKey, null);
      toast({ title: "Logged out", description: "You have been successfully logged out." });
    },
    onError: (error) => toastError("Logout failed", error),
  });
}
