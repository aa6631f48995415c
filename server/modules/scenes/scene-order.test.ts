import { asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { Scene } from "#shared/schemas/scene";
import { scenes } from "../../db/schema";
import { send } from "../../test/app";
import {
  createScene,
  createScreenplay,
  createUser,
  createWriterWithScreenplay,
} from "../../test/factories";
import { MISSING_ID } from "../../test/missing-row";
import { setUpTestApp } from "../../test/set-up-app";

const t = setUpTestApp();

const list = async (cookie: string, screenplayId: number) =>
  (
    await send(t.app, "GET", `/api/screenplays/${screenplayId}/scenes`, { cookie })
  ).json() as Scene[];

const reorder = (cookie: string, screenplayId: number, body: unknown) =>
  send(t.app, "PUT", `/api/screenplays/${screenplayId}/scene-order`, { cookie, body });

/** The stored rows, read past the API and its list cache: what a restarted server would send. */
const storedOrder = async (screenplayId: number) =>
  t.database.db
    .select({ id: scenes.id, sceneNumber: scenes.sceneNumber })
    .from(scenes)
    .where(eq(scenes.screenplayId, screenplayId))
    .orderBy(asc(scenes.sceneNumber));

/** A writer with a screenplay of `count` scenes numbered 1..count, headed A, B, C… */
async function screenplayWithScenes(count: number) {
  const { cookie, screenplayId } = await createWriterWithScreenplay(t.app);
  const made: Scene[] = [];
  for (let n = 1; n <= count; n++) {
    const heading = `INT. ROOM ${String.fromCharCode(64 + n)} - DAY`;
    made.push(await createScene(t.app, cookie, { screenplayId, sceneNumber: n, heading }));
  }
  return { cookie, screenplayId, made };
}

/** A scene of the same writer's second screenplay: theirs, but not the one being ordered. */
async function sceneOfAnotherScreenplay(cookie: string) {
  const elsewhere = await createScreenplay(t.app, cookie, "Other");
  return createScene(t.app, cookie, {
    screenplayId: elsewhere.id,
    sceneNumber: 1,
    heading: "EXT. ELSEWHERE - DAY",
  });
}

const headings = (rows: Scene[]) => rows.map((scene) => scene.heading.slice(10, 11)).join("");
const numbers = (rows: Scene[]) => rows.map((scene) => scene.sceneNumber);

describe("PUT /api/screenplays/:id/scene-order", () => {
  it("numbers the scenes 1..n in the order given, answers the new list and keeps it", async () => {
    const { cookie, screenplayId, made } = await screenplayWithScenes(4);
    const [a, b, c, d] = made as [Scene, Scene, Scene, Scene];
    // Read once, so the list cache holds the old order.
    expect(headings(await list(cookie, screenplayId))).toBe("ABCD");

    const response = await reorder(cookie, screenplayId, { sceneIds: [c.id, a.id, d.id, b.id] });
    expect(response.statusCode, response.body).toBe(200);
    const answered = response.json() as Scene[];
    expect(headings(answered)).toBe("CADB");
    expect(numbers(answered)).toEqual([1, 2, 3, 4]);
    expect(await list(cookie, screenplayId)).toEqual(answered);
    expect(await storedOrder(screenplayId)).toEqual([
      { id: c.id, sceneNumber: 1 },
      { id: a.id, sceneNumber: 2 },
      { id: d.id, sceneNumber: 3 },
      { id: b.id, sceneNumber: 4 },
    ]);
    // Only the numbers moved: each scene's words and version are as they were.
    for (const scene of made) {
      const now = answered.find((row) => row.id === scene.id);
      expect({ ...now, sceneNumber: 0 }).toEqual({ ...scene, sceneNumber: 0 });
    }
  });

  it("closes gaps and repeats in the old numbers", async () => {
    const { cookie, screenplayId } = await createWriterWithScreenplay(t.app);
    const ten = await createScene(t.app, cookie, { screenplayId, sceneNumber: 10, heading: "J" });
    const three = await createScene(t.app, cookie, { screenplayId, sceneNumber: 3, heading: "C" });
    // A number shared before numbers were checked (docs/decisions/0017).
    await t.database.db.update(scenes).set({ sceneNumber: 3 }).where(eq(scenes.id, ten.id));
    const response = await reorder(cookie, screenplayId, { sceneIds: [ten.id, three.id] });
    expect(response.statusCode, response.body).toBe(200);
    expect((response.json() as Scene[]).map((s) => [s.heading, s.sceneNumber])).toEqual([
      ["J", 1],
      ["C", 2],
    ]);
  });

  it("answers an empty list for a screenplay without scenes", async () => {
    const { cookie, screenplayId } = await createWriterWithScreenplay(t.app);
    const response = await reorder(cookie, screenplayId, { sceneIds: [] });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });

  it("answers 400 naming sceneIds unless it lists exactly the screenplay's scenes, changing nothing", async () => {
    const { cookie, screenplayId, made } = await screenplayWithScenes(3);
    const [a, b, c] = made.map((scene) => scene.id) as [number, number, number];
    const other = await sceneOfAnotherScreenplay(cookie);
    const stranger = await screenplayWithScenes(1);
    const strangers = stranger.made[0]?.id as number;
    const everyScene = "sceneIds must list every scene of the screenplay, each once";
    const cases: [unknown, string, string][] = [
      [{}, "sceneIds", "sceneIds must be a list of scene ids"],
      [{ sceneIds: "1,2,3" }, "sceneIds", "sceneIds must be a list of scene ids"],
      [{ sceneIds: [a, "b", c] }, "sceneIds.1", "sceneIds must be a number"],
      [{ sceneIds: [a, 0, c] }, "sceneIds.1", "sceneIds must be positive"],
      [{ sceneIds: [a, b, b] }, "sceneIds", "sceneIds must name each scene once"],
      [{ sceneIds: [a, b] }, "sceneIds", everyScene],
      [{ sceneIds: [a, b, c, other.id] }, "sceneIds", everyScene],
      [{ sceneIds: [a, b, other.id] }, "sceneIds", everyScene],
      [{ sceneIds: [a, b, strangers] }, "sceneIds", everyScene],
      [{ sceneIds: [a, b, MISSING_ID] }, "sceneIds", everyScene],
    ];
    for (const [body, field, message] of cases) {
      const response = await reorder(cookie, screenplayId, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json(), JSON.stringify(body)).toEqual({
        message,
        fieldErrors: { [field]: [message] },
      });
    }
    expect(await list(cookie, screenplayId)).toEqual(made);
    expect(await list(stranger.cookie, stranger.screenplayId)).toEqual(stranger.made);
  });

  it("answers 404 for another writer's screenplay, even with its own scene ids, and for none", async () => {
    const owner = await screenplayWithScenes(2);
    const [a, b] = owner.made.map((scene) => scene.id) as [number, number];
    const { cookie } = await createUser(t.app);
    for (const id of [owner.screenplayId, MISSING_ID]) {
      const response = await reorder(cookie, id, { sceneIds: [b, a] });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: "Screenplay not found" });
    }
    expect(await list(owner.cookie, owner.screenplayId)).toEqual(owner.made);
  });

  it("applies simultaneous orders one after another: each scene keeps one number", async () => {
    const { cookie, screenplayId, made } = await screenplayWithScenes(5);
    const ids = made.map((scene) => scene.id);
    const orders = [ids, [...ids].reverse(), [ids[2], ids[0], ids[4], ids[1], ids[3]]];
    const responses = await Promise.all(
      orders.map((sceneIds) => reorder(cookie, screenplayId, { sceneIds })),
    );
    expect(responses.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    const final = await list(cookie, screenplayId);
    expect(numbers(final)).toEqual([1, 2, 3, 4, 5]);
    expect(orders.map((order) => order.join())).toContain(final.map((s) => s.id).join());
  });
});

describe("POST /api/scenes with beforeSceneId", () => {
  it("puts the new scene in the number of that scene and moves it and the later ones up by one", async () => {
    const { cookie, screenplayId, made } = await screenplayWithScenes(3);
    const [a, b, c] = made as [Scene, Scene, Scene];
    await list(cookie, screenplayId);
    const response = await send(t.app, "POST", "/api/scenes", {
      cookie,
      body: { screenplayId, beforeSceneId: b.id, heading: "EXT. ROOF - NIGHT", content: "Wind." },
    });
    expect(response.statusCode, response.body).toBe(201);
    const inserted = response.json() as Scene;
    expect(inserted).toMatchObject({
      sceneNumber: 2,
      heading: "EXT. ROOF - NIGHT",
      content: "Wind.",
    });
    const after = await list(cookie, screenplayId);
    expect(after.map((s) => [s.id, s.sceneNumber])).toEqual([
      [a.id, 1],
      [inserted.id, 2],
      [b.id, 3],
      [c.id, 4],
    ]);
    // The scenes that moved kept their words and version.
    expect(after[0]).toEqual(a);
    expect(after[2]).toEqual({ ...b, sceneNumber: 3 });
    expect(after[3]).toEqual({ ...c, sceneNumber: 4 });
  });

  it("inserts before the first scene", async () => {
    const { cookie, screenplayId, made } = await screenplayWithScenes(2);
    const [a] = made as [Scene];
    const inserted = await createSceneBefore(cookie, screenplayId, a.id, "INT. PROLOGUE - DAY");
    expect(inserted.sceneNumber).toBe(1);
    expect(numbers(await list(cookie, screenplayId))).toEqual([1, 2, 3]);
    expect((await list(cookie, screenplayId))[0]?.id).toBe(inserted.id);
  });

  it("answers 400 naming beforeSceneId for a scene that is not the screenplay's, changing nothing", async () => {
    const { cookie, screenplayId, made } = await screenplayWithScenes(2);
    const other = await sceneOfAnotherScreenplay(cookie);
    const stranger = await screenplayWithScenes(1);
    const notHere = "beforeSceneId must be a scene of this screenplay";
    for (const beforeSceneId of [other.id, stranger.made[0]?.id, MISSING_ID]) {
      const response = await send(t.app, "POST", "/api/scenes", {
        cookie,
        body: { screenplayId, beforeSceneId, heading: "INT. NOWHERE - DAY" },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        message: notHere,
        fieldErrors: { beforeSceneId: [notHere] },
      });
    }
    expect(await list(cookie, screenplayId)).toEqual(made);
    expect(await list(stranger.cookie, stranger.screenplayId)).toEqual(stranger.made);
  });

  it("answers 400 naming the field for a bad beforeSceneId or one given with a sceneNumber", async () => {
    const { cookie, screenplayId, made } = await screenplayWithScenes(1);
    const id = made[0]?.id;
    const cases: [Record<string, unknown>, string, string][] = [
      [{ beforeSceneId: "first" }, "beforeSceneId", "beforeSceneId must be a number"],
      [{ beforeSceneId: -4 }, "beforeSceneId", "beforeSceneId must be positive"],
      [
        { beforeSceneId: id, sceneNumber: 1 },
        "beforeSceneId",
        "Give sceneNumber or beforeSceneId, not both",
      ],
      [{}, "sceneNumber", "Scene number is required"],
    ];
    for (const [place, field, message] of cases) {
      const response = await send(t.app, "POST", "/api/scenes", {
        cookie,
        body: { screenplayId, heading: "INT. HALL - DAY", ...place },
      });
      expect(response.statusCode, JSON.stringify(place)).toBe(400);
      expect(response.json()).toEqual({ message, fieldErrors: { [field]: [message] } });
    }
    expect(await list(cookie, screenplayId)).toEqual(made);
  });

  it("answers 404 for another writer's screenplay, whatever scene it names", async () => {
    const owner = await screenplayWithScenes(1);
    const { cookie } = await createUser(t.app);
    const response = await send(t.app, "POST", "/api/scenes", {
      cookie,
      body: {
        screenplayId: owner.screenplayId,
        beforeSceneId: owner.made[0]?.id,
        heading: "INT. INTRUSION - DAY",
      },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: "Screenplay not found" });
    expect(await list(owner.cookie, owner.screenplayId)).toEqual(owner.made);
  });

  it("gives simultaneous inserts before one scene a number each", async () => {
    const { cookie, screenplayId, made } = await screenplayWithScenes(2);
    const [, b] = made as [Scene, Scene];
    const inserted = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        createSceneBefore(cookie, screenplayId, b.id, `INT. RACE ${i} - DAY`),
      ),
    );
    expect(inserted).toHaveLength(5);
    const after = await list(cookie, screenplayId);
    expect(numbers(after)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(after.at(-1)?.id).toBe(b.id);
  });
});

async function createSceneBefore(
  cookie: string,
  screenplayId: number,
  beforeSceneId: number,
  heading: string,
) {
  const response = await send(t.app, "POST", "/api/scenes", {
    cookie,
    body: { screenplayId, beforeSceneId, heading },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as Scene;
}
