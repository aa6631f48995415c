#!/usr/bin/env node
// Gzip size of the client's JavaScript, from the Vite manifest of the last build
// (`npx vite build` → dist/client/.vite/manifest.json). Prints JSON: {landingKb, appKb}.
//   landingKb: what the landing page (/) loads — the entry chunk, the landing route's chunk
//              and everything they import statically; appKb: every JS file of the build.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

const root = fileURLToPath(new URL("..", import.meta.url));
const outDir = join(root, "dist", "client");
const manifest = JSON.parse(readFileSync(join(outDir, ".vite", "manifest.json"), "utf8"));

const gzipKb = (file) => gzipSync(readFileSync(join(outDir, file)), { level: 9 }).length / 1024;

function staticClosure(keys, seen = new Set()) {
  for (const key of keys) {
    const chunk = manifest[key];
    if (!chunk || seen.has(chunk.file)) continue;
    seen.add(chunk.file);
    staticClosure(chunk.imports ?? [], seen);
  }
  return seen;
}

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
const landingKey = Object.keys(manifest).find((key) => key.endsWith("app/routes/landing.tsx"));
if (!entryKey || !landingKey) {
  console.error("bundle-size: entry or landing route missing from the manifest; build first.");
  process.exit(1);
}

const landingFiles = [...staticClosure([entryKey, landingKey])].filter((f) => f.endsWith(".js"));
const allJs = readdirSync(join(outDir, "assets"))
  .filter((f) => f.endsWith(".js"))
  .map((f) => `assets/${f}`);

const round = (n) => Math.round(n * 10) / 10;
const landingKb = round(landingFiles.reduce((sum, f) => sum + gzipKb(f), 0));
const appKb = round(allJs.reduce((sum, f) => sum + gzipKb(f), 0));
console.info(JSON.stringify({ landingKb, appKb }));
