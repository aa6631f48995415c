import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, send, type TestApp } from "../../test/app";
import { createUser } from "../../test/factories";

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await buildTestApp();
  ({ cookie } = await createUser(t.app));
});
afterAll(() => t.close());

const importText = (content: string, format?: "fountain" | "fdx") =>
  send(t.app, "POST", "/api/screenplays/import", {
    cookie,
    body: { content, ...(format ? { format } : {}) },
  });

const headings = (count: number) =>
  Array.from({ length: count }, (_, i) => `INT. ROOM ${i + 1} - DAY\n\nShe waits.`).join("\n\n");

/** A refusal names the limit, points at the content field and stores nothing. */
async function expectRefused(content: string, message: string | RegExp, format?: "fdx") {
  const before = (await send(t.app, "GET", "/api/screenplays", { cookie })).json().length;
  const response = await importText(content, format);
  expect(response.statusCode).toBe(422);
  const body = response.json();
  expect(body.message).toMatch(message);
  expect(body.fieldErrors.content).toEqual([body.message]);
  expect((await send(t.app, "GET", "/api/screenplays", { cookie })).json()).toHaveLength(before);
}

describe("import within the API's limits", () => {
  it("refuses a scene longer than a scene may be, naming the scene and the limit", async () => {
    const long = "The rain keeps falling on the empty street below.\n\n".repeat(4_200);
    await expectRefused(
      `INT. HALL - DAY\n\nShort.\n\nINT. ROOF - NIGHT\n\n${long}`,
      /^Scene 2 has 2\d\d,\d{3} characters; a scene holds at most 200,000$/,
    );
  });

  it("refuses more scenes than a screenplay holds and stores exactly the limit", async () => {
    await expectRefused(
      headings(2_001),
      "The file has 2,001 scenes; an imported screenplay holds at most 2,000",
    );
    const response = await importText(headings(2_000));
    expect(response.statusCode).toBe(201);
    const scenes = await send(t.app, "GET", `/api/screenplays/${response.json().id}/scenes`, {
      cookie,
    });
    expect(scenes.json()).toHaveLength(2_000);
  });

  it("answers an FDX of 80,000 headings with 422, not a server error", async () => {
    // Single-quoted attributes keep the JSON body (5 MiB at most) free of escapes.
    const paragraphs = "<Paragraph Type='Scene Heading'><Text>INT. R</Text></Paragraph>".repeat(
      80_000,
    );
    await expectRefused(
      `<?xml version="1.0"?><FinalDraft DocumentType="Script"><Content>${paragraphs}</Content></FinalDraft>`,
      "The file has 80,000 scenes; an imported screenplay holds at most 2,000",
      "fdx",
    );
  });

  it("refuses a heading longer than a scene heading may be", async () => {
    await expectRefused(
      `INT. HALL - DAY\n\nShort.\n\nINT. ${"LONG ".repeat(50)}- DAY\n\nShort.`,
      "Scene 2: Scene heading must be at most 200 characters",
    );
  });

  it("refuses a character name longer than a name may be", async () => {
    const name = "A".repeat(120);
    await expectRefused(
      `INT. HALL - DAY\n\n${name}\nHello.`,
      `Character "${"A".repeat(30)}…": Character name must be at most 100 characters`,
    );
  });

  it("refuses more speaking characters than a screenplay holds", async () => {
    const letters = (n: number) =>
      Array.from(n.toString(26), (d) => String.fromCharCode(65 + Number.parseInt(d, 26))).join("");
    const cues = Array.from({ length: 501 }, (_, i) => `PERSON ${letters(i)}\nHello.`);
    await expectRefused(
      `INT. HALL - DAY\n\n${cues.join("\n\n")}`,
      "The file has 501 speaking characters; an imported screenplay holds at most 500",
    );
  });
});
