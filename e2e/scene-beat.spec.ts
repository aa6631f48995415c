import type { Scene } from "../shared/schemas/scene";
import { toast } from "./support/fixtures";
import { addScene } from "./support/screens";
import { expect, test } from "./support/test";

const BEAT = "Nora finds the letter and hides it from her brother.";

test("a scene's beat is written in the dialog, stored, and shown in the list and the scene", async ({
  page,
  screenplayAt,
}) => {
  const screenplay = await screenplayAt({ title: "Letters" });
  await page.goto(`/screenplay/${screenplay.id}/scenes`);
  await page.getByRole("button", { name: "Add Scene" }).first().click();
  const dialog = page.getByRole("dialog", { name: "Create New Scene" });
  await dialog.getByLabel("Scene Heading").fill("INT. ATTIC - NIGHT");
  await dialog.getByLabel("What happens in this scene").fill(BEAT);
  await dialog.getByRole("button", { name: "Create Scene" }).click();
  await expect(toast(page)).toContainText("Scene created");

  const stored = (await (
    await page.request.get(`/api/screenplays/${screenplay.id}/scenes`)
  ).json()) as Scene[];
  expect(stored.map((scene) => scene.beat)).toEqual([BEAT]);
  await expect(page.getByTestId("scene-item")).toContainText(BEAT);
  await expect(page.getByText(`What happens: ${BEAT}`)).toBeVisible();
});

test("the beat field refuses more than 1000 characters with a message naming it", async ({
  page,
  screenplayAt,
}) => {
  const screenplay = await screenplayAt({ title: "Long Beat" });
  const scene = await addScene(page.request, {
    screenplayId: screenplay.id,
    sceneNumber: 1,
    heading: "EXT. PIER - DAWN",
    beat: "He waits.",
  });
  await page.goto(`/screenplay/${screenplay.id}/scenes`);
  await page.getByTestId("scene-item").click();
  await page.getByRole("button", { name: "Edit", exact: true }).click();
  const dialog = page.getByRole("dialog");
  const beat = dialog.getByLabel("What happens in this scene");
  await expect(beat).toHaveValue("He waits.");
  await beat.fill("x".repeat(1001));
  await dialog.getByRole("button", { name: "Update Scene" }).click();
  await expect(
    dialog.getByText("What happens in this scene must be at most 1000 characters"),
  ).toBeVisible();
  const stored = (await (
    await page.request.get(`/api/screenplays/${screenplay.id}/scenes`)
  ).json()) as Scene[];
  expect(stored).toEqual([scene]);
});
