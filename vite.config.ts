import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";

const COMPRESSIBLE = /\.(js|css|html|svg|json|txt)$/;

/**
 * Writes .br and .gz beside each text asset once, at build time, so the server sends them
 * compressed (@fastify/static `preCompressed`) without spending CPU on every request.
 */
function precompress(outDir: string): Plugin {
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? walk(path) : [path];
    });
  return {
    name: "scriptwright-precompress",
    apply: "build",
    closeBundle() {
      for (const file of walk(outDir).filter((f) => COMPRESSIBLE.test(f))) {
        const source = readFileSync(file);
        if (source.length < 1024) continue;
        writeFileSync(`${file}.gz`, gzipSync(source, { level: 9 }));
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
      }
    },
  };
}

const outDir = join(import.meta.dirname, "dist", "client");

// The client lives in client/; the server serves the build from dist/client (npm start).
export default defineConfig({
  root: "client",
  plugins: [react(), tailwindcss(), precompress(outDir)],
  build: {
    outDir: "../dist/client",
    emptyOutDir: true,
    // scripts/bundle-size.mjs reads the manifest to tell the landing page's JS from the rest.
    manifest: true,
    sourcemap: false,
  },
  server: {
    proxy: {
      "/api": "http://localhost:3001",
      "/healthz": "http://localhost:3001",
    },
  },
});
