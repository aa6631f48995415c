import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast, toastError } from "#client/components/ui/use-toast";
import { sessionKeys } from "#client/entities/session/keys";
import type { PublicUser, WalletType } from "#shared/schemas/user";
import { findBitcoinWallet, NO_BITCOIN_WALLET } from "../adapters/bitcoin";
import { findSolanaWallet, NO_SOLANA_WALLET } from "../adapters/solana";
import { WalletError } from "../adapters/wallet-error";
import { requestWalletChallenge, submitWalletSignature } from "../api/wallet-sign-in";

const FINDERS = {
  bitcoin: { find: findBitcoinWallet, missing: NO_BITCOIN_WALLET },
  solana: { find: findSolanaWallet, missing: NO_SOLANA_WALLET },
} as const;

export function shortAddress(address: string): string {
  return `${address.slice(0, 6)}...${address.slice(-4)}`;
}

/** Detect the wallet → its address → the server's challenge → the wallet's signature → sign in. */
async function signInWithWallet(walletType: WalletType): Promise<PublicUser> {
  const { find, missing } = FINDERS[walletType];
  const wallet = find();
  // No wallet: say which ones work, and send nothing.
  if (!wallet) throw new WalletError("not-found", missing);
  const address = await wallet.getAddress();
  const challenge = await requestWalletChallenge(address, walletType);
  const signature = await wallet.signMessage(address, challenge.message);
  return submitWalletSignature({
    walletAddress: address,
    walletType,
    message: challenge.message,
    signature,
  });
}

export function useWalletSignIn() {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    // The session's sign-in key: the auth forms' pending flag covers a wallet sign-in too.
    mutationKey: sessionKeys.signInOut,
    mutationFn: signInWithWallet,
    onSuccess: (user) => {
      queryClient.setQueryData(sessionKeys.user, user);
      const address = user.walletAddress ?? "";
      toast({
        title: "Wallet login successful",
        description: `Signed in as ${shortAddress(address)}`,
      });
    },
    onError: (error) => toastError("Wallet login failed", error),
  });
  return {
    signIn: mutation.mutate,
    /** The wallet type being signed in with, while it runs. */
    pendingType: mutation.isPending ? mutation.variables : undefined,
  };
}
