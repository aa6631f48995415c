import fs from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";

/**
 * Serves the built React app: hashed assets are cached for a year, index.html never, and any
 * other GET outside /api answers index.html so the client router can show the page (or its 404).
 */
export async function registerClientApp(app: FastifyInstance, clientDir: string): Promise<void> {
  const indexFile = path.join(clientDir, "index.html");
  const hasBuild = fs.existsSync(indexFile);
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
    const isPage = request.method === "GET" && !request.url.startsWith("/api/");
    if (isPage && hasBuild) {
      return reply.header("cache-control", "no-cache").type("text/html").sendFile("index.html");
    }
    const message = isPage
      ? "The web app is not built yet: run `npm run build` (npm start does it for you)."
      : `No route for ${request.method} ${request.url.split("?")[0]}`;
    return reply.status(404).send({ message });
  });
}
