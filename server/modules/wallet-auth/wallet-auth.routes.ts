import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { WalletAuthSchema, WalletChallengeRequestSchema } from "../../../shared/schemas/wallet";
import { BadRequestError } from "../../errors";
import { startSession } from "../../plugins/session";
import { toPublicUser } from "../auth/user.repository";
import { issueChallenge, type Site, signInWithWallet } from "./wallet-auth.service";

/** A host name or IP literal with an optional port: nothing that could rewrite the message. */
const AUTHORITY = /^(?:[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

/**
 * The site named in the message. PUBLIC_ORIGIN, when configured, is the one true answer (a
 * Host header is the client's to choose); otherwise the Host the browser used.
 */
function siteOf(request: FastifyRequest): Site {
  const configured = request.server.config.publicOrigin;
  if (configured) {
    const url = new URL(configured);
    return { domain: url.host, uri: url.origin };
  }
  const host = request.host;
  if (!AUTHORITY.test(host)) throw new BadRequestError("The Host header is not a valid host name");
  return { domain: host, uri: `${request.protocol}://${host}` };
}

export const walletAuthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/api/wallet-auth/challenge",
    { schema: { body: WalletChallengeRequestSchema } },
    async (request) =>
      issueChallenge(app.db, request.body, siteOf(request), request.ip, app.clock()),
  );

  app.post("/api/wallet-auth", { schema: { body: WalletAuthSchema } }, async (request, reply) => {
    const user = await signInWithWallet(app.db, request.body, siteOf(request), app.clock());
    await startSession(request, reply, user.id);
    return toPublicUser(user);
  });
};
