#!/usr/bin/env node
// Gzip size of the client's JavaScript, from the Vite manifest of the last build
// (`npx vite build` → dist/client/.vite/manifest.json). Prints JSON: {landingKb, dashboardKb, appKb}.
//   landingKb / dashboardKb: what the landing page (/) or the dashboard loads — the entry chunk,
//              the route's chunk and everything they import statically; appKb: every JS file of
//              the build, lazily loaded chunks (the screenplay editor among them) included.
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
const routeKey = (name) =>
  Object.keys(manifest).find((key) => key.endsWith(`app/routes/${name}.tsx`));
const landingKey = routeKey("landing");
const dashboardKey = routeKey("dashboard");
if (!entryKey || !landingKey || !dashboardKey) {
  console.error("bundle-size: entry or a route missing from the manifest; build first.");
  process.exit(1);
}

const routeFiles = (key) => [...staticClosure([entryKey, key])].filter((f) => f.endsWith(".js"));
const allJs = readdirSync(join(outDir, "assets"))
  .filter((f) => f.endsWith(".js"))
  .map((f) => `assets/${f}`);

const round = (n) => Math.round(n * 10) / 10;
const totalKb = (files) => round(files.reduce((sum, f) => sum + gzipKb(f), 0));
const landingKb = totalKb(routeFiles(landingKey));
const dashboardKb = totalKb(routeFiles(dashboardKey));
const appKb = totalKb(allJs);
console.info(JSON.stringify({ landingKb, dashboardKb, appKb }));
