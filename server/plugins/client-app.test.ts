import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, send, type TestApp } from "../test/app";

/** A client build as `vite build` lays it out: index.html, hashed chunks and the manifest. */
const MANIFEST = {
  "index.html": { file: "assets/index-1.js", isEntry: true, imports: ["_react-1.js"] },
  "_react-1.js": { file: "assets/react-1.js" },
  "_ui-1.js": { file: "assets/ui-1.js", imports: ["_react-1.js", "index.html"] },
  "app/routes/landing.tsx": { file: "assets/landing-1.js", imports: ["index.html"] },
  "app/routes/dashboard.tsx": {
    file: "assets/dashboard-1.js",
    imports: ["index.html", "_ui-1.js", "_react-1.js"],
  },
  "app/routes/screenplay-step.tsx": { file: "assets/step-1.js", imports: ["_ui-1.js"] },
  "features/final/index.tsx": { file: "assets/final-1.js", imports: ["_ui-1.js"] },
  "app/routes/not-found.tsx": { file: "assets/not-found-1.js" },
};
const INDEX_HTML = `<!doctype html>
<html>
  <head>
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-1.js">
  </head>
  <body><div id="root"></div></body>
</html>
`;

let clientDir: string;
let t: TestApp;
beforeAll(async () => {
  clientDir = mkdtempSync(path.join(tmpdir(), "scriptwright-client-"));
  mkdirSync(path.join(clientDir, ".vite"));
  writeFileSync(path.join(clientDir, ".vite", "manifest.json"), JSON.stringify(MANIFEST));
  writeFileSync(path.join(clientDir, "index.html"), INDEX_HTML);
  t = await buildTestApp({}, { clientDir });
});
afterAll(async () => {
  await t.close();
  rmSync(clientDir, { recursive: true, force: true });
});

const dataPreloads = (html: string) =>
  [
    ...html.matchAll(
      /<link rel="preload" as="fetch" crossorigin="use-credentials" href="([^"]+)">/g,
    ),
  ].map((match) => match[1]);
const preloads = (html: string) =>
  [
    ...html.matchAll(/<link rel="modulepreload" fetchpriority="low" crossorigin href="([^"]+)">/g),
  ].map((match) => match[1]);

describe("the pages of the web app", () => {
  it("preload the chunks and first API calls of the route that shows them", async () => {
    const dashboard = await send(t.app, "GET", "/dashboard");
    expect(dashboard.statusCode).toBe(200);
    expect(dashboard.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(dashboard.headers["cache-control"]).toBe("no-cache");
    expect(preloads(dashboard.body)).toEqual(["/assets/dashboard-1.js", "/assets/ui-1.js"]);
    expect(dataPreloads(dashboard.body)).toEqual([
      "/api/user",
      "/api/screenplays",
      "/api/movie-quotes",
    ]);
    // The rest of index.html is served as it was built.
    expect(
      dashboard.body.replace(
        /<link rel="(preload" as="fetch|modulepreload" fetchpriority)[^>]*>\n {2}/g,
        "",
      ),
    ).toBe(INDEX_HTML);

    const landing = (await send(t.app, "GET", "/")).body;
    expect(preloads(landing)).toEqual(["/assets/landing-1.js"]);
    expect(dataPreloads(landing)).toEqual([]);
    // As the client's router does, ignore case and a trailing slash.
    expect(preloads((await send(t.app, "GET", "/Dashboard/")).body)).toEqual(
      preloads(dashboard.body),
    );
    const step = (await send(t.app, "GET", "/screenplay/42/final?from=editor")).body;
    expect(preloads(step)).toEqual(["/assets/step-1.js", "/assets/ui-1.js", "/assets/final-1.js"]);
    expect(dataPreloads(step)).toEqual(["/api/user"]);
  });

  it("preload the not-found page for a path no route shows", async () => {
    for (const url of ["/nowhere", "/screenplay/42/nowhere", "/dashboard/extra"]) {
      const response = await send(t.app, "GET", url);
      expect(response.statusCode, url).toBe(200);
      expect(preloads(response.body), url).toEqual(["/assets/not-found-1.js"]);
    }
  });

  it("are sent compressed when the browser accepts it, and not again while unchanged", async () => {
    const plain = await send(t.app, "GET", "/dashboard");
    const br = await send(t.app, "GET", "/dashboard", {
      headers: { "accept-encoding": "gzip, deflate, br" },
    });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers.vary).toBe("accept-encoding");
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gzip = await send(t.app, "GET", "/dashboard", {
      headers: { "accept-encoding": "gzip, br;q=0" },
    });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    expect(plain.headers["content-encoding"]).toBeUndefined();

    const etag = String(plain.headers.etag);
    const again = await send(t.app, "GET", "/dashboard", { headers: { "if-none-match": etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
    const other = await send(t.app, "GET", "/", { headers: { "if-none-match": etag } });
    expect(other.statusCode).toBe(200);
  });

  it("leave unknown API paths a JSON 404", async () => {
    const response = await send(t.app, "GET", "/api/nowhere");
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: "No route for GET /api/nowhere" });
  });
});
