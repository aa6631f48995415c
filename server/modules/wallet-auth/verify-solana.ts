import { ed25519 } from "@noble/curves/ed25519.js";
import { decodeBase58, solanaSignatureCandidates } from "#shared/schemas/wallet";

/**
 * True when `signature` is an ed25519 signature of the message's UTF-8 bytes by the key the
 * address *is* (a Solana address is the base58 public key). No key sent by the client is used.
 */
export function verifySolanaSignature(
  address: string,
  message: string,
  signature: string,
): boolean {
  const publicKey = decodeBase58(address);
  if (publicKey?.length !== 32) return false;
  const bytes = new TextEncoder().encode(message);
  return solanaSignatureCandidates(signature).some((candidate) => {
    try {
      // RFC 8032 rules rather than the looser ZIP-215: wallets only ever make canonical signatures.
      return ed25519.verify(candidate, bytes, publicKey, { zip215: false });
    } catch {
      return false;
    }
  });
}
