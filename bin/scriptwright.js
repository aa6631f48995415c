#!/usr/bin/env node
// Starts the TypeScript CLI fast: tsx's loader costs ~0.4 s per run, so the CLI is bundled once
// with esbuild (tsx's own compiler) into node_modules/.cache and rebuilt when a source changes.
// If that fails (read-only install, no esbuild), tsx runs the sources directly.
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const engine = join(root, "shared/domain/screenplay");
const sources = [
  join(root, "bin/cli.ts"),
  ...readdirSync(engine)
    .filter((f) => f.endsWith(".ts") && !f.endsWith(".test.ts"))
    .map((f) => join(engine, f)),
];
const stamp = Math.max(...sources.map((f) => statSync(f).mtimeMs)).toFixed(0);
const cache = join(root, "node_modules/.cache/scriptwright");
const bundle = join(cache, stamp, "cli.js");

async function build() {
  const { buildSync } = await import("esbuild");
  // Built aside and renamed, so a concurrent run never sees half a bundle.
  const temp = join(cache, `${stamp}.${process.pid}`);
  buildSync({
    entryPoints: [join(root, "bin/cli.ts")],
    bundle: true,
    splitting: true,
    format: "esm",
    platform: "node",
    target: "node20",
    packages: "external",
    outdir: temp,
    logLevel: "silent",
  });
  try {
    renameSync(temp, join(cache, stamp));
  } catch {
    rmSync(temp, { recursive: true, force: true });
  }
}

async function load() {
  try {
    if (!existsSync(bundle)) {
      mkdirSync(cache, { recursive: true });
      await build();
    }
    return await import(pathToFileURL(bundle).href);
  } catch {
    const { tsImport } = await import("tsx/esm/api");
    return tsImport("./cli.ts", import.meta.url);
  }
}

const { main } = await load();
process.exitCode = await main(process.argv.slice(2));
