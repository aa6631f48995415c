import { describe, expect, it } from "vitest";
import { headingProblem } from "#shared/domain/statistics/index";
import type { ScenePlanResult } from "#shared/schemas/ai-results";
import { SCENE_BEAT_MAX } from "#shared/schemas/scene";
import { send } from "../../test/app";
import {
  createCharacter,
  createOutline,
  createScene,
  createUser,
  createWriterWithScreenplay,
  outlineBody,
} from "../../test/factories";
import { setUpTestApp } from "../../test/set-up-app";

// The default configuration: the offline writer plans the scenes.
const t = setUpTestApp({ AI_THROTTLE_LIMIT: "10000" });

const KEY_SCENES = {
  act1: ["Mary finds her brother's boat drifting empty.", "John offers to help, for a price."],
  act2: ["Ann teaches Mary to read the tide tables.", "The smugglers burn the boathouse."],
  act3: ["Mary sails into the storm alone."],
};
const LONG_CLIMAX = "The storm breaks over the harbour wall and the lights go out. ".repeat(60);

/** A writer with a whole outline, three characters and two scenes (numbered 1 and 4). */
async function plannedStory() {
  const { cookie, screenplayId } = await createWriterWithScreenplay(t.app);
  await send(t.app, "PATCH", `/api/screenplays/${screenplayId}`, {
    cookie,
    body: { setting: "A fog-bound Cornish fishing town, 1962" },
  });
  for (const [name, role] of [
    ["Mary", "protagonist"],
    ["John", "antagonist"],
    ["Ann", "mentor"],
  ] as const) {
    await createCharacter(t.app, cookie, { screenplayId, name, role });
  }
  await createOutline(t.app, cookie, {
    screenplayId,
    act1: {
      incitingIncident: "Her brother vanishes at sea.",
      firstPlotPoint: "Mary takes the ferry out herself.",
      keyScenes: KEY_SCENES.act1,
    },
    act2: {
      risingAction: "The town closes ranks around the smugglers.",
      midpoint: "A radio call: he is alive.",
      secondPlotPoint: "The ferry runs aground and Ann walks away.",
      keyScenes: KEY_SCENES.act2,
    },
    act3: { climax: LONG_CLIMAX, resolution: "Home, at dawn.", keyScenes: KEY_SCENES.act3 },
  });
  for (const sceneNumber of [1, 4]) {
    await createScene(t.app, cookie, { screenplayId, sceneNumber, heading: "EXT. DOCK - NIGHT" });
  }
  return { cookie, screenplayId };
}

async function plan(cookie: string, screenplayId: number) {
  return send(t.app, "POST", "/api/ai/plan-scenes", { cookie, body: { screenplayId } });
}

const beatsOf = (result: ScenePlanResult, act: string) =>
  result.scenes.filter((scene) => scene.act === act).map((scene) => scene.beat);

describe("POST /api/ai/plan-scenes with the offline writer", () => {
  it("plans every act in order, numbered after the highest existing scene", async () => {
    const { cookie, screenplayId } = await plannedStory();
    const response = await plan(cookie, screenplayId);
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json() as ScenePlanResult;
    const acts = result.scenes.map((scene) => scene.act);
    expect([...new Set(acts)]).toEqual(["Act 1", "Act 2", "Act 3"]);
    expect(acts).toEqual([...acts].sort());
    expect(result.scenes.map((scene) => scene.sceneNumber)).toEqual(
      result.scenes.map((_, i) => 5 + i),
    );
  });

  it("makes every key scene a scene of its act, in the outline's order", async () => {
    const { cookie, screenplayId } = await plannedStory();
    const result = (await plan(cookie, screenplayId)).json() as ScenePlanResult;
    for (const [act, keys] of [
      ["Act 1", KEY_SCENES.act1],
      ["Act 2", KEY_SCENES.act2],
      ["Act 3", KEY_SCENES.act3],
    ] as const) {
      const beats = beatsOf(result, act);
      expect(beats.filter((beat) => keys.includes(beat))).toEqual(keys);
    }
    expect(beatsOf(result, "Act 1")).toContain("Inciting incident: Her brother vanishes at sea.");
    expect(beatsOf(result, "Act 3").at(-1)).toBe("Resolution: Home, at dawn.");
  });

  it("writes valid headings and beats within the limit, with only the screenplay's characters", async () => {
    const { cookie, screenplayId } = await plannedStory();
    const result = (await plan(cookie, screenplayId)).json() as ScenePlanResult;
    for (const scene of result.scenes) {
      expect(headingProblem(scene.heading), scene.heading).toBeUndefined();
      expect(scene.beat.length).toBeLessThanOrEqual(SCENE_BEAT_MAX);
      expect(scene.characters.every((name) => ["Mary", "John", "Ann"].includes(name))).toBe(true);
      // The protagonist carries the story: she is in every scene.
      expect(scene.characters).toContain("Mary");
    }
    const climax = result.scenes.find((scene) => scene.beat.startsWith("Climax:"));
    expect(climax?.beat.endsWith("…")).toBe(true);
    expect(climax?.characters).toContain("John");
    const drifting = result.scenes.find((scene) => scene.beat === KEY_SCENES.act1[0]);
    expect(drifting?.heading).toMatch(/^EXT\. BOAT - /);
  });

  it("leaves out the moments the written scenes already play, and numbers the rest after them", async () => {
    const { cookie, screenplayId } = await plannedStory();
    const first = (await plan(cookie, screenplayId)).json() as ScenePlanResult;
    // The writer kept the first two planned scenes of Act 2 and wrote them (numbered 5 and 6).
    const kept = first.scenes.filter((scene) => scene.act === "Act 2").slice(0, 2);
    for (const scene of kept) await createScene(t.app, cookie, { screenplayId, ...scene });
    const again = (await plan(cookie, screenplayId)).json() as ScenePlanResult;
    const beats = again.scenes.map((scene) => scene.beat);
    for (const scene of kept) expect(beats).not.toContain(scene.beat);
    expect(again.scenes).toHaveLength(first.scenes.length - 2);
    expect(again.scenes[0]?.sceneNumber).toBe(Math.max(...kept.map((s) => s.sceneNumber)) + 1);
  });

  it("proposes no scene when every moment of the outline is written", async () => {
    const { cookie, screenplayId } = await plannedStory();
    const first = (await plan(cookie, screenplayId)).json() as ScenePlanResult;
    for (const scene of first.scenes) await createScene(t.app, cookie, { screenplayId, ...scene });
    const response = await plan(cookie, screenplayId);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ scenes: [] });
  });

  it("keeps the plan as a scene_plan suggestion", async () => {
    const { cookie, screenplayId } = await plannedStory();
    const response = await plan(cookie, screenplayId);
    const history = await send(t.app, "GET", `/api/screenplays/${screenplayId}/suggestions`, {
      cookie,
    });
    expect(history.json()).toMatchObject([
      { suggestionType: "scene_plan", content: response.json(), target: null, isApplied: false },
    ]);
  });

  it("covers an act the outline leaves empty, and numbers from 1 with no scenes", async () => {
    const { cookie, screenplayId } = await createWriterWithScreenplay(t.app);
    const empty = { risingAction: "", midpoint: "", secondPlotPoint: "", keyScenes: [] };
    await createOutline(t.app, cookie, { ...outlineBody(screenplayId), act2: empty });
    const result = (await plan(cookie, screenplayId)).json() as ScenePlanResult;
    expect([...new Set(result.scenes.map((scene) => scene.act))]).toEqual([
      "Act 1",
      "Act 2",
      "Act 3",
    ]);
    expect(result.scenes[0]?.sceneNumber).toBe(1);
  });

  it("asks for an outline first when there is none, or only an empty one", async () => {
    const { cookie, screenplayId } = await createWriterWithScreenplay(t.app);
    const none = await plan(cookie, screenplayId);
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe("Create an outline first: scenes are planned from it.");
    await createOutline(t.app, cookie, {
      screenplayId,
      act1: { incitingIncident: " ", firstPlotPoint: "", keyScenes: [] },
      act2: { risingAction: "", midpoint: "", secondPlotPoint: "", keyScenes: [" "] },
      act3: { climax: "", resolution: "", keyScenes: [] },
    });
    const blank = await plan(cookie, screenplayId);
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe("Create an outline first: scenes are planned from it.");
  });

  it("answers 404 for another writer's screenplay, as for one that does not exist", async () => {
    const { screenplayId } = await plannedStory();
    const { cookie: intruder } = await createUser(t.app);
    const theirs = await plan(intruder, screenplayId);
    const nowhere = await plan(intruder, 2_147_483_646);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.body).toBe(nowhere.body);
  });

  it("requires the screenplay, naming the field", async () => {
    const { cookie } = await createUser(t.app);
    const response = await send(t.app, "POST", "/api/ai/plan-scenes", { cookie, body: {} });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({ screenplayId: ["screenplayId is required"] });
  });
});
