import type { APIRequestContext, Page } from "@playwright/test";
import type { Screenplay, Step } from "../shared/schemas/screenplay";
import { expect, type ScreenplayAt, test } from "./support/test";

// Continue moves a screenplay on to the next step, never back: a writer who returns to an
// earlier step to revise it keeps their place in the workflow. Every write that can change the
// step names the version it was based on (`updatedAt`), so it cannot overwrite a newer one.

async function post(request: APIRequestContext, path: string, data: Record<string, unknown>) {
  const response = await request.post(path, { data });
  expect(response.ok(), await response.text()).toBe(true);
}

async function stored(request: APIRequestContext, id: number): Promise<Screenplay> {
  return (await (await request.get(`/api/screenplays/${id}`)).json()) as Screenplay;
}

/**
 * A screenplay at `currentStep` with something on every step, so each Continue's precondition
 * holds.
 */
async function furnishedScreenplay(
  page: Page,
  screenplayAt: ScreenplayAt,
  currentStep: Step,
  progress: number,
) {
  const screenplay = await screenplayAt({
    title: "Far Along",
    logline: "A lighthouse keeper must decide whether to relight the lamp that drowned her town.",
    genre: "Drama",
    currentStep,
    progress,
  });
  const id = screenplay.id;
  await post(page.request, "/api/outlines", {
    screenplayId: id,
    act1: {
      incitingIncident: "The lamp flickers on by itself.",
      firstPlotPoint: "",
      keyScenes: [],
    },
    act2: { risingAction: "", midpoint: "", secondPlotPoint: "", keyScenes: [] },
    act3: { climax: "", resolution: "", keyScenes: [] },
    themesAndMotifs: [],
  });
  await post(page.request, "/api/characters", { screenplayId: id, name: "Ines" });
  await post(page.request, "/api/scenes", {
    screenplayId: id,
    sceneNumber: 1,
    heading: "EXT. LIGHTHOUSE - NIGHT",
    content: "INES climbs the stairs.",
  });
  return id;
}

/** The bodies of the screenplay PATCHes the page sends while `action` runs. */
async function screenplayWrites(page: Page, id: number, action: () => Promise<void>) {
  const bodies: Record<string, unknown>[] = [];
  const listener = (request: import("@playwright/test").Request) => {
    if (request.method() === "PATCH" && request.url().endsWith(`/api/screenplays/${id}`)) {
      bodies.push(request.postDataJSON() as Record<string, unknown>);
    }
  };
  page.on("request", listener);
  await action();
  page.off("request", listener);
  return bodies;
}

const CONTINUES: { step: Step; button: string; tab?: string; to: Step }[] = [
  { step: "idea", tab: "Logline", button: "Continue to Outline", to: "outline" },
  { step: "outline", button: "Continue to Characters", to: "characters" },
  { step: "characters", button: "Continue to Scene Writing", to: "scenes" },
  { step: "scenes", button: "Continue to AI Editor", to: "editor" },
  { step: "editor", button: "Continue to Final Script", to: "final" },
  { step: "editor", button: "Skip to Final Script", to: "final" },
];

test("Continue on every screen keeps a screenplay at Final Script where it is", async ({
  page,
  screenplayAt,
}) => {
  test.setTimeout(90_000);
  const id = await furnishedScreenplay(page, screenplayAt, "final", 100);

  for (const { step, tab, button, to } of CONTINUES) {
    await page.goto(`/screenplay/${id}/${step}`);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    if (tab) await page.getByRole("tab", { name: tab }).click();
    const writes = await screenplayWrites(page, id, async () => {
      await page.getByRole("button", { name: button }).click();
      await expect(page).toHaveURL(new RegExp(`/screenplay/${id}/${to}$`));
    });
    expect(await stored(page.request, id), `after ${button}`).toMatchObject({
      currentStep: "final",
      progress: 100,
    });
    expect(writes.length, `${button} saves progress`).toBeGreaterThan(0);
    for (const body of writes) {
      expect(body, `${button} names the version it saves over`).toHaveProperty("updatedAt");
    }
  }
});

test("Continue on the idea screen moves a new screenplay on to the outline", async ({
  page,
  screenplayAt,
}) => {
  const id = await furnishedScreenplay(page, screenplayAt, "idea", 0);
  await page.goto(`/screenplay/${id}/idea`);
  await page.getByRole("tab", { name: "Logline" }).click();
  const writes = await screenplayWrites(page, id, async () => {
    await page.getByRole("button", { name: "Continue to Outline" }).click();
    await expect(page).toHaveURL(new RegExp(`/screenplay/${id}/outline$`));
  });
  expect(writes).toEqual([expect.objectContaining({ updatedAt: expect.any(String) })]);
  expect(await stored(page.request, id)).toMatchObject({ currentStep: "outline", progress: 20 });
});
