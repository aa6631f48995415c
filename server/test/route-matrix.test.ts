import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { send, type TestApp } from "./app";
import { createOwner, type Owned, outlineBody } from "./factories";
import { buildRecordedTestApp, type RouteInfo, routeKey, userRowsSnapshot } from "./route-table";

// The authorization matrix, generated from the app's own route table: every route that takes an
// id (in the path, or a screenplayId/characterId… in the body), called by user B with user A's
// ids, answers 404 exactly as for an id that does not exist, and A's rows stay byte-identical.
// A new route with an id fails the first test until it gets a recipe below.

type Attack = { method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE"; url: string; body?: unknown };
/** Builds B's request from the target's ids (A's, or ids that exist nowhere). */
type Recipe = (target: Owned) => Attack[];

const idea = { genre: "Thriller", theme: "trust", setting: "Lisbon" };
const sceneInput = { sceneHeading: "INT. VAULT - NIGHT", characters: ["Mary"], act: "Act 1" };

const RECIPES: Record<string, Recipe> = {
  "GET /api/screenplays/:id": (a) => [{ method: "GET", url: `/api/screenplays/${a.screenplayId}` }],
  "GET /api/screenplays/:id/outline": (a) => [
    { method: "GET", url: `/api/screenplays/${a.screenplayId}/outline` },
  ],
  "GET /api/screenplays/:id/characters": (a) => [
    { method: "GET", url: `/api/screenplays/${a.screenplayId}/characters` },
  ],
  "GET /api/screenplays/:id/scenes": (a) => [
    { method: "GET", url: `/api/screenplays/${a.screenplayId}/scenes` },
  ],
  "GET /api/screenplays/:id/suggestions": (a) => [
    { method: "GET", url: `/api/screenplays/${a.screenplayId}/suggestions` },
  ],
  "GET /api/screenplays/:id/export": (a) =>
    ["pdf", "fountain", "fdx", "txt"].map((format) => ({
      method: "GET" as const,
      url: `/api/screenplays/${a.screenplayId}/export?format=${format}`,
    })),
  "PATCH /api/screenplays/:id": (a) => [
    { method: "PATCH", url: `/api/screenplays/${a.screenplayId}`, body: { title: "Stolen" } },
    // With A's current version too: a 409 would hand B the row.
    {
      method: "PATCH",
      url: `/api/screenplays/${a.screenplayId}`,
      body: { updatedAt: a.updatedAt.screenplay, title: "Stolen" },
    },
    {
      method: "PATCH",
      url: `/api/screenplays/${a.screenplayId}`,
      body: { updatedAt: "2000-01-01T00:00:00.000Z", title: "Stolen" },
    },
  ],
  "DELETE /api/screenplays/:id": (a) => [
    { method: "DELETE", url: `/api/screenplays/${a.screenplayId}` },
  ],
  "PATCH /api/characters/:id": (a) => [
    { method: "PATCH", url: `/api/characters/${a.characterId}`, body: { name: "Mallory" } },
    {
      method: "PATCH",
      url: `/api/characters/${a.characterId}`,
      body: { updatedAt: a.updatedAt.character, name: "Mallory" },
    },
    {
      method: "PATCH",
      url: `/api/characters/${a.characterId}`,
      body: { updatedAt: "2000-01-01T00:00:00.000Z", name: "Mallory" },
    },
  ],
  "DELETE /api/characters/:id": (a) => [
    { method: "DELETE", url: `/api/characters/${a.characterId}` },
  ],
  "PATCH /api/scenes/:id": (a) => [
    { method: "PATCH", url: `/api/scenes/${a.sceneId}`, body: { content: "Overwritten" } },
    {
      method: "PATCH",
      url: `/api/scenes/${a.sceneId}`,
      body: { updatedAt: a.updatedAt.scene, content: "Overwritten" },
    },
    {
      method: "PATCH",
      url: `/api/scenes/${a.sceneId}`,
      body: { updatedAt: "2000-01-01T00:00:00.000Z", content: "Overwritten" },
    },
  ],
  "DELETE /api/scenes/:id": (a) => [{ method: "DELETE", url: `/api/scenes/${a.sceneId}` }],
  "PUT /api/screenplays/:id/scene-order": (a) => [
    {
      method: "PUT",
      url: `/api/screenplays/${a.screenplayId}/scene-order`,
      body: { sceneIds: [a.sceneId] },
    },
  ],
  "PATCH /api/suggestions/:id": (a) => [
    { method: "PATCH", url: `/api/suggestions/${a.suggestionId}`, body: { isApplied: true } },
    { method: "PATCH", url: `/api/suggestions/${a.suggestionId}`, body: { isApplied: false } },
  ],
  "POST /api/screenplays/:id/drafts": (a) => [
    { method: "POST", url: `/api/screenplays/${a.screenplayId}/drafts`, body: {} },
    {
      method: "POST",
      url: `/api/screenplays/${a.screenplayId}/drafts`,
      body: { auto: true, reason: "Before AI replaced the outline" },
    },
  ],
  "GET /api/screenplays/:id/drafts": (a) => [
    { method: "GET", url: `/api/screenplays/${a.screenplayId}/drafts` },
  ],
  "GET /api/screenplays/:id/drafts/:draftId": (a) => [
    { method: "GET", url: `/api/screenplays/${a.screenplayId}/drafts/${a.draftId}` },
  ],
  "GET /api/screenplays/:id/drafts/compare": (a) => [
    {
      method: "GET",
      url: `/api/screenplays/${a.screenplayId}/drafts/compare?from=${a.draftId}&to=current`,
    },
    {
      method: "GET",
      url: `/api/screenplays/${a.screenplayId}/drafts/compare?from=${a.draftId}&to=${a.draftId}`,
    },
  ],
  "POST /api/screenplays/:id/drafts/:draftId/restore": (a) => [
    { method: "POST", url: `/api/screenplays/${a.screenplayId}/drafts/${a.draftId}/restore` },
  ],
  "DELETE /api/screenplays/:id/drafts/:draftId": (a) => [
    { method: "DELETE", url: `/api/screenplays/${a.screenplayId}/drafts/${a.draftId}` },
  ],
  "POST /api/characters": (a) => [
    {
      method: "POST",
      url: "/api/characters",
      body: { screenplayId: a.screenplayId, name: "Intruder" },
    },
  ],
  "POST /api/scenes": (a) => [
    {
      method: "POST",
      url: "/api/scenes",
      body: { screenplayId: a.screenplayId, sceneNumber: 2, heading: "INT. INTRUSION - DAY" },
    },
    {
      method: "POST",
      url: "/api/scenes",
      body: { screenplayId: a.screenplayId, beforeSceneId: a.sceneId, heading: "INT. WEDGE" },
    },
  ],
  "POST /api/outlines": (a) => [
    {
      method: "POST",
      url: "/api/outlines",
      body: { ...outlineBody(a.screenplayId), themesAndMotifs: ["theft"] },
    },
  ],
  "POST /api/ai/generate-logline": (a) => [
    {
      method: "POST",
      url: "/api/ai/generate-logline",
      body: { screenplayId: a.screenplayId, ...idea, character: "a thief" },
    },
  ],
  "POST /api/ai/generate-story-ideas": (a) => [
    {
      method: "POST",
      url: "/api/ai/generate-story-ideas",
      body: { screenplayId: a.screenplayId, ...idea },
    },
  ],
  "POST /api/ai/generate-character": (a) => [
    {
      method: "POST",
      url: "/api/ai/generate-character",
      body: { screenplayId: a.screenplayId, name: "Mary" },
    },
  ],
  "POST /api/ai/generate-dialogue": (a) => [
    {
      method: "POST",
      url: "/api/ai/generate-dialogue",
      body: { screenplayId: a.screenplayId, character: "Mary", characterId: a.characterId },
    },
  ],
  "POST /api/ai/generate-outline": (a) => [
    { method: "POST", url: "/api/ai/generate-outline", body: { screenplayId: a.screenplayId } },
  ],
  "POST /api/ai/generate-scene": (a) => [
    {
      method: "POST",
      url: "/api/ai/generate-scene",
      body: { screenplayId: a.screenplayId, ...sceneInput },
    },
  ],
  "POST /api/ai/generate-scene/stream": (a) => [
    {
      method: "POST",
      url: "/api/ai/generate-scene/stream",
      body: { screenplayId: a.screenplayId, ...sceneInput },
    },
  ],
  "POST /api/ai/plan-scenes": (a) => [
    { method: "POST", url: "/api/ai/plan-scenes", body: { screenplayId: a.screenplayId } },
  ],
  "POST /api/ai/analyze-screenplay": (a) => [
    {
      method: "POST",
      url: "/api/ai/analyze-screenplay",
      body: { screenplayId: a.screenplayId, content: "INT. ROOM - DAY\n\nA chair." },
    },
  ],
};

const MISSING = 2_147_483_646;
const nowhere: Owned = {
  cookie: "",
  userId: MISSING,
  screenplayId: MISSING,
  characterId: MISSING,
  sceneId: MISSING,
  suggestionId: MISSING,
  draftId: MISSING,
  updatedAt: {
    screenplay: "2000-01-01T00:00:00.000Z",
    character: "2000-01-01T00:00:00.000Z",
    scene: "2000-01-01T00:00:00.000Z",
  },
};

/** HEAD is Fastify's automatic twin of GET: same handler, same recipe. */
const recipeKey = (route: RouteInfo) =>
  routeKey({ ...route, method: route.method === "HEAD" ? "GET" : route.method });
const takesAnId = (route: RouteInfo) => route.params.length > 0 || route.bodyIdFields.length > 0;

let t: TestApp;
let routes: RouteInfo[];
let a: Owned;
let b: Owned;
beforeAll(async () => {
  ({ t, routes } = await buildRecordedTestApp());
  a = await createOwner(t.app, "A's secret script");
  // B has rows of their own, so a scoping bug could not hide behind an empty table.
  b = await createOwner(t.app, "B's script");
});
afterAll(() => t.close());

/** `method` may be HEAD, which `send` passes through to inject like any other. */
const call = (
  attack: Attack,
  cookie: string,
  method: string = attack.method,
): Promise<LightMyRequestResponse> =>
  send(t.app, method as Attack["method"], attack.url, { cookie, body: attack.body });

describe("authorization matrix", () => {
  it("has a recipe for every route that takes an id", () => {
    const withIds = routes.filter(takesAnId);
    expect(withIds.length).toBeGreaterThan(20);
    expect(withIds.map(recipeKey).filter((key) => !RECIPES[key])).toEqual([]);
    // And no stale recipes for routes that are gone.
    const present = new Set(routes.map(recipeKey));
    expect(Object.keys(RECIPES).filter((key) => !present.has(key))).toEqual([]);
  });

  it("answers B with A's ids exactly as for ids that exist nowhere (404), and A's rows stay byte-identical", async () => {
    const before = await userRowsSnapshot(t.app.db, a.userId);
    const bBefore = await userRowsSnapshot(t.app.db, b.userId, { sessions: false });
    // Deletes last, so a wrongly allowed delete cannot hide a wrongly allowed read.
    const ordered = routes
      .filter(takesAnId)
      .sort((x, y) => Number(x.method === "DELETE") - Number(y.method === "DELETE"));
    let checked = 0;
    for (const route of ordered) {
      const recipe = RECIPES[recipeKey(route)];
      if (!recipe) continue;
      const theirs = recipe(a);
      const missing = recipe(nowhere);
      for (const [i, attack] of theirs.entries()) {
        const label = `${route.method} ${attack.url} ${JSON.stringify(attack.body ?? "")}`;
        const response = await call(attack, b.cookie, route.method);
        const ghost = await call(missing[i] as Attack, b.cookie, route.method);
        expect(response.statusCode, `${label}: ${response.body}`).toBe(404);
        expect(response.body, label).toBe(ghost.body);
        expect(response.body, label).not.toContain("A's secret script");
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(30);
    expect(await userRowsSnapshot(t.app.db, a.userId)).toBe(before);
    // B's failed attempts added nothing to B either (no half-made character, scene or suggestion).
    expect(await userRowsSnapshot(t.app.db, b.userId, { sessions: false })).toBe(bBefore);
  });

  it("does not let B borrow A's character through B's own screenplay (generate-dialogue)", async () => {
    const secret = "keeps-a-ledger-of-everyone-zq";
    const created = await send(t.app, "POST", "/api/characters", {
      cookie: a.cookie,
      body: { screenplayId: a.screenplayId, name: "Quill", traits: [secret] },
    });
    expect(created.statusCode).toBe(201);
    const response = await send(t.app, "POST", "/api/ai/generate-dialogue", {
      cookie: b.cookie,
      body: { screenplayId: b.screenplayId, character: "Quill", characterId: created.json().id },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.body).not.toContain(secret);
  });
});
