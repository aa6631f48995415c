/** Why a wallet step failed, in words a writer can act on (shown under 'Wallet login failed'). */
export type WalletErrorKind = "not-found" | "rejected" | "failed";

export class WalletError extends Error {
  readonly kind: WalletErrorKind;

  constructor(kind: WalletErrorKind, message: string) {
    super(message);
    this.name = "WalletError";
    this.kind = kind;
  }
}

/** EIP-1193's 4001 (Phantom, Unisat, OKX, Leather) and sats-connect's -32000 mean "the user said no". */
const REJECTION_CODES = new Set([4001, -32000]);
const REJECTION_WORDS = /reject|denied|declin|cancel/i;

function codeAndMessage(error: unknown): { code?: unknown; message?: unknown } {
  if (!error || typeof error !== "object") return { message: error };
  const inner = (error as { error?: unknown }).error;
  // JSON-RPC wallets (Xverse, Leather) wrap the failure as `{ error: { code, message } }`.
  if (inner && typeof inner === "object") return inner as { code?: unknown; message?: unknown };
  return error as { code?: unknown; message?: unknown };
}

export type WalletStep = "connect" | "sign";

/** Turns whatever a wallet threw or answered into a WalletError. */
export function toWalletError(error: unknown, walletName: string, step: WalletStep): WalletError {
  if (error instanceof WalletError) return error;
  const { code, message } = codeAndMessage(error);
  const text = typeof message === "string" ? message : "";
  if ((typeof code === "number" && REJECTION_CODES.has(code)) || REJECTION_WORDS.test(text)) {
    const request = step === "connect" ? "connection" : "signature";
    return new WalletError("rejected", `You declined the ${request} request in your wallet.`);
  }
  return new WalletError(
    "failed",
    `${walletName} could not complete the request${text ? `: ${text}` : "."}`,
  );
}

/** Runs one wallet step so that anything it throws comes out as a WalletError. */
export async function guarded<T>(walletName: string, step: WalletStep, run: () => Promise<T>) {
  try {
    return await run();
  } catch (error) {
    throw toWalletError(error, walletName, step);
  }
}
