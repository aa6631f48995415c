import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "../..");

export type SpawnedServer = { child: ChildProcess; output: () => string; origin: Promise<string> };

/**
 * Starts server/index.ts (what `npm start` runs) on a free port and resolves its origin from
 * the ready line, so tests running side by side never fight over a port.
 */
export function spawnServer(env: Record<string, string>): SpawnedServer {
  const child = spawn(process.execPath, ["--import", "tsx", "server/index.ts"], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: "0",
      HOST: "127.0.0.1",
      LOG_LEVEL: "warn",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const origin = new Promise<string>((resolve, reject) => {
    child.stdout?.on("data", (chunk: Buffer) => {
      output += chunk;
      const match = /ready on http:\/\/localhost:(\d+)/.exec(output);
      if (match) resolve(`http://127.0.0.1:${match[1]}`);
    });
    child.stderr?.on("data", (chunk: Buffer) => {
      output += chunk;
    });
    child.on("exit", (code) =>
      reject(new Error(`server exited with ${code} before it was ready:\n${output}`)),
    );
  });
  origin.catch(() => {}); // a server expected to refuse to start is awaited through `exit` instead
  return { child, output: () => output, origin };
}

export async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill("SIGTERM");
  await once(child, "exit");
}
