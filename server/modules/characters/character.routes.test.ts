import { describe, expect, it } from "vitest";
import type { Character } from "#shared/schemas/character";
import { send } from "../../test/app";
import {
  createCharacter,
  createScreenplay,
  createWriterWithScreenplay,
  ISO_TIMESTAMP,
} from "../../test/factories";
import { expectPatchOfMissingRow } from "../../test/missing-row";
import { setUpTestApp } from "../../test/set-up-app";

const t = setUpTestApp();

const list = async (cookie: string, screenplayId: number) =>
  send(t.app, "GET", `/api/screenplays/${screenplayId}/characters`, { cookie });

/** Every field of a character besides its name, each one sent and expected back as it is. */
const RIPLEY = {
  role: "protagonist",
  age: "30s",
  occupation: "Warrant officer",
  backstory: "Served on the Nostromo.",
  traits: ["resourceful", "stubborn"],
  motivations: ["survive"],
  flaws: ["distrustful"],
  arc: "From crew member to leader.",
  formativeEvents: ["Lost her crew"],
  dialogueSamples: [
    { dialogue: "Get away from her!", parenthetical: "shouting" },
    { dialogue: "I'll go." },
  ],
};

describe("creating characters", () => {
  it("creates a character with every field and its lists, and lists it", async () => {
    const { cookie, screenplayId } = await createWriterWithScreenplay(t.app);
    const response = await send(t.app, "POST", "/api/characters", {
      cookie,
      body: {
        screenplayId,
        name: "  Ellen Ripley ",
        ...RIPLEY,
      },
    });
    expect(response.statusCode).toBe(201);
    const character = response.json() as Character;
    expect(character).toEqual({
      id: expect.any(Number),
      screenplayId,
      name: "Ellen Ripley",
      ...RIPLEY,
      createdAt: expect.stringMatching(ISO_TIMESTAMP),
      updatedAt: expect.stringMatching(ISO_TIMESTAMP),
    });

    const listed = await list(cookie, screenplayId);
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toEqual([character]);
  });

  it("fills empty lists and nulls when only a name is sent", async () => {
    const { cookie, screenplayId } = await createWriterWithScreenplay(t.app);
    const character = await createCharacter(t.app, cookie, { screenplayId, name: "Solo" });
    expect(character).toMatchObject({
      name: "Solo",
      role: null,
      age: null,
      occupation: null,
      backstory: null,
      arc: null,
      traits: [],
      motivations: [],
      flaws: [],
      formativeEvents: [],
      dialogueSamples: [],
    });
  });

  it("answers 'Character name is required' for a missing, empty or blank name, creating nothing", async () => {
    const { cookie, screenplayId } = await createWriterWithScreenplay(t.app);
    for (const body of [
      { screenplayId },
      { screenplayId, name: "" },
      { screenplayId, name: "   " },
      { screenplayId, name: null },
    ]) {
      const response = await send(t.app, "POST", "/api/characters", { cookie, body });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        message: "Character name is required",
        fieldErrors: { name: ["Character name is required"] },
      });
    }
    expect((await list(cookie, screenplayId)).json()).toEqual([]);
  });

  it("names the rule of bad list fields and a missing screenplay", async () => {
    const { cookie, screenplayId } = await createWriterWithScreenplay(t.app);
    const notAList = await send(t.app, "POST", "/api/characters", {
      cookie,
      body: { screenplayId, name: "Bad", traits: "brave, kind" },
    });
    expect(notAList.statusCode).toBe(400);
    expect(notAList.json().message).toBe("traits must be a list of text");

    const badSample = await send(t.app, "POST", "/api/characters", {
      cookie,
      body: { screenplayId, name: "Bad", dialogueSamples: [{ parenthetical: "quietly" }] },
    });
    expect(badSample.statusCode).toBe(400);
    expect(badSample.json().message).toBe("dialogue must be text");

    const noScreenplay = await send(t.app, "POST", "/api/characters", {
      cookie,
      body: { screenplayId: 2_147_483_647, name: "Orphan" },
    });
    expect(noScreenplay.statusCode).toBe(404);
    expect(noScreenplay.json()).toEqual({ message: "Screenplay not found" });
    expect((await list(cookie, screenplayId)).json()).toEqual([]);
  });

  it("lists characters of one screenplay only, in creation order", async () => {
    const { cookie, screenplayId } = await createWriterWithScreenplay(t.app);
    const other = await createScreenplay(t.app, cookie, "Other");
    const a = await createCharacter(t.app, cookie, { screenplayId, name: "A" });
    await createCharacter(t.app, cookie, { screenplayId: other.id, name: "Elsewhere" });
    const b = await createCharacter(t.app, cookie, { screenplayId, name: "B" });
    const response = await list(cookie, screenplayId);
    expect(response.json().map((c: Character) => c.id)).toEqual([a.id, b.id]);
  });

  it("answers 404 when listing the characters of a screenplay that does not exist", async () => {
    const { cookie } = await createWriterWithScreenplay(t.app);
    const response = await list(cookie, 2_147_483_647);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: "Screenplay not found" });
  });
});

describe("updating characters", () => {
  it("saves dialogueSamples and changed fields, leaving the rest", async () => {
    const { cookie, screenplayId } = await createWriterWithScreenplay(t.app);
    const created = await createCharacter(t.app, cookie, {
      screenplayId,
      name: "Marlowe",
      traits: ["cynical"],
      occupation: "Detective",
    });
    const response = await send(t.app, "PATCH", `/api/characters/${created.id}`, {
      cookie,
      body: {
        dialogueSamples: [
          { dialogue: "It was a nice little town.", parenthetical: "dry" },
          { dialogue: "Trouble is my business." },
        ],
      },
    });
    expect(response.statusCode).toBe(200);
    const updated = response.json() as Character;
    expect(updated).toMatchObject({
      id: created.id,
      name: "Marlowe",
      traits: ["cynical"],
      occupation: "Detective",
      dialogueSamples: [
        { dialogue: "It was a nice little town.", parenthetical: "dry" },
        { dialogue: "Trouble is my business." },
      ],
    });
    expect(Date.parse(updated.updatedAt)).toBeGreaterThan(Date.parse(created.updatedAt));

    const renamed = await send(t.app, "PATCH", `/api/characters/${created.id}`, {
      cookie,
      body: { name: "Philip Marlowe", traits: [], occupation: null },
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({
      name: "Philip Marlowe",
      traits: [],
      occupation: null,
      dialogueSamples: updated.dialogueSamples,
    });
    expect((await list(cookie, screenplayId)).json()).toEqual([renamed.json()]);
  });

  it("refuses a blank name on update", async () => {
    const { cookie, screenplayId } = await createWriterWithScreenplay(t.app);
    const created = await createCharacter(t.app, cookie, { screenplayId, name: "Kept" });
    const response = await send(t.app, "PATCH", `/api/characters/${created.id}`, {
      cookie,
      body: { name: " " },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe("Character name is required");
    expect((await list(cookie, screenplayId)).json()).toEqual([created]);
  });

  it("answers 404 for a character that does not exist", async () => {
    await expectPatchOfMissingRow(
      t.app,
      "/api/characters",
      { name: "Ghost" },
      "Character not found",
    );
  });

  it("refuses a stale updatedAt with 409 and the stored character, changing nothing", async () => {
    const { cookie, screenplayId } = await createWriterWithScreenplay(t.app);
    const created = await createCharacter(t.app, cookie, { screenplayId, name: "Original" });

    const fresh = await send(t.app, "PATCH", `/api/characters/${created.id}`, {
      cookie,
      body: { updatedAt: created.updatedAt, role: "mentor" },
    });
    expect(fresh.statusCode).toBe(200);
    const saved = fresh.json() as Character;
    expect(saved.role).toBe("mentor");
    expect(Date.parse(saved.updatedAt)).toBeGreaterThan(Date.parse(created.updatedAt));

    const stale = await send(t.app, "PATCH", `/api/characters/${created.id}`, {
      cookie,
      body: { updatedAt: created.updatedAt, role: "villain", name: "Overwritten" },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({
      message:
        "This character was changed elsewhere since you opened it. Your copy has been refreshed; review it and save again.",
      current: saved,
    });
    expect(stale.json().current).toMatchObject({ name: "Original", role: "mentor" });
    expect((await list(cookie, screenplayId)).json()).toEqual([saved]);

    // Rapid saves, each with the version the previous one returned, all go through.
    let version = saved.updatedAt;
    for (const role of ["a", "b", "c"]) {
      const response = await send(t.app, "PATCH", `/api/characters/${created.id}`, {
        cookie,
        body: { updatedAt: version, role },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().role).toBe(role);
      expect(response.json().updatedAt).not.toBe(version);
      version = response.json().updatedAt;
    }
  });
});

describe("deleting characters", () => {
  it("answers 204, removes only that character, then 404", async () => {
    const { cookie, screenplayId } = await createWriterWithScreenplay(t.app);
    const doomed = await createCharacter(t.app, cookie, { screenplayId, name: "Doomed" });
    const kept = await createCharacter(t.app, cookie, { screenplayId, name: "Kept" });
    const response = await send(t.app, "DELETE", `/api/characters/${doomed.id}`, { cookie });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe("");
    expect((await list(cookie, screenplayId)).json()).toEqual([kept]);

    const again = await send(t.app, "DELETE", `/api/characters/${doomed.id}`, { cookie });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ message: "Character not found" });
    const patch = await send(t.app, "PATCH", `/api/characters/${doomed.id}`, {
      cookie,
      body: { name: "Back" },
    });
    expect(patch.statusCode).toBe(404);
    expect(patch.json()).toEqual({ message: "Character not found" });
  });
});
