import fs from "node:fs";
import path from "node:path";
import lockfile from "proper-lockfile";

const STALE_MS = 5_000;

/**
 * PGlite does not lock its folder, and two processes on one folder silently lose commits
 * (STACK-NOTES). We hold an exclusive lock for the life of the process. A lock left by a
 * crashed process goes stale after STALE_MS, so a restart after kill -9 waits that long.
 */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  fs.mkdirSync(dataDir, { recursive: true });
  const target = path.resolve(dataDir);
  try {
    return await lockfile.lock(target, {
      stale: STALE_MS,
      update: STALE_MS / 2,
      lockfilePath: path.join(target, ".scriptwright.lock"),
      retries: { retries: 7, minTimeout: 1000, maxTimeout: 1000, factor: 1 },
      onCompromised: (error) => {
        console.error(
          `Lost the lock on ${target}: ${error.message}. Stopping to protect the data.`,
        );
        process.exit(1);
      },
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ELOCKED") {
      throw new Error(
        `Another Scriptwright server is already using the data folder ${target}. ` +
          "Stop it first, or set DATA_DIR to another folder.",
      );
    }
    throw error;
  }
}
