// The entry of the format pool's worker threads (server/lib/format-pool.ts). A worker thread is
// plain Node: it gets neither the tsx loader that `npm start` and `npm run dev` register in the
// main thread nor Vitest's transform, so it loads the TypeScript jobs through tsx itself, in a
// namespace of its own that cannot clash with a loader it may have inherited.
import { tsImport } from "tsx/esm/api";

export const { countPages, exportFile, readImport } = await tsImport(
  "./format-jobs.ts",
  import.meta.url,
);
