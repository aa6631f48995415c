import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast, toastError } from "#client/components/ui/use-toast";
import { apiRequest } from "#client/lib/api-client";
import { displayName } from "#client/lib/utils";
import type { LoginInput, PublicUser } from "#shared/schemas/user";
import { sessionKeys } from "./keys";

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: sessionKeys.signInOut,
    mutationFn: (input: LoginInput) => apiRequest<PublicUser>("POST", "/api/login", input),
    onSuccess: (user) => {
      queryClient.setQueryData(sessionKeys.user, user);
      toast({ title: "Login successful", description: `Welcome back, ${displayName(user)}!` });
    },
    onError: (error) => toastError("Login failed", error),
  });
}
