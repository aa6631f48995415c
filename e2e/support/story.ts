import { type APIRequestContext, expect, type Page } from "@playwright/test";
import type { AiSuggestion } from "../../shared/schemas/ai";
import type { Character } from "../../shared/schemas/character";
import type { Scene } from "../../shared/schemas/scene";
import type { ScreenplayAt } from "./test";

async function created<T>(response: Promise<{ status(): number; text(): Promise<string> }>) {
  const answer = await response;
  const text = await answer.text();
  expect(answer.status(), text).toBeLessThan(300);
  return JSON.parse(text) as T;
}

export const BEATS = {
  act1: {
    incitingIncident: "The lamp goes dark.",
    firstPlotPoint: "Mara rows out.",
    keyScenes: [],
  },
  act2: {
    risingAction: "The storm closes in.",
    midpoint: "Eli lies.",
    secondPlotPoint: "The boat sinks.",
    keyScenes: ["The cliff path"],
  },
  act3: { climax: "Mara relights the lamp.", resolution: "Dawn.", keyScenes: [] },
  themesAndMotifs: ["light"],
};

/** A screenplay well under way: logline, outline, two characters and three scenes. */
export async function seedStory(page: Page, screenplayAt: ScreenplayAt, title = "The Keeper") {
  const { request } = page;
  const screenplay = await screenplayAt({
    title,
    genre: "Thriller",
    logline: "A lighthouse keeper must relight the lamp before the storm wrecks her brother.",
  });
  const screenplayId = screenplay.id;
  await created(request.post("/api/outlines", { data: { screenplayId, ...BEATS } }));
  const characters: Character[] = [];
  for (const [name, role] of [
    ["Mara Voss", "protagonist"],
    ["Eli Hart", "antagonist"],
  ]) {
    characters.push(
      await created<Character>(
        request.post("/api/characters", {
          data: { screenplayId, name, role, backstory: `${name} grew up on the island.` },
        }),
      ),
    );
  }
  const cast = characters.map((c) => String(c.id));
  const scenes: Scene[] = [];
  for (const [number, heading] of [
    [1, "EXT. LIGHTHOUSE - NIGHT"],
    [2, "INT. LAMP ROOM - NIGHT"],
    [3, "EXT. CLIFF PATH - DAWN"],
  ] as const) {
    scenes.push(
      await created<Scene>(
        request.post("/api/scenes", {
          data: {
            screenplayId,
            sceneNumber: number,
            heading,
            act: `Act ${number}`,
            characters: cast,
            content: `${heading}\n\nMara climbs the stairs.\n\nMARA\nNot tonight.`,
          },
        }),
      ),
    );
  }
  return { screenplay, characters, scenes };
}

/** One AI call for the screenplay, which stores its result as a suggestion. */
export async function suggest(
  request: APIRequestContext,
  screenplayId: number,
  call: string,
  input: Record<string, unknown>,
) {
  const response = await request.post(`/api/ai/${call}`, { data: { screenplayId, ...input } });
  expect(response.status(), await response.text()).toBe(200);
}

export const IDEA = { genre: "Thriller", theme: "duty", setting: "a lighthouse" };

/** `count` suggestions of every kind, in turn (the offline writer answers at once). */
export async function manySuggestions(
  request: APIRequestContext,
  screenplayId: number,
  count: number,
) {
  const calls: [string, Record<string, unknown>][] = [
    ["generate-logline", { ...IDEA, character: "a keeper" }],
    ["generate-story-ideas", IDEA],
    ["generate-outline", {}],
    ["generate-character", { name: "Mara Voss", role: "protagonist" }],
    ["generate-dialogue", { character: "Eli Hart" }],
    ["generate-scene", { sceneHeading: "INT. BOATHOUSE - NIGHT", sceneNumber: 4 }],
    ["analyze-screenplay", { content: "INT. LAMP ROOM - NIGHT\n\nMara waits." }],
  ];
  for (let i = 0; i < count; i++) {
    const [call, input] = calls[i % calls.length] as [string, Record<string, unknown>];
    await suggest(request, screenplayId, call, input);
  }
}

export async function suggestionsOf(request: APIRequestContext, screenplayId: number) {
  return (await request.get(`/api/screenplays/${screenplayId}/suggestions`)).json() as Promise<
    AiSuggestion[]
  >;
}
