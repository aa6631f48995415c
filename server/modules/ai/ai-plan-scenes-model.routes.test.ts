import { beforeAll, describe, expect, it } from "vitest";
import type { ScenePlanResult } from "#shared/schemas/ai-results";
import { send } from "../../test/app";
import { createOutline, createStory, STORY } from "../../test/factories";
import { promptText } from "../../test/openai-stand-in";
import { setUpStandInApp } from "../../test/stand-in-app";

/* Planning scenes with a model: what the prompt carries, and how the server mends the answer. */

const t = setUpStandInApp({ AI_TIMEOUT_MS: "20000", AI_THROTTLE_LIMIT: "10000" });

const OUTLINE = {
  act1: {
    incitingIncident: "Her brother vanishes.",
    firstPlotPoint: "She sails.",
    keyScenes: ["The empty mooring at dawn"],
  },
  act2: {
    risingAction: STORY.risingAction,
    midpoint: "He is alive.",
    secondPlotPoint: "Lost.",
    keyScenes: ["A radio crackles in the fog"],
  },
  act3: { climax: "The storm.", resolution: "Home.", keyScenes: ["The lighthouse goes dark"] },
};

let story: Awaited<ReturnType<typeof createStory>>;
beforeAll(async () => {
  // Mary and John, an outline, and scene 1.
  story = await createStory(t.app);
  await createOutline(t.app, story.cookie, { screenplayId: story.screenplayId, ...OUTLINE });
});

const plan = () =>
  send(t.app, "POST", "/api/ai/plan-scenes", {
    cookie: story.cookie,
    body: { screenplayId: story.screenplayId },
  });

const planned = (act: string, heading: string, characters: string[], sceneNumber = 1) => ({
  sceneNumber,
  heading,
  act,
  characters,
  beat: `${act}: Mary keeps going.`,
});

describe("POST /api/ai/plan-scenes with a model", () => {
  it("sends the logline, each act's beats, the key scenes and the cast", async () => {
    const response = await plan();
    expect(response.statusCode, response.body).toBe(200);
    const prompt = promptText(t.standIn.requests[0]);
    expect(prompt).toContain(STORY.logline);
    for (const text of [
      ...Object.values(OUTLINE.act1).flat(),
      ...Object.values(OUTLINE.act2).flat(),
      ...Object.values(OUTLINE.act3).flat(),
    ]) {
      expect(prompt).toContain(text);
    }
    expect(prompt).toContain("- MARY (role: protagonist");
    expect(prompt).toContain("- JOHN (role: antagonist");
    expect(prompt).toContain("Number the scenes from 2.");
  });

  it("puts the acts in order, renumbers after scene 1, capitalises headings and drops unknown names", async () => {
    const answer = {
      scenes: [
        planned("Act 2", "int. harbour office - night", ["mary", "Ghost"], 40),
        planned("Act 1", "EXT. EMPTY MOORING - DAWN", ["John"], 7),
        planned("Act 3", "the lighthouse", ["MARY", "John", "Mary"], 7),
        planned("Act 1", "Ext. Quay - Day", [], 1),
      ],
    };
    t.standIn.script({ kind: "content", content: JSON.stringify(answer) });
    const response = await plan();
    expect(response.statusCode, response.body).toBe(200);
    expect((response.json() as ScenePlanResult).scenes).toEqual([
      { ...answer.scenes[1], sceneNumber: 2, characters: ["John"] },
      { ...answer.scenes[3], sceneNumber: 3, heading: "EXT. QUAY - DAY" },
      {
        ...answer.scenes[0],
        sceneNumber: 4,
        heading: "INT. HARBOUR OFFICE - NIGHT",
        characters: ["Mary"],
      },
      {
        ...answer.scenes[2],
        sceneNumber: 5,
        heading: "INT. THE LIGHTHOUSE - DAY",
        characters: ["Mary", "John"],
      },
    ]);
  });

  it("names the scenes already written, and drops a planned scene that repeats one", async () => {
    const written = await send(t.app, "GET", `/api/screenplays/${story.screenplayId}/scenes`, {
      cookie: story.cookie,
    });
    const [scene] = written.json() as { id: number; heading: string }[];
    const beat = "Mary finds the empty mooring at dawn and the rope cut clean.";
    await send(t.app, "PATCH", `/api/scenes/${scene?.id}`, {
      cookie: story.cookie,
      body: { act: "Act 1", beat },
    });
    const answer = {
      scenes: [
        { ...planned("Act 1", "EXT. MOORING - DAWN", ["Mary"]), beat },
        planned("Act 2", "EXT. QUAY - NIGHT", []),
        planned("Act 3", "EXT. LIGHTHOUSE - NIGHT", []),
      ],
    };
    t.standIn.script({ kind: "content", content: JSON.stringify(answer) });
    const response = await plan();
    expect(response.statusCode, response.body).toBe(200);
    const prompt = promptText(t.standIn.requests[0]);
    expect(prompt).toContain(`## Scenes already written\n1. ${scene?.heading} (Act 1): ${beat}`);
    expect((response.json() as ScenePlanResult).scenes.map((s) => [s.sceneNumber, s.act])).toEqual([
      [2, "Act 2"],
      [3, "Act 3"],
    ]);
  });

  it("asks again when the plan leaves out an act", async () => {
    const twoActs = {
      scenes: [
        planned("Act 1", "EXT. QUAY - DAY", []),
        planned("Act 2", "EXT. QUAY - NIGHT", []),
        planned("Act 2", "EXT. QUAY - DAWN", []),
      ],
    };
    t.standIn.script({ kind: "content", content: JSON.stringify(twoActs) });
    const response = await plan();
    expect(response.statusCode, response.body).toBe(200);
    expect(t.standIn.requests).toHaveLength(2);
    expect((response.json() as ScenePlanResult).scenes.map((s) => s.act)).toEqual([
      "Act 1",
      "Act 2",
      "Act 3",
    ]);
  });
});
