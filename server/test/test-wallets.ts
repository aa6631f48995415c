import { createHash } from "node:crypto";
import { ed25519 } from "@noble/curves/ed25519.js";
import { secp256k1 } from "@noble/curves/secp256k1.js";
import { Address, Signer } from "bip322-js";
import bs58 from "bs58";

/*
 * Wallets for tests: fresh keys every time, signing as real wallets do. BIP-137 is written out
 * here (not taken from the library under test) so the verifier is checked against an
 * independent signer.
 */

export type SolanaTestWallet = {
  address: string;
  /** ed25519 over the UTF-8 bytes, as Phantom's signMessage does. */
  signBytes(message: string): Uint8Array;
  sign(message: string): string;
};

export function solanaWallet(): SolanaTestWallet {
  const secretKey = ed25519.utils.randomSecretKey();
  const signBytes = (message: string) => ed25519.sign(new TextEncoder().encode(message), secretKey);
  return {
    address: bs58.encode(ed25519.getPublicKey(secretKey)),
    signBytes,
    sign: (message) => bs58.encode(signBytes(message)),
  };
}

export type BitcoinAddressType = "p2pkh" | "p2sh-p2wpkh" | "p2wpkh" | "p2tr";

export type BitcoinTestWallet = {
  address: string;
  type: BitcoinAddressType;
  /** BIP-322 simple for segwit and taproot; the library signs BIP-137 for p2pkh. */
  signBip322(message: string): string;
  /** Legacy BIP-137 with the header flag of this address type (not for p2tr). */
  signBip137(message: string): string;
};

const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest();
const hash256 = (bytes: Uint8Array) => sha256(sha256(bytes));

function toWif(secretKey: Uint8Array): string {
  const payload = Buffer.concat([Buffer.from([0x80]), secretKey, Buffer.from([0x01])]);
  return bs58.encode(Buffer.concat([payload, hash256(payload).subarray(0, 4)]));
}

function varInt(n: number): Buffer {
  if (n < 0xfd) return Buffer.from([n]);
  const out = Buffer.alloc(3);
  out[0] = 0xfd;
  out.writeUInt16LE(n, 1);
  return out;
}

/** BIP-137 header bases for a compressed key: 31 p2pkh, 35 p2sh-p2wpkh, 39 p2wpkh. */
const BIP137_HEADER = { p2pkh: 31, "p2sh-p2wpkh": 35, p2wpkh: 39 } as const;

export function bitcoinWallet(type: BitcoinAddressType): BitcoinTestWallet {
  const secretKey = secp256k1.utils.randomSecretKey();
  const publicKey = Buffer.from(secp256k1.getPublicKey(secretKey, true));
  const address = Address.convertPubKeyIntoAddress(publicKey, type).mainnet;
  const wif = toWif(secretKey);
  return {
    address,
    type,
    signBip322: (message) => Signer.sign(wif, address, message),
    signBip137: (message) => {
      if (type === "p2tr") throw new Error("BIP-137 has no header for taproot");
      const text = Buffer.from(message, "utf8");
      const prefix = Buffer.from("\x18Bitcoin Signed Message:\n", "latin1");
      const digest = hash256(Buffer.concat([prefix, varInt(text.length), text]));
      // noble's "recovered" format puts the recovery id first, then r and s.
      const signed = secp256k1.sign(digest, secretKey, { prehash: false, format: "recovered" });
      const header = BIP137_HEADER[type] + (signed[0] ?? 0);
      return Buffer.concat([Buffer.from([header]), signed.subarray(1)]).toString("base64");
    },
  };
}
