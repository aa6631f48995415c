import { join } from "node:path";
import type { Scene } from "../shared/schemas/scene";
import { seriousViolations } from "./support/a11y";
import { toast } from "./support/fixtures";
import { addCharacter, addScene, editorText, expectEditorText } from "./support/screens";
import { expect, test } from "./support/test";

const MAYA_SCENE = `Rain hammers the window. MAYA (30s) paces.

MAYA
(quietly)
We're not alone.

CUT TO:`;

test.describe("Scene Writing", () => {
  test("empty states, Add Scene buttons and the disabled Continue", async ({
    page,
    screenplayAt,
  }) => {
    const screenplay = await screenplayAt({ title: "Empty Reel" });
    await page.goto(`/screenplay/${screenplay.id}/scenes`);
    await expect(page.getByRole("heading", { name: "Scene Writing", level: 1 })).toBeVisible();
    await expect(page.getByText("No scenes yet").first()).toBeVisible();
    // Header, list header, list empty state and detail empty state.
    await expect(page.getByRole("button", { name: "Add Scene" })).toHaveCount(4);
    await expect(page.getByRole("button", { name: "Continue to AI Editor" })).toBeDisabled();
    await expect(page.getByRole("complementary", { name: "Writing scenes" })).toBeVisible();
    // Side suggestions: scene purpose and visual storytelling, in the AI Assistant (at 1280 px
    // a folded bar that shows how many it holds and opens on request).
    const assistant = page.getByRole("button", { name: "AI Assistant" });
    await expect(assistant).toContainText("2");
    await assistant.click();
    await expect(page.getByText("Give every scene a purpose")).toBeAttached();
    await expect(page.getByText("Show, don't tell")).toBeAttached();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test("dialog defaults, validation and the no-characters text", async ({ page, screenplayAt }) => {
    const screenplay = await screenplayAt({ title: "Defaults" });
    await addScene(page.request, {
      screenplayId: screenplay.id,
      sceneNumber: 4,
      heading: "INT. A - DAY",
    });
    await addScene(page.request, {
      screenplayId: screenplay.id,
      sceneNumber: 2,
      heading: "INT. B - DAY",
    });
    await page.goto(`/screenplay/${screenplay.id}/scenes`);
    await expect(page.getByText("No Scene Selected")).toBeVisible();
    await page.getByRole("button", { name: "Add Scene" }).first().click();
    const dialog = page.getByRole("dialog", { name: "Create New Scene" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("tab", { name: "Scene Information" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await expect(dialog.getByRole("tab", { name: "Scene Content" })).toBeVisible();
    await expect(dialog.getByLabel("Scene Number")).toHaveValue("5");
    await expect(dialog.getByLabel("Act")).toHaveText("Act 1");
    await expect(dialog.getByLabel("Time of Day")).toHaveText("DAY");
    await expect(dialog.getByText("INT/EXT. LOCATION - TIME OF DAY")).toBeVisible();
    await expect(
      dialog.getByText("No characters created yet. Create characters in the Character Workshop."),
    ).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await dialog.getByLabel("Scene Number").fill("");
    await dialog.getByRole("button", { name: "Create Scene" }).click();
    await expect(dialog.getByText("Scene number is required")).toBeVisible();
    await expect(dialog.getByText("Scene heading is required")).toBeVisible();
    await dialog.getByLabel("Scene Number").fill("0");
    await dialog.getByLabel("Scene Heading").fill("   ");
    await dialog.getByRole("button", { name: "Create Scene" }).click();
    await expect(dialog.getByText("Scene number is required")).toBeVisible();
    await expect(dialog.getByText("Scene heading is required")).toBeVisible();

    // The act and time-of-day options, word for word.
    await dialog.getByLabel("Time of Day").click();
    await expect(page.getByRole("option")).toHaveText([
      "DAY",
      "NIGHT",
      "MORNING",
      "EVENING",
      "DAWN",
      "DUSK",
      "CONTINUOUS",
      "LATER",
    ]);
    await page.keyboard.press("Escape");
    await dialog.getByLabel("Act").click();
    await expect(page.getByRole("option")).toHaveText(["Act 1", "Act 2", "Act 3"]);
    await page.keyboard.press("Escape");
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
  });

  test("create, select, edit and delete a scene", async ({ page, screenplayAt }) => {
    const screenplay = await screenplayAt({ title: "Night Shift" });
    const maya = await addCharacter(page.request, screenplay.id, "Maya");
    await addCharacter(page.request, screenplay.id, "Jonah");
    await page.goto(`/screenplay/${screenplay.id}/scenes`);
    await page.getByRole("button", { name: "Add Scene" }).first().click();
    const dialog = page.getByRole("dialog", { name: "Create New Scene" });
    await expect(dialog.getByLabel("Scene Number")).toHaveValue("1");
    await dialog.getByLabel("Scene Heading").fill("INT. DINER - NIGHT");
    await dialog.getByLabel("Act").click();
    await page.getByRole("option", { name: "Act 2" }).click();
    await dialog.getByLabel("Time of Day").click();
    await page.getByRole("option", { name: "NIGHT" }).click();
    await dialog.getByRole("checkbox", { name: "Maya" }).check();
    await dialog.getByRole("checkbox", { name: "Jonah" }).check();
    await dialog.getByRole("tab", { name: "Scene Content" }).click();
    await dialog.getByRole("textbox", { name: "Scene Content" }).fill(MAYA_SCENE);
    // The live preview lays the text out like the printed page.
    const preview = dialog.getByTestId("script-preview");
    await expect(preview.locator('[data-line-type="character"]')).toHaveText("MAYA");
    await expect(preview.locator('[data-line-type="parenthetical"]')).toHaveText("(quietly)");
    await expect(preview.locator('[data-line-type="transition"]')).toHaveText("CUT TO:");
    const left = async (type: string) =>
      preview
        .locator(`[data-line-type="${type}"]`)
        .first()
        .evaluate((el) => el.getBoundingClientRect().left);
    // Action at 1.5in, dialogue at 2.5in, parenthetical at 3.0in, cue at 3.5in.
    const [action, dialogue, paren, cue] = [
      await left("action"),
      await left("dialogue"),
      await left("parenthetical"),
      await left("character"),
    ];
    expect(action).toBeLessThan(dialogue);
    expect(dialogue).toBeLessThan(paren);
    expect(paren).toBeLessThan(cue);
    expect(Math.abs(cue - action - 2 * (dialogue - action))).toBeLessThan(2);

    await dialog.getByRole("button", { name: "Create Scene" }).click();
    await expect(toast(page)).toContainText("Scene created");
    await expect(toast(page)).toContainText("Your scene has been added to the screenplay.");
    await expect(dialog).toBeHidden();
    const item = page.getByTestId("scene-item");
    await expect(item).toHaveCount(1);
    await expect(item).toContainText("1");
    await expect(item).toContainText("INT. DINER - NIGHT");
    await expect(item).toContainText("Act 2");
    await expect(item).toContainText("2 characters");
    // The new scene is selected: number, heading and its content in monospace.
    await expect(page.getByRole("heading", { name: "INT. DINER - NIGHT" })).toBeVisible();
    await expect(page.getByTestId("scene-content")).toContainText("We're not alone.");
    const font = await page
      .getByTestId("scene-content")
      .evaluate((el) => getComputedStyle(el).fontFamily);
    expect(font).toMatch(/Courier|monospace/);

    const stored = (await (
      await page.request.get(`/api/screenplays/${screenplay.id}/scenes`)
    ).json()) as Scene[];
    expect(stored[0]?.characters).toContain(String(maya.id));
    expect(stored[0]?.locations).toEqual(["DINER"]);

    await page.getByRole("button", { name: "Edit", exact: true }).click();
    const edit = page.getByRole("dialog", { name: "Edit Scene" });
    await expect(edit.getByLabel("Scene Heading")).toHaveValue("INT. DINER - NIGHT");
    await expect(edit.getByLabel("Act")).toHaveText("Act 2");
    await expect(edit.getByRole("checkbox", { name: "Maya" })).toBeChecked();
    await edit.getByLabel("Scene Heading").fill("EXT. DINER PARKING LOT - NIGHT");
    await edit.getByRole("button", { name: "Update Scene" }).click();
    await expect(toast(page)).toContainText("Scene updated");
    await expect(toast(page)).toContainText("Your scene has been updated successfully.");
    await expect(edit).toBeHidden();
    await expect(page.getByTestId("scene-item")).toContainText("EXT. DINER PARKING LOT - NIGHT");

    await page.getByRole("button", { name: "Delete", exact: true }).click();
    const confirm = page.getByRole("alertdialog");
    await expect(confirm).toContainText("Are you sure you want to delete this scene?");
    await confirm.getByRole("button", { name: "Delete" }).click();
    await expect(page.getByTestId("scene-item")).toHaveCount(0);
    await expect(page.getByText("No scenes yet").first()).toBeVisible();
  });

  test("a scene without content offers Add Content; a stale edit is not overwritten", async ({
    page,
    screenplayAt,
  }) => {
    const screenplay = await screenplayAt({ title: "Conflicts" });
    const scene = await addScene(page.request, {
      screenplayId: screenplay.id,
      sceneNumber: 1,
      heading: "INT. OFFICE - DAY",
    });
    await page.goto(`/screenplay/${screenplay.id}/scenes`);
    await page.getByTestId("scene-item").click();
    await expect(page.getByText("No content yet")).toBeVisible();
    await page.getByRole("button", { name: "Add Content" }).click();
    const dialog = page.getByRole("dialog", { name: "Edit Scene" });
    await dialog.getByRole("tab", { name: "Scene Content" }).click();
    await dialog.getByRole("textbox", { name: "Scene Content" }).fill("Mine: the desk is empty.");
    // Someone else saves the scene meanwhile.
    const other = await page.request.patch(`/api/scenes/${scene.id}`, {
      data: { content: "Theirs: the desk is on fire.", updatedAt: scene.updatedAt },
    });
    expect(other.status()).toBe(200);
    await dialog.getByRole("button", { name: "Update Scene" }).click();
    await expect(toast(page)).toContainText("Failed to update scene");
    await expect(toast(page)).toContainText("409");
    await expect(dialog.getByTestId("scene-conflict")).toContainText(
      "Theirs: the desk is on fire.",
    );
    await expectEditorText(
      dialog.getByRole("textbox", { name: "Scene Content" }),
      "Mine: the desk is empty.",
    );
    // Saving again now keeps the writer's version deliberately.
    await dialog.getByRole("button", { name: "Update Scene" }).click();
    await expect(toast(page)).toContainText("Scene updated");
    await expect(page.getByTestId("scene-content")).toHaveText("Mine: the desk is empty.");
  });

  test("AI Generate Scene streams into the field", async ({ page, screenplayAt }) => {
    const screenplay = await screenplayAt({
      title: "Streamed",
      genre: "Thriller",
    });
    await addCharacter(page.request, screenplay.id, "Maya");
    await addScene(page.request, {
      screenplayId: screenplay.id,
      sceneNumber: 1,
      heading: "INT. LAB - NIGHT",
      content: "Alarms wail.",
    });
    await page.goto(`/screenplay/${screenplay.id}/scenes`);
    // The writer sees scene 1 listed before adding the next one, numbered after it.
    await expect(page.getByTestId("scene-item")).toHaveCount(1);
    await page.getByRole("button", { name: "Add Scene" }).first().click();
    const dialog = page.getByRole("dialog", { name: "Create New Scene" });
    await dialog.getByLabel("Scene Heading").fill("EXT. ROOFTOP - NIGHT");
    await dialog.getByRole("checkbox", { name: "Maya" }).check();
    await dialog.getByRole("tab", { name: "Scene Content" }).click();

    const requestSeen = page.waitForRequest("**/api/ai/generate-scene/stream");
    await dialog.getByRole("button", { name: "AI Generate Scene" }).click();
    const body = (await requestSeen).postDataJSON() as Record<string, unknown>;
    // The dialog's values and where the scene goes; the server finds "Alarms wail." itself.
    expect(body).toEqual({
      sceneHeading: "EXT. ROOFTOP - NIGHT",
      characters: ["Maya"],
      act: "Act 1",
      beat: "",
      content: "",
      mode: "write",
      sceneNumber: 2,
      screenplayId: screenplay.id,
    });
    await expect(toast(page)).toContainText("Scene generated");
    await expect(toast(page)).toContainText(
      "AI has created your scene. Review and save to continue.",
    );
    const content = dialog.getByRole("textbox", { name: "Scene Content" });
    await expect.poll(() => editorText(content)).not.toBe("");
    expect(await editorText(content)).toContain("MAYA");
    // It arrived in pieces (the offline writer streams line by line).
    const button = dialog.getByRole("button", { name: "AI Generate Scene" });
    await expect(button).toBeEnabled();
    expect(Number(await button.getAttribute("data-stream-pieces"))).toBeGreaterThan(3);
    await dialog.getByRole("button", { name: "Create Scene" }).click();
    await expect(toast(page)).toContainText("Scene created");
    await expect(page.getByTestId("scene-item")).toHaveCount(2);
  });

  test("Continue to AI Editor saves progress and moves on", async ({ page, screenplayAt }) => {
    const screenplay = await screenplayAt({ title: "Onward" });
    await addScene(page.request, {
      screenplayId: screenplay.id,
      sceneNumber: 1,
      heading: "INT. HALL - DAY",
    });
    await page.goto(`/screenplay/${screenplay.id}/scenes`);
    await page.route(`**/api/screenplays/${screenplay.id}`, async (route) => {
      if (route.request().method() === "PATCH") await new Promise((r) => setTimeout(r, 600));
      await route.continue();
    });
    const patch = page.waitForRequest(
      (r) => r.method() === "PATCH" && r.url().endsWith(`/api/screenplays/${screenplay.id}`),
    );
    await page.getByRole("button", { name: "Continue to AI Editor" }).click();
    await expect(page.getByRole("button", { name: "Saving..." })).toBeVisible();
    expect((await patch).postDataJSON()).toEqual({
      currentStep: "editor",
      progress: 80,
      updatedAt: screenplay.updatedAt,
    });
    await expect(toast(page)).toContainText("Progress saved");
    await expect(toast(page)).toContainText("Moving to AI Editor step.");
    await expect(page).toHaveURL(new RegExp(`/screenplay/${screenplay.id}/editor$`));
  });
});

test.describe("AI Assistant panel, docked on a wide screen", () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test("opens as the writer last left it, on the next visit too", async ({
    page,
    screenplayAt,
  }) => {
    const screenplay = await screenplayAt({ title: "Folded" });
    await page.goto(`/screenplay/${screenplay.id}/scenes`);
    const toggle = page.getByRole("button", { name: "AI Assistant" });
    // A wide screen and no choice made yet: it starts open.
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: "Scene Writing" })).toBeVisible();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(toggle).toContainText("2");

    await toggle.click();
    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: "Scene Writing" })).toBeVisible();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
  });
});

test.describe("Import", () => {
  test("a Fountain file from the dashboard becomes a screenplay with its scenes", async ({
    page,
    onDashboard,
  }) => {
    await onDashboard("Existing");
    await expect(page.getByRole("button", { name: "Import" })).toBeVisible();
    await expect(page.getByRole("button", { name: "New Screenplay" })).toBeVisible();
    const chooser = page.waitForEvent("filechooser");
    await page.getByRole("button", { name: "Import" }).click();
    await (await chooser).setFiles(
      join(process.cwd(), "fixtures/screenplays/brick-and-steel.fountain"),
    );
    await expect(toast(page)).toContainText("Screenplay imported");
    await expect(page).toHaveURL(/\/screenplay\/\d+\/scenes$/);
    await expect(page.getByTestId("scene-item")).toHaveCount(8);
  });

  test("a file that is not a screenplay fails with a toast", async ({ page, onDashboard }) => {
    await onDashboard("Existing");
    await page.getByTestId("import-file").setInputFiles({
      name: "empty.fountain",
      mimeType: "text/plain",
      buffer: Buffer.from("   \n"),
    });
    await expect(toast(page)).toContainText("Import failed");
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});
