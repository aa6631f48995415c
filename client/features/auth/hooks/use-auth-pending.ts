import { useIsMutating } from "@tanstack/react-query";
import { authMutationKey } from "../api/login";

/** True while any auth action (login, register, logout) runs. */
export function useAuthPending(): boolean {
  return useIsMutating({ mutationKey: authMutationKey }) > 0;
}
