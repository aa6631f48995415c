import { spawnSync } from "node:child_process";
import { mkdtempSync, statSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterwritingCli, installAfterwriting } from "../afterwriting";

const root = path.resolve(import.meta.dirname, "../..");
const fixture = path.resolve(root, "fixtures/screenplays/big-fish.fountain");
const awDir = path.join(os.tmpdir(), "scriptwright-bench-afterwriting");
const awCli = afterwritingCli(awDir);

function seconds(command: string, args: string[]): number {
  const start = process.hrtime.bigint();
  const result = spawnSync(command, args, { stdio: "ignore" });
  if (result.status !== 0) throw new Error(`${command} ${args.join(" ")} failed`);
  return Number(process.hrtime.bigint() - start) / 1e9;
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/**
 * Big Fish to PDF, whole process, ours and afterwriting's run alternately: medians in seconds
 * and the size in bytes of each PDF.
 */
export function benchCliVsAfterwriting(runs = 7): {
  ours: number;
  afterwriting: number;
  ratio: number;
  bytes: { ours: number; afterwriting: number };
} {
  installAfterwriting(awDir);
  // A folder of its own per run: two benches at once must not read each other's PDFs.
  const out = mkdtempSync(path.join(os.tmpdir(), "scriptwright-bench-out-"));
  const config = path.join(out, "aw.json");
  writeFileSync(config, JSON.stringify({ print_profile: "usletter" }));
  const oursArgs = [
    path.join(root, "bin", "scriptwright.js"),
    "export",
    fixture,
    path.join(out, "ours.pdf"),
  ];
  const awArgs = [
    awCli,
    "--source",
    fixture,
    "--pdf",
    path.join(out, "aw.pdf"),
    "--config",
    config,
    "--overwrite",
  ];
  seconds(process.execPath, oursArgs); // builds the CLI bundle cache once
  const ours: number[] = [];
  const theirs: number[] = [];
  for (let i = 0; i < runs; i++) {
    ours.push(seconds(process.execPath, oursArgs));
    theirs.push(seconds(process.execPath, awArgs));
  }
  const result = { ours: median(ours), afterwriting: median(theirs) };
  const bytes = {
    ours: statSync(path.join(out, "ours.pdf")).size,
    afterwriting: statSync(path.join(out, "aw.pdf")).size,
  };
  return { ...result, ratio: result.ours / result.afterwriting, bytes };
}
