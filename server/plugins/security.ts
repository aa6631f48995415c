import helmet from "@fastify/helmet";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { BadRequestError, ForbiddenError } from "../errors";

const STATE_CHANGING = new Set(["POST", "PUT", "PATCH", "DELETE"]);
const LONE_SURROGATE = /\p{Cs}/u;

/**
 * PostgreSQL text cannot hold U+0000 and its JSON cannot hold an unpaired surrogate (a 500 at
 * insert): both are bad input. In a UTF-8 body they can only arrive as `\u` escapes, so bodies
 * without one skip the check.
 */
function parseJson(text: string): unknown {
  if (!text.includes("\\u")) return JSON.parse(text);
  return JSON.parse(text, (key, value) => {
    for (const part of typeof value === "string" ? [key, value] : [key]) {
      if (part.includes("\u0000"))
        throw new BadRequestError("Text must not contain the NUL character (\\u0000)");
      if (LONE_SURROGATE.test(part))
        throw new BadRequestError("Text must not contain an unpaired surrogate (\\ud800–\\udfff)");
    }
    return value;
  });
}

/**
 * The origin the browser must name: PUBLIC_ORIGIN when set, else the scheme, host and port this
 * request reached us on. Compared whole, so `https://host` is not accepted by the http server.
 */
function isAllowedOrigin(request: FastifyRequest, origin: string, publicOrigin?: string): boolean {
  if (publicOrigin && origin === new URL(publicOrigin).origin) return true;
  const host = request.headers.host;
  if (!host) return false;
  try {
    // As URLs, so a default port (`Host: localhost:80` for `http://localhost`) matches.
    return new URL(origin).origin === new URL(`${request.protocol}://${host}`).origin;
  } catch {
    return false;
  }
}

/** A request carries a body when it declares a length above zero or a chunked transfer. */
function hasBody(request: FastifyRequest): boolean {
  const length = request.headers["content-length"];
  if (length !== undefined) return Number(length) > 0;
  return request.headers["transfer-encoding"] !== undefined;
}

/**
 * Cross-site request forgery: a state-changing request that has a body or names a content type
 * must be JSON, which a plain HTML form cannot send (a form always names one); one with neither
 * (logout, DELETE) is fine. Either way, when the browser names its origin or the kind of site
 * it came from, it must be our own.
 */
function checkCrossSite(request: FastifyRequest, publicOrigin?: string): void {
  if (!STATE_CHANGING.has(request.method)) return;
  const contentType = request.headers["content-type"];
  const claimsBody = hasBody(request) || contentType !== undefined;
  if (claimsBody && !/^application\/json\b/i.test(contentType ?? "")) {
    throw new ForbiddenError("Content-Type must be application/json");
  }
  const origin = request.headers.origin;
  if (origin !== undefined && !isAllowedOrigin(request, origin, publicOrigin)) {
    throw new ForbiddenError("Cross-site requests are not allowed");
  }
  if (request.headers["sec-fetch-site"] === "cross-site") {
    throw new ForbiddenError("Cross-site requests are not allowed");
  }
}

export async function registerSecurity(
  app: FastifyInstance,
  options: { publicOrigin?: string },
): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:"],
        fontSrc: ["'self'", "data:"],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    // HSTS only means something over HTTPS; helmet would send it on plain HTTP too.
    strictTransportSecurity: false,
    crossOriginEmbedderPolicy: false,
  });
  app.addHook("onSend", async (request, reply) => {
    if (request.protocol === "https") {
      reply.header("strict-transport-security", "max-age=31536000; includeSubDomains");
    }
  });

  app.addHook("onRequest", async (request) => checkCrossSite(request, options.publicOrigin));
  // A signed-in answer must not outlive its session in a shared or back-button cache; a route
  // that knows better (public quotes, streams) sets its own.
  app.addHook("onSend", async (request, reply) => {
    if (request.url.startsWith("/api/") && !reply.hasHeader("cache-control")) {
      reply.header("cache-control", "no-store");
    }
  });

  // Our own JSON parser: an empty body is "no body" (DELETE, logout), bad JSON is a clear 400.
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (_request, body, done) => {
    const text = typeof body === "string" ? body : body.toString("utf8");
    if (text.trim() === "") return done(null, undefined);
    let parsed: unknown;
    try {
      parsed = parseJson(text);
    } catch (error) {
      const invalid = new BadRequestError("Request body is not valid JSON");
      return done(error instanceof BadRequestError ? error : invalid, undefined);
    }
    done(null, parsed);
  });
}
