import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { Scene } from "#shared/schemas/scene";
import { scenes } from "../../db/schema";
import { send } from "../../test/app";
import {
  createScene,
  createScreenplay,
  createUser,
  createWriterWithScreenplay,
  ISO_TIMESTAMP,
} from "../../test/factories";
import { expectPatchOfMissingRow } from "../../test/missing-row";
import { setUpTestApp } from "../../test/set-up-app";

const t = setUpTestApp();

const list = (cookie: string, screenplayId: number) =>
  send(t.app, "GET", `/api/screenplays/${screenplayId}/scenes`, { cookie });

describe("creating scenes", () => {
  it("creates a scene with all its fields and lists it", async () => {
    const { cookie, screenplayId } = await createWriterWithScreenplay(t.app);
    const response = await send(t.app, "POST", "/api/scenes", {
      cookie,
      body: {
        screenplayId,
        sceneNumber: 1,
        heading: " INT. DINER - NIGHT ",
        beat: "Marge sees Joe is lying about where he was.",
        content: "Rain streaks the window.\n\nMARGE\nYou look tired.",
        characters: ["12", "13"],
        locations: ["Diner"],
        timeOfDay: "NIGHT",
        act: "Act 1",
      },
    });
    expect(response.statusCode).toBe(201);
    const scene = response.json() as Scene;
    expect(scene).toEqual({
      id: expect.any(Number),
      screenplayId,
      sceneNumber: 1,
      heading: "INT. DINER - NIGHT",
      beat: "Marge sees Joe is lying about where he was.",
      content: "Rain streaks the window.\n\nMARGE\nYou look tired.",
      characters: ["12", "13"],
      locations: ["Diner"],
      timeOfDay: "NIGHT",
      act: "Act 1",
      createdAt: expect.stringMatching(ISO_TIMESTAMP),
      updatedAt: expect.stringMatching(ISO_TIMESTAMP),
    });
    const listed = await list(cookie, screenplayId);
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toEqual([scene]);
  });

  it("needs only a number and a heading", async () => {
    const { cookie, screenplayId } = await createWriterWithScreenplay(t.app);
    const scene = await createScene(t.app, cookie, {
      screenplayId,
      sceneNumber: 3,
      heading: "EXT. ROAD - DAY",
    });
    expect(scene).toMatchObject({
      sceneNumber: 3,
      beat: null,
      content: null,
      characters: [],
      locations: [],
      timeOfDay: null,
      act: null,
    });
  });

  it("answers 'Scene number is required' for a missing, zero, negative or non-number sceneNumber", async () => {
    const { cookie, screenplayId } = await createWriterWithScreenplay(t.app);
    for (const sceneNumber of [undefined, 0, -1, "2", null, "abc"]) {
      const response = await send(t.app, "POST", "/api/scenes", {
        cookie,
        body: { screenplayId, sceneNumber, heading: "INT. ROOM - DAY" },
      });
      expect(response.statusCode, String(sceneNumber)).toBe(400);
      expect(response.json()).toEqual({
        message: "Scene number is required",
        fieldErrors: { sceneNumber: ["Scene number is required"] },
      });
    }
    const fraction = await send(t.app, "POST", "/api/scenes", {
      cookie,
      body: { screenplayId, sceneNumber: 1.5, heading: "INT. ROOM - DAY" },
    });
    expect(fraction.statusCode).toBe(400);
    expect(fraction.json().message).toBe("Scene number must be a whole number");
    expect((await list(cookie, screenplayId)).json()).toEqual([]);
  });

  it("answers 'Scene heading is required' for a missing, empty or blank heading", async () => {
    const { cookie, screenplayId } = await createWriterWithScreenplay(t.app);
    for (const heading of [undefined, "", "   ", null]) {
      const response = await send(t.app, "POST", "/api/scenes", {
        cookie,
        body: { screenplayId, sceneNumber: 1, heading },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        message: "Scene heading is required",
        fieldErrors: { heading: ["Scene heading is required"] },
      });
    }
    expect((await list(cookie, screenplayId)).json()).toEqual([]);
  });

  it("answers 404 for a screenplay that does not exist", async () => {
    const { cookie } = await createWriterWithScreenplay(t.app);
    const response = await send(t.app, "POST", "/api/scenes", {
      cookie,
      body: { screenplayId: 2_147_483_647, sceneNumber: 1, heading: "INT. VOID" },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: "Screenplay not found" });
    const listed = await list(cookie, 2_147_483_647);
    expect(listed.statusCode).toBe(404);
    expect(listed.json()).toEqual({ message: "Screenplay not found" });
  });

  it("answers an empty list for a screenplay with no scenes", async () => {
    const { cookie, screenplayId } = await createWriterWithScreenplay(t.app);
    const response = await list(cookie, screenplayId);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });
});

describe("listing scenes", () => {
  it("orders by sceneNumber whatever the creation order, and keeps screenplays apart", async () => {
    const { cookie, screenplayId } = await createWriterWithScreenplay(t.app);
    const other = await createScreenplay(t.app, cookie, "Other");
    const third = await createScene(t.app, cookie, { screenplayId, sceneNumber: 3, heading: "C" });
    const first = await createScene(t.app, cookie, { screenplayId, sceneNumber: 1, heading: "A" });
    await createScene(t.app, cookie, {
      screenplayId: other.id,
      sceneNumber: 2,
      heading: "Elsewhere",
    });
    const tenth = await createScene(t.app, cookie, { screenplayId, sceneNumber: 10, heading: "J" });
    const second = await createScene(t.app, cookie, { screenplayId, sceneNumber: 2, heading: "B" });
    const response = await list(cookie, screenplayId);
    expect(response.json().map((s: Scene) => s.id)).toEqual([
      first.id,
      second.id,
      third.id,
      tenth.id,
    ]);

    // Renumbering moves a scene in the list.
    const moved = await send(t.app, "PATCH", `/api/scenes/${tenth.id}`, {
      cookie,
      body: { sceneNumber: 0.5 },
    });
    expect(moved.statusCode).toBe(400);
    const renumbered = await send(t.app, "PATCH", `/api/scenes/${first.id}`, {
      cookie,
      body: { sceneNumber: 5 },
    });
    expect(renumbered.statusCode).toBe(200);
    const after = await list(cookie, screenplayId);
    expect(after.json().map((s: Scene) => s.heading)).toEqual(["B", "C", "A", "J"]);
  });
});

describe("updating scenes", () => {
  it("updates the given fields and leaves the rest", async () => {
    const { cookie, screenplayId } = await createWriterWithScreenplay(t.app);
    const created = await createScene(t.app, cookie, {
      screenplayId,
      sceneNumber: 1,
      heading: "INT. OFFICE - DAY",
      content: "Old content",
      timeOfDay: "DAY",
      act: "Act 1",
    });
    const response = await send(t.app, "PATCH", `/api/scenes/${created.id}`, {
      cookie,
      body: {
        heading: "INT. OFFICE - NIGHT",
        beat: "The deal falls through.",
        content: "New content",
        timeOfDay: "NIGHT",
      },
    });
    expect(response.statusCode).toBe(200);
    const updated = response.json() as Scene;
    expect(updated).toMatchObject({
      id: created.id,
      sceneNumber: 1,
      heading: "INT. OFFICE - NIGHT",
      beat: "The deal falls through.",
      content: "New content",
      timeOfDay: "NIGHT",
      act: "Act 1",
    });
    expect(Date.parse(updated.updatedAt)).toBeGreaterThan(Date.parse(created.updatedAt));
    expect((await list(cookie, screenplayId)).json()).toEqual([updated]);
  });

  it("refuses a beat over 1000 characters, naming the field, and keeps the stored one", async () => {
    const { cookie, screenplayId } = await createWriterWithScreenplay(t.app);
    const created = await createScene(t.app, cookie, {
      screenplayId,
      sceneNumber: 1,
      heading: "INT. OFFICE - DAY",
      beat: "She quits.",
    });
    const tooLong = "x".repeat(1001);
    for (const [method, url, body] of [
      [
        "POST",
        "/api/scenes",
        { screenplayId, sceneNumber: 2, heading: "EXT. ROAD - DAY", beat: tooLong },
      ],
      ["PATCH", `/api/scenes/${created.id}`, { beat: tooLong }],
    ] as const) {
      const response = await send(t.app, method, url, { cookie, body });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        message: "beat must be at most 1000 characters",
        fieldErrors: { beat: ["beat must be at most 1000 characters"] },
      });
    }
    expect((await list(cookie, screenplayId)).json()).toEqual([created]);
  });

  it("refuses a bad number or a blank heading on update, changing nothing", async () => {
    const { cookie, screenplayId } = await createWriterWithScreenplay(t.app);
    const created = await createScene(t.app, cookie, {
      screenplayId,
      sceneNumber: 4,
      heading: "X",
    });
    for (const [body, message] of [
      [{ sceneNumber: 0 }, "Scene number is required"],
      [{ sceneNumber: -3 }, "Scene number is required"],
      [{ sceneNumber: "5" }, "Scene number is required"],
      [{ heading: " " }, "Scene heading is required"],
    ] as const) {
      const response = await send(t.app, "PATCH", `/api/scenes/${created.id}`, { cookie, body });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(message);
    }
    expect((await list(cookie, screenplayId)).json()).toEqual([created]);
  });

  it("answers 404 for a scene that does not exist", async () => {
    await expectPatchOfMissingRow(t.app, "/api/scenes", { heading: "Ghost" }, "Scene not found");
  });

  it("refuses a stale updatedAt with 409 and the stored scene, changing nothing", async () => {
    const { cookie, screenplayId } = await createWriterWithScreenplay(t.app);
    const created = await createScene(t.app, cookie, {
      screenplayId,
      sceneNumber: 1,
      heading: "INT. KITCHEN - DAY",
      content: "v1",
    });
    const fresh = await send(t.app, "PATCH", `/api/scenes/${created.id}`, {
      cookie,
      body: { updatedAt: created.updatedAt, content: "v2" },
    });
    expect(fresh.statusCode).toBe(200);
    const saved = fresh.json() as Scene;
    expect(saved.content).toBe("v2");
    expect(saved.updatedAt).not.toBe(created.updatedAt);

    const stale = await send(t.app, "PATCH", `/api/scenes/${created.id}`, {
      cookie,
      body: { updatedAt: created.updatedAt, content: "lost update", heading: "INT. HALL" },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({
      message:
        "This scene was changed elsewhere since you opened it. Your copy has been refreshed; review it and save again.",
      current: saved,
    });
    expect(stale.json().current).toMatchObject({
      content: "v2",
      heading: "INT. KITCHEN - DAY",
      sceneNumber: 1,
    });
    expect((await list(cookie, screenplayId)).json()).toEqual([saved]);

    let version = saved.updatedAt;
    for (const content of ["v3", "v4", "v5"]) {
      const response = await send(t.app, "PATCH", `/api/scenes/${created.id}`, {
        cookie,
        body: { updatedAt: version, content },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().content).toBe(content);
      expect(response.json().updatedAt).not.toBe(version);
      version = response.json().updatedAt;
    }
  });
});

describe("scene numbers", () => {
  const taken = (n: number) => ({
    message: `Scene ${n} already exists in this screenplay`,
    fieldErrors: { sceneNumber: [`Scene ${n} already exists in this screenplay`] },
  });

  it("refuses to create a scene with a number the screenplay already has, naming it", async () => {
    const { cookie, screenplayId } = await createWriterWithScreenplay(t.app);
    const existing = await createScene(t.app, cookie, {
      screenplayId,
      sceneNumber: 3,
      heading: "A",
    });
    const response = await send(t.app, "POST", "/api/scenes", {
      cookie,
      body: { screenplayId, sceneNumber: 3, heading: "INT. DUPLICATE - DAY" },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual(taken(3));
    expect((await list(cookie, screenplayId)).json()).toEqual([existing]);

    // Another screenplay's scene 3 is its own.
    const other = await createScreenplay(t.app, cookie, "Other");
    await createScene(t.app, cookie, { screenplayId: other.id, sceneNumber: 3, heading: "B" });
  });

  it("refuses to renumber a scene to another scene's number, and keeps its own", async () => {
    const { cookie, screenplayId } = await createWriterWithScreenplay(t.app);
    const one = await createScene(t.app, cookie, { screenplayId, sceneNumber: 1, heading: "A" });
    const two = await createScene(t.app, cookie, { screenplayId, sceneNumber: 2, heading: "B" });
    const response = await send(t.app, "PATCH", `/api/scenes/${two.id}`, {
      cookie,
      body: { updatedAt: two.updatedAt, sceneNumber: 1, heading: "B, moved" },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual(taken(1));
    expect((await list(cookie, screenplayId)).json()).toEqual([one, two]);

    const same = await send(t.app, "PATCH", `/api/scenes/${two.id}`, {
      cookie,
      body: { updatedAt: two.updatedAt, sceneNumber: 2, heading: "B, kept" },
    });
    expect(same.statusCode).toBe(200);
    expect(same.json()).toMatchObject({ sceneNumber: 2, heading: "B, kept" });

    // Another writer learns nothing about the numbers in use: the scene is not found.
    const stranger = await createUser(t.app);
    const probe = await send(t.app, "PATCH", `/api/scenes/${two.id}`, {
      cookie: stranger.cookie,
      body: { sceneNumber: 1 },
    });
    expect(probe.statusCode).toBe(404);
    expect(probe.json()).toEqual({ message: "Scene not found" });
  });

  it("still saves a scene that shared its number before numbers were checked", async () => {
    const { cookie, screenplayId } = await createWriterWithScreenplay(t.app);
    await createScene(t.app, cookie, { screenplayId, sceneNumber: 1, heading: "A" });
    const two = await createScene(t.app, cookie, { screenplayId, sceneNumber: 2, heading: "B" });
    await t.database.db.update(scenes).set({ sceneNumber: 1 }).where(eq(scenes.id, two.id));
    const response = await send(t.app, "PATCH", `/api/scenes/${two.id}`, {
      cookie,
      body: { sceneNumber: 1, heading: "B", content: "Revised." },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ sceneNumber: 1, content: "Revised." });
  });

  it("lets exactly one of several simultaneous creates have a number", async () => {
    const { cookie, screenplayId } = await createWriterWithScreenplay(t.app);
    const responses = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        send(t.app, "POST", "/api/scenes", {
          cookie,
          body: { screenplayId, sceneNumber: 7, heading: `INT. RACE ${i} - DAY` },
        }),
      ),
    );
    expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    expect((await list(cookie, screenplayId)).json()).toHaveLength(1);
  });
});

describe("deleting scenes", () => {
  it("answers 204, removes only that scene, then 404", async () => {
    const { cookie, screenplayId } = await createWriterWithScreenplay(t.app);
    const doomed = await createScene(t.app, cookie, {
      screenplayId,
      sceneNumber: 1,
      heading: "Doomed",
    });
    const kept = await createScene(t.app, cookie, {
      screenplayId,
      sceneNumber: 2,
      heading: "Kept",
    });
    const response = await send(t.app, "DELETE", `/api/scenes/${doomed.id}`, { cookie });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe("");
    expect((await list(cookie, screenplayId)).json()).toEqual([kept]);

    const again = await send(t.app, "DELETE", `/api/scenes/${doomed.id}`, { cookie });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ message: "Scene not found" });
  });
});
