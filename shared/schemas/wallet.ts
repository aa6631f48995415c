import bs58 from "bs58";
import * as z from "zod/mini";
import { requiredText } from "./common";
import { type WalletType, WalletTypeSchema } from "./user";

/*
 * Wallet sign-in. These checks are the syntax both sides agree on; the server
 * adds the ones that need Node (Bitcoin checksums) and, of course, the signature itself.
 */

const BASE58 = /^[1-9A-HJ-NP-Za-km-z]+$/;
const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}(?:==)?|[A-Za-z0-9+/]{3}=?)?$/;
/** Mainnet only: p2pkh (1…), p2sh (3…, e.g. p2sh-p2wpkh), p2wpkh (bc1q…, 42) and p2tr (bc1p…, 62). */
const BITCOIN_ADDRESS =
  /^(?:[13][1-9A-HJ-NP-Za-km-z]{25,34}|bc1q[02-9ac-hj-np-z]{38}|bc1p[02-9ac-hj-np-z]{58})$/;

export const ED25519_SIGNATURE_BYTES = 64;

export function decodeBase58(text: string): Uint8Array | null {
  if (!BASE58.test(text)) return null;
  try {
    return bs58.decode(text);
  } catch {
    return null;
  }
}

/** Standard base64, padded or not; null for anything else. */
export function decodeBase64(text: string): Uint8Array | null {
  if (text.length === 0 || !BASE64.test(text)) return null;
  try {
    return Uint8Array.from(atob(text), (c) => c.charCodeAt(0));
  } catch {
    return null;
  }
}

/** A Solana address is the base58 of a 32-byte ed25519 public key. */
export function isSolanaAddress(address: string): boolean {
  return address.length <= 44 && decodeBase58(address)?.length === 32;
}

export function looksLikeBitcoinAddress(address: string): boolean {
  return BITCOIN_ADDRESS.test(address);
}

/**
 * The 64-byte readings of a Solana signature: wallets hand back bytes that apps send as base58
 * or base64. A rare string is valid in both; each reading is tried, and only a real signature
 * by the address's key passes, so accepting both gives nothing away.
 */
export function solanaSignatureCandidates(signature: string): Uint8Array[] {
  return [decodeBase58(signature), decodeBase64(signature)].filter(
    (bytes): bytes is Uint8Array => bytes?.length === ED25519_SIGNATURE_BYTES,
  );
}

const ADDRESS_RULES: Record<WalletType, { test: (address: string) => boolean; rule: string }> = {
  solana: {
    test: isSolanaAddress,
    rule: "walletAddress must be a Solana address (base58 of a 32-byte public key)",
  },
  bitcoin: {
    test: looksLikeBitcoinAddress,
    rule: "walletAddress must be a Bitcoin mainnet address (p2pkh, p2sh, p2wpkh or p2tr)",
  },
};

const WalletFieldsSchema = z.object({
  walletAddress: requiredText("walletAddress", 100, { trim: false }),
  walletType: WalletTypeSchema,
});

function checkAddress(
  value: { walletAddress: string; walletType: WalletType },
  ctx: z.core.$RefinementCtx,
) {
  const rule = ADDRESS_RULES[value.walletType];
  if (!rule.test(value.walletAddress)) {
    ctx.addIssue({ code: "custom", path: ["walletAddress"], message: rule.rule });
  }
}

export const WalletChallengeRequestSchema = WalletFieldsSchema.check(z.superRefine(checkAddress));
export type WalletChallengeRequest = z.infer<typeof WalletChallengeRequestSchema>;

export const WalletChallengeSchema = z.object({
  message: z.string(),
  nonce: z.string(),
  expiresAt: z.string(),
});
export type WalletChallenge = z.infer<typeof WalletChallengeSchema>;

function checkSignature(
  value: { walletType: WalletType; signature: string },
  ctx: z.core.$RefinementCtx,
) {
  const valid =
    value.walletType === "solana"
      ? solanaSignatureCandidates(value.signature).length > 0
      : (decodeBase64(value.signature)?.length ?? 0) >= ED25519_SIGNATURE_BYTES;
  if (!valid) {
    ctx.addIssue({
      code: "custom",
      path: ["signature"],
      message:
        value.walletType === "solana"
          ? "signature must be a 64-byte signature in base58 or base64"
          : "signature must be a base64 BIP-322 or BIP-137 signature",
    });
  }
}

export const WalletAuthSchema = z
  .extend(WalletFieldsSchema, {
    message: requiredText("message", 2000, { trim: false }),
    signature: requiredText("signature", 2000),
  })
  .check(
    z.superRefine((value, ctx) => {
      checkAddress(value, ctx);
      checkSignature(value, ctx);
    }),
  );
export type WalletAuthInput = z.infer<typeof WalletAuthSchema>;
