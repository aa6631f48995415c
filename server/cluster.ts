import cluster, { type Worker } from "node:cluster";

/**
 * Runs `count` server processes on one port: node:cluster hands each new connection to the next
 * worker. With PostgreSQL the servers keep no state of their own, so each core
 * of a machine can serve. This process only supervises: it reports the port once every worker
 * listens, replaces a worker that dies after it started, and stops them all on SIGINT/SIGTERM.
 */
export function superviseWorkers(count: number, onReady: (port: number) => void): void {
  const listening = new Set<Worker>();
  let stopping = false;

  const stopAll = (exitCode: number) => {
    stopping = true;
    process.exitCode = exitCode;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill("SIGTERM");
  };

  cluster.on("listening", (worker, address) => {
    listening.add(worker);
    if (listening.size === count) onReady(address.port);
  });
  cluster.on("exit", (worker, code, signal) => {
    const hadStarted = listening.delete(worker);
    if (stopping) return;
    // One that never started (bad configuration, no database) would fail again: give up.
    if (!hadStarted) return stopAll(code || 1);
    console.warn(
      `Server process ${worker.process.pid} ended (${signal ?? code}); starting another`,
    );
    cluster.fork();
  });
  process.on("SIGINT", () => stopAll(0));
  process.on("SIGTERM", () => stopAll(0));
  for (let i = 0; i < count; i++) cluster.fork();
}
