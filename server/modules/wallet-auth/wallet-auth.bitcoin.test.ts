import { describe, expect, it } from "vitest";
import { send, sessionCookie } from "../../test/app";
import { setUpTestApp } from "../../test/set-up-app";
import {
  type BitcoinAddressType,
  type BitcoinTestWallet,
  bitcoinWallet,
} from "../../test/test-wallets";
import { REFUSALS } from "./wallet-auth.service";
import { countUsers, requestChallenge, submitSignature } from "./wallet-test-helpers";

const t = setUpTestApp({ ALLOWED_HOSTS: "localhost" });

type Scheme = "bip322" | "bip137";

async function signIn(wallet: BitcoinTestWallet, scheme: Scheme) {
  const { message } = await requestChallenge(t.app, wallet.address, "bitcoin");
  const signature = scheme === "bip322" ? wallet.signBip322(message) : wallet.signBip137(message);
  return submitSignature(t.app, {
    walletAddress: wallet.address,
    walletType: "bitcoin",
    message,
    signature,
  });
}

async function expectRefused(
  response: Awaited<ReturnType<typeof submitSignature>>,
  message: string,
) {
  expect(response.statusCode, response.body).toBe(401);
  expect(response.json().message).toBe(message);
  expect(response.cookies.find((c) => c.name === "sid")).toBeUndefined();
}

const SIGN_INS: Array<[BitcoinAddressType, Scheme, string]> = [
  ["p2pkh", "bip137", "legacy p2pkh, BIP-137"],
  ["p2wpkh", "bip322", "native segwit p2wpkh, BIP-322 simple"],
  ["p2tr", "bip322", "taproot p2tr, BIP-322 simple"],
  ["p2sh-p2wpkh", "bip322", "nested segwit p2sh-p2wpkh, BIP-322 simple"],
  ["p2wpkh", "bip137", "p2wpkh with a BIP-137 segwit header"],
  ["p2sh-p2wpkh", "bip137", "p2sh-p2wpkh with a BIP-137 segwit header"],
];

describe("Bitcoin sign-in", () => {
  for (const [type, scheme, label] of SIGN_INS) {
    it(`signs in with ${label}, creating the account once`, async () => {
      const wallet = bitcoinWallet(type);
      const before = await countUsers(t);
      const response = await signIn(wallet, scheme);
      expect(response.statusCode, response.body).toBe(200);
      const user = response.json();
      expect(user).toMatchObject({ walletAddress: wallet.address, walletType: "bitcoin" });
      expect(await countUsers(t)).toBe(before + 1);

      const me = await send(t.app, "GET", "/api/user", { cookie: sessionCookie(response) });
      expect(me.json()).toMatchObject({ id: user.id, walletAddress: wallet.address });

      const again = await signIn(wallet, scheme);
      expect(again.statusCode).toBe(200);
      expect(again.json().id).toBe(user.id);
      expect(await countUsers(t)).toBe(before + 1);
    });
  }

  it("refuses a signature by another key", async () => {
    const wallet = bitcoinWallet("p2wpkh");
    const other = bitcoinWallet("p2wpkh");
    const before = await countUsers(t);
    const { message } = await requestChallenge(t.app, wallet.address, "bitcoin");
    const response = await submitSignature(t.app, {
      walletAddress: wallet.address,
      walletType: "bitcoin",
      message,
      signature: other.signBip322(message),
    });
    await expectRefused(response, REFUSALS.badSignature);
    expect(await countUsers(t)).toBe(before);
  });

  it("refuses a BIP-137 signature whose header names another address type (strict mode)", async () => {
    const wallet = bitcoinWallet("p2wpkh");
    const { message } = await requestChallenge(t.app, wallet.address, "bitcoin");
    const signature = Buffer.from(wallet.signBip137(message), "base64");
    // Header 39–42 (p2wpkh) rewritten to 31–34 (p2pkh): same key, but a claim about a p2pkh address.
    signature[0] = (signature[0] ?? 0) - 8;
    const response = await submitSignature(t.app, {
      walletAddress: wallet.address,
      walletType: "bitcoin",
      message,
      signature: signature.toString("base64"),
    });
    await expectRefused(response, REFUSALS.badSignature);
  });

  it("refuses a tampered message and another address's signature", async () => {
    const wallet = bitcoinWallet("p2tr");
    const { message } = await requestChallenge(t.app, wallet.address, "bitcoin");
    const tampered = message.replace("Version: 1", "Version: 2");
    await expectRefused(
      await submitSignature(t.app, {
        walletAddress: wallet.address,
        walletType: "bitcoin",
        message: tampered,
        signature: wallet.signBip322(tampered),
      }),
      REFUSALS.tampered,
    );

    const victim = bitcoinWallet("p2wpkh");
    const attacker = bitcoinWallet("p2wpkh");
    const challenge = await requestChallenge(t.app, victim.address, "bitcoin");
    await expectRefused(
      await submitSignature(t.app, {
        walletAddress: victim.address,
        walletType: "bitcoin",
        message: challenge.message,
        // The attacker's BIP-322 signature for the victim's message, made with their own address.
        signature: attacker.signBip322(challenge.message),
      }),
      REFUSALS.badSignature,
    );
  });

  it("refuses garbage that decodes as base64 with 401, never 500", async () => {
    const wallet = bitcoinWallet("p2wpkh");
    for (const bytes of [65, 107, 300]) {
      const { message } = await requestChallenge(t.app, wallet.address, "bitcoin");
      const response = await submitSignature(t.app, {
        walletAddress: wallet.address,
        walletType: "bitcoin",
        message,
        signature: Buffer.alloc(bytes, 0x42).toString("base64"),
      });
      await expectRefused(response, REFUSALS.badSignature);
    }
  });

  it("answers a signature that is not base64 with 400 naming it", async () => {
    const wallet = bitcoinWallet("p2wpkh");
    const { message } = await requestChallenge(t.app, wallet.address, "bitcoin");
    const response = await submitSignature(t.app, {
      walletAddress: wallet.address,
      walletType: "bitcoin",
      message,
      signature: "%%%not-base64%%%",
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toHaveProperty("signature");
    expect(response.json().message).toBe("signature must be a base64 BIP-322 or BIP-137 signature");
  });
});
