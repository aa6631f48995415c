import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { PublicUserSchema } from "#shared/schemas/user";
import {
  WalletAuthSchema,
  WalletChallengeRequestSchema,
  WalletChallengeSchema,
} from "#shared/schemas/wallet";
import { BadRequestError } from "../../errors";
import { ERROR_RESPONSES } from "../../lib/responses";
import { startSession } from "../../plugins/session";
import { toPublicUser } from "../auth/user.repository";
import { issueChallenge, type Site, signInWithWallet } from "./wallet-auth.service";

/** A host name or IP literal with an optional port: nothing that could rewrite the message. */
const AUTHORITY = /^(?:[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

/** `host[:port]` as a URL of that scheme writes it (lower case, no default port). */
function authorityOf(protocol: string, host: string): string | null {
  if (!AUTHORITY.test(host)) return null;
  try {
    return new URL(`${protocol}://${host}`).host;
  } catch {
    return null;
  }
}

/**
 * The site named in the message: PUBLIC_ORIGIN when configured. Without it, the Host the
 * browser used, but only when it is one of ALLOWED_HOSTS: a Host header is the client's to
 * choose, and a phishing site relaying its visitors' requests would otherwise get a message
 * naming itself, signed by the victim and accepted here.
 */
function siteOf(request: FastifyRequest): Site {
  const { publicOrigin, allowedHosts } = request.server.config;
  if (publicOrigin) {
    const url = new URL(publicOrigin);
    return { domain: url.host, uri: url.origin };
  }
  const host = authorityOf(request.protocol, request.host);
  if (!host || !allowedHosts.some((allowed) => authorityOf(request.protocol, allowed) === host)) {
    throw new BadRequestError(
      "Wallet sign-in is not offered at this address; the server's PUBLIC_ORIGIN or ALLOWED_HOSTS must name it",
    );
  }
  return { domain: host, uri: `${request.protocol}://${host}` };
}

export const walletAuthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/api/wallet-auth/challenge",
    {
      schema: {
        body: WalletChallengeRequestSchema,
        response: { 200: WalletChallengeSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) =>
      issueChallenge(app.db, request.body, siteOf(request), request.ip, app.clock()),
  );

  const signInSchema = {
    body: WalletAuthSchema,
    response: { 200: PublicUserSchema, ...ERROR_RESPONSES },
  };
  app.post("/api/wallet-auth", { schema: signInSchema }, async (request, reply) => {
    const user = await signInWithWallet(app.db, request.body, siteOf(request), app.clock());
    await startSession(request, reply, user.id);
    return toPublicUser(user);
  });
};
