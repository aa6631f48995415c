import type { WalletType } from "#shared/schemas/user";

/**
 * The Sign-In-With-X message (CAIP-122, in the EIP-4361 layout that Phantom's Sign In With
 * Solana and the Bitcoin wallets show as a sign-in request). The wallet signs these exact
 * bytes; the server keeps its own copy and compares, so parsing here is only for lookup.
 */
export type SiwxFields = {
  domain: string;
  address: string;
  walletType: WalletType;
  uri: string;
  nonce: string;
  issuedAt: Date;
  expiresAt: Date;
};

export const SIWX_STATEMENT =
  "Sign in to Scriptwright. This request will not trigger a blockchain transaction or cost any fees.";

const CHAIN_NAMES: Record<WalletType, string> = { solana: "Solana", bitcoin: "Bitcoin" };

export function buildSiwxMessage(fields: SiwxFields): string {
  return [
    `${fields.domain} wants you to sign in with your ${CHAIN_NAMES[fields.walletType]} account:`,
    fields.address,
    "",
    SIWX_STATEMENT,
    "",
    `URI: ${fields.uri}`,
    "Version: 1",
    "Chain ID: mainnet",
    `Nonce: ${fields.nonce}`,
    `Issued At: ${fields.issuedAt.toISOString()}`,
    `Expiration Time: ${fields.expiresAt.toISOString()}`,
  ].join("\n");
}

/** The nonce line of a message; null when there is none (not a message we could have issued). */
export function readNonce(message: string): string | null {
  return /^Nonce: ([0-9a-f]{32})$/m.exec(message)?.[1] ?? null;
}

/** The domain of the first line, the site the wallet was told it is signing in to. */
export function readDomain(message: string): string | null {
  return /^(\S+) wants you to sign in with your /.exec(message)?.[1] ?? null;
}
