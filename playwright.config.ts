import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { defineConfig } from "@playwright/test";
import { CHROMIUM_ARGS, chromiumExecutable } from "./e2e/support/chromium";

// The app under test runs exactly as `npm start` runs it, on its own port and a fresh
// database folder (scripts/e2e.mjs builds the client first and passes both in).
const port = Number(process.env.E2E_PORT ?? 3100);
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), "scriptwright-e2e-"));
process.env.E2E_DATA_DIR = dataDir; // workers load this file too: keep one folder
const baseURL = `http://localhost:${port}`;

export default defineConfig({
  testDir: "e2e",
  // Screenshots for design review are taken on demand: SHOTS=1 npx playwright test screenshots
  testIgnore: process.env.SHOTS ? [] : ["**/screenshots.spec.ts"],
  fullyParallel: false,
  workers: 2,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [["list"]],
  use: {
    baseURL,
    headless: true,
    viewport: { width: 1280, height: 800 },
    trace: "off",
    launchOptions: { executablePath: chromiumExecutable(), args: CHROMIUM_ARGS },
  },
  projects: [{ name: "chromium", use: { browserName: "chromium" } }],
  webServer: {
    command: "node scripts/start.mjs",
    url: `${baseURL}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      NODE_ENV: "production",
      // The tests' writers come from addresses of their own (e2e/support/fixtures.ts).
      TRUST_PROXY: "loopback",
    },
  },
});
