/*
 * The app side of the Wallet Standard's window protocol, which is all we need of
 * @wallet-standard/app: announce "app-ready" with a register function (wallets already loaded
 * answer by calling it), and listen for "register-wallet" from wallets that load later.
 */

export type StandardAccount = { address: string; chains?: readonly string[] };

export type StandardWallet = {
  name: string;
  chains?: readonly string[];
  accounts?: readonly StandardAccount[];
  features: Record<string, unknown>;
};

type RegisterApi = { register(...wallets: StandardWallet[]): () => void };

const registered = new Set<StandardWallet>();
let started = false;

const api: RegisterApi = Object.freeze({
  register(...wallets: StandardWallet[]) {
    for (const wallet of wallets) registered.add(wallet);
    return () => {
      for (const wallet of wallets) registered.delete(wallet);
    };
  },
});

function start() {
  if (started || typeof window === "undefined") return;
  started = true;
  window.addEventListener("wallet-standard:register-wallet", (event) => {
    const callback = (event as CustomEvent<unknown>).detail;
    if (typeof callback === "function") callback(api);
  });
  window.dispatchEvent(new CustomEvent("wallet-standard:app-ready", { detail: api }));
}

/** The Wallet Standard wallets in this browser (starting the protocol on first call). */
export function standardWallets(): StandardWallet[] {
  start();
  return [...registered].filter(
    (wallet) =>
      typeof wallet === "object" && wallet !== null && typeof wallet.features === "object",
  );
}
