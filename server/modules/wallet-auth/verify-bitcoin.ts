import { Address, Verifier } from "bip322-js";
import { looksLikeBitcoinAddress } from "../../../shared/schemas/wallet";

/** A mainnet address we can verify: the shape check, then the checksum (bech32 or base58check). */
export function isVerifiableBitcoinAddress(address: string): boolean {
  if (!looksLikeBitcoinAddress(address)) return false;
  try {
    Address.convertAdressToScriptPubkey(address);
    return true;
  } catch {
    return false;
  }
}

/**
 * BIP-322 simple (p2wpkh, p2sh-p2wpkh, single-key p2tr) or legacy BIP-137 (p2pkh, and the
 * segwit header flags), checked against the address itself. Strict mode: a BIP-137 signature
 * must carry the header of this address type, not merely come from a key that has some address
 * of another type (STACK-NOTES "Wallet crypto"). The library throws on many malformed inputs;
 * every throw is a refusal.
 */
export function verifyBitcoinSignature(
  address: string,
  message: string,
  signature: string,
): boolean {
  try {
    return Verifier.verifySignature(address, message, signature, true) === true;
  } catch {
    return false;
  }
}
