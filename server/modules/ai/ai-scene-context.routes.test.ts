import { beforeAll, describe, expect, it } from "vitest";
import { send } from "../../test/app";
import { createScreenplay, createUser } from "../../test/factories";
import { promptText } from "../../test/openai-stand-in";
import { setUpStandInApp } from "../../test/stand-in-app";

// The client sends the writer's choices and ids; the server finds the neighbouring scene, the
// act's outline and the whole script in what it has stored. These prompts must carry what the
// client used to put in the request itself.

const t = setUpStandInApp({ AI_THROTTLE_LIMIT: "10000" });
let cookie: string;
let screenplayId: number;
const sceneIds: Record<number, number> = {};

// Saved out of script order, so that an order by id (or by nothing) shows.
const SCENES = [
  { sceneNumber: 4, heading: "EXT. PIER - DAWN", content: "The ferry is gone.", act: "Act 2" },
  { sceneNumber: 1, heading: "EXT. DOCK - NIGHT", content: "Rain lashes the dock.", act: "Act 1" },
  { sceneNumber: 2, heading: "INT. BAR - NIGHT", content: "Mary counts the coins.", act: "Act 2" },
];

beforeAll(async () => {
  ({ cookie } = await createUser(t.app));
  screenplayId = (await createScreenplay(t.app, cookie, "Harbour Lights")).id;
  const outline = await send(t.app, "POST", "/api/outlines", {
    cookie,
    body: {
      screenplayId,
      act1: { incitingIncident: "Her brother vanishes.", firstPlotPoint: "She sails." },
      act2: {
        risingAction: "The smugglers burn her boat.",
        midpoint: "He is alive.",
        secondPlotPoint: "Lost at sea.",
        keyScenes: ["Mary bargains with the harbour master"],
      },
      act3: { climax: "The storm.", resolution: "Home." },
    },
  });
  expect(outline.statusCode, outline.body).toBe(200);
  for (const scene of SCENES) {
    const created = await send(t.app, "POST", "/api/scenes", {
      cookie,
      body: { screenplayId, ...scene },
    });
    expect(created.statusCode, created.body).toBe(201);
    sceneIds[scene.sceneNumber] = created.json().id;
  }
});

async function promptFor(path: string, body: Record<string, unknown>): Promise<string> {
  const response = await send(t.app, "POST", `/api/ai/${path}`, { cookie, body });
  expect(response.statusCode, response.body).toBe(200);
  return promptText(t.standIn.requests[0]);
}

describe("the AI context the server builds from ids", () => {
  it("gives a new scene the stored scene before it and its act's outline", async () => {
    const prompt = await promptFor("generate-scene", {
      screenplayId,
      sceneHeading: "INT. HARBOUR OFFICE - DAY",
      characters: [],
      act: "Act 2",
      sceneNumber: 3,
    });
    expect(prompt).toContain("INT. BAR - NIGHT\n\nMary counts the coins.");
    // Scene 1 is in the story so far as one line, not in full.
    expect(prompt).not.toContain("EXT. DOCK - NIGHT\n\nRain lashes the dock.");
    expect(prompt).toContain("Scene 1. EXT. DOCK - NIGHT: Rain lashes the dock.");
    expect(prompt).toContain("The smugglers burn her boat.");
    expect(prompt).toContain("Key scenes: Mary bargains with the harbour master.");
    expect(prompt).not.toContain("Her brother vanishes.");
  });

  it("never gives a scene being rewritten its own text as the previous scene", async () => {
    // Scene 4, renumbered 5 in the form and not saved yet: scene 2 is still the one before it.
    const prompt = await promptFor("generate-scene", {
      screenplayId,
      sceneHeading: "EXT. PIER - DAWN",
      act: "Act 2",
      sceneNumber: 5,
      sceneId: sceneIds[4],
    });
    expect(prompt).toContain("INT. BAR - NIGHT\n\nMary counts the coins.");
    expect(prompt).not.toContain("The ferry is gone.");
  });

  it("analyses the stored script, every scene in order, when only the screenplay is named", async () => {
    const prompt = await promptFor("analyze-screenplay", { screenplayId });
    expect(prompt).toContain(
      [
        "EXT. DOCK - NIGHT\n\nRain lashes the dock.",
        "INT. BAR - NIGHT\n\nMary counts the coins.",
        "EXT. PIER - DAWN\n\nThe ferry is gone.",
      ].join("\n\n"),
    );
  });

  it("answers 400 naming content when there is no script to analyse, asking the AI nothing", async () => {
    const empty = await createScreenplay(t.app, cookie, "Blank Page");
    for (const body of [{}, { screenplayId: empty.id }]) {
      const response = await send(t.app, "POST", "/api/ai/analyze-screenplay", { cookie, body });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toEqual({
        message: "Content is required",
        fieldErrors: { content: ["Content is required"] },
      });
    }
    expect(t.standIn.requests).toHaveLength(0);
  });
});
