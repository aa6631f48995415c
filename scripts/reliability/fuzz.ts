// Property-based fuzzing of every route the app registers (fast-check): random and malformed
// payloads, ids, query strings and content types. Properties: never a 5xx, never a stack trace,
// the server keeps answering /healthz, and a bystander's rows stay byte-identical.

import fc from "fast-check";
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from "fastify";
import { createOwner, type Owned } from "#server/test/factories";
import {
  buildRecordedTestApp,
  type RouteInfo,
  routeKey,
  userRowsSnapshot,
} from "#server/test/route-table";
import { HOSTILE_FDX, HOSTILE_FOUNTAIN } from "#shared/domain/screenplay/hostile-inputs";
import { type Example, examples } from "./examples";

/** Routes that open or close a session: sent without the fuzzer's cookie so it stays signed in. */
export const SESSION_ROUTES = /^POST \/api\/(register|login|logout|dev-bypass|wallet-auth)/;

export type FuzzCase = {
  method: string;
  url: string;
  contentType: string | null;
  payload: string | undefined;
  withCookie: boolean;
};

export type FuzzWorld = {
  app: FastifyInstance;
  routes: RouteInfo[];
  attacker: Owned;
  victim: Owned;
};

const HUGE = 1024 * 1024 + 16;

const edgeNumbers = fc.constantFrom(
  0,
  -1,
  -0,
  1,
  2_147_483_647,
  2_147_483_648,
  2 ** 53,
  -(2 ** 53),
  1e308,
  -1e308,
  0.5,
  1e-7,
);
const nastyStrings = fc.constantFrom(
  "",
  " ",
  "\u0000",
  "a\u0000b",
  "\ud800",
  "\udfff\ud800",
  "\u202e\u200b\ufeff",
  "🎬🎞️👩🏽‍💻",
  "Ω≈ç√∫˜µ≤≥÷",
  "' OR 1=1 --",
  "'); DROP TABLE scenes; --",
  "<script>alert(1)</script>",
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, on purpose
  "${7*7}{{7*7}}",
  "../../etc/passwd",
  "%00%ff%",
  "2024-13-45T25:61:61Z",
  "2000-01-01T00:00:00.000Z",
  "9999-12-31T23:59:59.999+14:00",
  "NaN",
  "Infinity",
  "true",
  "null",
  "__proto__",
  "constructor",
  "\r\n\r\nHTTP/1.1 200 OK",
);
/**
 * Text that once made the format engine's scanners backtrack for seconds to hours (a centered
 * line of spaces, "[[" repeated, …), at sizes every text limit of the API lets through.
 */
const HOSTILE = [...HOSTILE_FOUNTAIN, ...HOSTILE_FDX];
const hostileString = fc
  .tuple(fc.constantFrom(...HOSTILE), fc.integer({ min: 1_000, max: 60_000 }))
  .map(([family, size]) => family.make(size));
const hugeString = fc
  .tuple(fc.integer({ min: 1_000, max: 300_000 }), fc.constantFrom("x", "é", "😀", "\n", "INT. "))
  .map(([n, unit]) => unit.repeat(Math.ceil(n / unit.length)));

function weirdValue(ids: number[]): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 3, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
    { weight: 3, arbitrary: nastyStrings },
    { weight: 2, arbitrary: fc.string({ unit: "grapheme", maxLength: 300 }) },
    { weight: 1, arbitrary: fc.string({ unit: "binary", maxLength: 100 }) },
    { weight: 1, arbitrary: hugeString },
    { weight: 2, arbitrary: hostileString },
    { weight: 2, arbitrary: edgeNumbers },
    { weight: 2, arbitrary: fc.constantFrom(...ids) },
    { weight: 1, arbitrary: fc.constantFrom(null, true, false, [], {}) },
    { weight: 1, arbitrary: fc.array(nastyStrings, { maxLength: 60 }) },
    {
      weight: 1,
      arbitrary: fc.constant({ __proto__: null, constructor: { prototype: { polluted: true } } }),
    },
  );
}

/** JSON text from key/value pairs: keeps `__proto__` as a plain key and allows duplicates. */
function jsonObjectText(entries: [string, unknown][]): string {
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${JSON.stringify(v) ?? "null"}`).join(",")}}`;
}

const extraKeys = fc.constantFrom(
  "__proto__",
  "constructor",
  "prototype",
  "userId",
  "id",
  "screenplayId",
  "isAdmin",
  "passwordHash",
  "createdAt",
  "",
);

/** The example with fields kept, dropped or replaced, and foreign keys added. */
function mutated(example: Record<string, unknown>, ids: number[]): fc.Arbitrary<string> {
  const fields = Object.entries(example);
  const perField = fields.map(([key, value]) =>
    fc.oneof(
      { weight: 2, arbitrary: fc.constant<[string, unknown] | null>([key, value]) },
      { weight: 1, arbitrary: fc.constant(null) },
      { weight: 3, arbitrary: weirdValue(ids).map((v): [string, unknown] => [key, v]) },
    ),
  );
  const extras = fc.array(fc.tuple(extraKeys, weirdValue(ids)), { maxLength: 3 });
  const many = fc
    .tuple(fc.tuple(...perField), extras)
    .map(([kept, added]) =>
      jsonObjectText([...kept.filter((e): e is [string, unknown] => e !== null), ...added]),
    );
  if (fields.length === 0) return many;
  // One bad field among valid ones gets past validation of the rest, down to the database.
  const one = fc
    .tuple(fc.nat({ max: fields.length - 1 }), weirdValue(ids))
    .map(([index, value]) =>
      jsonObjectText(fields.map(([k, v], i) => [k, i === index ? value : v])),
    );
  return fc.oneof(
    one,
    many,
    nastyLeaves(example).map((v) => JSON.stringify(v)),
  );
}

/** The example's exact shape with some of its text leaves (in lists and objects too) made nasty. */
function nastyLeaves(value: unknown): fc.Arbitrary<unknown> {
  if (typeof value === "string")
    return fc.oneof(
      fc.constant(value),
      nastyStrings,
      fc.string({ unit: "binary", maxLength: 50 }),
      hostileString,
    );
  if (Array.isArray(value)) {
    return fc
      .tuple(...value.map(nastyLeaves), fc.array(nastyStrings, { maxLength: 3 }))
      .map((parts) => [...parts.slice(0, -1), ...(parts.at(-1) as string[])]);
  }
  if (value && typeof value === "object") {
    const entries = Object.entries(value);
    return fc
      .tuple(...entries.map(([, v]) => nastyLeaves(v)))
      .map((vs) => Object.fromEntries(entries.map(([k], i) => [k, vs[i]])));
  }
  return fc.constant(value);
}

function payloadFor(example: Example | undefined, ids: number[]): fc.Arbitrary<string | undefined> {
  const body = example?.body ?? {};
  const valid = JSON.stringify(body);
  return fc.oneof(
    { weight: 6, arbitrary: mutated(body, ids) },
    { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 4 }).map((v) => JSON.stringify(v) ?? "null") },
    { weight: 1, arbitrary: fc.constant(valid) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        `{"__proto__":{"isAdmin":true,"userId":1},${valid.slice(1)}`,
        `{"constructor":{"prototype":{"isAdmin":true}},${valid.slice(1)}`,
        `${valid.slice(0, -1)}${valid.length > 2 ? "," : ""}"__proto__":{"userId":1}}`,
      ),
    },
    {
      weight: 1,
      arbitrary: fc.nat({ max: Math.max(0, valid.length - 1) }).map((n) => valid.slice(0, n)),
    },
    { weight: 1, arbitrary: fc.string({ unit: "binary", maxLength: 200 }) },
    { weight: 1, arbitrary: fc.constant(undefined) },
    { weight: 1, arbitrary: fc.constant(`{"content":"${"y".repeat(HUGE)}"}`) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        "[]",
        "null",
        "0",
        '""',
        "{}",
        "[{}]",
        "{".repeat(5000),
        "[".repeat(5000),
      ),
    },
  );
}

const contentTypes = fc.oneof(
  { weight: 10, arbitrary: fc.constant<string | null>("application/json") },
  {
    weight: 3,
    arbitrary: fc.constantFrom<string | null>(
      "application/json; charset=utf-8",
      "APPLICATION/JSON",
      "application/json; charset=latin1",
      "application/jsonx",
      "text/plain",
      "application/x-www-form-urlencoded",
      "multipart/form-data; boundary=x",
      "application/xml",
      "",
      null,
    ),
  },
);

function idSegment(ids: number[]): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 5, arbitrary: fc.constantFrom(...ids).map(String) },
    { weight: 2, arbitrary: fc.integer().map(String) },
    { weight: 1, arbitrary: fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }).map(String) },
    {
      weight: 2,
      arbitrary: fc.constantFrom(
        "0",
        "-1",
        "2147483647",
        "2147483648",
        "1e3",
        "0x10",
        "1.5",
        "01",
        "+1",
        " 1",
        "NaN",
        "Infinity",
        "__proto__",
        "constructor",
        "%20",
        "%00",
        "%",
        "%zz",
        "..",
        "%2e%2e",
        "%2F",
        "1;DROP",
        "١٢٣",
      ),
    },
    {
      weight: 2,
      arbitrary: fc
        .string({ unit: "grapheme", minLength: 1, maxLength: 40 })
        .map(encodeURIComponent),
    },
  );
}

const queryKeys = fc.constantFrom(
  "format",
  "paper",
  "__proto__",
  "constructor[prototype][x]",
  "format[]",
  "a[b][c]",
  "",
  "id",
);
const queryValues = fc.oneof(
  fc.constantFrom("pdf", "fountain", "fdx", "txt", "letter", "a4", "PDF", "", "exe"),
  fc.string({ unit: "grapheme", maxLength: 30 }),
  hugeString.map((s) => s.slice(0, 5000)),
);

function queryFor(example: Example | undefined): fc.Arbitrary<string> {
  const valid = new URLSearchParams(example?.query ?? {}).toString();
  return fc.oneof(
    { weight: 2, arbitrary: fc.constant(valid) },
    { weight: 1, arbitrary: fc.constant("") },
    {
      weight: 4,
      arbitrary: fc
        .array(fc.tuple(queryKeys, queryValues), { maxLength: 5 })
        .map((pairs) =>
          pairs.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join("&"),
        ),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom("%", "format=%zz", "&&&", "format=pdf&format=txt", "=", "format"),
    },
  );
}

export function caseFor(
  route: RouteInfo,
  world: Pick<FuzzWorld, "attacker" | "victim">,
): fc.Arbitrary<FuzzCase> {
  const { attacker, victim } = world;
  const ids = [
    attacker.screenplayId,
    attacker.characterId,
    attacker.sceneId,
    attacker.suggestionId,
    attacker.draftId,
    victim.screenplayId,
    victim.characterId,
    victim.sceneId,
    victim.suggestionId,
    victim.draftId,
  ];
  const example = examples(attacker)[routeKey(route)];
  const key = routeKey(route);
  const sendsBody = !["GET", "HEAD"].includes(route.method);
  return fc
    .record({
      segments: fc.tuple(...route.params.map(() => idSegment(ids))),
      query: queryFor(example),
      contentType: sendsBody ? contentTypes : fc.constant(null),
      payload: sendsBody ? payloadFor(example, ids) : fc.constant(undefined),
      withCookie: SESSION_ROUTES.test(key)
        ? fc.constant(false)
        : fc.integer({ min: 0, max: 9 }).map((n) => n > 0),
    })
    .map(({ segments, query, contentType, payload, withCookie }) => {
      let i = 0;
      const path = route.url.replace(/:[A-Za-z0-9_]+/g, () => segments[i++] ?? "1");
      return {
        method: route.method,
        url: query ? `${path}?${query}` : path,
        contentType,
        payload,
        withCookie,
      };
    });
}

export function injectCase(
  app: FastifyInstance,
  c: FuzzCase,
  cookie: string,
): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = {};
  if (c.contentType !== null) headers["content-type"] = c.contentType;
  if (c.withCookie) headers.cookie = cookie;
  const request: InjectOptions = {
    method: c.method as InjectOptions["method"],
    url: c.url,
    headers,
  };
  if (c.payload !== undefined) request.payload = c.payload;
  return app.inject(request);
}

const STACK = /\n\s+at \S|\bat [^\n]*\(?[^\s()]+:\d+:\d+\)?|node_modules|\bat async\b/;
const INTERNAL_ERROR = /\b[A-Z][A-Za-z]*Error: |DrizzleQueryError|Failed query/;

/** The properties every single answer must have; returns what is wrong, or null. */
export function problemWith(c: FuzzCase, response: LightMyRequestResponse): string | null {
  const { statusCode, body } = response;
  if (statusCode >= 500) return `answered ${statusCode}: ${body.slice(0, 300)}`;
  if (/\$argon2/.test(body)) return "leaked a password hash";
  // In a stream, only the error events are the server talking; the chunks are the writer's
  // script, which may well say "at the table at 00:00:00".
  const isStream = (response.headers["content-type"] ?? "").toString().includes("event-stream");
  const errorText =
    statusCode >= 400
      ? body
      : isStream
        ? [...body.matchAll(/event: error\ndata: ([^\n]*)/g)].map((m) => m[1]).join("\n")
        : "";
  if (STACK.test(errorText) || INTERNAL_ERROR.test(errorText))
    return `leaked internals: ${errorText.slice(0, 300)}`;
  if (statusCode >= 400 && c.method !== "HEAD") {
    let parsed: unknown;
    try {
      parsed = JSON.parse(body);
    } catch {
      return `error body is not JSON: ${body.slice(0, 200)}`;
    }
    if (typeof (parsed as { message?: unknown })?.message !== "string")
      return `error without a message: ${body.slice(0, 200)}`;
  }
  return null;
}

export async function createFuzzWorld(env: Record<string, string> = {}) {
  const { t, routes } = await buildRecordedTestApp(env);
  const victim = await createOwner(t.app, "Victim's private script");
  const attacker = await createOwner(t.app, "Fuzzer's script");
  // Deletes last (the fuzzer's own rows stay around for the other routes), the screenplay's very last.
  const order = (r: RouteInfo) =>
    r.method === "DELETE" ? (r.url.startsWith("/api/screenplays") ? 2 : 1) : 0;
  const sorted = [...routes].sort((a, b) => order(a) - order(b));
  return { t, world: { app: t.app, routes: sorted, attacker, victim } satisfies FuzzWorld };
}

/**
 * A hang detector, not a speed target: ordinary answers take well under a second, while the
 * hostile text above once held a request (and the event loop) for 10 s to hours.
 */
const SLOW_CASE_MS = 10_000;

export type FuzzReport = {
  cases: number;
  routes: number;
  statusCounts: Record<string, number>;
  ms: number;
};

/**
 * Fuzzes each route with `runsPerRoute` cases (plus as many random method/path pairs), then
 * checks /healthz and the victim's rows. Throws (with fast-check's seed and shrunk case) on the
 * first broken property.
 */
export async function fuzzRoutes(
  world: FuzzWorld,
  runsPerRoute: number,
  options: { seed?: number; onRoute?: (key: string) => void } = {},
): Promise<FuzzReport> {
  const started = performance.now();
  const { app, attacker, victim } = world;
  const before = await userRowsSnapshot(app.db, victim.userId);
  const statusCounts: Record<string, number> = {};
  let cases = 0;
  const check = async (c: FuzzCase) => {
    const started = performance.now();
    const response = await injectCase(app, c, attacker.cookie);
    const ms = performance.now() - started;
    cases++;
    if (ms > SLOW_CASE_MS)
      throw new Error(`${c.method} ${c.url.slice(0, 200)} → answered after ${Math.round(ms)} ms`);
    statusCounts[response.statusCode] = (statusCounts[response.statusCode] ?? 0) + 1;
    const problem = problemWith(c, response);
    if (problem) throw new Error(`${c.method} ${c.url.slice(0, 200)} → ${problem}`);
  };
  const targets = [...world.routes, null];
  for (const route of targets) {
    const key = route ? routeKey(route) : "random method and path";
    options.onRoute?.(key);
    const arbitrary = route ? caseFor(route, world) : randomRouteCase(world);
    await fc.assert(fc.asyncProperty(arbitrary, check), {
      numRuns: runsPerRoute,
      ...(options.seed !== undefined ? { seed: options.seed } : {}),
      endOnFailure: false,
    });
    const health = await app.inject({ method: "GET", url: "/healthz" });
    if (health.statusCode !== 200)
      throw new Error(`after ${key}: /healthz answered ${health.statusCode}`);
    const after = await userRowsSnapshot(app.db, victim.userId);
    if (after !== before) throw new Error(`after ${key}: the victim's rows changed`);
  }
  const ready = await app.inject({ method: "GET", url: "/readyz" });
  if (ready.statusCode !== 200)
    throw new Error(`/readyz answered ${ready.statusCode} after fuzzing`);
  return {
    cases,
    routes: world.routes.length,
    statusCounts,
    ms: Math.round(performance.now() - started),
  };
}

/** Methods and paths the app may not have at all: unknown routes must be a clean 404/405. */
function randomRouteCase(world: FuzzWorld): fc.Arbitrary<FuzzCase> {
  const ids = [world.victim.screenplayId, world.attacker.screenplayId];
  const segment = fc.oneof(
    fc.constantFrom("api", "screenplays", "scenes", "ai", "..", "%2e%2e", "", "admin"),
    idSegment(ids),
  );
  return fc
    .record({
      method: fc.constantFrom("GET", "POST", "PUT", "PATCH", "DELETE", "OPTIONS", "HEAD"),
      segments: fc.array(segment, { minLength: 1, maxLength: 5 }),
      payload: fc.option(
        fc.jsonValue().map((v) => JSON.stringify(v) ?? "null"),
        { nil: undefined },
      ),
      withCookie: fc.boolean(),
    })
    .map(({ method, segments, payload, withCookie }) => ({
      method,
      url: `/api/${segments.join("/")}`,
      contentType: "application/json",
      payload: method === "GET" || method === "HEAD" ? undefined : payload,
      withCookie,
    }));
}

/**
 * The long form for the bench: `runs` cases in all (default 10,000) spread over every route, on
 * PGlite in memory or, with TEST_DATABASE_URL, a private PostgreSQL database.
 */
export async function fuzzLong(
  options: { runs?: number; seed?: number } = {},
): Promise<FuzzReport> {
  const runs = options.runs ?? 10_000;
  const { t, world } = await createFuzzWorld();
  try {
    const perRoute = Math.ceil(runs / (world.routes.length + 1));
    return await fuzzRoutes(
      world,
      perRoute,
      options.seed !== undefined ? { seed: options.seed } : {},
    );
  } finally {
    await t.close();
  }
}
