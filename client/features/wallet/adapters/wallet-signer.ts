import type { WalletType } from "#shared/schemas/user";

/**
 * What sign-in needs from any wallet: its address, and a signature of the server's message
 * exactly as given, encoded as the server accepts it (base58 for Solana, base64 for Bitcoin).
 */
export type WalletSigner = {
  name: string;
  walletType: WalletType;
  getAddress(): Promise<string>;
  signMessage(address: string, message: string): Promise<string>;
};

/** The injected globals we look for; all optional, all untrusted shapes. */
export type WalletWindow = Window & {
  phantom?: { solana?: unknown };
  solana?: unknown;
  unisat?: unknown;
  XverseProviders?: { BitcoinProvider?: unknown };
  BitcoinProvider?: unknown;
  LeatherProvider?: unknown;
  okxwallet?: { bitcoin?: unknown };
};

export function walletWindow(): WalletWindow {
  return window as WalletWindow;
}

export function hasMethod<K extends string>(
  value: unknown,
  name: K,
): value is Record<K, (...args: never[]) => unknown> {
  return (
    typeof value === "object" &&
    value !== null &&
    typeof (value as Record<string, unknown>)[name] === "function"
  );
}
