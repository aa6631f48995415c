import { describe, expect, it } from "vitest";
import { OFFLINE_LABEL } from "#shared/schemas/ai";
import { StoryIdeasResultSchema } from "#shared/schemas/ai-results";
import { wordCount } from "../../ai/offline/text";
import { send } from "../../test/app";
import { createScreenplay, createUser, rowCounts } from "../../test/factories";
import { setUpTestApp } from "../../test/set-up-app";

// The default configuration: no provider, so the built-in offline writer answers.
const t = setUpTestApp({ AI_THROTTLE_LIMIT: "3", AI_THROTTLE_WINDOW_MS: "60000" });

const idea = {
  genre: "Western",
  theme: "redemption",
  setting: "a dying mining town",
  character: "a retired marshal",
};

describe("AI calls with the offline writer", () => {
  it("reports the offline writer honestly", async () => {
    const { cookie } = await createUser(t.app);
    const response = await send(t.app, "GET", "/api/ai/status", { cookie });
    expect(response.json()).toEqual({
      provider: "offline",
      model: null,
      offline: true,
      label: OFFLINE_LABEL,
    });
  });

  it("writes a 25–50 word logline and keeps it for the screenplay", async () => {
    const { cookie } = await createUser(t.app);
    const { id } = await createScreenplay(t.app, cookie);
    const response = await send(t.app, "POST", "/api/ai/generate-logline", {
      cookie,
      body: { ...idea, screenplayId: id },
    });
    expect(response.statusCode).toBe(200);
    const words = wordCount(response.json().logline);
    expect(words).toBeGreaterThanOrEqual(25);
    expect(words).toBeLessThanOrEqual(50);
    const history = await send(t.app, "GET", `/api/screenplays/${id}/suggestions`, { cookie });
    expect(history.json()).toMatchObject([
      { suggestionType: "logline", content: response.json(), isApplied: false },
    ]);
  });

  it("streams an offline scene in several chunks", async () => {
    const { cookie } = await createUser(t.app);
    const response = await send(t.app, "POST", "/api/ai/generate-scene/stream", {
      cookie,
      body: { sceneHeading: "EXT. MAIN STREET - NOON", characters: ["Cole", "Ada"] },
    });
    expect(response.statusCode).toBe(200);
    expect(response.body.match(/^event: chunk$/gm)?.length ?? 0).toBeGreaterThan(3);
    expect(response.body).toMatch(/event: done\ndata: .*COLE/);
  });
});

describe("AI call guards", () => {
  it("requires a signed-in user", async () => {
    const response = await send(t.app, "POST", "/api/ai/generate-logline", { body: idea });
    expect(response.statusCode).toBe(401);
    expect((await send(t.app, "GET", "/api/ai/status")).statusCode).toBe(401);
  });

  it.each([
    ["generate-logline", { ...idea, genre: " " }, "Genre is required"],
    ["generate-logline", { ...idea, theme: undefined }, "Theme is required"],
    ["generate-story-ideas", { genre: "Drama", theme: "x" }, "Setting is required"],
    ["generate-logline", { ...idea, character: "" }, "Main character description is required"],
    ["generate-character", { role: "mentor" }, "Character name is required"],
    ["generate-dialogue", { situation: "a wedding" }, "Character name is required"],
    ["generate-scene", { characters: ["Mary"] }, "Scene heading is required"],
    ["generate-scene/stream", { sceneHeading: "" }, "Scene heading is required"],
    ["analyze-screenplay", { content: "" }, "Content is required"],
    ["generate-outline", { screenplayId: -1 }, "screenplayId must be positive"],
  ])("POST /api/ai/%s answers 400 naming the field", async (path, body, message) => {
    const { cookie } = await createUser(t.app);
    const response = await send(t.app, "POST", `/api/ai/${path}`, { cookie, body });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it("answers 404 for another user's screenplay and stores nothing", async () => {
    const owner = await createUser(t.app);
    const { id } = await createScreenplay(t.app, owner.cookie);
    const other = await createUser(t.app);
    const before = await rowCounts(t.app);
    const response = await send(t.app, "POST", "/api/ai/generate-outline", {
      cookie: other.cookie,
      body: { screenplayId: id },
    });
    expect([response.statusCode, response.json().message]).toEqual([404, "Screenplay not found"]);
    expect(await rowCounts(t.app)).toEqual(before);
  });

  it("writes ideas about the main character, and 'Generate More' repeats none of those shown", async () => {
    const { cookie } = await createUser(t.app);
    const body = { ...idea, mainCharacter: "Nell Harker, a retired marshal" };
    const generate = async (extra: Record<string, unknown> = {}) => {
      const response = await send(t.app, "POST", "/api/ai/generate-story-ideas", {
        cookie,
        body: { ...body, ...extra },
      });
      expect(response.statusCode, response.body).toBe(200);
      return StoryIdeasResultSchema.parse(response.json()).ideas;
    };
    const first = await generate();
    for (const shown of first) expect(shown.premise).toContain("Nell Harker");
    const more = await generate({ exclude: first.flatMap((i) => [i.title, i.premise]) });
    const seen = new Set(first.flatMap((i) => [i.title, i.logline, i.premise]));
    expect(more.flatMap((i) => [i.title, i.logline, i.premise]).filter((x) => seen.has(x))).toEqual(
      [],
    );
  });

  it("throttles each user's AI calls and says when to try again", async () => {
    const { cookie } = await createUser(t.app);
    const call = () => send(t.app, "POST", "/api/ai/generate-story-ideas", { cookie, body: idea });
    for (let i = 0; i < 3; i++) expect((await call()).statusCode).toBe(200);
    const throttled = await call();
    expect(throttled.statusCode).toBe(429);
    expect(throttled.json().message).toBe(
      "Too many AI requests: the limit is 3 per 60 seconds. Try again in 60 seconds.",
    );
    expect(throttled.headers["retry-after"]).toBe("60");
    // Another user is not affected.
    const someoneElse = await createUser(t.app);
    expect(
      (
        await send(t.app, "POST", "/api/ai/generate-story-ideas", {
          cookie: someoneElse.cookie,
          body: idea,
        })
      ).statusCode,
    ).toBe(200);
    t.advanceClock(61_000);
    expect((await call()).statusCode).toBe(200);
  });
});
