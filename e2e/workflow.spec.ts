import type { Page } from "@playwright/test";
import { LOGLINE_MAX, type Screenplay } from "../shared/schemas/screenplay";
import { fillRegisterForm, toast, uniqueUsername } from "./support/fixtures";
import { editorText } from "./support/screens";
import { expect, test } from "./support/test";

async function expectToast(page: Page, title: string, description?: string) {
  await expect(toast(page).getByText(title, { exact: true })).toBeVisible();
  if (description) await expect(toast(page)).toContainText(description);
}

/** Sidebar: percent = (step index + 1) / 6; a check mark on every step before the current. */
async function expectSidebar(page: Page, percent: number, completed: number, active: string) {
  const sidebar = page.getByRole("complementary", { name: "Screenplay steps" });
  await expect(sidebar).toContainText(`${percent}%`);
  await expect(sidebar.getByLabel("Completed")).toHaveCount(completed);
  await expect(sidebar.getByRole("link", { name: new RegExp(active) })).toContainText("Active");
}

async function saved(page: Page, id: number): Promise<Screenplay> {
  return (await page.request.get(`/api/screenplays/${id}`)).json();
}

test("a new writer takes a screenplay from idea to final script with the offline writer", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const username = uniqueUsername("workflow");

  // Sign up: a first-time writer gets a sample Drama screenplay and lands on its idea page.
  await fillRegisterForm(page, username);
  await page.getByRole("button", { name: "Register", exact: true }).click();
  await expectToast(page, "Registration successful");
  await expect(page).toHaveURL(/\/screenplay\/\d+\/idea$/);
  const id = Number(/\/screenplay\/(\d+)\//.exec(page.url())?.[1]);
  const start = await saved(page, id);
  expect(start).toMatchObject({ currentStep: "idea", progress: 0, genre: "Drama" });
  await expect(page.getByRole("heading", { level: 1, name: "Idea Generation" })).toBeVisible();
  await expectSidebar(page, 17, 0, "Idea Generation");

  // The help guide opens by itself about a second after this first visit.
  const guide = page.getByRole("dialog", { name: "Welcome" });
  await expect(guide).toBeVisible({ timeout: 15_000 });
  await guide.getByRole("button", { name: "Close" }).click();
  await expect(page.getByRole("dialog")).toHaveCount(0);

  // ── 1. Idea ──────────────────────────────────────────────────────────────────────────────
  await expect(page.getByLabel("Genre")).toHaveValue("Drama");
  await expect(page.getByRole("button", { name: "Generate Story Ideas" })).toBeDisabled();
  await page.getByLabel("Theme").fill("forgiveness");
  await page.getByLabel("Setting").fill("a fishing town on the Maine coast");
  await page.getByLabel("Main Character").fill("a lighthouse keeper who never leaves the island");
  await page.getByRole("button", { name: "Generate Story Ideas" }).click();
  await expect(page.getByRole("tab", { name: "Story Ideas" })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  const cards = page.getByTestId("story-idea");
  await expect(cards).toHaveCount(3);
  const idea = cards.first();
  const ideaTitle = (await idea.getByRole("heading").textContent()) ?? "";
  const ideaLogline = (await idea.locator("p").first().textContent()) ?? "";
  await idea.getByRole("button", { name: /Use This Idea/ }).click();
  // It renames the working title: the writer is asked first.
  await page
    .getByRole("alertdialog", { name: "Use this idea?" })
    .getByRole("button", { name: "Use its title too" })
    .click();
  await expect(page.getByRole("tab", { name: "Logline" })).toHaveAttribute("aria-selected", "true");
  const logline = page.getByRole("textbox", { name: "Logline" });
  await expect(logline).toHaveValue(ideaLogline);
  await expectToast(page, "Screenplay updated");
  await expect(page.getByRole("complementary", { name: "Screenplay steps" })).toContainText(
    ideaTitle,
  );
  expect((await saved(page, id)).title).toBe(ideaTitle);

  // The writer tightens the logline to fit the screenplay's limit and saves it.
  const mine =
    ideaLogline.length <= LOGLINE_MAX
      ? ideaLogline
      : "A lighthouse keeper who never leaves her island must row to the mainland to forgive the brother who left.";
  await logline.fill(mine);
  await page.getByRole("button", { name: "Save Logline" }).click();
  await expectToast(page, "Screenplay updated", "Logline saved");
  await page.getByRole("button", { name: "Continue to Outline" }).click();
  await expectToast(page, "Progress saved", "Moving to Outline step.");
  await expect(page).toHaveURL(new RegExp(`/screenplay/${id}/outline$`));
  expect(await saved(page, id)).toMatchObject({
    logline: mine,
    currentStep: "outline",
    progress: 20,
  });
  await expectSidebar(page, 33, 1, "Outline Builder");

  // ── 2. Outline ───────────────────────────────────────────────────────────────────────────
  await expect(page.getByRole("heading", { level: 1, name: "Outline Builder" })).toBeVisible();
  await expect(page.getByTestId("act-share-act1")).toContainText("25%");
  await expect(page.getByTestId("act-share-act2")).toContainText("50%");
  await expect(page.getByTestId("act-share-act3")).toContainText("25%");
  const outlineRequest = page.waitForRequest("**/api/ai/generate-outline");
  await page.getByRole("button", { name: "AI Generate Outline" }).click();
  expect((await outlineRequest).postDataJSON()).toEqual({
    screenplayId: id,
    title: ideaTitle,
    logline: mine,
    genre: "Drama",
  });
  await expectToast(page, "Outline generated");
  await page.getByRole("tab", { name: "Act I", exact: true }).click();
  await expect(page.getByLabel("Inciting Incident")).not.toHaveValue("");
  await page.getByRole("button", { name: "Save Outline" }).click();
  await expectToast(page, "Outline saved");
  await page.getByRole("tab", { name: "Act III", exact: true }).click();
  await page.getByRole("button", { name: "Continue to Characters" }).click();
  await expectToast(page, "Progress saved", "Moving to Character Workshop step.");
  await expect(page).toHaveURL(new RegExp(`/screenplay/${id}/characters$`));
  const outline = await (await page.request.get(`/api/screenplays/${id}/outline`)).json();
  expect(outline.act1.incitingIncident).toBeTruthy();
  expect(outline.act3.climax).toBeTruthy();
  expect(await saved(page, id)).toMatchObject({ currentStep: "characters", progress: 40 });
  await expectSidebar(page, 50, 2, "Character Workshop");

  // ── 3. Characters ────────────────────────────────────────────────────────────────────────
  await expect(page.getByRole("heading", { level: 1, name: "Character Workshop" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "No characters yet" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Continue to Scene Writing" })).toBeDisabled();
  await page.getByRole("button", { name: "Create Character" }).first().click();
  const characterDialog = page.getByRole("dialog", { name: "Create Character" });
  await characterDialog.getByLabel("Name").fill("Mara Quinn");
  await characterDialog.getByRole("button", { name: "AI Generate" }).click();
  await expectToast(page, "Character generated");
  await expect(characterDialog.getByLabel("Occupation")).not.toHaveValue("");
  await characterDialog.getByRole("button", { name: "Create Character" }).click();
  await expectToast(page, "Character created");
  await expect(characterDialog).toBeHidden();
  const detail = page.getByTestId("character-detail");
  await detail.getByRole("button", { name: "Generate Dialogue" }).click();
  await expectToast(page, "Dialogue generated");
  await expect(detail.getByTestId("dialogue-sample").first()).toContainText("AI Generated");
  await page.getByRole("button", { name: "Continue to Scene Writing" }).click();
  await expectToast(page, "Progress saved", "Moving to Scene Writing step.");
  await expect(page).toHaveURL(new RegExp(`/screenplay/${id}/scenes$`));
  expect(await saved(page, id)).toMatchObject({ currentStep: "scenes", progress: 60 });
  await expectSidebar(page, 67, 3, "Scene Writing");

  // ── 4. Scenes ────────────────────────────────────────────────────────────────────────────
  await expect(page.getByRole("heading", { level: 1, name: "Scene Writing" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Continue to AI Editor" })).toBeDisabled();
  await page.getByRole("button", { name: "Add Scene" }).first().click();
  let sceneDialog = page.getByRole("dialog", { name: "Create New Scene" });
  await expect(sceneDialog.getByRole("tab", { name: "Scene Information" })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  await expect(sceneDialog.getByLabel("Scene Number")).toHaveValue("1");
  await expect(sceneDialog.getByLabel("Act")).toHaveText("Act 1");
  await expect(sceneDialog.getByLabel("Time of Day")).toHaveText("DAY");
  await sceneDialog.getByLabel("Scene Heading").fill("EXT. LIGHTHOUSE GALLERY - DUSK");
  await sceneDialog.getByRole("checkbox", { name: "Mara Quinn" }).check();
  await sceneDialog.getByRole("tab", { name: "Scene Content" }).click();
  await sceneDialog
    .getByRole("textbox", { name: "Scene Content" })
    .fill(
      "Wind tears at the glass. MARA trims the wick.\n\nMARA QUINN\n(to herself)\nOne more night.",
    );
  await sceneDialog.getByRole("button", { name: "Create Scene" }).click();
  await expectToast(page, "Scene created", "Your scene has been added to the screenplay.");
  await expect(sceneDialog).toBeHidden();

  // The second scene is drafted by the AI and gets the next number.
  await page.getByRole("button", { name: "Add Scene" }).first().click();
  sceneDialog = page.getByRole("dialog", { name: "Create New Scene" });
  await expect(sceneDialog.getByLabel("Scene Number")).toHaveValue("2");
  await sceneDialog.getByLabel("Scene Heading").fill("INT. HARBOR DINER - NIGHT");
  await expect(sceneDialog.getByLabel("Scene Heading")).toHaveValue("INT. HARBOR DINER - NIGHT");
  await sceneDialog.getByRole("checkbox", { name: "Mara Quinn" }).check();
  await sceneDialog.getByRole("tab", { name: "Scene Content" }).click();
  await sceneDialog.getByRole("button", { name: "AI Generate Scene" }).click();
  await expectToast(
    page,
    "Scene generated",
    "AI has created your scene. Review and save to continue.",
  );
  await expect
    .poll(() => editorText(sceneDialog.getByRole("textbox", { name: "Scene Content" })))
    .not.toBe("");
  await expect(sceneDialog.getByRole("button", { name: "AI Generate Scene" })).toBeEnabled();
  await sceneDialog.getByRole("tab", { name: "Scene Information" }).click();
  await expect(sceneDialog.getByLabel("Scene Heading")).toHaveValue("INT. HARBOR DINER - NIGHT");
  await sceneDialog.getByRole("button", { name: "Create Scene" }).click();
  await expectToast(page, "Scene created");
  await expect(page.getByTestId("scene-item")).toHaveCount(2);
  await page.getByRole("button", { name: "Continue to AI Editor" }).click();
  await expectToast(page, "Progress saved", "Moving to AI Editor step.");
  await expect(page).toHaveURL(new RegExp(`/screenplay/${id}/editor$`));
  expect(await saved(page, id)).toMatchObject({ currentStep: "editor", progress: 80 });
  await expectSidebar(page, 83, 4, "AI Editor");

  // ── 5. AI Editor ─────────────────────────────────────────────────────────────────────────
  await expect(page.getByRole("heading", { name: "Ready for Analysis" })).toBeVisible();
  await page.getByRole("button", { name: "Analyze Screenplay" }).click();
  await expectToast(page, "Analysis complete");
  await expect(page.getByRole("heading", { name: "Analysis Results" })).toBeVisible();
  await expect(page.getByRole("tab", { name: "Structure" })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  await page.getByRole("button", { name: "Continue to Final Script" }).click();
  await expectToast(page, "Progress saved", "Moving to Final Script step.");
  await expect(page).toHaveURL(new RegExp(`/screenplay/${id}/final$`));
  expect(await saved(page, id)).toMatchObject({ currentStep: "final", progress: 100 });
  await expectSidebar(page, 100, 5, "Final Script");

  // ── 6. Final Script ──────────────────────────────────────────────────────────────────────
  await expect(page.getByRole("heading", { level: 1, name: "Final Script" })).toBeVisible();
  await expect(page.getByRole("tab", { name: "Full Script" })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  await expect(page.getByTestId("title-page")).toContainText(ideaTitle, { ignoreCase: true });
  await expect(page.getByTestId("title-page")).toContainText("Written by");
  const headings = page.getByTestId("full-script").locator('[data-line-type="scene_heading"]');
  await expect(headings).toHaveText([
    /EXT\. LIGHTHOUSE GALLERY - DUSK/,
    /INT\. HARBOR DINER - NIGHT/,
  ]);
  await expect(page.getByTestId("full-script")).toContainText("One more night.");
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export PDF" }).click();
  expect((await download).suggestedFilename()).toBe(`${ideaTitle}.pdf`);
  await expectToast(page, "PDF Export", "Your screenplay has been exported as a PDF file.");

  // Back on the dashboard, the card shows where the screenplay stands.
  await page.getByRole("link", { name: "Projects" }).first().click();
  const card = page.getByTestId("screenplay-card").filter({ hasText: ideaTitle });
  await expect(card).toContainText("Final Script");
  await expect(card).toContainText(mine);
});
