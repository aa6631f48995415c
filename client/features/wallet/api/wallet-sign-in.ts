import { apiRequest } from "#client/lib/api-client";
import type { PublicUser, WalletType } from "#shared/schemas/user";
import type { WalletAuthInput, WalletChallenge } from "#shared/schemas/wallet";

/** Step 2 of wallet sign-in: the server's one-time message for this address. */
export function requestWalletChallenge(walletAddress: string, walletType: WalletType) {
  return apiRequest<WalletChallenge>("POST", "/api/wallet-auth/challenge", {
    walletAddress,
    walletType,
  });
}

/** Step 3: the signed message; the answer is the signed-in user. */
export function submitWalletSignature(input: WalletAuthInput) {
  return apiRequest<PublicUser>("POST", "/api/wallet-auth", input);
}
