import { randomBytes } from "node:crypto";
import type {
  WalletAuthInput,
  WalletChallenge,
  WalletChallengeRequest,
} from "#shared/schemas/wallet";
import type { Db } from "../../db/client";
import { BadRequestError, TooManyRequestsError, UnauthorizedError } from "../../errors";
import { describeRetryAfter, hitRateLimit } from "../../lib/rate-limit";
import type { UserRow } from "../auth/session.repository";
import { buildSiwxMessage, readDomain, readNonce } from "./siwx-message";
import { isVerifiableBitcoinAddress, verifyBitcoinSignature } from "./verify-bitcoin";
import { verifySolanaSignature } from "./verify-solana";
import {
  consumeChallenge,
  deleteExpiredChallenges,
  insertChallenge,
  upsertWalletUser,
} from "./wallet-auth.repository";

/** Where the wallet is told it signs in: the authority and origin of this site. */
export type Site = { domain: string; uri: string };

export const CHALLENGE_TTL_MS = 10 * 60 * 1000;
const THROTTLE = { windowMs: 10 * 60 * 1000, challengesPerIp: 30 };

export const REFUSALS = {
  unknown: "This sign-in request was already used or was never issued; please try again",
  tampered: "The signed message is not the sign-in request we issued",
  otherWallet: "This sign-in request was issued for another wallet",
  otherSite: "This sign-in request was issued for another site",
  expired: "This sign-in request has expired; please try again",
  badSignature: "Wallet signature could not be verified",
} as const;

export async function issueChallenge(
  db: Db,
  input: WalletChallengeRequest,
  site: Site,
  ip: string,
  now: Date,
): Promise<WalletChallenge> {
  const seen = await hitRateLimit(db, `wallet-challenge:ip:${ip}`, THROTTLE.windowMs, now);
  if (seen.count > THROTTLE.challengesPerIp) {
    throw new TooManyRequestsError(
      `Too many wallet sign-in attempts. Please wait ${describeRetryAfter(seen.retryAfterSeconds)} and try again.`,
      seen.retryAfterSeconds,
    );
  }
  if (input.walletType === "bitcoin" && !(await isVerifiableBitcoinAddress(input.walletAddress))) {
    const rule = "walletAddress is not a valid Bitcoin address (its checksum does not match)";
    throw new BadRequestError(rule, { walletAddress: [rule] });
  }
  await deleteExpiredChallenges(db, now);
  // 128 random bits; hex keeps it alphanumeric, as EIP-4361 asks of a nonce.
  const nonce = randomBytes(16).toString("hex");
  const expiresAt = new Date(now.getTime() + CHALLENGE_TTL_MS);
  const message = buildSiwxMessage({
    ...site,
    address: input.walletAddress,
    walletType: input.walletType,
    nonce,
    issuedAt: now,
    expiresAt,
  });
  await insertChallenge(db, { ...input, nonce, message, expiresAt, createdAt: now });
  return { message, nonce, expiresAt: expiresAt.toISOString() };
}

/**
 * Signs a wallet in only when the signature proves control of the address the challenge was
 * issued for. Every refusal is a 401 and leaves nothing behind: no account, no challenge.
 */
export async function signInWithWallet(
  db: Db,
  input: WalletAuthInput,
  site: Site,
  now: Date,
): Promise<UserRow> {
  const nonce = readNonce(input.message);
  if (!nonce) {
    throw new BadRequestError("message is not a sign-in request from this site", {
      message: ["message has no nonce"],
    });
  }
  const challenge = await consumeChallenge(db, nonce);
  if (!challenge) throw new UnauthorizedError(REFUSALS.unknown);
  if (challenge.message !== input.message) throw new UnauthorizedError(REFUSALS.tampered);
  if (
    challenge.walletAddress !== input.walletAddress ||
    challenge.walletType !== input.walletType
  ) {
    throw new UnauthorizedError(REFUSALS.otherWallet);
  }
  if (readDomain(challenge.message) !== site.domain) {
    throw new UnauthorizedError(REFUSALS.otherSite);
  }
  if (challenge.expiresAt.getTime() <= now.getTime()) throw new UnauthorizedError(REFUSALS.expired);

  // The key comes from the address the challenge was issued for, never from the request.
  const verify = challenge.walletType === "solana" ? verifySolanaSignature : verifyBitcoinSignature;
  if (!(await verify(challenge.walletAddress, challenge.message, input.signature))) {
    throw new UnauthorizedError(REFUSALS.badSignature);
  }
  return upsertWalletUser(db, challenge.walletAddress, challenge.walletType, now);
}
