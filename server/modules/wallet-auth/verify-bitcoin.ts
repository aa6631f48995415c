import { looksLikeBitcoinAddress } from "#shared/schemas/wallet";

type Bip322 = typeof import("bip322-js");
let bip322: Promise<Bip322> | undefined;

/** Loaded on first Bitcoin use: bitcoinjs and its curves cost ~130 ms at server start otherwise. */
function loadBip322(): Promise<Bip322> {
  bip322 ??= import("bip322-js");
  return bip322;
}

/** A mainnet address we can verify: the shape check, then the checksum (bech32 or base58check). */
export async function isVerifiableBitcoinAddress(address: string): Promise<boolean> {
  if (!looksLikeBitcoinAddress(address)) return false;
  const { Address } = await loadBip322();
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
 * of another type, which loose mode accepts. The library throws on many malformed inputs;
 * every throw is a refusal.
 */
export async function verifyBitcoinSignature(
  address: string,
  message: string,
  signature: string,
): Promise<boolean> {
  const { Verifier } = await loadBip322();
  try {
    return Verifier.verifySignature(address, message, signature, true) === true;
  } catch {
    return false;
  }
}
