// Every hostile family of the format engine (shared/domain/screenplay/hostile-inputs.ts) in
// every text field of every route's valid example, one field at a time, so the text that once
// held a request for seconds to hours reaches whatever part of the server reads that field.

import type { Owned } from "#server/test/factories";
import { routeKey } from "#server/test/route-table";
import { HOSTILE_FDX, HOSTILE_FOUNTAIN } from "#shared/domain/screenplay/hostile-inputs";
import { examples } from "./examples";
import { type FuzzCase, type FuzzWorld, injectCase, problemWith, SESSION_ROUTES } from "./fuzz";

type Path = (string | number)[];

/** Paths to the text leaves of a JSON value: ["content"], ["traits", 0], … */
function textPaths(value: unknown, path: Path = []): Path[] {
  if (typeof value === "string") return [path];
  if (Array.isArray(value)) return value.flatMap((item, i) => textPaths(item, [...path, i]));
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([key, item]) => textPaths(item, [...path, key]));
  return [];
}

/** A copy of `value` with the leaf at `path` replaced. */
function withLeaf(value: unknown, path: Path, text: string): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return text;
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<
    string | number,
    unknown
  >;
  copy[head] = withLeaf(copy[head], rest, text);
  return copy;
}

/** The owner's own row for each `:id`, so a request gets past the ownership check. */
function ownId(url: string, owner: Owned): number {
  if (url.startsWith("/api/characters")) return owner.characterId;
  if (url.startsWith("/api/scenes")) return owner.sceneId;
  if (url.startsWith("/api/suggestions")) return owner.suggestionId;
  return owner.screenplayId;
}

/**
 * The example's body, and for AI calls the same without a screenplayId too: with one, the
 * analysis reads the stored scenes instead of the text sent.
 */
function bodies(url: string, body: Record<string, unknown>): Record<string, unknown>[] {
  if (!url.startsWith("/api/ai/") || !("screenplayId" in body)) return [body];
  const { screenplayId: _stored, ...sent } = body;
  return [body, sent];
}

/** The cases: one per route, text field and family, in route order. */
export function hostileFieldCases(world: FuzzWorld, size: number): FuzzCase[] {
  const families = [...HOSTILE_FOUNTAIN, ...HOSTILE_FDX];
  const table = examples(world.attacker);
  return world.routes.flatMap((route) => {
    const example = table[routeKey(route)]?.body;
    if (!example) return [];
    const id = String(ownId(route.url, world.attacker));
    const url = route.url.replace(/:[A-Za-z0-9_]+/g, id);
    return bodies(route.url, example).flatMap((body) =>
      textPaths(body).flatMap((path) =>
        families.map((family) => ({
          method: route.method,
          url,
          contentType: "application/json",
          payload: JSON.stringify(withLeaf(body, path, family.make(size))),
          withCookie: !SESSION_ROUTES.test(routeKey(route)),
        })),
      ),
    );
  });
}

/**
 * Sends every case; throws on the first answer that breaks a fuzz property or takes longer than
 * `limitMs` (a hang detector: ordinary answers take milliseconds).
 */
export async function sweepHostileFields(
  world: FuzzWorld,
  options: { size: number; limitMs: number },
): Promise<number> {
  const cases = hostileFieldCases(world, options.size);
  for (const c of cases) {
    const started = performance.now();
    const response = await injectCase(world.app, c, world.attacker.cookie);
    const ms = performance.now() - started;
    const where = `${c.method} ${c.url} with ${c.payload?.slice(0, 80)}…`;
    if (ms > options.limitMs) throw new Error(`${where} → answered after ${Math.round(ms)} ms`);
    const problem = problemWith(c, response);
    if (problem) throw new Error(`${where} → ${problem}`);
  }
  return cases.length;
}
