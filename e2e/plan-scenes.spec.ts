import type { APIRequestContext } from "@playwright/test";
import type { AiSuggestion } from "../shared/schemas/ai";
import type { ScenePlanResult } from "../shared/schemas/ai-results";
import type { Scene } from "../shared/schemas/scene";
import { seriousViolations } from "./support/a11y";
import { toast } from "./support/fixtures";
import { reviewShots } from "./support/review-shots";
import { addCharacter, addScene } from "./support/screens";
import { expect, test } from "./support/test";

const OUTLINE = {
  act1: {
    incitingIncident: "Mara's brother vanishes in the storm.",
    firstPlotPoint: "Mara takes the ferry out herself.",
    keyScenes: ["Mara finds the empty mooring at dawn.", "Eli offers help, for a price."],
  },
  act2: {
    risingAction: "The island closes ranks around the smugglers.",
    midpoint: "A radio call: he is alive.",
    secondPlotPoint: "The ferry runs aground.",
    keyScenes: ["Mara reads the tide tables in the lamp room."],
  },
  act3: {
    climax: "Mara relights the lamp as the smugglers land.",
    resolution: "Home, at first light.",
    keyScenes: [],
  },
  themesAndMotifs: ["light"],
};

/** The plan the server answered, as it kept it in the screenplay's AI history. */
async function storedPlan(request: APIRequestContext, id: number) {
  const suggestions = (await (
    await request.get(`/api/screenplays/${id}/suggestions`)
  ).json()) as AiSuggestion[];
  const plan = suggestions.find((s) => s.suggestionType === "scene_plan");
  return plan?.content as ScenePlanResult;
}

test("scenes planned from the outline: the writer unchecks two and keeps the rest after scene 1", async ({
  page,
  screenplayAt,
}) => {
  const screenplay = await screenplayAt({
    title: "The Keeper",
    genre: "Thriller",
    logline: "A lighthouse keeper must relight the lamp before the storm wrecks her brother.",
  });
  const id = screenplay.id;
  expect(
    (await page.request.post("/api/outlines", { data: { screenplayId: id, ...OUTLINE } })).ok(),
  ).toBe(true);
  const mara = await addCharacter(page.request, id, "Mara");
  const eli = await addCharacter(page.request, id, "Eli");
  await addScene(page.request, { screenplayId: id, sceneNumber: 1, heading: "EXT. PIER - NIGHT" });

  await page.goto(`/screenplay/${id}/scenes`);
  await page.getByRole("button", { name: "Plan scenes from outline" }).first().click();
  const dialog = page.getByRole("dialog", { name: "Plan scenes from outline" });
  const checkboxes = dialog.getByRole("checkbox");
  await expect(checkboxes.first()).toBeChecked();
  for (const act of ["Act 1", "Act 2", "Act 3"]) {
    await expect(dialog.getByText(new RegExp(`^Scene \\d+ · ${act}$`)).first()).toBeVisible();
  }
  await expect(dialog.getByText("Scene 2 · Act 1")).toBeVisible();
  const total = await checkboxes.count();
  expect(await seriousViolations(page)).toEqual([]);
  await reviewShots(page, "plan-scenes-dialog");

  // One by pointer, one by keyboard.
  await checkboxes.nth(1).click();
  await checkboxes.last().focus();
  await page.keyboard.press("Space");
  await expect(checkboxes.nth(1)).not.toBeChecked();
  await expect(checkboxes.last()).not.toBeChecked();
  const keptCount = total - 2;
  await expect(dialog.getByText(`${keptCount} of ${total} scenes selected`)).toBeVisible();
  await dialog.getByRole("button", { name: "Keep selected scenes" }).click();

  await expect(toast(page)).toContainText("Scenes planned");
  await expect(toast(page)).toContainText(`${keptCount} scenes added from your outline.`);
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId("scene-item")).toHaveCount(1 + keptCount);

  const plan = await storedPlan(page.request, id);
  const kept = plan.scenes.filter((_, i) => i !== 1 && i !== total - 1);
  const stored = (await (
    await page.request.get(`/api/screenplays/${id}/scenes`)
  ).json()) as Scene[];
  expect(stored[0]?.heading).toBe("EXT. PIER - NIGHT");
  const castIds: Record<string, string> = { Mara: String(mara.id), Eli: String(eli.id) };
  expect(
    stored.slice(1).map((scene) => ({
      sceneNumber: scene.sceneNumber,
      heading: scene.heading,
      act: scene.act,
      beat: scene.beat,
      characters: scene.characters,
      content: scene.content ?? "",
    })),
  ).toEqual(
    kept.map((scene, i) => ({
      sceneNumber: 2 + i,
      heading: scene.heading,
      act: scene.act,
      beat: scene.beat,
      characters: scene.characters.map((name) => castIds[name]),
      content: "",
    })),
  );
  expect(kept.map((scene) => scene.beat)).toContain("Mara finds the empty mooring at dawn.");
  await reviewShots(page, "plan-scenes-kept", { fullPage: true });

  // Planning again proposes only the two moments not kept, numbered after the scenes there are.
  await page.getByRole("button", { name: "Plan scenes from outline" }).first().click();
  await expect(dialog.getByText(`2 of 2 scenes selected`)).toBeVisible();
  const unkept = [plan.scenes[1], plan.scenes[total - 1]].map((scene) => scene?.beat ?? "");
  for (const beat of unkept) await expect(dialog.getByText(beat, { exact: true })).toBeVisible();
  await dialog.getByRole("button", { name: "Keep selected scenes" }).click();
  await expect(page.getByTestId("scene-item")).toHaveCount(1 + total);

  await page.getByRole("button", { name: "Plan scenes from outline" }).first().click();
  await expect(dialog.getByRole("status")).toHaveText(
    "Every moment of your outline already has a scene. Add key scenes to the outline to plan more.",
  );
  await dialog.getByRole("button", { name: "Close" }).first().click();
  await expect(dialog).toBeHidden();
});

test("without an outline, planning says to create one first", async ({ page, screenplayAt }) => {
  const screenplay = await screenplayAt({ title: "Blank Page" });
  await page.goto(`/screenplay/${screenplay.id}/scenes`);
  await expect(page.getByText("Plan them from your outline in one go")).toBeVisible();
  await reviewShots(page, "plan-scenes-empty", { fullPage: true });
  await page.getByRole("button", { name: "Plan scenes from outline" }).last().click();
  await expect(toast(page)).toContainText("Create an outline first: scenes are planned from it.");
  await expect(page.getByRole("dialog")).toHaveCount(0);
});

test("when adding the kept scenes fails part-way, keeping again adds only the rest, never a scene twice", async ({
  page,
  screenplayAt,
}) => {
  const screenplay = await screenplayAt({ title: "Half Kept", genre: "Thriller" });
  const id = screenplay.id;
  expect(
    (await page.request.post("/api/outlines", { data: { screenplayId: id, ...OUTLINE } })).ok(),
  ).toBe(true);
  await page.goto(`/screenplay/${id}/scenes`);
  await page.getByRole("button", { name: "Plan scenes from outline" }).first().click();
  const dialog = page.getByRole("dialog", { name: "Plan scenes from outline" });
  await expect(dialog.getByRole("checkbox").first()).toBeChecked();
  const total = await dialog.getByRole("checkbox").count();

  // The connection drops on the third scene the dialog adds.
  let creates = 0;
  await page.route("**/api/scenes", (route) => {
    if (route.request().method() !== "POST" || ++creates !== 3) return route.continue();
    return route.abort("connectionreset");
  });
  await dialog.getByRole("button", { name: "Keep selected scenes" }).click();
  await expect(toast(page)).toContainText("Failed to add the planned scenes");
  await expect(dialog.getByText(`${total - 2} of ${total - 2} scenes selected`)).toBeVisible();

  await dialog.getByRole("button", { name: "Keep selected scenes" }).click();
  await expect(dialog).toBeHidden();
  const plan = await storedPlan(page.request, id);
  const stored = (await (
    await page.request.get(`/api/screenplays/${id}/scenes`)
  ).json()) as Scene[];
  expect(stored.map((scene) => [scene.sceneNumber, scene.heading])).toEqual(
    plan.scenes.map((scene, i) => [i + 1, scene.heading]),
  );
});
