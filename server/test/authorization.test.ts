import { describe, expect, it } from "vitest";
import { send } from "./app";
import {
  createCharacter,
  createScene,
  createScreenplay,
  createUser,
  createWriterWithOutline,
  outlineBody,
} from "./factories";
import { setUpTestApp } from "./set-up-app";

const t = setUpTestApp();

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** User A with a screenplay that has an outline, a character and a scene. */
async function ownerWithEverything() {
  const { cookie, screenplay } = await createWriterWithOutline(t.app, "A's secret script");
  const character = await createCharacter(t.app, cookie, {
    screenplayId: screenplay.id,
    name: "Alice",
    traits: ["clever"],
  });
  const scene = await createScene(t.app, cookie, {
    screenplayId: screenplay.id,
    sceneNumber: 1,
    heading: "INT. VAULT - NIGHT",
  });
  return { cookie, screenplay, character, scene };
}

/** Everything A can read about the screenplay, exactly as the server answers it. */
async function snapshot(cookie: string, screenplayId: number) {
  const paths = [
    "/api/screenplays",
    `/api/screenplays/${screenplayId}`,
    `/api/screenplays/${screenplayId}/outline`,
    `/api/screenplays/${screenplayId}/characters`,
    `/api/screenplays/${screenplayId}/scenes`,
  ];
  const bodies: string[] = [];
  for (const path of paths) {
    const response = await send(t.app, "GET", path, { cookie });
    expect(response.statusCode, path).toBe(200);
    bodies.push(response.body);
  }
  return bodies;
}

describe("another user's rows", () => {
  it("are 404 for every read and write, and stay byte-for-byte unchanged", async () => {
    const a = await ownerWithEverything();
    const b = await createUser(t.app);
    // B has data of their own, so a scoping bug could not hide behind an empty table.
    const bScreenplay = await createScreenplay(t.app, b.cookie, "B's script");
    const before = await snapshot(a.cookie, a.screenplay.id);

    const sp = a.screenplay.id;
    const attempts: [Method, string, unknown, string][] = [
      ["GET", `/api/screenplays/${sp}`, undefined, "Screenplay not found"],
      ["GET", `/api/screenplays/${sp}/outline`, undefined, "Screenplay not found"],
      ["GET", `/api/screenplays/${sp}/characters`, undefined, "Screenplay not found"],
      ["GET", `/api/screenplays/${sp}/scenes`, undefined, "Screenplay not found"],
      [
        "PATCH",
        `/api/screenplays/${sp}`,
        { title: "Stolen", progress: 100 },
        "Screenplay not found",
      ],
      // With the right version too: a 409 would hand B the row.
      [
        "PATCH",
        `/api/screenplays/${sp}`,
        { updatedAt: a.screenplay.updatedAt, title: "Stolen" },
        "Screenplay not found",
      ],
      [
        "PATCH",
        `/api/screenplays/${sp}`,
        { updatedAt: "2000-01-01T00:00:00.000Z", title: "Stolen" },
        "Screenplay not found",
      ],
      ["DELETE", `/api/screenplays/${sp}`, undefined, "Screenplay not found"],
      ["PATCH", `/api/characters/${a.character.id}`, { name: "Mallory" }, "Character not found"],
      [
        "PATCH",
        `/api/characters/${a.character.id}`,
        { updatedAt: "2000-01-01T00:00:00.000Z", name: "Mallory" },
        "Character not found",
      ],
      [
        "PATCH",
        `/api/characters/${a.character.id}`,
        { updatedAt: a.character.updatedAt, name: "Mallory" },
        "Character not found",
      ],
      ["DELETE", `/api/characters/${a.character.id}`, undefined, "Character not found"],
      ["PATCH", `/api/scenes/${a.scene.id}`, { heading: "EXT. STOLEN" }, "Scene not found"],
      [
        "PATCH",
        `/api/scenes/${a.scene.id}`,
        { updatedAt: "2000-01-01T00:00:00.000Z", heading: "EXT. STOLEN" },
        "Scene not found",
      ],
      [
        "PATCH",
        `/api/scenes/${a.scene.id}`,
        { updatedAt: a.scene.updatedAt, heading: "EXT. STOLEN" },
        "Scene not found",
      ],
      ["DELETE", `/api/scenes/${a.scene.id}`, undefined, "Scene not found"],
      [
        "PUT",
        `/api/screenplays/${sp}/scene-order`,
        { sceneIds: [a.scene.id] },
        "Screenplay not found",
      ],
      ["POST", "/api/characters", { screenplayId: sp, name: "Intruder" }, "Screenplay not found"],
      [
        "POST",
        "/api/scenes",
        { screenplayId: sp, sceneNumber: 2, heading: "INT. INTRUSION" },
        "Screenplay not found",
      ],
      [
        "POST",
        "/api/outlines",
        { ...outlineBody(sp), themesAndMotifs: ["theft"] },
        "Screenplay not found",
      ],
    ];
    for (const [method, url, body, message] of attempts) {
      const response = await send(t.app, method, url, { cookie: b.cookie, body });
      expect(response.statusCode, `${method} ${url} ${JSON.stringify(body)}`).toBe(404);
      expect(response.json(), `${method} ${url}`).toEqual({ message });
      expect(response.body).not.toContain("A's secret script");
    }

    // B's own list never shows A's screenplay.
    const bList = await send(t.app, "GET", "/api/screenplays", { cookie: b.cookie });
    expect(bList.json().map((s: { id: number }) => s.id)).toEqual([bScreenplay.id]);

    // A sees exactly what A saw before, down to every byte and timestamp.
    expect(await snapshot(a.cookie, a.screenplay.id)).toEqual(before);
  });

  it("answers the same 404 whether a row is someone else's or does not exist", async () => {
    const a = await ownerWithEverything();
    const b = await createUser(t.app);
    const pairs: [string, string][] = [
      [`/api/screenplays/${a.screenplay.id}`, "/api/screenplays/2147483647"],
      [`/api/screenplays/${a.screenplay.id}/outline`, "/api/screenplays/2147483647/outline"],
      [`/api/screenplays/${a.screenplay.id}/scenes`, "/api/screenplays/2147483647/scenes"],
    ];
    for (const [theirs, missing] of pairs) {
      const r1 = await send(t.app, "GET", theirs, { cookie: b.cookie });
      const r2 = await send(t.app, "GET", missing, { cookie: b.cookie });
      expect(r1.statusCode).toBe(404);
      expect(r1.body).toBe(r2.body);
    }
  });
});

describe("without a session", () => {
  it("answers 401 on every /api route that needs a user, and changes nothing", async () => {
    const a = await ownerWithEverything();
    const before = await snapshot(a.cookie, a.screenplay.id);
    const sp = a.screenplay.id;
    const routes: [Method, string, unknown][] = [
      ["GET", "/api/user", undefined],
      ["GET", "/api/screenplays", undefined],
      ["POST", "/api/screenplays", { title: "Anonymous" }],
      ["GET", `/api/screenplays/${sp}`, undefined],
      ["PATCH", `/api/screenplays/${sp}`, { title: "Anonymous" }],
      ["DELETE", `/api/screenplays/${sp}`, undefined],
      ["GET", `/api/screenplays/${sp}/outline`, undefined],
      ["POST", "/api/outlines", outlineBody(sp)],
      ["GET", `/api/screenplays/${sp}/characters`, undefined],
      ["POST", "/api/characters", { screenplayId: sp, name: "Anon" }],
      ["PATCH", `/api/characters/${a.character.id}`, { name: "Anon" }],
      ["DELETE", `/api/characters/${a.character.id}`, undefined],
      ["GET", `/api/screenplays/${sp}/scenes`, undefined],
      ["POST", "/api/scenes", { screenplayId: sp, sceneNumber: 9, heading: "Anon" }],
      ["PATCH", `/api/scenes/${a.scene.id}`, { heading: "Anon" }],
      ["DELETE", `/api/scenes/${a.scene.id}`, undefined],
      ["PUT", `/api/screenplays/${sp}/scene-order`, { sceneIds: [a.scene.id] }],
      // The gate runs before validation: bad input and unknown ids are still just 401.
      ["POST", "/api/screenplays", { title: "" }],
      ["GET", "/api/screenplays/abc", undefined],
      ["GET", "/api/screenplays/2147483647", undefined],
    ];
    for (const [method, url, body] of routes) {
      const response = await send(t.app, method, url, { body });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
      expect(response.json(), `${method} ${url}`).toEqual({ message: "You are not signed in" });
    }
    expect(await snapshot(a.cookie, a.screenplay.id)).toEqual(before);
  });

  it("treats a forged or tampered session cookie as no session", async () => {
    const a = await ownerWithEverything();
    const [name, value] = a.cookie.split("=") as [string, string];
    for (const cookie of [
      "sid=not-a-real-session",
      `${name}=${value.slice(0, -2)}xx`,
      `${name}=${value.split(".")[0]}`,
    ]) {
      const response = await send(t.app, "GET", `/api/screenplays/${a.screenplay.id}`, {
        cookie,
      });
      expect(response.statusCode, cookie).toBe(401);
      expect(response.json()).toEqual({ message: "You are not signed in" });
    }
  });

  it("leaves the public routes open", async () => {
    expect((await send(t.app, "GET", "/api/movie-quotes")).statusCode).toBe(200);
    expect((await send(t.app, "GET", "/healthz")).statusCode).toBe(200);
    const login = await send(t.app, "POST", "/api/login", {
      body: { username: "nobody-here", password: "wrong password" },
    });
    expect(login.statusCode).toBe(401);
    expect(login.json()).toEqual({ message: "Invalid username or password" });
    const register = await send(t.app, "POST", "/api/register", { body: {} });
    expect(register.statusCode).toBe(400);
    const bypass = await send(t.app, "POST", "/api/dev-bypass", { body: {} });
    expect(bypass.statusCode).toBe(200);
  });
});
