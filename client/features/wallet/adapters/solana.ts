import bs58 from "bs58";
import { guarded, WalletError } from "./wallet-error";
import { hasMethod, type WalletSigner, walletWindow } from "./wallet-signer";
import { type StandardAccount, type StandardWallet, standardWallets } from "./wallet-standard";

type InjectedSolana = {
  connect(): Promise<{ publicKey?: { toString(): string } } | undefined>;
  publicKey?: { toString(): string } | null;
  signMessage(message: Uint8Array, display?: "utf8"): Promise<{ signature: Uint8Array }>;
};

type StandardSignMessage = {
  signMessage(input: {
    account: StandardAccount;
    message: Uint8Array;
  }): Promise<ReadonlyArray<{ signature: Uint8Array }>>;
};
type StandardConnect = { connect(): Promise<{ accounts: readonly StandardAccount[] }> };

const encode = (message: string) => new TextEncoder().encode(message);

function wrap(name: string, steps: Omit<WalletSigner, "name" | "walletType">): WalletSigner {
  return {
    name,
    walletType: "solana",
    getAddress: () => guarded(name, "connect", steps.getAddress),
    signMessage: (address, message) =>
      guarded(name, "sign", () => steps.signMessage(address, message)),
  };
}

/** Phantom (and wallets imitating its injected API: Solflare and Backpack set window.solana too). */
function injectedSolana(): WalletSigner | null {
  const w = walletWindow();
  const provider = [w.phantom?.solana, w.solana].find(
    (candidate) => hasMethod(candidate, "connect") && hasMethod(candidate, "signMessage"),
  ) as InjectedSolana | undefined;
  if (!provider) return null;
  return wrap("Phantom", {
    async getAddress() {
      const connected = await provider.connect();
      const key = connected?.publicKey ?? provider.publicKey;
      if (!key) throw new WalletError("failed", "The wallet did not share an address.");
      return key.toString();
    },
    async signMessage(_address, message) {
      const { signature } = await provider.signMessage(encode(message), "utf8");
      return bs58.encode(signature);
    },
  });
}

function supportsSolanaSignIn(wallet: StandardWallet): boolean {
  return (
    hasMethod(wallet.features["standard:connect"], "connect") &&
    hasMethod(wallet.features["solana:signMessage"], "signMessage")
  );
}

/** Any Wallet Standard wallet offering `solana:signMessage` (Solflare, Backpack, Phantom…). */
function standardSolana(): WalletSigner | null {
  const wallet = standardWallets().find(supportsSolanaSignIn);
  if (!wallet) return null;
  const connect = wallet.features["standard:connect"] as StandardConnect;
  const sign = wallet.features["solana:signMessage"] as StandardSignMessage;
  let accounts: readonly StandardAccount[] = [];
  return wrap(wallet.name, {
    async getAddress() {
      ({ accounts } = await connect.connect());
      const account = accounts.find((a) => a.chains?.some((c) => c.startsWith("solana:")));
      const chosen = account ?? accounts[0];
      if (!chosen) throw new WalletError("failed", "The wallet did not share an address.");
      return chosen.address;
    },
    async signMessage(address, message) {
      const account = accounts.find((a) => a.address === address);
      if (!account)
        throw new WalletError("failed", "The wallet account changed; please try again.");
      const [output] = await sign.signMessage({ account, message: encode(message) });
      if (!output) throw new WalletError("failed", "The wallet returned no signature.");
      return bs58.encode(output.signature);
    },
  });
}

export function findSolanaWallet(): WalletSigner | null {
  return injectedSolana() ?? standardSolana();
}

export const NO_SOLANA_WALLET =
  "No Solana wallet found. Install Phantom, Solflare or Backpack and try again.";
