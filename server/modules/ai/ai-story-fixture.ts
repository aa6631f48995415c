import { count } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { aiSuggestions, characters, outlines, scenes, screenplays } from "../../db/schema";
import { createScreenplayFor, send, signUp } from "../../test/app";

/** A small, fully developed story, so every AI call has context to carry into its prompt. */
export const STORY = {
  title: "Harbour Lights",
  logline:
    "When her brother vanishes, a stubborn ferry pilot must find him before the storm closes the harbour, but the smugglers own the town.",
  risingAction: "The smugglers burn her boat and the town closes ranks.",
  sceneOne: "Rain lashes the dock.\n\nJOHN\nThe harbour master wants his money by Friday.",
};

async function ok(response: Awaited<ReturnType<typeof send>>, status: number = 201) {
  if (response.statusCode !== status)
    throw new Error(`setup failed: ${response.statusCode} ${response.body}`);
  return response.json() as { id: number; updatedAt: string };
}

export async function seedStory(app: FastifyInstance) {
  const { cookie } = await signUp(app);
  const screenplay = await createScreenplayFor(app, cookie, STORY.title);
  const screenplayId = screenplay.id;
  await ok(
    await send(app, "PATCH", `/api/screenplays/${screenplayId}`, {
      cookie,
      body: { logline: STORY.logline },
    }),
    200,
  );
  const mary = await ok(
    await send(app, "POST", "/api/characters", {
      cookie,
      body: {
        screenplayId,
        name: "Mary",
        role: "protagonist",
        traits: ["stubborn", "loyal"],
        motivations: ["Find her brother"],
        flaws: ["Never asks for help"],
        arc: "From going it alone to trusting the town",
      },
    }),
  );
  const john = await ok(
    await send(app, "POST", "/api/characters", {
      cookie,
      body: { screenplayId, name: "John", role: "antagonist", traits: ["smooth", "patient"] },
    }),
  );
  await ok(
    await send(app, "POST", "/api/outlines", {
      cookie,
      body: {
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
      },
    }),
    200,
  );
  await ok(
    await send(app, "POST", "/api/scenes", {
      cookie,
      body: {
        screenplayId,
        sceneNumber: 1,
        heading: "EXT. DOCK - NIGHT",
        act: "Act 1",
        characters: [String(john.id)],
        content: STORY.sceneOne,
      },
    }),
  );
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
