import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { DRAFTS_MAX } from "#shared/schemas/draft";
import { drafts } from "../../db/schema";
import { send } from "../../test/app";
import { draftsUrl } from "../../test/draft-requests";
import {
  createCharacter,
  createOutline,
  createScene,
  createStory,
  createWriterWithScreenplay,
  ISO_TIMESTAMP,
  outlineBody,
} from "../../test/factories";
import { setUpTestApp } from "../../test/set-up-app";

const t = setUpTestApp();

async function takeDraft(cookie: string, screenplayId: number, body: object = {}) {
  const response = await send(t.app, "POST", draftsUrl(screenplayId), { cookie, body });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as {
    id: number;
    label: string;
    kind: string;
    reason: string | null;
    pages: number;
  };
}

const get = (cookie: string, url: string) => send(t.app, "GET", url, { cookie });

async function sceneList(cookie: string, screenplayId: number) {
  const response = await get(cookie, `/api/screenplays/${screenplayId}/scenes`);
  return response.json() as {
    id: number;
    heading: string;
    content: string;
    characters: string[];
  }[];
}

describe("taking drafts", () => {
  it("takes a labelled manual draft with the script's pages and scenes, and lists drafts newest first", async () => {
    const { cookie, screenplayId } = await createWriterWithScreenplay(t.app);
    await createScene(t.app, cookie, {
      screenplayId,
      sceneNumber: 1,
      heading: "INT. KITCHEN - DAY",
      content: "Mary pours coffee.",
    });
    const first = await send(t.app, "POST", draftsUrl(screenplayId), {
      cookie,
      body: { label: "  First pass " },
    });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({
      id: expect.any(Number),
      label: "First pass",
      kind: "manual",
      reason: null,
      createdAt: expect.stringMatching(ISO_TIMESTAMP),
      pages: 1,
      scenes: 1,
    });
    const second = await takeDraft(cookie, screenplayId);
    expect(second.label).toMatch(/^Draft of \d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2} UTC$/);
    const list = await get(cookie, draftsUrl(screenplayId));
    expect(list.statusCode).toBe(200);
    expect(list.json().map((draft: { id: number }) => draft.id)).toEqual([
      second.id,
      first.json().id,
    ]);
  });

  it("counts pages anew when what prints changed, and keeps them when only the cast did", async () => {
    const { cookie, screenplayId } = await createWriterWithScreenplay(t.app);
    await createScene(t.app, cookie, { screenplayId, sceneNumber: 1, heading: "INT. HALL - DAY" });
    const pagesOfNewDraft = async () => (await takeDraft(cookie, screenplayId)).pages;
    expect(await pagesOfNewDraft()).toBe(1);
    await createCharacter(t.app, cookie, { screenplayId, name: "Mary" });
    expect(await pagesOfNewDraft()).toBe(1);
    await createScene(t.app, cookie, {
      screenplayId,
      sceneNumber: 2,
      heading: "EXT. FIELD - NIGHT",
      content: "Mary runs through the corn.\n\n".repeat(80),
    });
    expect(await pagesOfNewDraft()).toBeGreaterThan(1);
  });

  it("refuses a label over 100 characters, a bad id and a reason without auto, naming the field", async () => {
    const { cookie, screenplayId } = await createWriterWithScreenplay(t.app);
    const cases: [string, unknown, string, string][] = [
      [
        draftsUrl(screenplayId),
        { label: "x".repeat(101) },
        "label",
        "label must be at most 100 characters",
      ],
      [
        draftsUrl(screenplayId),
        { reason: "Why" },
        "reason",
        "reason is only for an automatic draft (auto: true)",
      ],
      [
        draftsUrl(screenplayId),
        { auto: true },
        "reason",
        "reason is required for an automatic draft",
      ],
      ["/api/screenplays/abc/drafts", {}, "id", "id must be a number"],
      [`${draftsUrl(screenplayId)}/0/restore`, undefined, "draftId", "draftId must be positive"],
    ];
    for (const [url, body, field, message] of cases) {
      const response = await send(t.app, "POST", url, { cookie, body });
      expect(response.statusCode, url).toBe(400);
      expect(response.json().fieldErrors[field], url).toEqual([message]);
    }
    const compare = await get(cookie, `${draftsUrl(screenplayId)}/compare?from=1&to=later`);
    expect(compare.statusCode).toBe(400);
    expect(compare.json().fieldErrors.to).toEqual(['to must be a draft id or "current"']);
  });

  it("answers another writer's screenplay and drafts with 404", async () => {
    const a = await createWriterWithScreenplay(t.app);
    const b = await createWriterWithScreenplay(t.app);
    const draft = await takeDraft(a.cookie, a.screenplayId);
    const mine = `${draftsUrl(a.screenplayId)}/${draft.id}`;
    const attempts = [
      send(t.app, "POST", draftsUrl(a.screenplayId), { cookie: b.cookie, body: {} }),
      get(b.cookie, draftsUrl(a.screenplayId)),
      get(b.cookie, mine),
      get(b.cookie, `${draftsUrl(a.screenplayId)}/compare?from=${draft.id}&to=current`),
      send(t.app, "POST", `${mine}/restore`, { cookie: b.cookie }),
      send(t.app, "DELETE", mine, { cookie: b.cookie }),
      // B's own screenplay with A's draft id.
      get(b.cookie, `${draftsUrl(b.screenplayId)}/${draft.id}`),
    ];
    for (const response of await Promise.all(attempts)) expect(response.statusCode).toBe(404);
    expect((await get(a.cookie, draftsUrl(a.screenplayId))).json()).toHaveLength(1);
  });

  it(`refuses a manual draft past ${DRAFTS_MAX}, word for word`, async () => {
    const { cookie, screenplayId } = await createWriterWithScreenplay(t.app);
    const draft = await takeDraft(cookie, screenplayId);
    const [row] = await t.app.db.select().from(drafts).where(eq(drafts.id, draft.id));
    if (!row) throw new Error("no draft row");
    const { id: _, ...copy } = row;
    await t.app.db.insert(drafts).values(Array.from({ length: DRAFTS_MAX - 1 }, () => copy));
    const refused = await send(t.app, "POST", draftsUrl(screenplayId), { cookie, body: {} });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      "This screenplay has 500 drafts, the most it can keep. Delete some manual drafts first.",
    );
  });
});

describe("reading a draft", () => {
  it("sends the whole screenplay as it was: story fields, outline, characters, scenes with beats", async () => {
    const { cookie, screenplayId, maryId } = await createStory(t.app);
    await send(t.app, "PATCH", `/api/screenplays/${screenplayId}`, {
      cookie,
      body: { theme: "trust", paperSize: "a4", titlePage: [{ key: "Author", value: "Jo" }] },
    });
    const draft = await takeDraft(cookie, screenplayId, { label: "Story" });
    await send(t.app, "PATCH", `/api/screenplays/${screenplayId}`, {
      cookie,
      body: { theme: "greed" },
    });
    const response = await get(cookie, `${draftsUrl(screenplayId)}/${draft.id}`);
    expect(response.statusCode).toBe(200);
    const { content, ...summary } = response.json();
    expect(summary).toMatchObject({ id: draft.id, label: "Story", scenes: 1 });
    expect(content.screenplay).toMatchObject({
      title: "Harbour Lights",
      theme: "trust",
      paperSize: "a4",
      titlePage: [{ key: "Author", value: "Jo" }],
    });
    expect(content.outline.act2.risingAction).toBe(
      "The smugglers burn her boat and the town closes ranks.",
    );
    expect(content.characters.map((c: { name: string }) => c.name)).toEqual(["Mary", "John"]);
    expect(content.characters[0]).toMatchObject({
      id: maryId,
      arc: "From going it alone to trusting the town",
    });
    expect(content.scenes).toEqual([
      expect.objectContaining({ heading: "EXT. DOCK - NIGHT", act: "Act 1", beat: null }),
    ]);
  });
});

describe("comparing drafts", () => {
  it("shows added, removed, moved and changed scenes, with the changed line, in the newer order", async () => {
    const { cookie, screenplayId } = await createWriterWithScreenplay(t.app);
    const scene = (sceneNumber: number, heading: string, content = "Nothing yet.") =>
      createScene(t.app, cookie, { screenplayId, sceneNumber, heading, content });
    const one = await scene(1, "INT. ONE - DAY");
    const two = await scene(2, "INT. TWO - DAY", "Ann waits.\nThe clock ticks.");
    await scene(3, "INT. THREE - DAY");
    const four = await scene(4, "INT. FOUR - DAY");
    const before = await takeDraft(cookie, screenplayId);
    await send(t.app, "DELETE", `/api/scenes/${one.id}`, { cookie });
    await send(t.app, "PATCH", `/api/scenes/${two.id}`, {
      cookie,
      body: { content: "Ann waits.\nThe clock stops." },
    });
    await send(t.app, "PATCH", `/api/scenes/${four.id}`, { cookie, body: { sceneNumber: 1 } });
    await scene(5, "INT. FIVE - DAY");
    const response = await get(
      cookie,
      `${draftsUrl(screenplayId)}/compare?from=${before.id}&to=current`,
    );
    expect(response.statusCode).toBe(200);
    const side = (sceneNumber: number, heading: string) => ({ sceneNumber, heading });
    expect(response.json().scenes).toEqual([
      { status: "removed", from: side(1, "INT. ONE - DAY"), to: null },
      { status: "moved", from: side(4, "INT. FOUR - DAY"), to: side(1, "INT. FOUR - DAY") },
      {
        status: "changed",
        from: side(2, "INT. TWO - DAY"),
        to: side(2, "INT. TWO - DAY"),
        lines: [
          { op: "same", text: "INT. TWO - DAY" },
          { op: "same", text: "Ann waits." },
          { op: "del", text: "The clock ticks." },
          { op: "add", text: "The clock stops." },
        ],
      },
      { status: "same", from: side(3, "INT. THREE - DAY"), to: side(3, "INT. THREE - DAY") },
      { status: "added", from: null, to: side(5, "INT. FIVE - DAY") },
    ]);
    // Two drafts compare the same way; a draft compared with itself is all "same".
    const after = await takeDraft(cookie, screenplayId);
    const between = await get(
      cookie,
      `${draftsUrl(screenplayId)}/compare?from=${before.id}&to=${after.id}`,
    );
    expect(between.json()).toEqual(response.json());
    const itself = await get(
      cookie,
      `${draftsUrl(screenplayId)}/compare?from=${after.id}&to=${after.id}`,
    );
    expect(itself.json().scenes.map((s: { status: string }) => s.status)).toEqual([
      "same",
      "same",
      "same",
      "same",
    ]);
  });
});

describe("restoring a draft", () => {
  it("puts everything back, keeps character references, and takes an automatic draft of what it replaced first", async () => {
    const { cookie, screenplayId, johnId } = await createStory(t.app);
    const draft = await takeDraft(cookie, screenplayId, { label: "Before the storm" });
    const [scene] = await sceneList(cookie, screenplayId);
    if (!scene) throw new Error("no scene");
    await send(t.app, "PATCH", `/api/screenplays/${screenplayId}`, {
      cookie,
      body: { logline: "Gone." },
    });
    await send(t.app, "PATCH", `/api/scenes/${scene.id}`, {
      cookie,
      body: { content: "Rewritten." },
    });
    await send(t.app, "DELETE", `/api/characters/${johnId}`, { cookie });
    await createOutline(t.app, cookie, outlineBody(screenplayId, 7));
    await createCharacter(t.app, cookie, { screenplayId, name: "Newcomer" });

    const restored = await send(t.app, "POST", `${draftsUrl(screenplayId)}/${draft.id}/restore`, {
      cookie,
    });
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json().logline).toMatch(/^When her brother vanishes/);
    const scenes = await sceneList(cookie, screenplayId);
    expect(scenes).toEqual([
      expect.objectContaining({
        id: scene.id,
        content: scene.content,
        characters: [String(johnId)],
      }),
    ]);
    const cast = (await get(cookie, `/api/screenplays/${screenplayId}/characters`)).json();
    expect(cast.map((c: { id: number; name: string }) => [c.id, c.name])).toEqual([
      [expect.any(Number), "Mary"],
      [johnId, "John"],
    ]);
    const outline = (await get(cookie, `/api/screenplays/${screenplayId}/outline`)).json();
    expect(outline.act1.incitingIncident).toBe("Her brother vanishes.");

    const list = (await get(cookie, draftsUrl(screenplayId))).json();
    expect(list[0]).toMatchObject({ kind: "auto", reason: "Before restoring Before the storm" });
    const replaced = (await get(cookie, `${draftsUrl(screenplayId)}/${list[0].id}`)).json();
    expect(replaced.content.screenplay.logline).toBe("Gone.");
    expect(replaced.content.characters.map((c: { name: string }) => c.name)).toEqual([
      "Mary",
      "Newcomer",
    ]);
    // The restored script compares with the draft it came from as unchanged.
    const compare = await get(
      cookie,
      `${draftsUrl(screenplayId)}/compare?from=${draft.id}&to=current`,
    );
    expect(compare.json().scenes).toEqual([expect.objectContaining({ status: "same" })]);
  });
});

describe("deleting drafts", () => {
  it("deletes a manual draft and the parts only it used; refuses an automatic one", async () => {
    const { cookie, screenplayId } = await createWriterWithScreenplay(t.app);
    const kept = await takeDraft(cookie, screenplayId);
    await createScene(t.app, cookie, {
      screenplayId,
      sceneNumber: 1,
      heading: "INT. ATTIC - NIGHT",
    });
    const doomed = await takeDraft(cookie, screenplayId);
    const parts = async () => {
      const result = await t.app.db.execute(
        sql`select count(*)::int as n from draft_parts where screenplay_id = ${screenplayId}`,
      );
      return (result as unknown as { rows: { n: number }[] }).rows[0]?.n;
    };
    expect(await parts()).toBe(2);
    const deleted = await send(t.app, "DELETE", `${draftsUrl(screenplayId)}/${doomed.id}`, {
      cookie,
    });
    expect(deleted.statusCode).toBe(204);
    expect(await parts()).toBe(1);
    expect((await get(cookie, draftsUrl(screenplayId))).json()).toEqual([
      expect.objectContaining({ id: kept.id }),
    ]);

    const auto = await send(t.app, "POST", draftsUrl(screenplayId), {
      cookie,
      body: { auto: true, reason: "Before AI replaced the outline" },
    });
    expect(auto.statusCode).toBe(201);
    expect(auto.json()).toMatchObject({ kind: "auto", reason: "Before AI replaced the outline" });
    const refused = await send(t.app, "DELETE", `${draftsUrl(screenplayId)}/${auto.json().id}`, {
      cookie,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      "Automatic drafts cannot be deleted: they are thinned on their own as they age.",
    );
  });
});
