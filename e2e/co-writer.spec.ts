import type { Scene } from "../shared/schemas/scene";
import { toast } from "./support/fixtures";
import { addCharacter } from "./support/screens";
import { expect, test } from "./support/test";

/*
 * From outline to first draft, as a writer goes: plan the scenes from the outline, keep some,
 * draft them all from their beats, stop part-way, and pick up where it stopped.
 */

const OUTLINE = {
  act1: {
    incitingIncident: "A storm cuts the island off and Ruth's son does not come home.",
    firstPlotPoint: "Ruth takes the mail boat out alone.",
    keyScenes: ["Ruth waits at the harbour with a lantern."],
  },
  act2: {
    risingAction: "The islanders lie to her about the wreck.",
    midpoint: "She finds her son's coat in the lighthouse.",
    secondPlotPoint: "The boat's engine fails at sea.",
    keyScenes: [],
  },
  act3: {
    climax: "Ruth rows through the surf to the rocks.",
    resolution: "Mother and son walk home at dawn.",
    keyScenes: [],
  },
  themesAndMotifs: ["the sea"],
};

test("plan scenes from the outline, keep some, draft them all, stop, and resume", async ({
  page,
  screenplayAt,
}) => {
  test.slow();
  const screenplay = await screenplayAt({
    title: "Mail Boat",
    genre: "Drama",
    logline: "A ferry pilot crosses a closed sea to find the son the island wants forgotten.",
  });
  const id = screenplay.id;
  const outline = await page.request.post("/api/outlines", {
    data: { screenplayId: id, ...OUTLINE },
  });
  expect(outline.ok()).toBe(true);
  await addCharacter(page.request, id, "Ruth");
  const stored = async () =>
    (await (await page.request.get(`/api/screenplays/${id}/scenes`)).json()) as Scene[];

  await page.goto(`/screenplay/${id}/scenes`);
  await page.getByRole("button", { name: "Plan scenes from outline" }).first().click();
  const dialog = page.getByRole("dialog", { name: "Plan scenes from outline" });
  const boxes = dialog.getByRole("checkbox");
  await expect(boxes.first()).toBeChecked();
  const planned = await boxes.count();
  await boxes.nth(1).click();
  await dialog.getByRole("button", { name: "Keep selected scenes" }).click();
  await expect(toast(page)).toContainText(`${planned - 1} scenes added from your outline.`);
  const kept = await stored();
  expect(kept).toHaveLength(planned - 1);
  expect(kept.every((scene) => scene.beat && !scene.content)).toBe(true);

  // The second scene is held back long enough to stop the run while it is being written.
  let asked = 0;
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/api/ai/generate-scene/stream", async (route) => {
    if (++asked === 2) await held;
    await route.continue().catch(() => undefined);
  });
  await page.getByRole("button", { name: "Draft all scenes" }).click();
  await expect(page.getByText(`Drafting scene 2 of ${kept.length}`)).toBeVisible();
  await page.getByRole("button", { name: "Stop drafting" }).click();
  release();
  await expect(toast(page)).toContainText("Drafting stopped");
  const afterStop = await stored();
  expect(afterStop.map((scene) => Boolean(scene.content?.trim()))).toEqual(
    kept.map((_, i) => i === 0),
  );

  await page.unroute("**/api/ai/generate-scene/stream");
  await page.getByRole("button", { name: "Draft all scenes" }).click();
  await expect(toast(page)).toContainText(`${kept.length - 1} scenes written from their beats.`);
  const drafted = await stored();
  // Each run first keeps the script as it was, so Drafts can bring it back.
  const drafts = (await (await page.request.get(`/api/screenplays/${id}/drafts`)).json()) as {
    reason: string | null;
  }[];
  expect(drafts.map((draft) => draft.reason)).toContain("Before Draft all scenes");
  expect(drafted.map((scene) => scene.id)).toEqual(kept.map((scene) => scene.id));
  expect(drafted[0]?.content).toBe(afterStop[0]?.content);
  for (const scene of drafted) expect(scene.content?.trim()).not.toBe("");
});
