import type { Page } from "@playwright/test";
import {
  type BitcoinTestWallet,
  bitcoinWallet,
  type SolanaTestWallet,
  solanaWallet,
} from "../server/test/test-wallets";
import { toast } from "./support/fixtures";
import { expect, HELP_SEEN_KEY, test } from "./support/test";

/*
 * Fake wallets injected into the page; every signature is made here, in the test process,
 * with real keys, so the server verifies exactly what a real wallet would send.
 */

const short = (address: string) => `${address.slice(0, 6)}...${address.slice(-4)}`;

type FakeOptions = { rejectSignature?: boolean };

/** Phantom's injected API: connect() → publicKey, signMessage(bytes, "utf8") → { signature }. */
async function injectPhantom(page: Page, wallet: SolanaTestWallet, options: FakeOptions = {}) {
  await page.exposeFunction("__signSolana", (bytes: number[], display: string) => {
    expect(display).toBe("utf8");
    return Array.from(wallet.signBytes(new TextDecoder().decode(Uint8Array.from(bytes))));
  });
  await page.addInitScript(
    ({ address, rejectSignature }) => {
      const w = window as unknown as {
        __signSolana: (bytes: number[], display: string) => Promise<number[]>;
        phantom?: unknown;
      };
      const publicKey = { toString: () => address, toBase58: () => address };
      w.phantom = {
        solana: {
          isPhantom: true,
          publicKey: null,
          connect: async () => ({ publicKey }),
          signMessage: async (message: Uint8Array, display: string) => {
            if (rejectSignature) throw { code: 4001, message: "User rejected the request." };
            return {
              signature: Uint8Array.from(await w.__signSolana(Array.from(message), display)),
            };
          },
        },
      };
    },
    { address: wallet.address, rejectSignature: options.rejectSignature ?? false },
  );
}

/** A Wallet Standard wallet offering solana:signMessage, registered the way real ones do. */
async function injectStandardSolanaWallet(page: Page, wallet: SolanaTestWallet) {
  await page.exposeFunction("__signStandard", (bytes: number[]) =>
    Array.from(wallet.signBytes(new TextDecoder().decode(Uint8Array.from(bytes)))),
  );
  await page.addInitScript(
    ({ address }) => {
      const { __signStandard: sign } = window as unknown as {
        __signStandard: (bytes: number[]) => Promise<number[]>;
      };
      const account = { address, publicKey: new Uint8Array(32), chains: ["solana:mainnet"] };
      const standardWallet = {
        version: "1.0.0",
        name: "Test Standard Wallet",
        chains: ["solana:mainnet"],
        accounts: [],
        features: {
          "standard:connect": { version: "1.0.0", connect: async () => ({ accounts: [account] }) },
          "solana:signMessage": {
            version: "1.0.0",
            signMessage: async ({ message }: { message: Uint8Array }) => [
              {
                signedMessage: message,
                signature: Uint8Array.from(await sign(Array.from(message))),
              },
            ],
          },
        },
      };
      const register = (api: { register(w: unknown): void }) => api.register(standardWallet);
      window.addEventListener("wallet-standard:app-ready", (event) =>
        register((event as CustomEvent).detail),
      );
      window.dispatchEvent(
        new CustomEvent("wallet-standard:register-wallet", { detail: register }),
      );
    },
    { address: wallet.address },
  );
}

/** Unisat's injected API, signing BIP-322 simple for a p2wpkh address. */
async function injectUnisat(page: Page, wallet: BitcoinTestWallet) {
  await page.exposeFunction("__signBitcoin", (message: string, type: string) => {
    expect(type).toBe("bip322-simple");
    return wallet.signBip322(message);
  });
  await page.addInitScript(
    ({ address }) => {
      const w = window as unknown as {
        __signBitcoin: (message: string, type: string) => Promise<string>;
        unisat?: unknown;
      };
      w.unisat = {
        requestAccounts: async () => [address],
        signMessage: (message: string, type: string) => w.__signBitcoin(message, type),
      };
    },
    { address: wallet.address },
  );
}

/** Every request to the wallet endpoints, to prove what was (not) sent. */
function recordWalletCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on("request", (request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith("/api/wallet-auth")) calls.push(`${request.method()} ${path}`);
  });
  return calls;
}

/**
 * Clicks a wallet button and checks the writer is signed in. The success toast is watched for
 * from before the click: a first-time writer's sample screenplay announces itself right after,
 * and only one toast is shown at a time, so a polling assertion could miss it.
 */
async function signInWith(
  page: Page,
  button: "Bitcoin" | "Solana",
  address: string,
  walletType: string,
) {
  const toastShown = page.waitForFunction(
    ({ title, text }: { title: string; text: string }) =>
      [...document.querySelectorAll("li")].some(
        (item) => item.textContent?.includes(title) && item.textContent.includes(text),
      ),
    { title: "Wallet login successful", text: short(address) },
    { polling: "raf", timeout: 10_000 },
  );
  await page.getByRole("button", { name: new RegExp(button) }).click();
  await toastShown;
  await expect(page).not.toHaveURL(/\/auth/);
  const me = await page.request.get("/api/user");
  expect(me.status()).toBe(200);
  expect(await me.json()).toMatchObject({ walletAddress: address, walletType });
}

test.describe("wallet sign-in", () => {
  test.beforeEach(async ({ page }) => {
    // A first-time writer lands on the idea page, whose help guide opens as a modal a second
    // later and hides the toasts from the accessibility tree; the guide has its own tests.
    await page.addInitScript((key) => window.localStorage.setItem(key, "e2e"), HELP_SEEN_KEY);
  });

  test("the buttons are Bitcoin first, then Solana, on both tabs", async ({ page }) => {
    await page.goto("/auth");
    const buttons = page.getByRole("button", { name: /Bitcoin|Solana/ });
    await expect(buttons).toHaveCount(2);
    await expect(buttons.first()).toContainText("Bitcoin");
    await expect(buttons.last()).toContainText("Solana");
    await page.getByRole("tab", { name: "Register" }).click();
    await expect(page.getByText("Or register with")).toBeVisible();
    await expect(page.getByRole("button", { name: /Bitcoin|Solana/ })).toHaveCount(2);
  });

  test("Login tab: Phantom signs the server's challenge and the writer is signed in", async ({
    page,
  }) => {
    const wallet = solanaWallet();
    await injectPhantom(page, wallet);
    const calls = recordWalletCalls(page);
    await page.goto("/auth");
    await signInWith(page, "Solana", wallet.address, "solana");
    expect(calls).toEqual(["POST /api/wallet-auth/challenge", "POST /api/wallet-auth"]);
  });

  test("Login tab: Unisat signs BIP-322 for a p2wpkh address", async ({ page }) => {
    const wallet = bitcoinWallet("p2wpkh");
    await injectUnisat(page, wallet);
    await page.goto("/auth");
    await signInWith(page, "Bitcoin", wallet.address, "bitcoin");
  });

  test("Register tab: both wallets sign in, and a second sign-in reuses the account", async ({
    page,
    context,
  }) => {
    const bitcoin = bitcoinWallet("p2wpkh");
    const solana = solanaWallet();
    await injectUnisat(page, bitcoin);
    await injectPhantom(page, solana);

    await page.goto("/auth");
    await page.getByRole("tab", { name: "Register" }).click();
    await signInWith(page, "Bitcoin", bitcoin.address, "bitcoin");
    const first = await (await page.request.get("/api/user")).json();

    await context.clearCookies();
    await page.goto("/auth");
    await page.getByRole("tab", { name: "Register" }).click();
    await signInWith(page, "Solana", solana.address, "solana");

    await context.clearCookies();
    await page.goto("/auth");
    await signInWith(page, "Bitcoin", bitcoin.address, "bitcoin");
    expect((await (await page.request.get("/api/user")).json()).id).toBe(first.id);
  });

  test("a Wallet Standard wallet signs in when Phantom's API is absent", async ({ page }) => {
    const wallet = solanaWallet();
    await injectStandardSolanaWallet(page, wallet);
    await page.goto("/auth");
    await signInWith(page, "Solana", wallet.address, "solana");
  });

  test("no wallet installed: a message naming wallets that work, and no request", async ({
    page,
  }) => {
    const calls = recordWalletCalls(page);
    await page.goto("/auth");
    await page.getByRole("button", { name: /Bitcoin/ }).click();
    await expect(toast(page).getByText("Wallet login failed", { exact: true })).toBeVisible();
    await expect(toast(page)).toContainText(
      "No Bitcoin wallet found. Install Unisat, Xverse, Leather or OKX Wallet and try again.",
    );
    await page.getByRole("tab", { name: "Register" }).click();
    await page.getByRole("button", { name: /Solana/ }).click();
    await expect(toast(page)).toContainText(
      "No Solana wallet found. Install Phantom, Solflare or Backpack and try again.",
    );
    await expect(page).toHaveURL(/\/auth/);
    expect(calls).toEqual([]);
  });

  test("the writer declines the signature: 'Wallet login failed', nothing signed in", async ({
    page,
  }) => {
    const wallet = solanaWallet();
    await injectPhantom(page, wallet, { rejectSignature: true });
    const calls = recordWalletCalls(page);
    await page.goto("/auth");
    await page.getByRole("button", { name: /Solana/ }).click();
    await expect(toast(page).getByText("Wallet login failed", { exact: true })).toBeVisible();
    await expect(toast(page)).toContainText("You declined the signature request in your wallet.");
    await expect(page).toHaveURL(/\/auth/);
    // The challenge was fetched, but nothing was ever submitted for sign-in.
    expect(calls).toEqual(["POST /api/wallet-auth/challenge"]);
    expect((await page.request.get("/api/user")).status()).toBe(401);
    // The buttons are usable again.
    await expect(page.getByRole("button", { name: /Solana/ })).toBeEnabled();
  });
});
