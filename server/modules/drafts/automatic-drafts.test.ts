import { readFileSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { draftParts, drafts } from "../../db/schema";
import { send } from "../../test/app";
import { fullCopyBytes, storedDraftBytes } from "../../test/draft-bytes";
import { draftsUrl, listDrafts, readDraft } from "../../test/draft-requests";
import {
  createCharacter,
  createScene,
  createUser,
  createWriterWithScreenplay,
} from "../../test/factories";
import { setUpTestApp } from "../../test/set-up-app";

const t = setUpTestApp();

describe("automatic drafts", () => {
  it("are taken before a scene or a character is deleted, holding what was deleted", async () => {
    const { cookie, screenplayId } = await createWriterWithScreenplay(t.app);
    const scene = await createScene(t.app, cookie, {
      screenplayId,
      sceneNumber: 3,
      heading: "INT. BARN - DAY",
    });
    const mary = await createCharacter(t.app, cookie, { screenplayId, name: "Mary" });
    for (const url of [`/api/scenes/${scene.id}`, `/api/characters/${mary.id}`]) {
      expect((await send(t.app, "DELETE", url, { cookie })).statusCode).toBe(204);
    }
    const [character, sceneDraft] = await listDrafts(t.app, cookie, screenplayId);
    expect(sceneDraft).toMatchObject({
      kind: "auto",
      reason: "Before deleting scene 3",
      scenes: 1,
    });
    expect(character).toMatchObject({ reason: "Before deleting the character Mary", scenes: 0 });
    const held = await readDraft(t.app, cookie, screenplayId, character?.id);
    expect(held.json().content.characters).toEqual([expect.objectContaining({ name: "Mary" })]);
  });

  it("is taken when Continue moves to a later step, not when the writer goes back", async () => {
    const { cookie, screenplayId } = await createWriterWithScreenplay(t.app);
    const patch = (body: object) =>
      send(t.app, "PATCH", `/api/screenplays/${screenplayId}`, { cookie, body });
    expect(
      (await patch({ currentStep: "outline", logline: "A pilot goes home." })).statusCode,
    ).toBe(200);
    await patch({ currentStep: "idea", logline: "A pilot never goes home." });
    await patch({ currentStep: "idea" });
    const list = await listDrafts(t.app, cookie, screenplayId);
    expect(list.map((draft) => draft.reason)).toEqual(["Continued from the idea step"]);
    const taken = await readDraft(t.app, cookie, screenplayId, list[0]?.id);
    expect(taken.json().content.screenplay.logline).toBe("A pilot goes home.");
  });

  it("is skipped when nothing changed since the newest draft, answering that draft", async () => {
    const { cookie, screenplayId } = await createWriterWithScreenplay(t.app);
    const body = { auto: true, reason: "Before AI replaced the outline" };
    const take = () => send(t.app, "POST", draftsUrl(screenplayId), { cookie, body });
    const first = await take();
    const again = await take();
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await listDrafts(t.app, cookie, screenplayId)).toHaveLength(1);
  });
});

describe("retention", () => {
  it("keeps every automatic draft of the last day, the newest of each day for 30 days, then of each week, and every manual draft", async () => {
    const { cookie, screenplayId } = await createWriterWithScreenplay(t.app);
    const seed = await send(t.app, "POST", draftsUrl(screenplayId), {
      cookie,
      body: { label: "Seed" },
    });
    const [row] = await t.app.db.select().from(drafts).where(eq(drafts.id, seed.json().id));
    if (!row) throw new Error("no seed draft");
    const hour = 3_600_000;
    const day = 24 * hour;
    const week = 7 * day;
    const now = Date.now();
    const dayStart = Math.floor((now - 5 * day) / day) * day;
    const weekStart = Math.floor((now - 60 * day) / week) * week;
    // An old draft whose part no other draft has: thinned, its part goes with it.
    await t.app.db.insert(draftParts).values({ screenplayId, hash: "orphan-to-be", body: "{}" });
    const orphanManifest = { ...row.manifest, scenes: ["orphan-to-be"] };
    const at = async (time: number, kind: "auto" | "manual" = "auto", manifest = row.manifest) => {
      const { id: _, ...copy } = row;
      const [inserted] = await t.app.db
        .insert(drafts)
        .values({ ...copy, kind, manifest, createdAt: new Date(time) })
        .returning({ id: drafts.id });
      return inserted?.id;
    };
    const recent = [await at(now - 3 * hour), await at(now - 2 * hour)];
    const sameDay = [
      await at(dayStart + hour, "auto", orphanManifest),
      await at(dayStart + 2 * hour),
    ];
    const sameWeek = [await at(weekStart + hour), await at(weekStart + day)];
    const oldManual = await at(now - 100 * day, "manual");

    await createScene(t.app, cookie, { screenplayId, sceneNumber: 1, heading: "INT. HALL - DAY" });
    const taken = await send(t.app, "POST", draftsUrl(screenplayId), {
      cookie,
      body: { auto: true, reason: "Before AI rewrote the scenes" },
    });
    expect(taken.statusCode).toBe(201);
    const ids = (await listDrafts(t.app, cookie, screenplayId))
      .map((draft) => draft.id)
      .sort((a, b) => a - b);
    expect(ids).toEqual(
      [seed.json().id, ...recent, sameDay[1], sameWeek[1], oldManual, taken.json().id].sort(
        (a, b) => a - b,
      ),
    );
    const orphan = await t.app.db
      .select()
      .from(draftParts)
      .where(eq(draftParts.hash, "orphan-to-be"));
    expect(orphan).toEqual([]);
  });
});

describe("drafts of Big Fish", () => {
  const bigFish = readFileSync(
    path.resolve(import.meta.dirname, "../../../fixtures/screenplays/big-fish.fountain"),
    "utf8",
  );

  it("are taken on import, and a draft after a one-scene edit adds at most 5% of a full copy's bytes", async () => {
    const { cookie } = await createUser(t.app);
    const imported = await send(t.app, "POST", "/api/screenplays/import", {
      cookie,
      body: { filename: "big-fish.fountain", content: bigFish },
    });
    expect(imported.statusCode).toBe(201);
    const screenplayId = imported.json().id as number;
    const [importDraft] = await listDrafts(t.app, cookie, screenplayId);
    expect(importDraft).toMatchObject({ kind: "auto", reason: "Imported from big-fish.fountain" });
    expect(importDraft?.scenes).toBeGreaterThan(180);
    // 123 pages as the PDF prints it: the title page and 122 numbered pages of script.
    expect(importDraft?.pages).toBe(122);

    const before = await storedDraftBytes(t.app.db, screenplayId);
    const scenes = (
      await send(t.app, "GET", `/api/screenplays/${screenplayId}/scenes`, { cookie })
    ).json();
    const edited = scenes[100] as { id: number; content: string };
    await send(t.app, "PATCH", `/api/scenes/${edited.id}`, {
      cookie,
      body: { content: `${edited.content}\n\nWILL\nOne more line.` },
    });
    const draft = await send(t.app, "POST", draftsUrl(screenplayId), { cookie, body: {} });
    expect(draft.statusCode).toBe(201);
    const added = (await storedDraftBytes(t.app.db, screenplayId)) - before;

    const fullCopy = await fullCopyBytes(t.app.db, draft.json().id);
    expect(fullCopy).toBeGreaterThan(150_000);
    expect(added).toBeGreaterThan(0);
    expect(added / fullCopy).toBeLessThanOrEqual(0.05);
  });
});
