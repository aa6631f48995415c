import { beforeAll, describe, expect, it } from "vitest";
import { send } from "../../test/app";
import { createCharacter, createStory } from "../../test/factories";
import { promptText } from "../../test/openai-stand-in";
import { setUpStandInApp } from "../../test/stand-in-app";

/* What the writer has already settled reaches the model: the main character and the ideas
 * already shown for story ideas, a character's backstory and saved lines for dialogue. */

const t = setUpStandInApp({ AI_TIMEOUT_MS: "20000", AI_THROTTLE_LIMIT: "10000" });
let story: Awaited<ReturnType<typeof createStory>>;

beforeAll(async () => {
  story = await createStory(t.app);
  await createCharacter(t.app, story.cookie, {
    screenplayId: story.screenplayId,
    name: "Nell Harker",
    role: "mentor",
    backstory: "Nell ran the harbour pilots for thirty years until the night the Aurora went down.",
    dialogueSamples: [
      { dialogue: "Tide waits for nobody. Least of all you.", parenthetical: "(not looking up)" },
      { dialogue: "I've buried better sailors than you." },
    ],
  });
});

const post = (path: string, body: Record<string, unknown>) =>
  send(t.app, "POST", `/api/ai/${path}`, { cookie: story.cookie, body });

describe("POST /api/ai/generate-story-ideas", () => {
  const elements = { genre: "Drama", theme: "loyalty", setting: "a Cornish harbour" };

  it("puts the main character in the prompt", async () => {
    const response = await post("generate-story-ideas", {
      ...elements,
      mainCharacter: "A ferry pilot who never asks for help",
    });
    expect(response.statusCode, response.body).toBe(200);
    const prompt = promptText(t.standIn.requests[0]);
    expect(prompt).toContain("## Main character\nA ferry pilot who never asks for help");
    expect(prompt).not.toContain("## Not these");
  });

  it("lists the ideas already shown under 'Not these'", async () => {
    const response = await post("generate-story-ideas", {
      ...elements,
      exclude: ["Salt and Iron", "A pilot loses her nerve in a storm."],
    });
    expect(response.statusCode, response.body).toBe(200);
    const prompt = promptText(t.standIn.requests[0]);
    expect(prompt).toContain(
      "## Not these\n- Salt and Iron\n- A pilot loses her nerve in a storm.",
    );
    expect(prompt).toContain("None may repeat or rework an idea listed under Not these.");
  });
});

describe("POST /api/ai/generate-dialogue", () => {
  it("gives the model the character's backstory and saved lines", async () => {
    const response = await post("generate-dialogue", {
      screenplayId: story.screenplayId,
      character: "Nell Harker",
      situation: "a storm warning nobody believes",
    });
    expect(response.statusCode, response.body).toBe(200);
    const prompt = promptText(t.standIn.requests[0]);
    expect(prompt).toContain(
      "## Backstory\nNell ran the harbour pilots for thirty years until the night the Aurora went down.",
    );
    expect(prompt).toContain(
      "## Saved lines (keep this voice; write new lines)\n- (not looking up) Tide waits for nobody. Least of all you.\n- I've buried better sailors than you.",
    );
  });

  it("leaves both out for a character with neither", async () => {
    const response = await post("generate-dialogue", {
      screenplayId: story.screenplayId,
      character: "John",
    });
    expect(response.statusCode, response.body).toBe(200);
    const prompt = promptText(t.standIn.requests[0]);
    expect(prompt).not.toContain("## Backstory");
    expect(prompt).not.toContain("## Saved lines");
  });
});
