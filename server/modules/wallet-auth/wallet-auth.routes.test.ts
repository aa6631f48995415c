import { describe, expect, it } from "vitest";
import { send, sessionCookie } from "../../test/app";
import { createUser } from "../../test/factories";
import { setUpTestApp } from "../../test/set-up-app";
import { solanaWallet } from "../../test/test-wallets";
import { SIWX_STATEMENT } from "./siwx-message";
import { REFUSALS } from "./wallet-auth.service";
import { countUsers, requestChallenge, submitSignature } from "./wallet-test-helpers";

// The hosts these tests send (inject's own is localhost:80).
const t = setUpTestApp({ ALLOWED_HOSTS: "localhost,scripts.example:8443,a.example,b.example" });

/** Requests a challenge for a fresh Solana wallet and signs it. */
async function signedSolanaChallenge(wallet = solanaWallet()) {
  const { message } = await requestChallenge(t.app, wallet.address, "solana");
  return {
    wallet,
    body: {
      walletAddress: wallet.address,
      walletType: "solana" as const,
      message,
      signature: wallet.sign(message),
    },
  };
}

/** A refusal: the status and message, and no account was created by it. */
async function expectRefused(
  submit: () => ReturnType<typeof submitSignature>,
  status: number,
  message: string | RegExp,
) {
  const before = await countUsers(t);
  const response = await submit();
  expect(response.statusCode, response.body).toBe(status);
  const body = response.json() as { message: string };
  if (typeof message === "string") expect(body.message).toBe(message);
  else expect(body.message).toMatch(message);
  expect(response.cookies.find((c) => c.name === "sid")).toBeUndefined();
  expect(await countUsers(t)).toBe(before);
  return body;
}

describe("the wallet challenge", () => {
  it("is a Sign-In-With-X message with every field and a 128-bit nonce", async () => {
    const wallet = solanaWallet();
    const now = t.app.clock().getTime();
    const challenge = await requestChallenge(t.app, wallet.address, "solana", {
      host: "scripts.example:8443",
    });
    const lines = challenge.message.split("\n");
    expect(lines.slice(0, 8)).toEqual([
      "scripts.example:8443 wants you to sign in with your Solana account:",
      wallet.address,
      "",
      SIWX_STATEMENT,
      "",
      "URI: http://scripts.example:8443",
      "Version: 1",
      "Chain ID: mainnet",
    ]);
    expect(lines[8]).toBe(`Nonce: ${challenge.nonce}`);
    expect(challenge.nonce).toMatch(/^[0-9a-f]{32}$/);
    const issuedAt = Date.parse(lines[9]?.replace("Issued At: ", "") ?? "");
    const expiresAt = Date.parse(lines[10]?.replace("Expiration Time: ", "") ?? "");
    expect(Math.abs(issuedAt - now)).toBeLessThan(5000);
    expect(expiresAt - issuedAt).toBe(10 * 60 * 1000);
    expect(challenge.expiresAt).toBe(new Date(expiresAt).toISOString());
    expect(lines).toHaveLength(11);

    const other = await requestChallenge(t.app, wallet.address, "solana");
    expect(other.nonce).not.toBe(challenge.nonce);
  });

  it("says Bitcoin for a Bitcoin address", async () => {
    const address = "bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4";
    const { message } = await requestChallenge(t.app, address, "bitcoin", { host: "localhost" });
    expect(message.split("\n").slice(0, 2)).toEqual([
      "localhost wants you to sign in with your Bitcoin account:",
      address,
    ]);
  });

  it("names the field of malformed input", async () => {
    const cases: Array<[unknown, string, RegExp]> = [
      [{ walletType: "solana" }, "walletAddress", /walletAddress is required/],
      [{ walletAddress: "abc", walletType: "ethereum" }, "walletType", /walletType must be/],
      [{ walletAddress: "0OIl", walletType: "solana" }, "walletAddress", /Solana address/],
      // 31 bytes: base58, but not a public key.
      [{ walletAddress: "1".repeat(31), walletType: "solana" }, "walletAddress", /Solana/],
      [
        { walletAddress: "tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx", walletType: "bitcoin" },
        "walletAddress",
        /Bitcoin mainnet/,
      ],
      // A p2wpkh address with one character changed: the shape is right, the checksum is not.
      [
        { walletAddress: "bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t5", walletType: "bitcoin" },
        "walletAddress",
        /checksum/,
      ],
    ];
    for (const [body, field, message] of cases) {
      const response = await send(t.app, "POST", "/api/wallet-auth/challenge", { body });
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().message).toMatch(message);
      expect(Object.keys(response.json().fieldErrors ?? { [field]: [] })).toContain(field);
    }
  });

  it("is throttled per IP with 429 and a clear message", async () => {
    const wallet = solanaWallet();
    const ip = "10.77.0.1";
    for (let i = 0; i < 30; i++) await requestChallenge(t.app, wallet.address, "solana", { ip });
    const throttled = await send(t.app, "POST", "/api/wallet-auth/challenge", {
      body: { walletAddress: wallet.address, walletType: "solana" },
      ip,
    });
    expect(throttled.statusCode).toBe(429);
    expect(throttled.json().message).toMatch(
      /^Too many wallet sign-in attempts\. Please wait \d+ (seconds|minutes) and try again\.$/,
    );
    expect(Number(throttled.headers["retry-after"])).toBeGreaterThan(0);
    // Another IP is unaffected.
    await requestChallenge(t.app, wallet.address, "solana", { ip: "10.77.0.2" });
  });
});

describe("Solana sign-in", () => {
  it("signs in with a real ed25519 signature, creating the account once", async () => {
    const before = await countUsers(t);
    const { wallet, body } = await signedSolanaChallenge();
    const response = await submitSignature(t.app, body);
    expect(response.statusCode, response.body).toBe(200);
    const user = response.json();
    expect(user).toMatchObject({
      walletAddress: wallet.address,
      walletType: "solana",
      username: null,
    });
    expect(user.lastLoginAt).not.toBeNull();
    expect(await countUsers(t)).toBe(before + 1);

    const me = await send(t.app, "GET", "/api/user", { cookie: sessionCookie(response) });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ id: user.id, walletAddress: wallet.address });

    const again = await submitSignature(t.app, (await signedSolanaChallenge(wallet)).body);
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(user.id);
    expect(await countUsers(t)).toBe(before + 1);
  });

  it("accepts the signature in base64 too", async () => {
    const wallet = solanaWallet();
    const { message } = await requestChallenge(t.app, wallet.address, "solana");
    const signature = Buffer.from(wallet.signBytes(message)).toString("base64");
    const response = await submitSignature(t.app, {
      walletAddress: wallet.address,
      walletType: "solana",
      message,
      signature,
    });
    expect(response.statusCode, response.body).toBe(200);
  });

  it("gives a new session id and destroys the one the browser had", async () => {
    const { cookie: before } = await createUser(t.app);
    const { body } = await signedSolanaChallenge();
    const response = await submitSignature(t.app, body, { cookie: before });
    expect(response.statusCode).toBe(200);
    const after = sessionCookie(response);
    expect(after).not.toBe(before);
    expect((await send(t.app, "GET", "/api/user", { cookie: before })).statusCode).toBe(401);
    expect((await send(t.app, "GET", "/api/user", { cookie: after })).json().walletAddress).toBe(
      body.walletAddress,
    );
  });

  it("refuses a signature by another key", async () => {
    const { body } = await signedSolanaChallenge();
    const signature = solanaWallet().sign(body.message);
    await expectRefused(
      () => submitSignature(t.app, { ...body, signature }),
      401,
      REFUSALS.badSignature,
    );
  });

  it("refuses a tampered message, even when it is signed", async () => {
    const { wallet, body } = await signedSolanaChallenge();
    const message = body.message.replace("Scriptwright", "Scriptwrong");
    await expectRefused(
      () => submitSignature(t.app, { ...body, message, signature: wallet.sign(message) }),
      401,
      REFUSALS.tampered,
    );
  });

  it("refuses another address's signature for its own challenge (the key comes from the address)", async () => {
    const victim = solanaWallet();
    const attacker = solanaWallet();
    const { message } = await requestChallenge(t.app, victim.address, "solana");
    await expectRefused(
      () =>
        submitSignature(t.app, {
          walletAddress: victim.address,
          walletType: "solana",
          message,
          signature: attacker.sign(message),
        }),
      401,
      REFUSALS.badSignature,
    );
  });

  it("refuses a nonce issued for another address", async () => {
    const first = solanaWallet();
    const second = solanaWallet();
    const { message } = await requestChallenge(t.app, first.address, "solana");
    await expectRefused(
      () =>
        submitSignature(t.app, {
          walletAddress: second.address,
          walletType: "solana",
          message,
          signature: second.sign(message),
        }),
      401,
      REFUSALS.otherWallet,
    );
  });

  it("refuses a reused nonce", async () => {
    const { body } = await signedSolanaChallenge();
    expect((await submitSignature(t.app, body)).statusCode).toBe(200);
    await expectRefused(() => submitSignature(t.app, body), 401, REFUSALS.unknown);
  });

  it("consumes the challenge even when the signature fails", async () => {
    const { wallet, body } = await signedSolanaChallenge();
    const forged = solanaWallet().sign(body.message);
    await expectRefused(
      () => submitSignature(t.app, { ...body, signature: forged }),
      401,
      REFUSALS.badSignature,
    );
    expect(wallet.sign(body.message)).toBe(body.signature);
    await expectRefused(() => submitSignature(t.app, body), 401, REFUSALS.unknown);
  });

  it("refuses an expired nonce", async () => {
    const { body } = await signedSolanaChallenge();
    t.advanceClock(10 * 60 * 1000 + 1000);
    await expectRefused(() => submitSignature(t.app, body), 401, REFUSALS.expired);
  });

  it("refuses a message issued for another domain", async () => {
    const wallet = solanaWallet();
    const { message } = await requestChallenge(t.app, wallet.address, "solana", {
      host: "a.example",
    });
    const body = {
      walletAddress: wallet.address,
      walletType: "solana" as const,
      message,
      signature: wallet.sign(message),
    };
    await expectRefused(
      () => submitSignature(t.app, body, { host: "b.example" }),
      401,
      REFUSALS.otherSite,
    );
  });

  it("refuses a message that was never issued", async () => {
    const wallet = solanaWallet();
    const { message } = await requestChallenge(t.app, wallet.address, "solana");
    const forged = message.replace(/Nonce: \w+/, `Nonce: ${"ab".repeat(16)}`);
    await expectRefused(
      () =>
        submitSignature(t.app, {
          walletAddress: wallet.address,
          walletType: "solana",
          message: forged,
          signature: wallet.sign(forged),
        }),
      401,
      REFUSALS.unknown,
    );
  });

  it("answers malformed input with 400 naming the field, never 500", async () => {
    const { body } = await signedSolanaChallenge();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ ...body, signature: "not base58 or base64!" }, "signature"],
      [{ ...body, signature: "0OIl".repeat(22) }, "signature"],
      // Valid base58 and base64, but 32 bytes, not 64.
      [{ ...body, signature: Buffer.alloc(32, 7).toString("base64") }, "signature"],
      [{ ...body, signature: "" }, "signature"],
      [{ ...body, signature: undefined }, "signature"],
      [{ ...body, message: undefined }, "message"],
      [{ ...body, message: "x".repeat(2001) }, "message"],
      [{ ...body, message: "Sign me, no nonce here" }, "message"],
      [{ ...body, walletType: "dogecoin" }, "walletType"],
      [{ ...body, walletAddress: "not-an-address" }, "walletAddress"],
    ];
    for (const [input, field] of cases) {
      const response = await expectRefused(
        () => submitSignature(t.app, input as Parameters<typeof submitSignature>[1]),
        400,
        new RegExp(field),
      );
      expect(response.message).toMatch(field);
    }
    // None of that used up the challenge: it still signs in.
    expect((await submitSignature(t.app, body)).statusCode).toBe(200);
  });
});
