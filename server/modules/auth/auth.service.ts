import type { LoginInput, RegisterInput } from "../../../shared/schemas/user";
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
  peekRateLimit,
} from "../../lib/rate-limit";
import { hashPassword, isCommonPassword, verifyAgainstDummy, verifyPassword } from "./password";
import type { UserRow } from "./session.repository";
import { findUserByUsername, insertUser } from "./user.repository";

const WINDOW_MS = 15 * 60 * 1000;
/** PRODUCT.md §5: 10 failures per 15 minutes per account; an IP gets more room (shared networks). */
const LIMITS = { account: 10, ip: 50, registrationsPerIp: 100 };

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

export async function login(db: Db, input: LoginInput, ip: string, now: Date): Promise<UserRow> {
  const accountKey = `login:user:${input.username.toLowerCase()}`;
  const ipKey = `login:ip:${ip}`;
  for (const [key, limit] of [
    [accountKey, LIMITS.account],
    [ipKey, LIMITS.ip],
  ] as const) {
    const seen = await peekRateLimit(db, key, WINDOW_MS, now);
    if (seen.count >= limit) throw throttled(seen.retryAfterSeconds);
  }
  const user = await findUserByUsername(db, input.username);
  const valid = user?.passwordHash
    ? await verifyPassword(user.passwordHash, input.password)
    : await verifyAgainstDummy(input.password).then(() => false);
  if (!user || !valid) {
    await hitRateLimit(db, accountKey, WINDOW_MS, now);
    await hitRateLimit(db, ipKey, WINDOW_MS, now);
    throw new UnauthorizedError("Invalid username or password");
  }
  await clearRateLimit(db, accountKey);
  return user;
}
