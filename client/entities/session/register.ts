import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast, toastError } from "#client/components/ui/use-toast";
import { apiRequest } from "#client/lib/api-client";
import type { PublicUser, RegisterInput } from "#shared/schemas/user";
import { sessionKeys } from "./keys";

export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: sessionKeys.signInOut,
    // Only username and password leave the browser; confirmPassword never does.
    mutationFn: ({ username, password }: RegisterInput) =>
      apiRequest<PublicUser>("POST", "/api/register", { username, password }),
    onSuccess: (user) => {
      queryClient.setQueryData(sessionKeys.user, user);
      toast({ title: "Registration successful", description: "Your account is ready." });
    },
    onError: (error) => toastError("Registration failed", error),
  });
}
