import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, send, type TestApp } from "../../test/app";
import { solanaWallet } from "./test-wallets";
import { requestChallenge, submitSignature } from "./wallet-test-helpers";

describe("the site named in the message, with PUBLIC_ORIGIN set", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ PUBLIC_ORIGIN: "https://scripts.example.com" });
  });
  afterAll(() => t.close());

  it("is the configured origin whatever Host the request carried, and signs in", async () => {
    const wallet = solanaWallet();
    const { message } = await requestChallenge(t.app, wallet.address, "solana", {
      host: "evil.example",
    });
    expect(message).toMatch(
      /^scripts\.example\.com wants you to sign in with your Solana account:\n/,
    );
    expect(message).toContain("\nURI: https://scripts.example.com\n");
    const response = await submitSignature(
      t.app,
      {
        walletAddress: wallet.address,
        walletType: "solana",
        message,
        signature: wallet.sign(message),
      },
      { host: "localhost" },
    );
    expect(response.statusCode, response.body).toBe(200);
  });
});

describe("the site named in the message, from the Host header", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it("refuses a Host that is not a host name with 400", async () => {
    const wallet = solanaWallet();
    const response = await send(t.app, "POST", "/api/wallet-auth/challenge", {
      body: { walletAddress: wallet.address, walletType: "solana" },
      headers: { host: "a.example/wants you" },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe("The Host header is not a valid host name");
  });
});
