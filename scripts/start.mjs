// `npm start`: builds the web app when its sources are newer than the last build (the first
// start, or after a pull), then runs the server in production mode.
import { spawnSync } from "node:child_process";
import { readdirSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { register } from "tsx/esm/api";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
process.env.NODE_ENV ??= "production";

/** What the client build is made from. */
const SOURCES = ["client", "shared", "vite.config.ts", "package-lock.json"];

function newestChange(entry) {
  const stats = statSync(entry, { throwIfNoEntry: false });
  if (!stats) return 0;
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(entry).reduce(
    (newest, name) => Math.max(newest, newestChange(path.join(entry, name))),
    stats.mtimeMs,
  );
}

const built = statSync(path.join(root, "dist", "client", "index.html"), { throwIfNoEntry: false });
const sourcesChanged = Math.max(...SOURCES.map((source) => newestChange(path.join(root, source))));
if (!built || built.mtimeMs < sourcesChanged) {
  console.info(built ? "Rebuilding the web app (its sources changed)…" : "Building the web app…");
  const build = spawnSync(
    process.execPath,
    [path.join(root, "node_modules", "vite", "bin", "vite.js"), "build"],
    { cwd: root, stdio: "inherit" },
  );
  if (build.status !== 0) process.exit(build.status ?? 1);
}

register();
await import(path.join(root, "server", "index.ts"));
