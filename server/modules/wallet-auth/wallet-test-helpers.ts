import { count } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { WalletType } from "#shared/schemas/user";
import { users } from "../../db/schema";
import type { TestApp } from "../../test/app";
import { send } from "../../test/app";

type Options = { host?: string; ip?: string; cookie?: string };

function headers(options: Options) {
  return options.host ? { host: options.host } : undefined;
}

export async function requestChallenge(
  app: FastifyInstance,
  walletAddress: string,
  walletType: WalletType,
  options: Options = {},
) {
  const response = await send(app, "POST", "/api/wallet-auth/challenge", {
    body: { walletAddress, walletType },
    headers: headers(options),
    ...(options.ip ? { ip: options.ip } : {}),
  });
  if (response.statusCode !== 200) throw new Error(`challenge failed: ${response.body}`);
  return response.json() as { message: string; nonce: string; expiresAt: string };
}

export function submitSignature(
  app: FastifyInstance,
  body: { walletAddress: string; walletType: WalletType; message: string; signature: string },
  options: Options = {},
) {
  return send(app, "POST", "/api/wallet-auth", {
    body,
    headers: headers(options),
    ...(options.cookie ? { cookie: options.cookie } : {}),
  });
}

export async function countUsers(t: TestApp): Promise<number> {
  const [row] = await t.database.db.select({ n: count() }).from(users);
  return row?.n ?? 0;
}
