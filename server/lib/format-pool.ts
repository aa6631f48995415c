import { fileURLToPath } from "node:url";
import { Piscina } from "piscina";
import { loadSuppliedFonts } from "#shared/domain/screenplay/load-script-fonts";
import { AppError } from "../errors";
import type { FormatWorkerData } from "../modules/export/format-jobs";

const WORKER = fileURLToPath(new URL("../modules/export/format-worker.mjs", import.meta.url));

/** A worker that has had nothing to do for this long exits; the next job starts a fresh one. */
const IDLE_MS = 5 * 60_000;

export type FormatPoolOptions = {
  threads: number;
  timeoutMs: number;
  /** Fonts the writer adds (SCRIPT_FONT_DIR); each thread loads them with the script's fonts. */
  scriptFontDir: string | undefined;
};

export type FormatPool = {
  /**
   * Runs the worker's `job` function on `input` in a worker thread. Past the time limit the job
   * is stopped, its thread terminated (so a stuck computation burns no more CPU) and replaced,
   * and the request answers 503 saying that `activity` ("The PDF export") took too long.
   */
  run<Result>(job: string, input: unknown, activity: string): Promise<Result>;
  close(): Promise<void>;
};

function duration(ms: number): string {
  if (ms < 1000) return `${ms} ms`;
  const seconds = Math.round(ms / 100) / 10;
  return `${seconds} second${seconds === 1 ? "" : "s"}`;
}

/**
 * First come, first served for `slots` threads. Piscina keeps jobs that carry an AbortSignal in
 * a queue it reorders whenever a thread frees up (piscinajs/piscina#1031): under steady load
 * one export waited 4 s while others went through in 0.1 s. So jobs wait here, in order, and
 * piscina only ever gets as many as it has threads.
 */
function fifoGate(slots: number) {
  let free = slots;
  const waiting: (() => void)[] = [];
  return {
    enter(signal: AbortSignal): Promise<void> {
      if (free > 0) {
        free--;
        return Promise.resolve();
      }
      return new Promise((resolve, reject) => {
        const turn = () => {
          signal.removeEventListener("abort", leave);
          resolve();
        };
        const leave = () => {
          waiting.splice(waiting.indexOf(turn), 1);
          reject(signal.reason);
        };
        waiting.push(turn);
        signal.addEventListener("abort", leave, { once: true });
      });
    },
    exit(): void {
      const next = waiting.shift();
      if (next) next();
      else free++;
    },
  };
}

/**
 * Worker threads for the format engine's heavy work (parsing, layout, PDF and FDX writing):
 * on the event loop a long or hostile script would stall every other request. Threads start
 * on the first job rather than with the app, so a server that never exports pays nothing.
 */
export function createFormatPool({
  threads,
  timeoutMs,
  scriptFontDir,
}: FormatPoolOptions): FormatPool {
  // Read here once so that a missing folder or a file that is not a font stops the start,
  // naming it, instead of failing every PDF export.
  if (scriptFontDir) loadSuppliedFonts(scriptFontDir);
  const workerData: FormatWorkerData = { scriptFontDir };
  const pool = new Piscina({
    filename: WORKER,
    minThreads: 0,
    maxThreads: threads,
    idleTimeout: IDLE_MS,
    workerData,
  });
  const gate = fifoGate(threads);
  return {
    async run<Result>(job: string, input: unknown, activity: string): Promise<Result> {
      // The limit counts from the request, waiting included: it bounds how long a writer waits.
      const controller = new AbortController();
      const timer = setTimeout(() => controller.abort(), timeoutMs);
      try {
        await gate.enter(controller.signal);
        try {
          return await pool.run(input, { name: job, signal: controller.signal });
        } finally {
          gate.exit();
        }
      } catch (error) {
        if (!controller.signal.aborted) throw error;
        throw new AppError(
          503,
          `${activity} took longer than ${duration(timeoutMs)} and was stopped`,
        );
      } finally {
        clearTimeout(timer);
      }
    },
    close: () => pool.destroy(),
  };
}
