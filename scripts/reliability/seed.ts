// A user who owns one of everything (screenplay, outline, character, scene, AI suggestion), made
// through the public API like a real writer would; shared by the fuzzer and the route matrix.
import type { FastifyInstance } from "fastify";
import { createScreenplayFor, send, signUp } from "../../server/test/app";

export type Owned = {
  cookie: string;
  userId: number;
  screenplayId: number;
  characterId: number;
  sceneId: number;
  suggestionId: number;
  updatedAt: { screenplay: string; character: string; scene: string };
};

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

async function expectStatus(response: Awaited<ReturnType<typeof send>>, status: number) {
  if (response.statusCode !== status) {
    throw new Error(`seeding failed: ${response.statusCode} ${response.body.slice(0, 300)}`);
  }
  return response.json() as { id: number; updatedAt: string };
}

export async function seedOwner(app: FastifyInstance, title = "Owner's script"): Promise<Owned> {
  const { cookie, user } = await signUp(app);
  const screenplay = await createScreenplayFor(app, cookie, title);
  const screenplayId = screenplay.id;
  await expectStatus(
    await send(app, "POST", "/api/outlines", { cookie, body: outlineBody(screenplayId) }),
    200,
  );
  const character = await expectStatus(
    await send(app, "POST", "/api/characters", {
      cookie,
      body: { screenplayId, name: "Mary", role: "protagonist", traits: ["stubborn"] },
    }),
    201,
  );
  const scene = await expectStatus(
    await send(app, "POST", "/api/scenes", {
      cookie,
      body: {
        screenplayId,
        sceneNumber: 1,
        heading: "EXT. DOCK - NIGHT",
        content: "Rain.\n\nMARY\nWhere is he?",
      },
    }),
    201,
  );
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
  if (!suggestion) throw new Error("seeding failed: no AI suggestion was kept");
  // The screenplay's updatedAt moves with its children: read it last.
  const fresh = await send(app, "GET", `/api/screenplays/${screenplayId}`, { cookie });
  return {
    cookie,
    userId: user.id,
    screenplayId,
    characterId: character.id,
    sceneId: scene.id,
    suggestionId: suggestion.id,
    updatedAt: {
      screenplay: (fresh.json() as { updatedAt: string }).updatedAt,
      character: character.updatedAt,
      scene: scene.updatedAt,
    },
  };
}
