import { useIsMutating } from "@tanstack/react-query";
import { sessionKeys } from "./keys";

/** True while any auth action (login, register, logout, a wallet sign-in) runs. */
export function useAuthPending(): boolean {
  return useIsMutating({ mutationKey: sessionKeys.signInOut }) > 0;
}
