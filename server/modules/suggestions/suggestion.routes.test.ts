import { describe, expect, it } from "vitest";
import type { AiSuggestion } from "#shared/schemas/ai";
import { send } from "../../test/app";
import { createScreenplay, createUser } from "../../test/factories";
import { setUpTestApp } from "../../test/set-up-app";

const t = setUpTestApp();

async function withSuggestions() {
  const { cookie } = await createUser(t.app);
  const { id } = await createScreenplay(t.app, cookie);
  const body = { screenplayId: id, genre: "Drama", theme: "grief", setting: "a lighthouse" };
  await send(t.app, "POST", "/api/ai/generate-story-ideas", { cookie, body });
  await send(t.app, "POST", "/api/ai/generate-logline", {
    cookie,
    body: { ...body, character: "a keeper" },
  });
  const list = async () =>
    (
      await send(t.app, "GET", `/api/screenplays/${id}/suggestions`, { cookie })
    ).json() as AiSuggestion[];
  return { cookie, screenplayId: id, list };
}

describe("AI suggestion history", () => {
  it("lists unapplied suggestions first, newest first, and Apply marks one applied", async () => {
    const { cookie, screenplayId, list } = await withSuggestions();
    const [newest, older] = await list();
    expect(newest).toMatchObject({ screenplayId, suggestionType: "logline", isApplied: false });
    expect(older).toMatchObject({ suggestionType: "story_ideas", isApplied: false });
    expect((older?.content as { ideas: unknown[] } | undefined)?.ideas).toHaveLength(3);

    const applied = await send(t.app, "PATCH", `/api/suggestions/${newest?.id}`, {
      cookie,
      body: { isApplied: true },
    });
    expect(applied.statusCode).toBe(200);
    expect(applied.json()).toMatchObject({ id: newest?.id, isApplied: true });
    expect((await list()).map((s) => [s.suggestionType, s.isApplied])).toEqual([
      ["story_ideas", false],
      ["logline", true],
    ]);
  });

  it("remembers what each result was generated for, so Apply can find its character or scene", async () => {
    const { cookie } = await createUser(t.app);
    const { id: screenplayId } = await createScreenplay(t.app, cookie);
    const post = (path: string, body: object) =>
      send(t.app, "POST", `/api/ai/${path}`, { cookie, body: { screenplayId, ...body } });
    await post("generate-character", { name: "Mara Voss", role: "antagonist" });
    await post("generate-dialogue", { character: "Mara Voss", characterId: 41 });
    await post("generate-scene", {
      sceneHeading: "INT. LAMP ROOM - NIGHT",
      sceneNumber: 3,
      act: "Act 2",
      characters: ["Mara Voss"],
    });
    await post("generate-scene/stream", { sceneHeading: "EXT. CLIFF - DAWN", sceneNumber: 4 });
    await post("generate-logline", {
      genre: "Drama",
      theme: "grief",
      setting: "a lighthouse",
      character: "a keeper",
    });
    const listed = (
      await send(t.app, "GET", `/api/screenplays/${screenplayId}/suggestions`, { cookie })
    ).json() as AiSuggestion[];
    expect(listed.map((s) => [s.suggestionType, s.target])).toEqual([
      ["logline", null],
      ["scene", { sceneNumber: 4, sceneHeading: "EXT. CLIFF - DAWN", characters: [] }],
      [
        "scene",
        {
          sceneNumber: 3,
          sceneHeading: "INT. LAMP ROOM - NIGHT",
          act: "Act 2",
          characters: ["Mara Voss"],
        },
      ],
      ["dialogue", { character: "Mara Voss", characterId: 41 }],
      ["character", { character: "Mara Voss", role: "antagonist" }],
    ]);
  });

  it("keeps other users out with 404 and rejects a bad body with 400", async () => {
    const { screenplayId, list } = await withSuggestions();
    const [first] = await list();
    const other = await createUser(t.app);
    const read = await send(t.app, "GET", `/api/screenplays/${screenplayId}/suggestions`, {
      cookie: other.cookie,
    });
    expect(read.statusCode).toBe(404);
    const patch = await send(t.app, "PATCH", `/api/suggestions/${first?.id}`, {
      cookie: other.cookie,
      body: { isApplied: true },
    });
    expect([patch.statusCode, patch.json().message]).toEqual([404, "Suggestion not found"]);
    expect((await list())[0]?.isApplied).toBe(false);
    const bad = await send(t.app, "PATCH", `/api/suggestions/${first?.id}`, {
      cookie: other.cookie,
      body: { isApplied: "yes" },
    });
    expect([bad.statusCode, bad.json().message]).toEqual([400, "isApplied must be true or false"]);
  });
});
