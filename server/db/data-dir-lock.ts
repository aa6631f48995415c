import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import lockfile from "proper-lockfile";

const STALE_MS = 5_000;

type Owner = { pid: number; host: string };

/** Whether a process with this id exists on this machine (EPERM: it exists, it is just not ours). */
function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

function readOwner(file: string): Owner | null {
  try {
    const owner = JSON.parse(fs.readFileSync(file, "utf8")) as Partial<Owner>;
    return typeof owner.pid === "number" && typeof owner.host === "string"
      ? (owner as Owner)
      : null;
  } catch {
    return null;
  }
}

/**
 * True only when the lock's owner is provably gone: it ran on this machine and no process has
 * its id now. A previous incarnation with our own id (a restarted container's pid 1) is gone too,
 * since we do not hold the lock yet. Anything uncertain (another machine, an unreadable file, a
 * reused id) is left to the mtime rule.
 */
function ownerIsDead(ownerFile: string): boolean {
  const owner = readOwner(ownerFile);
  if (!owner || owner.host !== os.hostname()) return false;
  return owner.pid === process.pid || !isAlive(owner.pid);
}

/**
 * PGlite does not lock its folder, and two processes on one folder silently lose commits
 * (seen when two servers were started on one folder). We hold an exclusive lock for the life of the process, kept fresh by
 * proper-lockfile; a lock that has not been refreshed for STALE_MS is stale. Next to it we
 * record our process id, so that after a kill -9 the next start sees the owner is dead and takes
 * the lock at once instead of waiting out STALE_MS (docs/reliability.md measures both).
 */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  fs.mkdirSync(dataDir, { recursive: true });
  const target = path.resolve(dataDir);
  const lockfilePath = path.join(target, ".scriptwright.lock");
  const ownerFile = path.join(target, ".scriptwright.lock.owner");
  const options = {
    stale: STALE_MS,
    update: STALE_MS / 2,
    lockfilePath,
    onCompromised: (error: Error) => {
      console.error(`Lost the lock on ${target}: ${error.message}. Stopping to protect the data.`);
      process.exit(1);
    },
  };
  try {
    let release: () => Promise<void>;
    try {
      release = await lockfile.lock(target, { ...options, retries: 0 });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "ELOCKED") throw error;
      // A dead owner's lock is made to look stale, so proper-lockfile's own stale takeover (the
      // same path it takes after STALE_MS) replaces it now; a live owner's lock is left alone.
      if (ownerIsDead(ownerFile)) {
        const longAgo = new Date(Date.now() - 10 * STALE_MS);
        try {
          fs.utimesSync(lockfilePath, longAgo, longAgo);
        } catch {
          // Released in the meantime: the retry below simply takes it.
        }
      }
      release = await lockfile.lock(target, {
        ...options,
        retries: { retries: 7, minTimeout: 1000, maxTimeout: 1000, factor: 1 },
      });
    }
    fs.writeFileSync(ownerFile, JSON.stringify({ pid: process.pid, host: os.hostname() }));
    return release;
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
