import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { Outline } from "#shared/schemas/outline";
import { outlines } from "../../db/schema";
import { send } from "../../test/app";
import { createScreenplay, createWriterWithScreenplay, ISO_TIMESTAMP } from "../../test/factories";
import { setUpTestApp } from "../../test/set-up-app";

const t = setUpTestApp();

const content = {
  act1: {
    incitingIncident: "A stranger arrives with a map.",
    firstPlotPoint: "The crew sets sail.",
    keyScenes: ["The tavern", "The harbour"],
  },
  act2: {
    risingAction: "Storms and mutiny.",
    midpoint: "The map is a forgery.",
    secondPlotPoint: "The captain is marooned.",
    keyScenes: ["The mutiny"],
  },
  act3: {
    climax: "The duel on the reef.",
    resolution: "She sails home alone.",
    keyScenes: [],
  },
  themesAndMotifs: ["greed", "the sea"],
};

const getOutline = (cookie: string, screenplayId: number) =>
  send(t.app, "GET", `/api/screenplays/${screenplayId}/outline`, { cookie });

const rowsFor = (screenplayId: number) =>
  t.database.db.select().from(outlines).where(eq(outlines.screenplayId, screenplayId));

describe("outlines", () => {
  it("answers 200 with JSON null before any outline is saved", async () => {
    const { cookie, screenplayId } = await createWriterWithScreenplay(t.app);
    const response = await getOutline(cookie, screenplayId);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^application\/json/);
    expect(response.body).toBe("null");
    expect(response.json()).toBeNull();
  });

  it("saves an outline and answers it back, then GET returns it", async () => {
    const { cookie, screenplayId } = await createWriterWithScreenplay(t.app);
    const saved = await send(t.app, "POST", "/api/outlines", {
      cookie,
      body: { screenplayId, ...content },
    });
    expect(saved.statusCode).toBe(200);
    const outline = saved.json() as Outline;
    expect(outline).toEqual({
      id: expect.any(Number),
      screenplayId,
      ...content,
      createdAt: expect.stringMatching(ISO_TIMESTAMP),
      updatedAt: expect.stringMatching(ISO_TIMESTAMP),
    });
    const fetched = await getOutline(cookie, screenplayId);
    expect(fetched.statusCode).toBe(200);
    expect(fetched.json()).toEqual(outline);
  });

  it("replaces the outline on a second save: still one row per screenplay", async () => {
    const { cookie, screenplayId } = await createWriterWithScreenplay(t.app);
    const first = (
      await send(t.app, "POST", "/api/outlines", { cookie, body: { screenplayId, ...content } })
    ).json() as Outline;

    const replacement = {
      act1: { incitingIncident: "New start", firstPlotPoint: "New turn", keyScenes: ["One"] },
      act2: { risingAction: "R", midpoint: "M", secondPlotPoint: "S", keyScenes: [] },
      act3: { climax: "C", resolution: "E", keyScenes: ["Last"] },
      themesAndMotifs: ["hope"],
    };
    const second = await send(t.app, "POST", "/api/outlines", {
      cookie,
      body: { screenplayId, ...replacement },
    });
    expect(second.statusCode).toBe(200);
    const replaced = second.json() as Outline;
    expect(replaced).toMatchObject({ id: first.id, screenplayId, ...replacement });
    expect(replaced.createdAt).toBe(first.createdAt);
    expect(Date.parse(replaced.updatedAt)).toBeGreaterThan(Date.parse(first.updatedAt));

    expect(await rowsFor(screenplayId)).toHaveLength(1);
    expect((await getOutline(cookie, screenplayId)).json()).toEqual(replaced);
  });

  it("keeps the outlines of different screenplays apart", async () => {
    const { cookie, screenplayId } = await createWriterWithScreenplay(t.app);
    const other = await createScreenplay(t.app, cookie, "Other");
    await send(t.app, "POST", "/api/outlines", { cookie, body: { screenplayId, ...content } });
    expect((await getOutline(cookie, other.id)).json()).toBeNull();
    expect(await rowsFor(other.id)).toHaveLength(0);
  });

  it("fills missing beats, key scenes and themes with empty values", async () => {
    const { cookie, screenplayId } = await createWriterWithScreenplay(t.app);
    const response = await send(t.app, "POST", "/api/outlines", {
      cookie,
      body: { screenplayId, act1: {}, act2: { midpoint: "Only this" }, act3: { climax: null } },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      act1: { incitingIncident: "", firstPlotPoint: "", keyScenes: [] },
      act2: { risingAction: "", midpoint: "Only this", secondPlotPoint: "", keyScenes: [] },
      act3: { climax: "", resolution: "", keyScenes: [] },
      themesAndMotifs: [],
    });
  });

  it("refuses an outline without its acts or for a screenplay that does not exist", async () => {
    const { cookie, screenplayId } = await createWriterWithScreenplay(t.app);
    const noActs = await send(t.app, "POST", "/api/outlines", {
      cookie,
      body: { screenplayId, themesAndMotifs: [] },
    });
    expect(noActs.statusCode).toBe(400);
    expect(Object.keys(noActs.json().fieldErrors)).toEqual(["act1", "act2", "act3"]);

    const badThemes = await send(t.app, "POST", "/api/outlines", {
      cookie,
      body: { screenplayId, ...content, themesAndMotifs: "greed, the sea" },
    });
    expect(badThemes.statusCode).toBe(400);
    expect(badThemes.json().message).toBe("themesAndMotifs must be a list of text");
    expect(await rowsFor(screenplayId)).toHaveLength(0);

    const missing = await send(t.app, "POST", "/api/outlines", {
      cookie,
      body: { screenplayId: 2_147_483_647, ...content },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: "Screenplay not found" });

    const getMissing = await getOutline(cookie, 2_147_483_647);
    expect(getMissing.statusCode).toBe(404);
    expect(getMissing.json()).toEqual({ message: "Screenplay not found" });
  });
});
