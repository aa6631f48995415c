import { afterAll, beforeAll, expect, it } from "vitest";
import { send, type TestApp } from "#server/test/app";
import { createFuzzWorld, type FuzzWorld, fuzzRoutes } from "./fuzz";
import { sweepHostileFields } from "./hostile-fields";

// Every route the app registers, fuzzed with random and malformed input (fuzz.ts). The long
// form (`fuzzLong`, ≥ 10,000 cases) runs in the bench.
const TOTAL_CASES = 600;
/**
 * The format engine's hostile families at 100 KB, in every text field: before its scanners
 * were linear, such a field held the request (and for AI calls the event loop) for 10 s to
 * hours; ordinary answers take milliseconds, so 10 s is a hang, not a slow machine.
 */
const HOSTILE_SIZE = 100_000;
const HANG_LIMIT_MS = 10_000;

let t: TestApp;
let world: FuzzWorld;
beforeAll(async () => {
  ({ t, world } = await createFuzzWorld());
});
afterAll(() => t.close());

// First, while the fuzzer's own rows all exist: the random cases below end by deleting them.
it("answers every hostile family of the format engine in every text field of every route", async () => {
  const sent = await sweepHostileFields(world, { size: HOSTILE_SIZE, limitMs: HANG_LIMIT_MS });
  expect(sent).toBeGreaterThan(1_000);
}, 180_000);

it(`survives ${TOTAL_CASES}+ malformed requests across every route: no 5xx, no stack trace, nobody else's rows touched`, async () => {
  expect(world.routes.length).toBeGreaterThan(40);
  const perRoute = Math.ceil(TOTAL_CASES / (world.routes.length + 1));
  const seed = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;
  const report = await fuzzRoutes(world, perRoute, seed === undefined ? {} : { seed });
  expect(report.cases).toBeGreaterThanOrEqual(TOTAL_CASES);
}, 60_000);

// Found by the fuzzer: PostgreSQL refuses U+0000 in text and unpaired surrogates in JSON, which
// surfaced as 500s from every write (and from AI calls, whose result is kept as JSON).
it.each([
  ["POST", "/api/screenplays", (_sp: number) => ({ title: "a\u0000b" })],
  [
    "POST",
    "/api/characters",
    (sp: number) => ({ screenplayId: sp, name: "A", traits: ["\ud800"] }),
  ],
  ["POST", "/api/ai/generate-character", (sp: number) => ({ screenplayId: sp, name: "\u0000" })],
] as const)("refuses NUL and unpaired surrogates with a 400: %s %s", async (method, url, body) => {
  const response = await send(t.app, method, url, {
    cookie: world.attacker.cookie,
    body: body(world.attacker.screenplayId),
  });
  expect(response.statusCode, response.body).toBe(400);
  expect(response.json().message).toMatch(
    /^Text must not contain (the NUL character|an unpaired surrogate)/,
  );
});

it("keeps a literal backslash-u0000 and paired surrogates as text", async () => {
  const title = "\\u0000 🎬";
  const response = await send(t.app, "POST", "/api/screenplays", {
    cookie: world.attacker.cookie,
    body: { title },
  });
  expect(response.statusCode, response.body).toBe(201);
  expect(response.json().title).toBe(title);
});
