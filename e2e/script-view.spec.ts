import type { Page } from "@playwright/test";
import type { Scene } from "../shared/schemas/scene";
import { seriousViolations } from "./support/a11y";
import { reviewShots } from "./support/review-shots";
import { expect, test } from "./support/test";

const HARBOR = `Title: Harbor Lights

FADE IN:

INT. DINER - NIGHT

A lamp flickers over the counter. MAYA slides into a booth.

MAYA
You're late.

INT. WAREHOUSE - NIGHT

Crates tower in the dark.

EXT. HARBOR - DAWN

The lamp on the pier goes out. Gulls wheel over the water.
`;

async function scenesOf(page: Page, screenplayId: number): Promise<Scene[]> {
  return (await page.request.get(`/api/screenplays/${screenplayId}/scenes`)).json();
}

/** Scene Writing in its Script view, once the script and its navigator are on screen. */
async function openScript(page: Page, screenplayId: number, scenes: number) {
  await page.goto(`/screenplay/${screenplayId}/scenes`);
  await page.getByRole("tab", { name: "Script" }).click();
  const script = page.getByRole("textbox", { name: "Script" });
  await expect(script).toBeVisible();
  await expect(page.getByTestId("navigator-scene")).toHaveCount(scenes);
  return script;
}

type ImportScreenplay = (file: { filename: string; content: string }) => Promise<{ id: number }>;

/** Harbor Lights imported and open in the Script view: its id, its scenes as saved, the script. */
async function openHarbor(page: Page, importedScreenplay: ImportScreenplay) {
  const { id } = await importedScreenplay({ filename: "harbor.fountain", content: HARBOR });
  const before = await scenesOf(page, id);
  const script = await openScript(page, id, 3);
  return { id, before, script };
}

/** Puts the cursor at the end of the script line that holds `text`. */
async function endOfLine(page: Page, text: string) {
  await page.locator(".cm-line", { hasText: text }).click();
  await page.keyboard.press("End");
}

const saved = (page: Page) =>
  expect(page.getByTestId("script-save-status")).toHaveAttribute("data-status", "saved");

test.describe("the Script view", () => {
  test("an edit inside scene 2 is saved to scene 2 alone", async ({ page, importedScreenplay }) => {
    const { id, before, script } = await openHarbor(page, importedScreenplay);
    await expect(script).toContainText("FADE IN:");

    await endOfLine(page, "Crates tower in the dark.");
    await page.keyboard.type(" Dust drifts down.");
    await expect
      .poll(async () => (await scenesOf(page, id))[1]?.content)
      .toBe("Crates tower in the dark. Dust drifts down.");
    await saved(page);
    const after = await scenesOf(page, id);
    // Scenes 1 and 3 are untouched, down to their versions; scene 2 has a new one.
    expect(after[0]).toEqual(before[0]);
    expect(after[2]).toEqual(before[2]);
    expect(after[1]?.updatedAt).not.toBe(before[1]?.updatedAt);
    expect({ ...after[1], content: "", updatedAt: "" }).toEqual({
      ...before[1],
      content: "",
      updatedAt: "",
    });
  });

  test("a heading typed at the end starts scene n + 1", async ({ page, importedScreenplay }) => {
    const { id, before } = await openHarbor(page, importedScreenplay);

    await endOfLine(page, "Gulls wheel over the water.");
    await page.keyboard.type("\n\nEXT. ROOF - NIGHT\n\nWind howls over the tar paper.");
    await expect.poll(async () => (await scenesOf(page, id)).length).toBe(4);
    await saved(page);
    const after = await scenesOf(page, id);
    expect(after.slice(0, 3)).toEqual(before);
    expect(after[3]).toMatchObject({
      sceneNumber: 4,
      heading: "EXT. ROOF - NIGHT",
      content: "Wind howls over the tar paper.",
      locations: ["ROOF"],
    });
    const navigator = page.getByTestId("navigator-scene");
    await expect(navigator).toHaveCount(4);
    await expect(navigator.nth(3)).toContainText("EXT. ROOF - NIGHT");
    await expect(navigator.nth(3)).toContainText("4");
  });

  test("moving a scene with the keyboard in the navigator renumbers the scenes and the script follows", async ({
    page,
    importedScreenplay,
  }) => {
    const { id, before, script } = await openHarbor(page, importedScreenplay);
    const [diner, warehouse, harbor] = before as [Scene, Scene, Scene];

    const handle = page.getByRole("button", { name: "Move scene 1, INT. DINER - NIGHT" });
    // Each key once the navigator has said it took the one before.
    const said = (text: string) => page.getByRole("status").filter({ hasText: text });
    await handle.focus();
    await page.keyboard.press("Space");
    await expect(said("scene 1, INT. DINER - NIGHT is at place 1 of 3.")).toBeAttached();
    await page.keyboard.press("ArrowDown");
    await expect(said("is at place 2 of 3")).toBeAttached();
    await page.keyboard.press("Space");

    await expect
      .poll(async () => (await scenesOf(page, id)).map((scene) => [scene.id, scene.sceneNumber]))
      .toEqual([
        [warehouse.id, 1],
        [diner.id, 2],
        [harbor.id, 3],
      ]);
    const navigator = page.getByTestId("navigator-scene");
    await expect(navigator.nth(0)).toContainText("INT. WAREHOUSE - NIGHT");
    await expect(navigator.nth(1)).toContainText("INT. DINER - NIGHT");
    const text = (await script.textContent()) ?? "";
    expect(text.indexOf("INT. WAREHOUSE")).toBeLessThan(text.indexOf("INT. DINER"));
    expect(text.indexOf("INT. DINER")).toBeLessThan(text.indexOf("EXT. HARBOR"));
    // Only the numbers moved.
    const after = await scenesOf(page, id);
    expect(after.map((scene) => scene.content)).toEqual([
      warehouse.content,
      diner.content,
      harbor.content,
    ]);
  });

  test("Replace all changes two scenes, and one Ctrl+Z puts both back", async ({
    page,
    importedScreenplay,
  }) => {
    const { id, before } = await openHarbor(page, importedScreenplay);

    await page.getByRole("button", { name: "Find and replace" }).click();
    await page.getByRole("textbox", { name: "Find" }).fill("lamp");
    await page.getByRole("textbox", { name: "Replace" }).fill("lantern");
    await page.getByRole("button", { name: "replace all" }).click();
    await expect
      .poll(async () =>
        (await scenesOf(page, id)).map((scene) => scene.content?.includes("lantern")),
      )
      .toEqual([true, false, true]);
    await saved(page);
    expect((await scenesOf(page, id))[1]).toEqual(before[1]);

    await page.locator(".cm-line", { hasText: "Crates tower" }).click();
    await page.keyboard.press("Control+z");
    await expect
      .poll(async () => (await scenesOf(page, id)).map((scene) => scene.content))
      .toEqual(before.map((scene) => scene.content));
    await saved(page);
  });

  test("a deleted heading asks first: Cancel puts it back, Merge joins the scene to the one before", async ({
    page,
    importedScreenplay,
  }) => {
    const { id, before, script } = await openHarbor(page, importedScreenplay);
    const [diner, warehouse, harbor] = before as [Scene, Scene, Scene];
    const deleteHeading = async () => {
      await endOfLine(page, "INT. WAREHOUSE - NIGHT");
      await page.keyboard.press("Shift+Home");
      await page.keyboard.press("Backspace");
    };
    const question = page.getByRole("alertdialog", {
      name: "Merge into scene 1 “INT. DINER - NIGHT”?",
    });

    await deleteHeading();
    await expect(question).toBeVisible();
    await question.getByRole("button", { name: "Cancel" }).click();
    await expect(script).toContainText("INT. WAREHOUSE - NIGHT");
    await expect(page.getByTestId("navigator-scene")).toHaveCount(3);

    await deleteHeading();
    await question.getByRole("button", { name: "Merge scenes" }).click();
    await expect(page.getByTestId("navigator-scene")).toHaveCount(2);
    await expect
      .poll(async () => (await scenesOf(page, id)).map((scene) => scene.id))
      .toEqual([diner.id, harbor.id]);
    const [merged] = await scenesOf(page, id);
    expect(merged?.content).toBe(`${diner.content}\n\n${warehouse.content}`);
  });

  test("is accessible, and the navigator never covers the script on a phone", async ({
    page,
    importedScreenplay,
  }) => {
    const { id } = await importedScreenplay({ filename: "harbor.fountain", content: HARBOR });
    await page.setViewportSize({ width: 1440, height: 900 });
    await openScript(page, id, 3);
    await expect(page.getByRole("tab", { name: "Script" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await expect(page.getByRole("list", { name: "Scenes" })).toBeVisible();
    await expect(page.getByTestId("navigator-scene").first()).toContainText("p. 1");
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole("button", { name: "Find and replace" }).click();
    await expect(page.getByRole("textbox", { name: "Find" })).toBeFocused();
    expect(await seriousViolations(page)).toEqual([]);
    await reviewShots(page, "script-view");

    await page.setViewportSize({ width: 390, height: 844 });
    const script = page.getByRole("textbox", { name: "Script" });
    const list = page.getByRole("region", { name: /Scenes/ });
    await page.getByRole("button", { name: "Show scenes" }).click();
    await expect(page.getByRole("list", { name: "Scenes" })).toBeVisible();
    const [listBox, scriptBox] = [await list.boundingBox(), await script.boundingBox()];
    expect(listBox && scriptBox && listBox.y + listBox.height <= scriptBox.y).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    await reviewShots(page, "script-view-scenes-shown");
  });
});
