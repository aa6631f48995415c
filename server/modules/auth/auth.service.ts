import type { LoginInput, RegisterInput } from "#shared/schemas/user";
import type { Db } from "../../db/client";
import {
  BadRequestError,
  ConflictError,
  TooManyRequestsError,
  UnauthorizedError,
} from "../../errors";
import {
  clearRateLimit,
  describeRetryAfter,
  hitRateLimit,
  releaseSlot,
  reserveSlot,
} from "../../lib/rate-limit";
import { hashPassword, isCommonPassword, verifyAgainstDummy, verifyPassword } from "./password";
import type { UserRow } from "./session.repository";
import type { TrustedDevice } from "./trusted-device";
import { findUserByUsername, insertUser } from "./user.repository";

const WINDOW_MS = 15 * 60 * 1000;
/**
 * Failed sign-ins allowed per 15 minutes (docs/decisions/0013): per account from one IP, and
 * per trusted device, 10; per IP across accounts, 50 (shared networks); per account from all
 * browsers that have never signed in to it, 100 (a guessing attack spread over many IPs).
 * Registrations: 100 per IP.
 */
const LIMITS = {
  accountPerIp: 10,
  device: 10,
  ip: 50,
  accountFromStrangers: 100,
  registrationsPerIp: 100,
};

function throttled(retryAfterSeconds: number): TooManyRequestsError {
  return new TooManyRequestsError(
    `Too many attempts. Please wait ${describeRetryAfter(retryAfterSeconds)} and try again.`,
    retryAfterSeconds,
  );
}

export async function register(
  db: Db,
  input: RegisterInput,
  ip: string,
  now: Date,
): Promise<UserRow> {
  const perIp = await hitRateLimit(db, `register:ip:${ip}`, WINDOW_MS, now);
  if (perIp.count > LIMITS.registrationsPerIp) throw throttled(perIp.retryAfterSeconds);
  if (isCommonPassword(input.password)) {
    throw new BadRequestError("Password is too common; choose a less guessable one", {
      password: ["Password is too common; choose a less guessable one"],
    });
  }
  const user = await insertUser(db, {
    username: input.username,
    passwordHash: await hashPassword(input.password),
    lastLoginAt: now,
  });
  if (!user) throw new ConflictError("Username is already taken");
  return user;
}

export type LoginAttempt = { ip: string; device: TrustedDevice | null; now: Date };

type Budget = {
  key: string;
  limit: number;
  /** What a successful sign-in does to it: give back its slot, or forget the failures. */
  onSuccess: "release" | "clear";
};

/**
 * The budgets an attempt spends. A browser the account has signed in from spends only its own;
 * everyone else spends the IP's, the account-from-this-IP's and the account-from-strangers'.
 * Accounts are keyed by id once known, so no spelling of the name opens a fresh budget.
 */
function loginBudgets(user: UserRow | undefined, username: string, attempt: LoginAttempt) {
  if (user && attempt.device?.userId === user.id) {
    const key = `login:device:${attempt.device.deviceId}`;
    return [{ key, limit: LIMITS.device, onSuccess: "clear" }] satisfies Budget[];
  }
  const account = user ? `id:${user.id}` : `name:${username.toLowerCase()}`;
  return [
    { key: `login:ip:${attempt.ip}`, limit: LIMITS.ip, onSuccess: "release" },
    {
      key: `login:account-ip:${account}:${attempt.ip}`,
      limit: LIMITS.accountPerIp,
      onSuccess: "clear",
    },
    { key: `login:account:${account}`, limit: LIMITS.accountFromStrangers, onSuccess: "release" },
  ] satisfies Budget[];
}

/**
 * Every budget's slot is reserved before the password is checked, so concurrent guesses cannot
 * slip past the limit; a success gives the slots back.
 */
export async function login(db: Db, input: LoginInput, attempt: LoginAttempt): Promise<UserRow> {
  const user = await findUserByUsername(db, input.username);
  const budgets = loginBudgets(user, input.username, attempt);
  const reserved: Budget[] = [];
  for (const budget of budgets) {
    const slot = await reserveSlot(db, budget.key, budget.limit, WINDOW_MS, attempt.now);
    if (!slot.allowed) {
      // A refused attempt checks nothing, so it spends no other budget.
      for (const other of reserved) await releaseSlot(db, other.key);
      throw throttled(slot.retryAfterSeconds);
    }
    reserved.push(budget);
  }
  const valid = user?.passwordHash
    ? await verifyPassword(user.passwordHash, input.password)
    : await verifyAgainstDummy(input.password).then(() => false);
  if (!user || !valid) throw new UnauthorizedError("Invalid username or password");
  for (const budget of budgets) {
    if (budget.onSuccess === "release") await releaseSlot(db, budget.key);
    else await clearRateLimit(db, budget.key);
  }
  return user;
}
