import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Scene } from "#shared/schemas/scene";
import { buildTestApp, send, type TestApp } from "../../test/app";
import { createScene, createScreenplay, createUser } from "../../test/factories";
import { SceneListResponseSchema } from "./scene.routes";

// The scene list is cached per process under a revision the database keeps (decision 0012).
// Every test reads the list once first, so the change it makes has a cached list to outdate.
let t: TestApp;
let uncached: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  uncached = await buildTestApp({ SCENE_LIST_CACHE_MB: "0" });
});
afterAll(async () => {
  await t.close();
  await uncached.close();
});

async function writerWithScenes(app: TestApp, count: number) {
  const { cookie } = await createUser(app.app);
  const screenplay = await createScreenplay(app.app, cookie);
  const scenes: Scene[] = [];
  for (let i = 1; i <= count; i++) {
    const body = { screenplayId: screenplay.id, sceneNumber: i, heading: `INT. ROOM ${i} - DAY` };
    scenes.push(await createScene(app.app, cookie, body));
  }
  return { cookie, screenplayId: screenplay.id, scenes };
}

const listOf = async (app: TestApp, cookie: string, screenplayId: number) => {
  const response = await send(app.app, "GET", `/api/screenplays/${screenplayId}/scenes`, {
    cookie,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response;
};
const headings = async (cookie: string, screenplayId: number) =>
  (await listOf(t, cookie, screenplayId)).json().map((scene: Scene) => scene.heading);

describe("the cached scene list", () => {
  it("follows every write made through the API", async () => {
    const { cookie, screenplayId, scenes } = await writerWithScenes(t, 2);
    const [first, second] = scenes as [Scene, Scene];
    expect(await headings(cookie, screenplayId)).toEqual([
      "INT. ROOM 1 - DAY",
      "INT. ROOM 2 - DAY",
    ]);
    // Read twice unchanged: the second answer is the cached one, byte for byte the same.
    const again = await listOf(t, cookie, screenplayId);
    expect(again.body).toBe((await listOf(t, cookie, screenplayId)).body);

    await send(t.app, "PATCH", `/api/scenes/${first.id}`, {
      cookie,
      body: { heading: "EXT. PIER - NIGHT", updatedAt: first.updatedAt },
    });
    expect(await headings(cookie, screenplayId)).toEqual([
      "EXT. PIER - NIGHT",
      "INT. ROOM 2 - DAY",
    ]);
    await send(t.app, "DELETE", `/api/scenes/${second.id}`, { cookie });
    expect(await headings(cookie, screenplayId)).toEqual(["EXT. PIER - NIGHT"]);
    const added = await send(t.app, "POST", "/api/scenes", {
      cookie,
      body: { screenplayId, sceneNumber: 3, heading: "EXT. BEACH - DAWN" },
    });
    expect(added.statusCode).toBe(201);
    expect(await headings(cookie, screenplayId)).toEqual([
      "EXT. PIER - NIGHT",
      "EXT. BEACH - DAWN",
    ]);
  });

  it("follows changes made in the database directly, as an administrator would", async () => {
    const { cookie, screenplayId, scenes } = await writerWithScenes(t, 2);
    const [first, second] = scenes as [Scene, Scene];
    expect(await headings(cookie, screenplayId)).toHaveLength(2);
    const run = (statement: ReturnType<typeof sql>) => t.database.db.execute(statement);

    await run(sql`update scenes set content = 'Typed by hand.' where id = ${first.id}`);
    const [edited] = (await listOf(t, cookie, screenplayId)).json() as Scene[];
    expect(edited?.content).toBe("Typed by hand.");
    await run(sql`delete from scenes where id = ${second.id}`);
    expect(await headings(cookie, screenplayId)).toEqual(["INT. ROOM 1 - DAY"]);
    await run(
      sql`insert into scenes (screenplay_id, scene_number, heading) values (${screenplayId}, 5, 'EXT. ROOF - DAWN')`,
    );
    expect(await headings(cookie, screenplayId)).toEqual(["INT. ROOM 1 - DAY", "EXT. ROOF - DAWN"]);
  });

  it("follows a TRUNCATE, which fires no row triggers", async () => {
    const app = await buildTestApp();
    try {
      const { cookie, screenplayId } = await writerWithScenes(app, 2);
      expect(await listOf(app, cookie, screenplayId).then((r) => r.json())).toHaveLength(2);
      await app.database.db.execute(sql`truncate scenes`);
      expect(await listOf(app, cookie, screenplayId).then((r) => r.json())).toEqual([]);
    } finally {
      await app.close();
    }
  });

  it("answers 404 once the screenplay and its scenes are deleted, and to anyone else", async () => {
    const { cookie, screenplayId } = await writerWithScenes(t, 3);
    expect(await headings(cookie, screenplayId)).toHaveLength(3);
    const stranger = await createUser(t.app);
    const url = `/api/screenplays/${screenplayId}/scenes`;
    expect((await send(t.app, "GET", url, { cookie: stranger.cookie })).statusCode).toBe(404);

    const deleted = await send(t.app, "DELETE", `/api/screenplays/${screenplayId}`, { cookie });
    expect(deleted.statusCode).toBe(204);
    const gone = await send(t.app, "GET", url, { cookie });
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ message: "Screenplay not found" });
  });

  it("sends the same bytes as a server without the cache", async () => {
    for (const app of [t, uncached]) {
      const { cookie, screenplayId, scenes } = await writerWithScenes(app, 3);
      const body = (await listOf(app, cookie, screenplayId)).body;
      expect(JSON.parse(body)).toEqual(scenes);
      expect((await listOf(app, cookie, screenplayId)).body).toBe(body);
    }
  });

  it("sends scenes that share a number in id order, with or without the cache", async () => {
    for (const app of [t, uncached]) {
      const { cookie, screenplayId } = await writerWithScenes(app, 1);
      // Two scenes saved with the same number before numbers were checked (decision 0017).
      const insert = (heading: string) =>
        app.database.db.execute(
          sql`insert into scenes (screenplay_id, scene_number, heading) values (${screenplayId}, 2, ${heading}) returning id`,
        );
      await insert("INT. FIRST SAVED - DAY");
      await insert("INT. SECOND SAVED - DAY");
      // Renumbering the first away and back gives it a row (and index entry) after the
      // second's: only the id tie-break puts it back first.
      for (const number of [3, 2]) {
        await app.database.db.execute(
          sql`update scenes set scene_number = ${number} where heading = 'INT. FIRST SAVED - DAY' and screenplay_id = ${screenplayId}`,
        );
      }
      const scenes = (await listOf(app, cookie, screenplayId)).json() as Scene[];
      expect(scenes.map((scene) => scene.heading)).toEqual([
        "INT. ROOM 1 - DAY",
        "INT. FIRST SAVED - DAY",
        "INT. SECOND SAVED - DAY",
      ]);
      const [, first, second] = scenes as [Scene, Scene, Scene];
      expect(first.id).toBeLessThan(second.id);
    }
  });

  it("sends exactly the Scene response schema's fields, though the list is encoded ahead", async () => {
    for (const app of [t, uncached]) {
      const { cookie, screenplayId } = await writerWithScenes(app, 2);
      const listed = (await listOf(app, cookie, screenplayId)).json();
      expect(SceneListResponseSchema.safeParse(listed).error).toBeUndefined();
    }
  });

  it("keeps its key inside the server: screenplays carry no revision", async () => {
    const { cookie, screenplayId } = await writerWithScenes(t, 1);
    const screenplay = await send(t.app, "GET", `/api/screenplays/${screenplayId}`, { cookie });
    const listed = await send(t.app, "GET", "/api/screenplays", { cookie });
    for (const fields of [screenplay.json(), ...listed.json()]) {
      expect(Object.keys(fields)).not.toContain("scenesRevision");
    }
  });
});
