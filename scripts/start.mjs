// `npm start`: builds the web app the first time, then runs the server in production mode.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { register } from "tsx/esm/api";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
process.env.NODE_ENV ??= "production";

if (!existsSync(path.join(root, "dist", "client", "index.html"))) {
  console.info("Building the web app (first start only)…");
  const build = spawnSync(
    process.execPath,
    [path.join(root, "node_modules", "vite", "bin", "vite.js"), "build"],
    {
      cwd: root,
      stdio: "inherit",
    },
  );
  if (build.status !== 0) process.exit(build.status ?? 1);
}

register();
await import(path.join(root, "server", "index.ts"));
