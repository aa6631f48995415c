import { existsSync } from "node:fs";

/**
 * The Chromium the tests drive: CHROMIUM_PATH, else Debian's /usr/bin/chromium
 * (`npx playwright install` cannot download a browser on a machine without internet).
 */
export function chromiumExecutable(): string {
  const candidates = [process.env.CHROMIUM_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"];
  const found = candidates.find((path): path is string => Boolean(path && existsSync(path)));
  if (!found) {
    throw new Error(
      "No Chromium found: install Debian's `chromium` package or set CHROMIUM_PATH to a Chromium binary.",
    );
  }
  return found;
}

export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
