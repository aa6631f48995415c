import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, send, type TestApp } from "../../test/app";
import { solanaWallet } from "../../test/test-wallets";
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

describe("the site named in the message, without PUBLIC_ORIGIN", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ PORT: "3000" });
  });
  afterAll(() => t.close());

  const challenge = (host: string) =>
    send(t.app, "POST", "/api/wallet-auth/challenge", {
      body: { walletAddress: solanaWallet().address, walletType: "solana" },
      headers: { host },
    });

  it("names this machine's loopback addresses on the server's port", async () => {
    for (const host of ["localhost:3000", "127.0.0.1:3000", "[::1]:3000", "LOCALHOST:3000"]) {
      const response = await challenge(host);
      expect(response.statusCode, host).toBe(200);
      expect(response.json().message.split("\n")[0]).toBe(
        `${host.toLowerCase()} wants you to sign in with your Solana account:`,
      );
    }
  });

  it("refuses any other Host with 400, so no other site can relay a challenge", async () => {
    for (const host of ["evil.example", "localhost:3001", "localhost", "a.example/wants you"]) {
      const response = await challenge(host);
      expect(response.statusCode, host).toBe(400);
      expect(response.json().message).toBe(
        "Wallet sign-in is not offered at this address; the server's PUBLIC_ORIGIN or ALLOWED_HOSTS must name it",
      );
    }
  });

  it("signs in with neither a challenge nor a signature from another Host", async () => {
    const wallet = solanaWallet();
    const { message } = await requestChallenge(t.app, wallet.address, "solana", {
      host: "localhost:3000",
    });
    const body = {
      walletAddress: wallet.address,
      walletType: "solana" as const,
      message,
      signature: wallet.sign(message),
    };
    const relayed = await submitSignature(t.app, body, { host: "evil.example" });
    expect(relayed.statusCode).toBe(400);
    expect(relayed.cookies.find((c) => c.name === "sid")).toBeUndefined();
    const own = await submitSignature(t.app, body, { host: "localhost:3000" });
    expect(own.statusCode, own.body).toBe(200);
  });
});

describe("the site named in the message, with ALLOWED_HOSTS set", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ ALLOWED_HOSTS: "scripts.lan:8080, Writers.example" });
  });
  afterAll(() => t.close());

  it("names a listed host and refuses others", async () => {
    const wallet = solanaWallet();
    const listed = await requestChallenge(t.app, wallet.address, "solana", {
      host: "writers.example",
    });
    expect(listed.message).toMatch(/^writers\.example wants you to sign in/);
    for (const host of ["scripts.lan:8080", "writers.example:80"]) {
      const response = await send(t.app, "POST", "/api/wallet-auth/challenge", {
        body: { walletAddress: wallet.address, walletType: "solana" },
        headers: { host },
      });
      expect(response.statusCode, host).toBe(200);
    }
    const localhost = await send(t.app, "POST", "/api/wallet-auth/challenge", {
      body: { walletAddress: wallet.address, walletType: "solana" },
      headers: { host: "localhost:3000" },
    });
    expect(localhost.statusCode).toBe(400);
  });
});
