#!/usr/bin/env node
// Thin shim: tsx compiles the TypeScript CLI on the fly (and caches it), so there's no build step.
import { tsImport } from "tsx/esm/api";

const { main } = await tsImport("./cli.ts", import.meta.url);
process.exitCode = await main(process.argv.slice(2));
