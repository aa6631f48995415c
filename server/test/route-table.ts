// The app's own route table, recorded while it is built, so the fuzzer and the authorization
// matrix cover every route there is: a route added tomorrow is fuzzed and must get a matrix
// recipe without anyone remembering to list it.
import { subscribe, unsubscribe } from "node:diagnostics_channel";
import { sql } from "drizzle-orm";
import type { FastifyInstance, RouteOptions } from "fastify";
import type { Db } from "../db/client";
import { buildTestApp, type TestApp } from "./app";

export type Method = "GET" | "HEAD" | "POST" | "PUT" | "PATCH" | "DELETE" | "OPTIONS";

export type RouteInfo = {
  method: Method;
  /** As registered, e.g. `/api/scenes/:id`. */
  url: string;
  /** `:name` parameters of the path. */
  params: string[];
  /** Body fields that name another row (`screenplayId`, `characterId`, …). */
  bodyIdFields: string[];
  hasBody: boolean;
  hasQuery: boolean;
  /** The statuses (`200`, `4xx`, …) its `response` schema covers. */
  responseStatuses: string[];
};

export const routeKey = (route: { method: string; url: string }) => `${route.method} ${route.url}`;

/** Keys of a zod object schema (zod 4 keeps `.shape` through refinements); [] for anything else. */
function schemaKeys(schema: unknown): string[] {
  const shape = (schema as { shape?: Record<string, unknown> } | undefined)?.shape;
  return shape && typeof shape === "object" ? Object.keys(shape) : [];
}

function toRouteInfos(options: RouteOptions): RouteInfo[] {
  const methods = Array.isArray(options.method) ? options.method : [options.method];
  const schema = options.schema ?? {};
  const params = [...options.url.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1] ?? "");
  return methods.map((method) => ({
    method: method.toUpperCase() as Method,
    url: options.url,
    params,
    bodyIdFields: schemaKeys(schema.body).filter((key) => /Id$/.test(key)),
    hasBody: schema.body !== undefined,
    hasQuery: schema.querystring !== undefined,
    responseStatuses: Object.keys(schema.response ?? {}),
  }));
}

/**
 * Runs `build` while listening for new Fastify instances (Fastify publishes each one on the
 * `fastify.initialization` channel before any plugin runs) and records every route they add.
 */
export async function recordRoutes<T>(
  build: () => Promise<T>,
): Promise<{ built: T; routes: RouteInfo[] }> {
  const routes: RouteInfo[] = [];
  const onInit = (message: unknown) => {
    const { fastify } = message as { fastify: FastifyInstance };
    fastify.addHook("onRoute", (options) => {
      routes.push(...toRouteInfos(options));
    });
  };
  subscribe("fastify.initialization", onInit);
  try {
    const built = await build();
    const unique = new Map(routes.map((r) => [routeKey(r), r]));
    return {
      built,
      routes: [...unique.values()].sort((a, b) => routeKey(a).localeCompare(routeKey(b))),
    };
  } finally {
    unsubscribe("fastify.initialization", onInit);
  }
}

/** buildTestApp with the route table; AI throttling high so fuzzing measures the app, not 429s. */
export async function buildRecordedTestApp(
  env: Record<string, string> = {},
): Promise<{ t: TestApp; routes: RouteInfo[] }> {
  const { built, routes } = await recordRoutes(() =>
    buildTestApp({ AI_THROTTLE_LIMIT: "1000000", ...env }),
  );
  return { t: built, routes };
}

/**
 * Everything a user owns, straight from the database, as one JSON text: compared byte for byte
 * before and after another user's requests.
 */
export async function userRowsSnapshot(
  db: Db,
  userId: number,
  options: { sessions?: boolean } = {},
): Promise<string> {
  const owned = sql`(select id from screenplays where user_id = ${userId})`;
  const result = (await db.execute(sql`
    select json_build_object(
      'user', (select row_to_json(u) from users u where u.id = ${userId}),
      'sessions', (select coalesce(json_agg(s order by s.id_hash), '[]') from sessions s where s.user_id = ${userId}),
      'screenplays', (select coalesce(json_agg(s order by s.id), '[]') from screenplays s where s.user_id = ${userId}),
      'characters', (select coalesce(json_agg(c order by c.id), '[]') from characters c where c.screenplay_id in ${owned}),
      'outlines', (select coalesce(json_agg(o order by o.id), '[]') from outlines o where o.screenplay_id in ${owned}),
      'scenes', (select coalesce(json_agg(s order by s.id), '[]') from scenes s where s.screenplay_id in ${owned}),
      'suggestions', (select coalesce(json_agg(a order by a.id), '[]') from ai_suggestions a where a.screenplay_id in ${owned}),
      'drafts', (select coalesce(json_agg(d order by d.id), '[]') from drafts d where d.screenplay_id in ${owned}),
      'draftParts', (select coalesce(json_agg(p order by p.hash), '[]') from draft_parts p where p.screenplay_id in ${owned})
    )::text as snapshot
  `)) as unknown as { rows: { snapshot: string }[] };
  const text = result.rows[0]?.snapshot;
  if (!text) throw new Error(`no snapshot for user ${userId}`);
  if (options.sessions !== false) return text;
  // The user's own requests move their session's last-seen time: leave it out when they are active.
  const { sessions: _sessions, ...rest } = JSON.parse(text) as Record<string, unknown>;
  return JSON.stringify(rest);
}
