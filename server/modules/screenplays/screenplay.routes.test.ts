import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { Screenplay } from "#shared/schemas/screenplay";
import { aiSuggestions, characters, outlines, scenes, screenplays } from "../../db/schema";
import { send } from "../../test/app";
import { createScreenplay, createUser, ISO_TIMESTAMP } from "../../test/factories";
import { expectPatchOfMissingRow } from "../../test/missing-row";
import { setUpTestApp } from "../../test/set-up-app";

const t = setUpTestApp();

async function create(cookie: string, body: Record<string, unknown>) {
  return send(t.app, "POST", "/api/screenplays", { cookie, body });
}

async function expectRejected(cookie: string, body: Record<string, unknown>, message: string) {
  const before = (await send(t.app, "GET", "/api/screenplays", { cookie })).json();
  const response = await create(cookie, body);
  expect(response.statusCode).toBe(400);
  expect(response.json()).toMatchObject({ message });
  const after = (await send(t.app, "GET", "/api/screenplays", { cookie })).json();
  expect(after).toEqual(before);
  return response;
}

describe("creating a screenplay", () => {
  it("answers 201 with the stored row, its defaults and the session user as owner", async () => {
    const { cookie, user } = await createUser(t.app);
    const response = await create(cookie, {
      title: "The Long Night",
      logline: "A lighthouse keeper must keep the lamp lit through the worst storm in a century.",
      genre: "Thriller",
    });
    expect(response.statusCode).toBe(201);
    const body = response.json() as Screenplay;
    expect(body).toEqual({
      id: expect.any(Number),
      userId: user.id,
      title: "The Long Night",
      logline: "A lighthouse keeper must keep the lamp lit through the worst storm in a century.",
      genre: "Thriller",
      theme: null,
      setting: null,
      mainCharacter: null,
      titlePage: [],
      opening: "",
      paperSize: "letter",
      progress: 0,
      currentStep: "idea",
      createdAt: expect.stringMatching(ISO_TIMESTAMP),
      updatedAt: expect.stringMatching(ISO_TIMESTAMP),
    });

    const fetched = await send(t.app, "GET", `/api/screenplays/${body.id}`, { cookie });
    expect(fetched.statusCode).toBe(200);
    expect(fetched.json()).toEqual(body);
  });

  it("needs only a title; logline and genre are null when not sent", async () => {
    const { cookie } = await createUser(t.app);
    const response = await create(cookie, { title: "Bare" });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      title: "Bare",
      logline: null,
      genre: null,
      progress: 0,
      currentStep: "idea",
    });
  });

  it("trims the title and accepts exactly the maximum lengths", async () => {
    const { cookie } = await createUser(t.app);
    const response = await create(cookie, {
      title: `  ${"T".repeat(100)}  `,
      logline: "L".repeat(200),
      genre: "G".repeat(50),
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      title: "T".repeat(100),
      logline: "L".repeat(200),
      genre: "G".repeat(50),
    });
  });

  it("ignores a userId sent by the client: the row belongs to the session user", async () => {
    const victim = await createUser(t.app);
    const { cookie, user } = await createUser(t.app);
    const response = await create(cookie, { title: "Mine", userId: victim.user.id });
    expect(response.statusCode).toBe(201);
    expect(response.json().userId).toBe(user.id);

    const [row] = await t.database.db
      .select()
      .from(screenplays)
      .where(eq(screenplays.id, response.json().id));
    expect(row?.userId).toBe(user.id);
    const victimList = await send(t.app, "GET", "/api/screenplays", { cookie: victim.cookie });
    expect(victimList.json()).toEqual([]);
  });

  it("ignores other unknown fields and does not let the client set progress at creation", async () => {
    const { cookie } = await createUser(t.app);
    const response = await create(cookie, {
      title: "Sneaky",
      id: 999_999,
      progress: 100,
      createdAt: "2000-01-01T00:00:00.000Z",
    });
    expect(response.statusCode).toBe(201);
    const body = response.json() as Screenplay;
    expect(body.id).not.toBe(999_999);
    expect(body.progress).toBe(0);
    expect(body.createdAt).not.toBe("2000-01-01T00:00:00.000Z");
  });

  it("accepts a valid currentStep and refuses an unknown one", async () => {
    const { cookie } = await createUser(t.app);
    const ok = await create(cookie, { title: "Stepped", currentStep: "outline" });
    expect(ok.statusCode).toBe(201);
    expect(ok.json().currentStep).toBe("outline");
    await expectRejected(
      cookie,
      { title: "Bad step", currentStep: "publish" },
      "currentStep must be one of idea, outline, characters, scenes, editor, final",
    );
  });

  it("answers 'Title is required' for a missing, empty, blank or non-text title", async () => {
    const { cookie } = await createUser(t.app);
    for (const body of [{}, { title: "" }, { title: "   " }, { title: null }, { title: 42 }]) {
      const response = await expectRejected(cookie, body, "Title is required");
      expect(response.json()).toEqual({
        message: "Title is required",
        fieldErrors: { title: ["Title is required"] },
      });
    }
  });

  it("names the length rules of title, logline and genre", async () => {
    const { cookie } = await createUser(t.app);
    await expectRejected(
      cookie,
      { title: "T".repeat(101) },
      "Title must be at most 100 characters",
    );
    const logline = await expectRejected(
      cookie,
      { title: "Ok", logline: "L".repeat(201) },
      "Logline must be at most 200 characters",
    );
    expect(logline.json().fieldErrors).toEqual({
      logline: ["Logline must be at most 200 characters"],
    });
    const genre = await expectRejected(
      cookie,
      { title: "Ok", genre: "G".repeat(51) },
      "Genre must be at most 50 characters",
    );
    expect(genre.json().fieldErrors).toEqual({ genre: ["Genre must be at most 50 characters"] });
  });

  it("answers 400 for a body that is not an object", async () => {
    const { cookie } = await createUser(t.app);
    for (const body of [[], "title", 7]) {
      const response = await send(t.app, "POST", "/api/screenplays", { cookie, body });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe("Request body must be a JSON object");
    }
    const empty = await send(t.app, "POST", "/api/screenplays", { cookie });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe("Request body must be a JSON object");
  });
});

describe("listing screenplays", () => {
  it("lists only my screenplays, the most recently updated first", async () => {
    const me = await createUser(t.app);
    const other = await createUser(t.app);
    await createScreenplay(t.app, other.cookie, "Not mine");
    const first = await createScreenplay(t.app, me.cookie, "First");
    const second = await createScreenplay(t.app, me.cookie, "Second");
    const third = await createScreenplay(t.app, me.cookie, "Third");

    const initial = await send(t.app, "GET", "/api/screenplays", { cookie: me.cookie });
    expect(initial.statusCode).toBe(200);
    expect(initial.json().map((s: Screenplay) => s.title)).toEqual(["Third", "Second", "First"]);

    // Touching the oldest moves it to the top.
    const touched = await send(t.app, "PATCH", `/api/screenplays/${first.id}`, {
      cookie: me.cookie,
      body: { logline: "Now updated" },
    });
    expect(touched.statusCode).toBe(200);
    const list = await send(t.app, "GET", "/api/screenplays", { cookie: me.cookie });
    const rows = list.json() as Screenplay[];
    expect(rows.map((s) => s.id)).toEqual([first.id, third.id, second.id]);
    expect(rows.every((s) => s.userId === me.user.id)).toBe(true);
    expect(rows[0]).toMatchObject({ title: "First", logline: "Now updated" });
  });

  it("answers an empty list for a new user", async () => {
    const { cookie } = await createUser(t.app);
    const response = await send(t.app, "GET", "/api/screenplays", { cookie });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });
});

describe("reading one screenplay", () => {
  it("answers 404 for an id that does not exist and 400 for one that is not an id", async () => {
    const { cookie } = await createUser(t.app);
    const missing = await send(t.app, "GET", "/api/screenplays/2147483647", { cookie });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: "Screenplay not found" });

    const notANumber = await send(t.app, "GET", "/api/screenplays/abc", { cookie });
    expect(notANumber.statusCode).toBe(400);
    expect(notANumber.json().message).toBe("id must be a number");

    const tooLarge = await send(t.app, "GET", "/api/screenplays/2147483648", { cookie });
    expect(tooLarge.statusCode).toBe(400);
    expect(tooLarge.json().message).toBe("id is too large");

    const zero = await send(t.app, "GET", "/api/screenplays/0", { cookie });
    expect(zero.statusCode).toBe(400);
    expect(zero.json().message).toBe("id must be positive");
  });
});

describe("updating a screenplay", () => {
  it("updates title, logline, currentStep and progress and bumps updatedAt", async () => {
    const { cookie } = await createUser(t.app);
    const created = await createScreenplay(t.app, cookie, "Draft");
    const response = await send(t.app, "PATCH", `/api/screenplays/${created.id}`, {
      cookie,
      body: {
        title: "  Final Title ",
        logline: "A new logline.",
        currentStep: "outline",
        progress: 20,
      },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json() as Screenplay;
    expect(body).toMatchObject({
      id: created.id,
      title: "Final Title",
      logline: "A new logline.",
      genre: "Drama",
      currentStep: "outline",
      progress: 20,
    });
    expect(Date.parse(body.updatedAt)).toBeGreaterThan(Date.parse(created.updatedAt));

    const fetched = await send(t.app, "GET", `/api/screenplays/${created.id}`, { cookie });
    expect(fetched.json()).toEqual(body);
  });

  it("leaves fields it was not sent alone, and clears the logline with null", async () => {
    const { cookie } = await createUser(t.app);
    const created = (
      await create(cookie, { title: "Keep", logline: "Keep me", genre: "Comedy" })
    ).json() as Screenplay;
    const onlyProgress = await send(t.app, "PATCH", `/api/screenplays/${created.id}`, {
      cookie,
      body: { progress: 40 },
    });
    expect(onlyProgress.json()).toMatchObject({
      title: "Keep",
      logline: "Keep me",
      genre: "Comedy",
      progress: 40,
      currentStep: "idea",
    });
    const cleared = await send(t.app, "PATCH", `/api/screenplays/${created.id}`, {
      cookie,
      body: { logline: null },
    });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json()).toMatchObject({ title: "Keep", logline: null, progress: 40 });
  });

  it("refuses an unknown currentStep, progress out of 0..100 and a blank title, changing nothing", async () => {
    const { cookie } = await createUser(t.app);
    const created = await createScreenplay(t.app, cookie, "Stable");
    const before = (await send(t.app, "GET", `/api/screenplays/${created.id}`, { cookie })).json();
    const cases: [Record<string, unknown>, string][] = [
      [
        { currentStep: "done" },
        "currentStep must be one of idea, outline, characters, scenes, editor, final",
      ],
      [{ progress: -1 }, "progress must be at least 0"],
      [{ progress: 101 }, "progress must be at most 100"],
      [{ progress: 12.5 }, "progress must be a whole number"],
      [{ progress: "50" }, "progress must be a number"],
      [{ title: "  " }, "Title is required"],
      [{ title: "T".repeat(101) }, "Title must be at most 100 characters"],
      [{ logline: "L".repeat(201) }, "Logline must be at most 200 characters"],
      [{ updatedAt: "yesterday" }, "updatedAt must be an ISO date-time"],
      ...["0000-01-01T00:00:00Z", "1969-12-31T23:59:59Z"].map(
        (updatedAt): [Record<string, unknown>, string] => [
          { updatedAt, title: "Out of range" },
          "updatedAt must be a date-time between the years 2000 and 9999",
        ],
      ),
    ];
    for (const [body, message] of cases) {
      const response = await send(t.app, "PATCH", `/api/screenplays/${created.id}`, {
        cookie,
        body,
      });
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().message).toBe(message);
    }
    for (const progress of [0, 100]) {
      const response = await send(t.app, "PATCH", `/api/screenplays/${created.id}`, {
        cookie,
        body: { progress },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().progress).toBe(progress);
    }
    const after = (await send(t.app, "GET", `/api/screenplays/${created.id}`, { cookie })).json();
    expect({ ...after, progress: 0, updatedAt: "" }).toEqual({ ...before, updatedAt: "" });
  });

  it("keeps the story elements, the title page and the opening, and clears elements with null", async () => {
    const { cookie } = await createUser(t.app);
    const created = (await create(cookie, { title: "Harbour Lights" })).json() as Screenplay;
    const titlePage = [
      { key: "Title", value: "HARBOUR LIGHTS" },
      { key: "Credit", value: "written by" },
      { key: "Author", value: "Nell Harker" },
      { key: "Source", value: "based on the novel\nby Ada Byrne" },
      { key: "Draft date", value: "23 November 2026" },
    ];
    const changes = {
      updatedAt: created.updatedAt,
      theme: "Redemption against the tide",
      setting: "A fishing town on the Cornish coast, 1962",
      mainCharacter: "Nell Harker, a lighthouse keeper who lies to everyone she loves",
      titlePage,
      opening: "> FADE IN: <\n\nThe sea, black and loud.",
    };
    const saved = await send(t.app, "PATCH", `/api/screenplays/${created.id}`, {
      cookie,
      body: changes,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const { updatedAt: _, ...kept } = changes;
    expect(saved.json()).toMatchObject(kept);
    const fetched = (await send(t.app, "GET", `/api/screenplays/${created.id}`, { cookie })).json();
    expect(fetched).toMatchObject(kept);

    const cleared = await send(t.app, "PATCH", `/api/screenplays/${created.id}`, {
      cookie,
      body: { theme: null, setting: "" },
    });
    expect(cleared.json()).toMatchObject({ theme: null, setting: "", titlePage });
  });

  it("names the rules of the story elements and the title page, changing nothing", async () => {
    const { cookie } = await createUser(t.app);
    const created = (await create(cookie, { title: "Untouched" })).json() as Screenplay;
    const cases: [Record<string, unknown>, string][] = [
      [{ theme: "t".repeat(501) }, "Theme must be at most 500 characters"],
      [{ setting: 7 }, "Setting must be text"],
      [{ mainCharacter: "m".repeat(1001) }, "Main character must be at most 1000 characters"],
      [{ titlePage: "Title: X" }, "titlePage must be a list of {key, value}"],
      [{ titlePage: [{ key: "", value: "x" }] }, "Title page keys must not be empty"],
      [
        { titlePage: [{ key: "Title: X", value: "x" }] },
        "Title page keys may only contain letters, digits and spaces",
      ],
      [
        { titlePage: Array.from({ length: 31 }, () => ({ key: "Notes", value: "x" })) },
        "titlePage must have at most 30 entries",
      ],
      [{ opening: "o".repeat(200_001) }, "Opening must be at most 200000 characters"],
    ];
    for (const [body, message] of cases) {
      const response = await send(t.app, "PATCH", `/api/screenplays/${created.id}`, {
        cookie,
        body,
      });
      expect(response.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(response.json().message).toBe(message);
    }
    const after = (await send(t.app, "GET", `/api/screenplays/${created.id}`, { cookie })).json();
    expect(after).toEqual(created);
  });

  it("answers 404 for a screenplay that does not exist", async () => {
    await expectPatchOfMissingRow(
      t.app,
      "/api/screenplays",
      { title: "Ghost" },
      "Screenplay not found",
    );
  });
});

describe("stale writes", () => {
  it("accepts the updatedAt just seen and refuses a stale one with 409 and the stored row", async () => {
    const { cookie } = await createUser(t.app);
    const created = await createScreenplay(t.app, cookie, "Shared");

    const first = await send(t.app, "PATCH", `/api/screenplays/${created.id}`, {
      cookie,
      body: { updatedAt: created.updatedAt, title: "Tab one" },
    });
    expect(first.statusCode).toBe(200);
    const saved = first.json() as Screenplay;
    expect(saved.title).toBe("Tab one");
    expect(saved.updatedAt).not.toBe(created.updatedAt);
    expect(Date.parse(saved.updatedAt)).toBeGreaterThan(Date.parse(created.updatedAt));

    // A second tab still holds the version from before the first save.
    const stale = await send(t.app, "PATCH", `/api/screenplays/${created.id}`, {
      cookie,
      body: { updatedAt: created.updatedAt, title: "Tab two", progress: 60 },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({
      message:
        "This screenplay was changed elsewhere since you opened it. Your copy has been refreshed; review it and save again.",
      current: saved,
    });
    expect(stale.json().current).toMatchObject({
      id: created.id,
      title: "Tab one",
      progress: 0,
      genre: "Drama",
    });

    const stored = await send(t.app, "GET", `/api/screenplays/${created.id}`, { cookie });
    expect(stored.json()).toEqual(saved);
  });

  it("accepts the same instant written with another UTC offset", async () => {
    const { cookie } = await createUser(t.app);
    const created = await createScreenplay(t.app, cookie);
    const instant = new Date(created.updatedAt);
    const shifted = new Date(instant.getTime() + 2 * 60 * 60 * 1000)
      .toISOString()
      .replace("Z", "+02:00");
    const response = await send(t.app, "PATCH", `/api/screenplays/${created.id}`, {
      cookie,
      body: { updatedAt: shifted, progress: 20 },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().progress).toBe(20);
  });

  it("lets rapid consecutive saves through when each carries the fresh updatedAt", async () => {
    const { cookie } = await createUser(t.app);
    const created = await createScreenplay(t.app, cookie);
    let version = created.updatedAt;
    const seen = new Set([version]);
    for (let progress = 1; progress <= 5; progress++) {
      const response = await send(t.app, "PATCH", `/api/screenplays/${created.id}`, {
        cookie,
        body: { updatedAt: version, progress },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().progress).toBe(progress);
      version = response.json().updatedAt;
      expect(seen.has(version)).toBe(false);
      seen.add(version);
    }
  });

  it("refuses a version from the future as stale too", async () => {
    const { cookie } = await createUser(t.app);
    const created = await createScreenplay(t.app, cookie);
    const response = await send(t.app, "PATCH", `/api/screenplays/${created.id}`, {
      cookie,
      body: { updatedAt: "2999-01-01T00:00:00.000Z", title: "Nope" },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().current).toMatchObject({ id: created.id, title: "Test Script" });
  });
});

describe("deleting a screenplay", () => {
  it("answers 204, then 404, and deletes its characters, scenes, outline and suggestions", async () => {
    const { cookie } = await createUser(t.app);
    const doomed = await createScreenplay(t.app, cookie, "Doomed");
    const kept = await createScreenplay(t.app, cookie, "Kept");
    for (const screenplayId of [doomed.id, kept.id]) {
      const character = await send(t.app, "POST", "/api/characters", {
        cookie,
        body: { screenplayId, name: "Ada" },
      });
      expect(character.statusCode).toBe(201);
      const scene = await send(t.app, "POST", "/api/scenes", {
        cookie,
        body: { screenplayId, sceneNumber: 1, heading: "INT. ROOM - DAY" },
      });
      expect(scene.statusCode).toBe(201);
      const outline = await send(t.app, "POST", "/api/outlines", {
        cookie,
        body: {
          screenplayId,
          act1: { incitingIncident: "A", firstPlotPoint: "B", keyScenes: [] },
          act2: { risingAction: "C", midpoint: "D", secondPlotPoint: "E", keyScenes: [] },
          act3: { climax: "F", resolution: "G", keyScenes: [] },
          themesAndMotifs: ["loss"],
        },
      });
      expect(outline.statusCode).toBe(200);
      await t.database.db
        .insert(aiSuggestions)
        .values({ screenplayId, suggestionType: "logline", content: { text: "x" } });
    }

    const deleted = await send(t.app, "DELETE", `/api/screenplays/${doomed.id}`, { cookie });
    expect(deleted.statusCode).toBe(204);
    expect(deleted.body).toBe("");

    const again = await send(t.app, "DELETE", `/api/screenplays/${doomed.id}`, { cookie });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ message: "Screenplay not found" });
    const read = await send(t.app, "GET", `/api/screenplays/${doomed.id}`, { cookie });
    expect(read.statusCode).toBe(404);
    expect(read.json()).toEqual({ message: "Screenplay not found" });
    const children = await send(t.app, "GET", `/api/screenplays/${doomed.id}/characters`, {
      cookie,
    });
    expect(children.statusCode).toBe(404);

    const { db } = t.database;
    const countFor = async (screenplayId: number) => ({
      screenplays: (await db.select().from(screenplays).where(eq(screenplays.id, screenplayId)))
        .length,
      characters: (
        await db.select().from(characters).where(eq(characters.screenplayId, screenplayId))
      ).length,
      scenes: (await db.select().from(scenes).where(eq(scenes.screenplayId, screenplayId))).length,
      outlines: (await db.select().from(outlines).where(eq(outlines.screenplayId, screenplayId)))
        .length,
      suggestions: (
        await db.select().from(aiSuggestions).where(eq(aiSuggestions.screenplayId, screenplayId))
      ).length,
    });
    expect(await countFor(doomed.id)).toEqual({
      screenplays: 0,
      characters: 0,
      scenes: 0,
      outlines: 0,
      suggestions: 0,
    });
    // The other screenplay and its children are untouched.
    expect(await countFor(kept.id)).toEqual({
      screenplays: 1,
      characters: 1,
      scenes: 1,
      outlines: 1,
      suggestions: 1,
    });
    const list = await send(t.app, "GET", "/api/screenplays", { cookie });
    expect(list.json().map((s: Screenplay) => s.id)).toEqual([kept.id]);
  });
});
