import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { routeNeeds } from "./client-routes";

/** What `vite build` writes to .vite/manifest.json, as far as we read it. */
type Manifest = Record<string, { file: string; imports?: string[]; isEntry?: boolean }>;

/** One variant of index.html, compressed once rather than per request. */
export type ClientPage = { identity: Buffer; br: Buffer; gzip: Buffer; etag: string };

/**
 * The files of some modules and of everything they import statically, leaving out the modules
 * in `seen` (what the page loads anyway); adds the modules visited to `seen`.
 */
function chunkFiles(manifest: Manifest, keys: string[], seen: Set<string>): string[] {
  const files: string[] = [];
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    files.push(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return files;
}

function readManifest(clientDir: string): Manifest {
  const file = path.join(clientDir, ".vite", "manifest.json");
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, "utf8")) as Manifest) : {};
}

function compressPage(html: string): ClientPage {
  const identity = Buffer.from(html);
  return {
    identity,
    br: brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    gzip: gzipSync(identity, { level: 9 }),
    etag: `"${createHash("sha256").update(identity).digest("base64url").slice(0, 27)}"`,
  };
}

/**
 * index.html for a path, with hints for what the route that renders it needs first:
 * - `<link rel="modulepreload">` for its chunks. Without them the browser discovers those chunks
 *   only once the entry script has downloaded and run, a whole round of requests later on a
 *   slow phone. They are fetched at low priority so that they do not slow down the entry script
 *   and the stylesheet, which the page needs first (nothing of a route runs before the entry).
 * - `<link rel="preload" as="fetch">` for its first API calls, which would otherwise start only
 *   once all that code has run. The client's `fetch` picks these answers up (same URL, mode and
 *   credentials, no extra headers: see client/lib/api-client.ts).
 * Each variant is built once.
 */
export function createClientPages(clientDir: string): (pathname: string) => ClientPage {
  const template = fs.readFileSync(path.join(clientDir, "index.html"), "utf8");
  const manifest = readManifest(clientDir);
  const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  // The entry and its static imports are already in index.html.
  const inTemplate = new Set<string>();
  chunkFiles(manifest, entries, inTemplate);
  const pages = new Map<string, ClientPage>();

  return (pathname) => {
    const { modules, data } = routeNeeds(pathname);
    const key = [...modules, ...data].join(" ");
    let page = pages.get(key);
    if (!page) {
      const links = [
        ...data.map(
          (url) => `<link rel="preload" as="fetch" crossorigin="use-credentials" href="${url}">`,
        ),
        ...chunkFiles(manifest, modules, new Set(inTemplate)).map(
          (file) => `<link rel="modulepreload" fetchpriority="low" crossorigin href="/${file}">`,
        ),
      ];
      const hints = links.map((link) => `${link}\n  `).join("");
      page = compressPage(template.replace("</head>", `${hints}</head>`));
      pages.set(key, page);
    }
    return page;
  };
}
