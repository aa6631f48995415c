// The one place tests make their rows: every factory goes through the public API, as a writer's
// browser would, and throws with the server's answer when the row is refused, so a broken
// setup fails loudly instead of testing nothing. Used by the tests, the fuzzer and the bench.
import { randomBytes } from "node:crypto";
import { count } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { Character } from "#shared/schemas/character";
import type { Scene } from "#shared/schemas/scene";
import { aiSuggestions, characters, outlines, scenes, screenplays } from "../db/schema";
import { send, sessionCookie } from "./app";

type Created = { id: number; updatedAt: string };

/** The answer's row, or an error carrying the server's answer when the status is not `status`. */
async function expectStatus<Row = Created>(
  response: Awaited<ReturnType<typeof send>>,
  status: number,
): Promise<Row> {
  if (response.statusCode !== status) {
    throw new Error(`setup failed: ${response.statusCode} ${response.body.slice(0, 300)}`);
  }
  return response.json() as Row;
}

let userCounter = 0;
export const uniqueUsername = (prefix = "writer") =>
  `${prefix}_${process.pid}_${++userCounter}_${randomBytes(2).toString("hex")}`.slice(0, 32);

export const TEST_PASSWORD = "correct horse battery staple";

/** Registers a fresh user and returns their session cookie. */
export async function createUser(app: FastifyInstance, username = uniqueUsername()) {
  const response = await send(app, "POST", "/api/register", {
    body: { username, password: TEST_PASSWORD },
  });
  if (response.statusCode !== 201) throw new Error(`sign-up failed: ${response.body}`);
  return {
    cookie: sessionCookie(response),
    user: response.json() as { id: number; username: string },
  };
}

export async function createScreenplay(
  app: FastifyInstance,
  cookie: string,
  title = "Test Script",
) {
  const response = await send(app, "POST", "/api/screenplays", {
    cookie,
    body: { title, genre: "Drama" },
  });
  if (response.statusCode !== 201) throw new Error(`create screenplay failed: ${response.body}`);
  return response.json() as Created;
}

/** A fresh writer with one screenplay of theirs: where most route tests start. */
export async function createWriterWithScreenplay(app: FastifyInstance) {
  const { cookie } = await createUser(app);
  const screenplay = await createScreenplay(app, cookie);
  return { cookie, screenplayId: screenplay.id };
}

/** How the API writes every stored time: ISO 8601 in UTC, to the millisecond. */
export const ISO_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/** A whole outline; `revision` changes its text, so that successive saves differ. */
export const outlineBody = (screenplayId: number, revision?: number) => ({
  screenplayId,
  act1: {
    incitingIncident:
      revision === undefined ? "A letter arrives." : `A letter arrives (${revision}).`,
    firstPlotPoint: "She leaves.",
    keyScenes: ["dock"],
  },
  act2: {
    risingAction: "Storms.",
    midpoint: "He is alive.",
    secondPlotPoint: "Lost.",
    keyScenes: [],
  },
  act3: { climax: "The lighthouse.", resolution: "Home.", keyScenes: [] },
  themesAndMotifs: ["family"],
});

/** Saves an outline (the whole of `outlineBody` unless the test brings its own). */
export async function createOutline(
  app: FastifyInstance,
  cookie: string,
  body: { screenplayId: number } & Record<string, unknown>,
) {
  return expectStatus(await send(app, "POST", "/api/outlines", { cookie, body }), 200);
}

export async function createCharacter(
  app: FastifyInstance,
  cookie: string,
  body: { screenplayId: number; name: string } & Record<string, unknown>,
) {
  const response = await send(app, "POST", "/api/characters", { cookie, body });
  return expectStatus<Character>(response, 201);
}

export async function createScene(
  app: FastifyInstance,
  cookie: string,
  body: { screenplayId: number; sceneNumber: number; heading: string } & Record<string, unknown>,
) {
  const response = await send(app, "POST", "/api/scenes", { cookie, body });
  return expectStatus<Scene>(response, 201);
}

/** Scenes numbered 1, 2, 3… in the order given, each created before the next. */
export async function createScenes(
  app: FastifyInstance,
  cookie: string,
  screenplayId: number,
  bodies: ({ heading: string } & Record<string, unknown>)[],
) {
  const created: Scene[] = [];
  for (const [index, body] of bodies.entries()) {
    created.push(await createScene(app, cookie, { ...body, screenplayId, sceneNumber: index + 1 }));
  }
  return created;
}

/** A fresh writer with a screenplay that has its whole outline: where a story's cast goes. */
export async function createWriterWithOutline(app: FastifyInstance, title?: string) {
  const { cookie } = await createUser(app);
  const screenplay = await createScreenplay(app, cookie, title);
  await createOutline(app, cookie, outlineBody(screenplay.id));
  return { cookie, screenplay };
}

/** One AI call (the offline writer answers at once); the server keeps its result as a suggestion. */
export async function createSuggestion(app: FastifyInstance, cookie: string, screenplayId: number) {
  await expectStatus(
    await send(app, "POST", "/api/ai/generate-logline", {
      cookie,
      body: {
        screenplayId,
        genre: "Drama",
        theme: "family",
        setting: "a harbour town",
        character: "a ferry pilot",
      },
    }),
    200,
  );
  const suggestions = await send(app, "GET", `/api/screenplays/${screenplayId}/suggestions`, {
    cookie,
  });
  const [suggestion] = suggestions.json() as { id: number }[];
  if (!suggestion) throw new Error("setup failed: no AI suggestion was kept");
  return suggestion;
}

export type Owned = {
  cookie: string;
  userId: number;
  screenplayId: number;
  characterId: number;
  sceneId: number;
  suggestionId: number;
  draftId: number;
  updatedAt: { screenplay: string; character: string; scene: string };
};

/** A user who owns one of everything: screenplay, outline, character, scene, AI suggestion, draft. */
export async function createOwner(app: FastifyInstance, title = "Owner's script"): Promise<Owned> {
  const { cookie, user } = await createUser(app);
  const { id: screenplayId } = await createScreenplay(app, cookie, title);
  await createOutline(app, cookie, outlineBody(screenplayId));
  const character = await createCharacter(app, cookie, {
    screenplayId,
    name: "Mary",
    role: "protagonist",
    traits: ["stubborn"],
  });
  const scene = await createScene(app, cookie, {
    screenplayId,
    sceneNumber: 1,
    heading: "EXT. DOCK - NIGHT",
    content: "Rain.\n\nMARY\nWhere is he?",
  });
  const suggestion = await createSuggestion(app, cookie, screenplayId);
  const draft = await expectStatus(
    await send(app, "POST", `/api/screenplays/${screenplayId}/drafts`, { cookie, body: {} }),
    201,
  );
  // The screenplay's updatedAt moves with its children: read it last.
  const fresh = await send(app, "GET", `/api/screenplays/${screenplayId}`, { cookie });
  return {
    cookie,
    userId: user.id,
    screenplayId,
    characterId: character.id,
    sceneId: scene.id,
    suggestionId: suggestion.id,
    draftId: draft.id,
    updatedAt: {
      screenplay: (fresh.json() as { updatedAt: string }).updatedAt,
      character: character.updatedAt,
      scene: scene.updatedAt,
    },
  };
}

/** A small, fully developed story, so every AI call has context to carry into its prompt. */
export const STORY = {
  title: "Harbour Lights",
  logline:
    "When her brother vanishes, a stubborn ferry pilot must find him before the storm closes the harbour, but the smugglers own the town.",
  risingAction: "The smugglers burn her boat and the town closes ranks.",
  sceneOne: "Rain lashes the dock.\n\nJOHN\nThe harbour master wants his money by Friday.",
};

export async function createStory(app: FastifyInstance) {
  const { cookie } = await createUser(app);
  const { id: screenplayId } = await createScreenplay(app, cookie, STORY.title);
  await expectStatus(
    await send(app, "PATCH", `/api/screenplays/${screenplayId}`, {
      cookie,
      body: { logline: STORY.logline },
    }),
    200,
  );
  const mary = await createCharacter(app, cookie, {
    screenplayId,
    name: "Mary",
    role: "protagonist",
    traits: ["stubborn", "loyal"],
    motivations: ["Find her brother"],
    flaws: ["Never asks for help"],
    arc: "From going it alone to trusting the town",
  });
  const john = await createCharacter(app, cookie, {
    screenplayId,
    name: "John",
    role: "antagonist",
    traits: ["smooth", "patient"],
  });
  await createOutline(app, cookie, {
    screenplayId,
    act1: {
      incitingIncident: "Her brother vanishes.",
      firstPlotPoint: "She sails.",
      keyScenes: [],
    },
    act2: {
      risingAction: STORY.risingAction,
      midpoint: "He is alive.",
      secondPlotPoint: "Lost.",
      keyScenes: [],
    },
    act3: { climax: "The storm.", resolution: "Home.", keyScenes: [] },
    themesAndMotifs: ["family"],
  });
  await createScene(app, cookie, {
    screenplayId,
    sceneNumber: 1,
    heading: "EXT. DOCK - NIGHT",
    act: "Act 1",
    characters: [String(john.id)],
    content: STORY.sceneOne,
  });
  return { cookie, screenplayId, maryId: mary.id, johnId: john.id };
}

/** Row counts that a failed AI call must leave untouched. */
export async function rowCounts(app: FastifyInstance) {
  const n = async (
    table:
      | typeof aiSuggestions
      | typeof characters
      | typeof scenes
      | typeof outlines
      | typeof screenplays,
  ) => (await app.db.select({ n: count() }).from(table))[0]?.n ?? 0;
  return {
    suggestions: await n(aiSuggestions),
    characters: await n(characters),
    scenes: await n(scenes),
    outlines: await n(outlines),
    screenplays: await n(screenplays),
  };
}
