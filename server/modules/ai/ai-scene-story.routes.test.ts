import { beforeAll, describe, expect, it } from "vitest";
import { send } from "../../test/app";
import {
  createCharacter,
  createScene,
  createScenes,
  createScreenplay,
  createUser,
  createWriterWithOutline,
} from "../../test/factories";
import { promptText } from "../../test/openai-stand-in";
import { setUpStandInApp } from "../../test/stand-in-app";

// A scene is written inside its story: the server reads the scene's stored beat, cast and text,
// the scenes before and after it and the cue names the script uses, from the ids the dialog
// sends; what the dialog sends of its own (unsaved) values wins.

const t = setUpStandInApp({ AI_THROTTLE_LIMIT: "10000" });
const PATHS = ["generate-scene", "generate-scene/stream"];
let cookie: string;
let screenplayId: number;
let sceneId: number;
let noraId: number;

const STORED = {
  beat: "Nora confronts her brother about the forged letter.",
  content: "Nora slams the ledger shut.\n\nNORA VANCE\nYou signed my name.",
};

beforeAll(async () => {
  const writer = await createWriterWithOutline(t.app, "Ledger");
  cookie = writer.cookie;
  screenplayId = writer.screenplay.id;
  noraId = (
    await createCharacter(t.app, cookie, {
      screenplayId,
      name: "Nora Vance",
      traits: ["exacting"],
      motivations: ["Keep the family firm honest"],
      flaws: ["Trusts no one"],
      arc: "From control to letting her brother choose",
    })
  ).id;
  await createCharacter(t.app, cookie, { screenplayId, name: "Eli", traits: ["charming"] });
  const [, , kitchen] = await createScenes(t.app, cookie, screenplayId, [
    {
      heading: "INT. VANCE & SONS - DAY",
      act: "Act 1",
      beat: "Nora finds a payment she never approved.",
      content: "Nora reads the ledger.\n\nNORA VANCE\nWho paid Harlan?",
    },
    {
      heading: "EXT. HARBOUR - NIGHT",
      act: "Act 1",
      content: "Eli counts cash under a lamp. He is smiling.\n\nELI\nFriday, then.",
    },
    {
      heading: "INT. VANCE HOUSE - KITCHEN - NIGHT",
      act: "Act 2",
      characters: [String(noraId)],
      ...STORED,
    },
    { heading: "EXT. DOCK - DAWN", act: "Act 2", beat: "Eli runs for the morning ferry." },
  ]);
  if (!kitchen) throw new Error("setup failed: no scene 3");
  sceneId = kitchen.id;
});

async function promptFor(path: string, body: Record<string, unknown>): Promise<string> {
  const response = await send(t.app, "POST", `/api/ai/${path}`, { cookie, body });
  expect(response.statusCode, response.body).toBe(200);
  expect(t.standIn.requests).toHaveLength(1);
  return promptText(t.standIn.requests[0]);
}

const heading = "INT. VANCE HOUSE - KITCHEN - NIGHT";

describe("a scene written inside its story", () => {
  it.each(PATHS)(
    "POST /api/ai/%s: the stored scene and its surroundings are in the prompt",
    async (path) => {
      const prompt = await promptFor(path, {
        screenplayId,
        sceneId,
        sceneHeading: heading,
        mode: "continue",
      });
      expect(prompt).toContain(`## Scene heading\n${heading}`);
      expect(prompt).toContain("## Act\nAct 2");
      expect(prompt).toContain(`## What happens in this scene\n${STORED.beat}`);
      expect(prompt).toContain("rising action: Storms.; midpoint: He is alive.");
      expect(prompt).toContain(
        "- NORA VANCE (traits: exacting; motivations: Keep the family firm honest; flaws: Trusts no one; arc: From control to letting her brother choose)",
      );
      expect(prompt).not.toContain("- ELI (");
      expect(prompt).toMatch(/## Character cues already in the script[^\n]*\nELI, NORA VANCE\n/);
      expect(prompt).toContain(
        "## Previous scene (full text)\nEXT. HARBOUR - NIGHT\n\nEli counts cash under a lamp. He is smiling.\n\nELI\nFriday, then.",
      );
      expect(prompt).toContain(
        [
          "## The story so far (one line per earlier scene)",
          "Scene 1. INT. VANCE & SONS - DAY: Nora finds a payment she never approved.",
          "Scene 2. EXT. HARBOUR - NIGHT: Eli counts cash under a lamp.",
        ].join("\n"),
      );
      expect(prompt).toContain(
        "## What happens in the next scene (lead towards it; do not play it)\nEli runs for the morning ferry.",
      );
      expect(prompt).toContain(
        `## The scene so far (continue from its last line)\n${STORED.content}`,
      );
      expect(prompt).toContain("Continue this scene from where its text stops.");
    },
  );

  it("takes the dialog's unsaved heading, characters, beat and text over the stored ones", async () => {
    const prompt = await promptFor("generate-scene", {
      screenplayId,
      sceneId,
      sceneHeading: "INT. VANCE HOUSE - PORCH - NIGHT",
      characters: ["Eli"],
      beat: "Eli confesses before Nora can ask.",
      content: "Eli sits on the step, waiting.",
      mode: "rewrite",
    });
    expect(prompt).toContain("## Scene heading\nINT. VANCE HOUSE - PORCH - NIGHT");
    expect(prompt).toContain("## What happens in this scene\nEli confesses before Nora can ask.");
    expect(prompt).toContain("- ELI (traits: charming)");
    expect(prompt).not.toContain("- NORA VANCE (");
    expect(prompt).toContain("## Draft to rewrite\nEli sits on the step, waiting.");
    expect(prompt).toContain("Rewrite this scene's draft into a finished scene");
    expect(prompt).not.toContain(STORED.beat);
    expect(prompt).not.toContain("You signed my name.");
  });

  it("takes an empty beat or text sent by the dialog as cleared, not as missing", async () => {
    const prompt = await promptFor("generate-scene", {
      screenplayId,
      sceneId,
      sceneHeading: heading,
      beat: "",
      content: "",
      mode: "continue",
    });
    expect(prompt).not.toContain("## What happens in this scene");
    expect(prompt).not.toContain("## The scene so far");
    expect(prompt).toContain("Write the next scene of the screenplay.");
  });

  it("writes a scene afresh without its existing text in the default mode", async () => {
    const prompt = await promptFor("generate-scene", {
      screenplayId,
      sceneId,
      sceneHeading: heading,
    });
    expect(prompt).toContain("Write the next scene of the screenplay.");
    expect(prompt).toContain(STORED.beat);
    expect(prompt).not.toContain("You signed my name.");
  });

  it("places a new scene by its number: the scene before it in full, the one after by its beat", async () => {
    const prompt = await promptFor("generate-scene", {
      screenplayId,
      sceneHeading: "EXT. VANCE & SONS - NIGHT",
      sceneNumber: 2,
    });
    expect(prompt).toContain("## Previous scene (full text)\nINT. VANCE & SONS - DAY");
    expect(prompt).not.toContain("Scene 2. EXT. HARBOUR");
    expect(prompt).toContain(
      "## What happens in the next scene (lead towards it; do not play it)\nNora confronts her brother about the forged letter.",
    );
  });

  it.each(PATHS)(
    "POST /api/ai/%s keeps a continuation as the whole scene it makes",
    async (path) => {
      const response = await send(t.app, "POST", `/api/ai/${path}`, {
        cookie,
        body: { screenplayId, sceneId, sceneHeading: heading, mode: "continue" },
      });
      expect(response.statusCode, response.body).toBe(200);
      const history = await send(t.app, "GET", `/api/screenplays/${screenplayId}/suggestions`, {
        cookie,
      });
      const [latest] = history.json() as { content: { content: string } }[];
      const kept = latest?.content.content ?? "";
      expect(kept.startsWith(`${STORED.content}\n\n`)).toBe(true);
      expect(kept.length).toBeGreaterThan(STORED.content.length + 2);
    },
  );

  it.each(PATHS)(
    "POST /api/ai/%s answers 404 for another writer's scene, asking the AI nothing",
    async (path) => {
      const other = await createUser(t.app);
      const theirs = await createScreenplay(t.app, other.cookie, "Not Yours");
      const theirScene = await createScene(t.app, other.cookie, {
        screenplayId: theirs.id,
        sceneNumber: 1,
        heading: "INT. SAFE - NIGHT",
        content: "The combination is 7-3-9.",
      });
      const response = await send(t.app, "POST", `/api/ai/${path}`, {
        cookie,
        body: { screenplayId, sceneId: theirScene.id, sceneHeading: heading, mode: "rewrite" },
      });
      expect(response.statusCode, response.body).toBe(404);
      expect(response.json().message).toBe("Scene not found");
      expect(t.standIn.requests).toHaveLength(0);
    },
  );
});
