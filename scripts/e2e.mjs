#!/usr/bin/env node
// `npm run test:e2e`: build the client, then run the Playwright suite against the app started
// exactly as `npm start` starts it (see playwright.config.ts), on a fresh database folder.
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const run = (command, args, env = process.env) =>
  spawnSync(command, args, {
    cwd: root,
    stdio: "inherit",
    env,
    shell: process.platform === "win32",
  });

const build = run("npx", ["vite", "build", "--logLevel", "warn"]);
if (build.status !== 0) process.exit(build.status ?? 1);

const dataDir = mkdtempSync(join(tmpdir(), "scriptwright-e2e-"));
const env = { ...process.env, E2E_DATA_DIR: dataDir, E2E_PORT: process.env.E2E_PORT ?? "3100" };
const tests = run("npx", ["playwright", "test", ...process.argv.slice(2)], env);
rmSync(dataDir, { recursive: true, force: true });
process.exit(tests.status ?? 1);
