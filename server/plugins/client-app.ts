import fs from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { type ClientPage, createClientPages } from "./client-pages";

/** The best encoding of a page the browser accepts (a `q=0` refuses one). */
function pickEncoding(acceptEncoding = ""): "br" | "gzip" | "identity" {
  const accepted = new Set(
    acceptEncoding
      .split(",")
      .map((part) => part.trim().toLowerCase())
      .filter((part) => !/;\s*q=0(\.0*)?$/.test(part))
      .map((part) => part.split(";")[0]),
  );
  if (accepted.has("br")) return "br";
  return accepted.has("gzip") ? "gzip" : "identity";
}

function sendPage(request: FastifyRequest, reply: FastifyReply, page: ClientPage) {
  reply
    .header("cache-control", "no-cache")
    .header("vary", "accept-encoding")
    .header("etag", page.etag)
    .type("text/html; charset=utf-8");
  if (request.headers["if-none-match"] === page.etag) return reply.status(304).send();
  const encoding = pickEncoding(request.headers["accept-encoding"]);
  if (encoding !== "identity") reply.header("content-encoding", encoding);
  return reply.send(page[encoding]);
}

/**
 * Serves the built React app: hashed assets are cached for a year, index.html never, and any
 * other GET outside /api answers index.html (with preload hints for the page's route, see
 * client-pages.ts) so the client router can show the page (or its 404).
 */
export async function registerClientApp(app: FastifyInstance, clientDir: string): Promise<void> {
  const hasBuild = fs.existsSync(path.join(clientDir, "index.html"));
  const pageFor = hasBuild ? createClientPages(clientDir) : undefined;
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: clientDir,
      wildcard: false,
      index: false,
      // The build writes .br/.gz beside each asset (vite.config.ts): sent when the browser accepts them.
      preCompressed: true,
      setHeaders: (res, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header("cache-control", immutable ? "public, max-age=31536000, immutable" : "no-cache");
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split("?")[0] ?? "/";
    const isPage = request.method === "GET" && !pathname.startsWith("/api/");
    if (isPage && pageFor) return sendPage(request, reply, pageFor(pathname));
    const message = isPage
      ? "The web app is not built yet: run `npm run build` (npm start does it for you)."
      : `No route for ${request.method} ${pathname}`;
    return reply.status(404).send({ message });
  });
}
