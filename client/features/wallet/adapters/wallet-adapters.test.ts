// @vitest-environment happy-dom
import bs58 from "bs58";
import { afterEach, describe, expect, it } from "vitest";
import { findBitcoinWallet } from "./bitcoin";
import { findSolanaWallet } from "./solana";
import { WalletError } from "./wallet-error";

const INJECTED = [
  "phantom",
  "solana",
  "unisat",
  "XverseProviders",
  "BitcoinProvider",
  "LeatherProvider",
  "okxwallet",
];
const w = window as unknown as Record<string, unknown>;
afterEach(() => {
  for (const name of INJECTED) delete w[name];
});

async function failure(promise: Promise<unknown>): Promise<WalletError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof WalletError) return error;
    throw error;
  }
  throw new Error("expected the wallet step to fail");
}

const SIGNATURE = Uint8Array.from({ length: 64 }, (_, i) => i + 1);

describe("no wallet installed", () => {
  it("finds neither kind", () => {
    expect(findSolanaWallet()).toBeNull();
    expect(findBitcoinWallet()).toBeNull();
  });
});

describe("Solana adapters", () => {
  it("Phantom: connects, signs the UTF-8 bytes with the utf8 display, answers base58", async () => {
    const seen: Array<[string, unknown]> = [];
    w.phantom = {
      solana: {
        connect: async () => ({ publicKey: { toString: () => "PhantomAddress1111" } }),
        signMessage: async (bytes: Uint8Array, display: unknown) => {
          seen.push([new TextDecoder().decode(bytes), display]);
          return { signature: SIGNATURE };
        },
      },
    };
    const wallet = findSolanaWallet();
    expect(wallet?.name).toBe("Phantom");
    const address = await wallet?.getAddress();
    expect(address).toBe("PhantomAddress1111");
    expect(await wallet?.signMessage("PhantomAddress1111", "héllo\nworld")).toBe(
      bs58.encode(SIGNATURE),
    );
    expect(seen).toEqual([["héllo\nworld", "utf8"]]);
  });

  it("Phantom: a declined request is a readable rejection", async () => {
    w.solana = {
      connect: async () => ({ publicKey: { toString: () => "x" } }),
      signMessage: async () => {
        throw { code: 4001, message: "User rejected the request." };
      },
    };
    const error = await failure(findSolanaWallet()?.signMessage("x", "m") ?? Promise.resolve());
    expect(error.kind).toBe("rejected");
    expect(error.message).toBe("You declined the signature request in your wallet.");
  });

  it("a Wallet Standard wallet that registers after the app started listening", async () => {
    const account = { address: "StandardAddress111", chains: ["solana:mainnet"] };
    const standard = {
      name: "Backpack",
      features: {
        "standard:connect": { connect: async () => ({ accounts: [account] }) },
        "solana:signMessage": {
          signMessage: async ({ account: used }: { account: unknown }) => {
            expect(used).toBe(account);
            return [{ signature: SIGNATURE }];
          },
        },
      },
    };
    // The app announced itself in the test above, so this wallet "loads later" and registers
    // through its own event (the e2e suite covers the other order, answering "app-ready").
    window.dispatchEvent(
      new CustomEvent("wallet-standard:register-wallet", {
        detail: (api: { register(wallet: unknown): void }) => api.register(standard),
      }),
    );
    const wallet = findSolanaWallet();
    expect(wallet?.name).toBe("Backpack");
    expect(await wallet?.getAddress()).toBe("StandardAddress111");
    expect(await wallet?.signMessage("StandardAddress111", "m")).toBe(bs58.encode(SIGNATURE));
  });
});

describe("Bitcoin adapters", () => {
  it("Unisat: asks for BIP-322 simple", async () => {
    const calls: unknown[] = [];
    w.unisat = {
      requestAccounts: async () => ["bc1qunisat"],
      signMessage: async (...args: unknown[]) => {
        calls.push(args);
        return "c2lnbmF0dXJl";
      },
    };
    const wallet = findBitcoinWallet();
    expect(wallet?.name).toBe("Unisat");
    expect(await wallet?.getAddress()).toBe("bc1qunisat");
    expect(await wallet?.signMessage("bc1qunisat", "m")).toBe("c2lnbmF0dXJl");
    expect(calls).toEqual([["m", "bip322-simple"]]);
  });

  it("Xverse: the payment address, BIP-322, and -32000 as a rejection", async () => {
    const calls: unknown[] = [];
    let reject = false;
    w.XverseProviders = {
      BitcoinProvider: {
        request: async (method: string, params: unknown) => {
          calls.push([method, params]);
          if (reject)
            return { jsonrpc: "2.0", id: "1", error: { code: -32000, message: "User rejected" } };
          if (method === "getAccounts") {
            return {
              result: [
                { address: "bc1pordinals", purpose: "ordinals" },
                { address: "3Payment", purpose: "payment" },
              ],
            };
          }
          return { result: { signature: "c2ln" } };
        },
      },
    };
    const wallet = findBitcoinWallet();
    expect(wallet?.name).toBe("Xverse");
    expect(await wallet?.getAddress()).toBe("3Payment");
    expect(await wallet?.signMessage("3Payment", "m")).toBe("c2ln");
    expect(calls[1]).toEqual([
      "signMessage",
      { address: "3Payment", message: "m", protocol: "BIP322" },
    ]);
    reject = true;
    const error = await failure(wallet?.signMessage("3Payment", "m") ?? Promise.resolve());
    expect(error.kind).toBe("rejected");
  });

  it("Leather: the BTC p2wpkh address, signed for that payment type", async () => {
    const calls: unknown[] = [];
    w.LeatherProvider = {
      request: async (method: string, params: unknown) => {
        calls.push([method, params]);
        if (method === "getAddresses") {
          return {
            result: {
              addresses: [
                { symbol: "BTC", type: "p2tr", address: "bc1ptaproot" },
                { symbol: "BTC", type: "p2wpkh", address: "bc1qsegwit" },
                { symbol: "STX", address: "SP123" },
              ],
            },
          };
        }
        return { result: { signature: "c2ln" } };
      },
    };
    const wallet = findBitcoinWallet();
    expect(await wallet?.getAddress()).toBe("bc1qsegwit");
    expect(await wallet?.signMessage("bc1qsegwit", "m")).toBe("c2ln");
    expect(calls[1]).toEqual([
      "signMessage",
      { message: "m", paymentType: "p2wpkh", network: "mainnet" },
    ]);
  });

  it("OKX: connect, then BIP-322 simple; other failures keep the wallet's words", async () => {
    w.okxwallet = {
      bitcoin: {
        connect: async () => ({ address: "bc1qokx" }),
        signMessage: async () => {
          throw new Error("Network is locked");
        },
      },
    };
    const wallet = findBitcoinWallet();
    expect(wallet?.name).toBe("OKX Wallet");
    expect(await wallet?.getAddress()).toBe("bc1qokx");
    const error = await failure(wallet?.signMessage("bc1qokx", "m") ?? Promise.resolve());
    expect(error.kind).toBe("failed");
    expect(error.message).toBe("OKX Wallet could not complete the request: Network is locked");
  });
});
