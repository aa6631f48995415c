import { guarded, WalletError } from "./wallet-error";
import { hasMethod, type WalletSigner, walletWindow } from "./wallet-signer";

/*
 * Bitcoin wallets have no common standard yet; each injects its own provider. Every adapter
 * asks for BIP-322 (simple) where the wallet offers a choice: it covers segwit and taproot
 * addresses, which legacy message signing cannot.
 */

type Steps = Omit<WalletSigner, "name" | "walletType">;

function signer(name: string, steps: Steps): WalletSigner {
  return {
    name,
    walletType: "bitcoin",
    getAddress: () => guarded(name, "connect", steps.getAddress),
    signMessage: (address, message) =>
      guarded(name, "sign", () => steps.signMessage(address, message)),
  };
}

function required<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined || value === "") {
    throw new WalletError("failed", `The wallet did not return ${what}.`);
  }
  return value;
}

type RpcProvider = { request(method: string, params?: unknown): Promise<unknown> };

/** JSON-RPC wallets answer `{ result }` or `{ error }`; some throw the error instead. */
async function rpc<T>(provider: RpcProvider, method: string, params?: unknown): Promise<T> {
  const answer = (await provider.request(method, params)) as { result?: T; error?: unknown };
  if (answer && typeof answer === "object" && "error" in answer && answer.error) throw answer;
  return required(answer?.result, "an answer");
}

type Unisat = {
  requestAccounts(): Promise<string[]>;
  signMessage(message: string, type: "bip322-simple"): Promise<string>;
};

function unisat(provider: Unisat): WalletSigner {
  return signer("Unisat", {
    getAddress: async () => required((await provider.requestAccounts())[0], "an address"),
    signMessage: (_address, message) => provider.signMessage(message, "bip322-simple"),
  });
}

type XverseAddress = { address: string; purpose?: string };

/** Xverse through the sats-connect wire methods (the library itself is far larger than this). */
function xverse(provider: RpcProvider): WalletSigner {
  return signer("Xverse", {
    async getAddress() {
      const result = await rpc<XverseAddress[] | { addresses: XverseAddress[] }>(
        provider,
        "getAccounts",
        { purposes: ["payment"], message: "Sign in to Scriptwright" },
      );
      const addresses = Array.isArray(result) ? result : result.addresses;
      const payment = addresses.find((a) => a.purpose === "payment") ?? addresses[0];
      return required(payment?.address, "an address");
    },
    async signMessage(address, message) {
      const result = await rpc<{ signature: string }>(provider, "signMessage", {
        address,
        message,
        protocol: "BIP322",
      });
      return required(result.signature, "a signature");
    },
  });
}

type LeatherAddress = { symbol?: string; type?: string; address: string };

function leather(provider: RpcProvider): WalletSigner {
  let paymentType = "p2wpkh";
  return signer("Leather", {
    async getAddress() {
      const { addresses } = await rpc<{ addresses: LeatherAddress[] }>(provider, "getAddresses");
      const bitcoin = addresses.filter((a) => a.symbol === "BTC");
      const chosen = bitcoin.find((a) => a.type === "p2wpkh") ?? bitcoin[0];
      paymentType = chosen?.type === "p2tr" ? "p2tr" : "p2wpkh";
      return required(chosen?.address, "an address");
    },
    async signMessage(_address, message) {
      const result = await rpc<{ signature: string }>(provider, "signMessage", {
        message,
        paymentType,
        network: "mainnet",
      });
      return required(result.signature, "a signature");
    },
  });
}

type Okx = {
  connect(): Promise<{ address?: string }>;
  signMessage(message: string, type: "bip322-simple"): Promise<string>;
};

function okx(provider: Okx): WalletSigner {
  return signer("OKX Wallet", {
    getAddress: async () => required((await provider.connect())?.address, "an address"),
    signMessage: (_address, message) => provider.signMessage(message, "bip322-simple"),
  });
}

export function findBitcoinWallet(): WalletSigner | null {
  const w = walletWindow();
  if (hasMethod(w.unisat, "requestAccounts")) return unisat(w.unisat as unknown as Unisat);
  const xverseProvider = w.XverseProviders?.BitcoinProvider ?? w.BitcoinProvider;
  if (hasMethod(xverseProvider, "request")) return xverse(xverseProvider as RpcProvider);
  if (hasMethod(w.LeatherProvider, "request")) return leather(w.LeatherProvider as RpcProvider);
  if (hasMethod(w.okxwallet?.bitcoin, "connect")) return okx(w.okxwallet?.bitcoin as Okx);
  return null;
}

export const NO_BITCOIN_WALLET =
  "No Bitcoin wallet found. Install Unisat, Xverse, Leather or OKX Wallet and try again.";
