import { execFileSync } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import type { Scene } from "../shared/schemas/scene";
import { seriousViolations } from "./support/a11y";
import { createScreenplay, signUp } from "./support/fixtures";

const SHOTS = "/tmp/shots/steps-b";
const SIZES = [
  { name: "desktop", width: 1280, height: 800 },
  { name: "mobile", width: 390, height: 844 },
] as const;

async function addScene(
  request: APIRequestContext,
  input: { screenplayId: number; sceneNumber: number; heading: string } & Partial<Scene>,
): Promise<Scene> {
  const response = await request.post("/api/scenes", { data: input });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as Scene;
}

async function addCharacter(request: APIRequestContext, screenplayId: number, name: string) {
  const response = await request.post("/api/characters", { data: { screenplayId, name } });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: number; name: string };
}

/** The one visible toast; a modal dialog hides the rest of the page from the accessibility tree. */
function toast(page: Page) {
  return page
    .getByRole("region", { name: /Notifications/, includeHidden: true })
    .getByRole("listitem", { includeHidden: true });
}

const MAYA_SCENE = `Rain hammers the window. MAYA (30s) paces.

MAYA
(quietly)
We're not alone.

CUT TO:`;

test.describe("Scene Writing", () => {
  test("empty states, Add Scene buttons and the disabled Continue", async ({ page }) => {
    await signUp(page);
    const screenplay = await createScreenplay(page.request, { title: "Empty Reel" });
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

  test("dialog defaults, validation and the no-characters text", async ({ page }) => {
    await signUp(page);
    const screenplay = await createScreenplay(page.request, { title: "Defaults" });
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

    // The select options are the spec's.
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

  test("create, select, edit and delete a scene", async ({ page }) => {
    await signUp(page);
    const screenplay = await createScreenplay(page.request, { title: "Night Shift" });
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
  }) => {
    await signUp(page);
    const screenplay = await createScreenplay(page.request, { title: "Conflicts" });
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
    await expect(dialog.getByRole("textbox", { name: "Scene Content" })).toHaveValue(
      "Mine: the desk is empty.",
    );
    // Saving again now keeps the writer's version deliberately.
    await dialog.getByRole("button", { name: "Update Scene" }).click();
    await expect(toast(page)).toContainText("Scene updated");
    await expect(page.getByTestId("scene-content")).toHaveText("Mine: the desk is empty.");
  });

  test("AI Generate Scene streams into the field", async ({ page }) => {
    await signUp(page);
    const screenplay = await createScreenplay(page.request, {
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
    await page.getByRole("button", { name: "Add Scene" }).first().click();
    const dialog = page.getByRole("dialog", { name: "Create New Scene" });
    await dialog.getByLabel("Scene Heading").fill("EXT. ROOFTOP - NIGHT");
    await dialog.getByRole("checkbox", { name: "Maya" }).check();
    await dialog.getByRole("tab", { name: "Scene Content" }).click();

    const requestSeen = page.waitForRequest("**/api/ai/generate-scene/stream");
    await dialog.getByRole("button", { name: "AI Generate Scene" }).click();
    const body = (await requestSeen).postDataJSON() as Record<string, unknown>;
    // The writer's choices and where the scene goes; the server finds "Alarms wail." itself.
    expect(body).toEqual({
      sceneHeading: "EXT. ROOFTOP - NIGHT",
      characters: ["Maya"],
      act: "Act 1",
      sceneNumber: 2,
      screenplayId: screenplay.id,
    });
    await expect(toast(page)).toContainText("Scene generated");
    await expect(toast(page)).toContainText(
      "AI has created your scene. Review and save to continue.",
    );
    const content = dialog.getByRole("textbox", { name: "Scene Content" });
    await expect(content).not.toHaveValue("");
    expect(await content.inputValue()).toContain("MAYA");
    // It arrived in pieces (the offline writer streams line by line).
    const button = dialog.getByRole("button", { name: "AI Generate Scene" });
    await expect(button).toBeEnabled();
    expect(Number(await button.getAttribute("data-stream-pieces"))).toBeGreaterThan(3);
    await dialog.getByRole("button", { name: "Create Scene" }).click();
    await expect(toast(page)).toContainText("Scene created");
    await expect(page.getByTestId("scene-item")).toHaveCount(2);
  });

  test("Continue to AI Editor saves progress and moves on", async ({ page }) => {
    await signUp(page);
    const screenplay = await createScreenplay(page.request, { title: "Onward" });
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

const STORY = [
  {
    sceneNumber: 3,
    heading: "EXT. HARBOR - DAWN",
    act: "Act 3",
    content:
      "Gulls wheel over the water.\n\nMAYA\nIt ends here.\n\nJONAH\n(smiling)\nIt ends with breakfast.",
  },
  {
    sceneNumber: 1,
    heading: "INT. DINER - NIGHT",
    act: "Act 1",
    content:
      "Neon hums. MAYA slides into a booth across from JONAH.\n\nMAYA\nYou're late.\n\nJONAH\nYou're early.",
  },
  {
    sceneNumber: 2,
    heading: "INT. WAREHOUSE - NIGHT",
    act: "Act 2",
    content: "Crates tower in the dark. A flashlight beam cuts across them.\n\nCUT TO:",
  },
];

async function seedStory(page: Page, title = "Harbor Lights") {
  const user = await signUp(page);
  const screenplay = await createScreenplay(page.request, {
    title,
    logline: "A night-shift cook and a dock worker chase a stolen shipment before dawn.",
    genre: "Thriller",
  });
  for (const scene of STORY)
    await addScene(page.request, { screenplayId: screenplay.id, ...scene });
  return { user, screenplay };
}

test.describe("AI Editor", () => {
  test("with no scenes: disabled analysis with its hint, Skip to Final Script", async ({
    page,
  }) => {
    await signUp(page);
    const screenplay = await createScreenplay(page.request, { title: "Blank Page" });
    await page.goto(`/screenplay/${screenplay.id}/editor`);
    await expect(page.getByRole("heading", { name: "AI Editor", level: 1 })).toBeVisible();
    await expect(page.getByRole("button", { name: "Analyze Screenplay" })).toBeDisabled();
    await expect(
      page.getByText("You need to create scenes before analysis can be performed."),
    ).toBeVisible();
    await expect(page.getByRole("heading", { name: "Ready for Analysis" })).toBeVisible();
    const patch = page.waitForRequest((r) => r.method() === "PATCH");
    await page.getByRole("button", { name: "Skip to Final Script" }).click();
    expect((await patch).postDataJSON()).toEqual({
      currentStep: "final",
      progress: 100,
      updatedAt: screenplay.updatedAt,
    });
    await expect(toast(page)).toContainText("Progress saved");
    await expect(toast(page)).toContainText("Moving to Final Script step.");
    await expect(page).toHaveURL(new RegExp(`/screenplay/${screenplay.id}/final$`));
  });

  test("analysis: the stored script, tabs with Structure first, rating bars and statistics", async ({
    page,
  }) => {
    const { screenplay } = await seedStory(page);
    await page.goto(`/screenplay/${screenplay.id}/editor`);
    await expect(page.getByRole("heading", { name: "Ready for Analysis" })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.route("**/api/ai/analyze-screenplay", async (route) => {
      await new Promise((r) => setTimeout(r, 500));
      await route.continue();
    });
    const request = page.waitForRequest("**/api/ai/analyze-screenplay");
    await page.getByRole("button", { name: "Analyze Screenplay" }).click();
    await expect(page.getByRole("button", { name: "Analyzing..." })).toBeDisabled();
    // Only the screenplay: the server reads its stored scenes, in script order, as the script
    // (server/modules/ai/ai-scene-context.routes.test.ts checks the text and its order).
    expect((await request).postDataJSON()).toEqual({ screenplayId: screenplay.id });

    await expect(toast(page)).toContainText("Analysis complete");
    await expect(page.getByRole("heading", { name: "Analysis Results" })).toBeVisible();
    const tabs = page.getByRole("tab");
    await expect(tabs).toHaveText(["Overview", "Structure", "Characters", "Dialogue", "Visuals"]);
    await expect(page.getByRole("tab", { name: "Structure" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    const panel = page.getByRole("tabpanel");
    await expect(panel.getByText("Structure & Pacing")).toBeVisible();
    await expect(panel.getByRole("heading", { name: "Strengths" })).toBeVisible();
    await expect(panel.getByRole("heading", { name: "Areas for Improvement" })).toBeVisible();
    await expect(panel.getByRole("heading", { name: "Specific Suggestions" })).toBeVisible();

    await page.getByRole("tab", { name: "Overview" }).click();
    await expect(panel.getByRole("heading", { name: "Key Strengths" })).toBeVisible();
    await expect(panel.getByRole("heading", { name: "Priority Improvements" })).toBeVisible();
    for (const label of [
      "Structure & Pacing",
      "Character Development",
      "Dialogue Authenticity",
      "Visual Storytelling",
    ]) {
      await expect(
        panel.getByRole("progressbar", { name: new RegExp(`^${label}: .* out of 10$`) }),
      ).toBeVisible();
    }
    for (const [tab, label] of [
      ["Characters", "Character Development"],
      ["Dialogue", "Dialogue Authenticity"],
      ["Visuals", "Visual Storytelling"],
    ] as const) {
      await page.getByRole("tab", { name: tab }).click();
      await expect(
        panel.getByRole("progressbar", { name: new RegExp(`^${label}: `) }),
      ).toBeVisible();
    }

    const stats = page.getByTestId("statistics");
    await expect(stats.getByTestId("stat-pages")).toHaveText(/^\d+$/);
    await expect(stats.getByTestId("stat-runtime")).toHaveText(/^~\d+ min$/);
    await expect(stats.getByTestId("act-share")).toHaveCount(3);
    await expect(stats.getByTestId("act-share").first()).toContainText("of 25%");
    await expect(stats.getByTestId("stat-dialogue")).toHaveText(/^\d+%$/);
    await expect(stats.getByTestId("character-lines").filter({ hasText: "MAYA" })).toContainText(
      "2",
    );
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole("button", { name: "Continue to Final Script" }).click();
    await expect(toast(page)).toContainText("Moving to Final Script step.");
    await expect(page).toHaveURL(new RegExp(`/screenplay/${screenplay.id}/final$`));
  });
});

test.describe("Final Script", () => {
  test("no scenes: the empty state", async ({ page }) => {
    await signUp(page);
    const screenplay = await createScreenplay(page.request, { title: "Nothing Yet" });
    await page.goto(`/screenplay/${screenplay.id}/final`);
    await expect(page.getByText("No scenes yet")).toBeVisible();
    await expect(
      page.getByText("You need to create scenes before your final script can be generated."),
    ).toBeVisible();
    await expect(page.getByText("No logline available")).toBeVisible();
    await page.getByRole("tab", { name: "Script Information" }).click();
    await expect(page.getByText("Not specified")).toBeVisible();
  });

  test("title page, sorted scenes, copy, information and a real PDF", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    const { user, screenplay } = await seedStory(page);
    await page.goto(`/screenplay/${screenplay.id}/final`);
    await expect(page.getByRole("heading", { name: "Final Script", level: 1 })).toBeVisible();
    const card = page.getByTestId("script-card");
    await expect(card.getByRole("heading", { name: "Harbor Lights", level: 2 })).toBeVisible();
    await expect(card).toContainText("A night-shift cook and a dock worker");
    await expect(card.getByText("Thriller", { exact: true })).toBeVisible();
    await expect(page.getByRole("tab", { name: "Full Script" })).toHaveAttribute(
      "aria-selected",
      "true",
    );

    const titlePage = page.getByTestId("title-page");
    await expect(titlePage.getByRole("heading")).toHaveText("Harbor Lights");
    await expect(titlePage.getByRole("heading")).toHaveCSS("text-transform", "uppercase");
    await expect(titlePage).toContainText("A night-shift cook and a dock worker");
    await expect(titlePage).toContainText("Written by");
    await expect(titlePage.getByTestId("author")).toHaveText(user.username ?? "");

    const script = page.getByTestId("full-script");
    const box = await script.boundingBox();
    expect(box?.width).toBeLessThanOrEqual(600);
    const headings = script.locator('[data-line-type="scene_heading"]');
    await expect(headings).toHaveText([
      "INT. DINER - NIGHT",
      "INT. WAREHOUSE - NIGHT",
      "EXT. HARBOR - DAWN",
    ]);
    await expect(headings.first()).toHaveCSS("font-weight", "700");
    await expect(headings.first()).toHaveCSS("text-transform", "uppercase");
    await expect(script.locator('[data-line-type="transition"]')).toHaveText("CUT TO:");
    await expect(script.locator('[data-line-type="parenthetical"]')).toHaveText("(smiling)");
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole("button", { name: "Copy Text" }).click();
    await expect(page.getByRole("button", { name: "Copied!" })).toBeVisible();
    await expect(toast(page)).toContainText("Copied to clipboard");
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain("Title: Harbor Lights");
    expect(copied.indexOf("INT. DINER")).toBeLessThan(copied.indexOf("EXT. HARBOR"));
    await expect(page.getByRole("button", { name: "Copy Text" })).toBeVisible({ timeout: 4000 });

    await page.getByRole("tab", { name: "Script Information" }).click();
    const info = page.getByRole("tabpanel");
    await expect(info).toContainText("Harbor Lights");
    await expect(info).toContainText("Thriller");
    await expect(info).toContainText("Created");
    await expect(info).toContainText("100%");
    await expect(info.getByTestId("info-scenes")).toHaveText("3");
    const contentLength = STORY.reduce((sum, s) => sum + s.content.length, 0);
    await expect(info.getByTestId("info-estimated-pages")).toHaveText(
      String(Math.ceil(contentLength / 1500)),
    );
    await expect(info.getByTestId("info-runtime")).toHaveText(/^~\d+ min$/);
    await expect(info).toContainText("writers' guild");
    expect(await seriousViolations(page)).toEqual([]);
    // The script's pages, and the title page the PDF adds.
    const shownPdfPages = Number(await info.getByTestId("info-pages").textContent()) + 1;

    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Export PDF" }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe("Harbor Lights.pdf");
    const path = join(tmpdir(), `export-${screenplay.id}.pdf`);
    await file.saveAs(path);
    expect(readFileSync(path).subarray(0, 5).toString("latin1")).toBe("%PDF-");
    const pdfinfo = execFileSync("pdfinfo", [path]).toString();
    expect(Number(/Pages:\s+(\d+)/.exec(pdfinfo)?.[1])).toBe(shownPdfPages);
    await expect(toast(page)).toContainText("PDF Export");
    await expect(toast(page)).toContainText("Your screenplay has been exported as a PDF file.");

    for (const [item, extension] of [
      ["Fountain (.fountain)", "fountain"],
      ["Final Draft (.fdx)", "fdx"],
      ["Plain text (.txt)", "txt"],
    ] as const) {
      await page.getByRole("button", { name: "More export formats" }).click();
      const next = page.waitForEvent("download");
      await page.getByRole("menuitem", { name: item }).click();
      expect((await next).suggestedFilename()).toBe(`Harbor Lights.${extension}`);
    }
  });

  test("a long script: the engine's page count matches the PDF", async ({ page }) => {
    await signUp(page);
    const screenplay = await createScreenplay(page.request, { title: "Long Haul" });
    const dialogue = Array.from({ length: 40 }, (_, i) =>
      i % 2
        ? `JONAH\nLine ${i}, and it keeps going because Jonah never stops talking.`
        : `MAYA\nLine ${i}.`,
    ).join("\n\n");
    for (let n = 1; n <= 6; n++) {
      await addScene(page.request, {
        screenplayId: screenplay.id,
        sceneNumber: n,
        heading: `INT. ROOM ${n} - DAY`,
        content: `The room is quiet until it isn't.\n\n${dialogue}`,
      });
    }
    await page.goto(`/screenplay/${screenplay.id}/final`);
    await expect(page.getByTestId("script-page").nth(2)).toBeAttached();
    await page.getByRole("tab", { name: "Script Information" }).click();
    // The script's pages, and the title page the PDF adds.
    const shown = Number(await page.getByTestId("info-pages").textContent()) + 1;
    expect(shown).toBeGreaterThan(5);
    const response = await page.request.get(`/api/screenplays/${screenplay.id}/export?format=pdf`);
    const path = join(tmpdir(), `long-${screenplay.id}.pdf`);
    writeFileSync(path, await response.body());
    expect(Number(/Pages:\s+(\d+)/.exec(execFileSync("pdfinfo", [path]).toString())?.[1])).toBe(
      shown,
    );
  });
});

test.describe("Import", () => {
  test("a Fountain file from the dashboard becomes a screenplay with its scenes", async ({
    page,
  }) => {
    await signUp(page);
    await createScreenplay(page.request, { title: "Existing" });
    await page.goto("/dashboard");
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

  test("a file that is not a screenplay fails with a toast", async ({ page }) => {
    await signUp(page);
    await createScreenplay(page.request, { title: "Existing" });
    await page.goto("/dashboard");
    await page.getByTestId("import-file").setInputFiles({
      name: "empty.fountain",
      mimeType: "text/plain",
      buffer: Buffer.from("   \n"),
    });
    await expect(toast(page)).toContainText("Import failed");
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});

for (const size of SIZES) {
  test(`screenshots at ${size.name}`, async ({ page }) => {
    test.setTimeout(90_000);
    mkdirSync(SHOTS, { recursive: true });
    await page.setViewportSize(size);
    const shot = async (name: string, fullPage = false) => {
      await page.waitForTimeout(350);
      await page.screenshot({ path: `${SHOTS}/${name}-${size.name}.png`, fullPage });
    };
    const { screenplay } = await seedStory(page, "Harbor Lights");
    await addCharacter(page.request, screenplay.id, "Maya");
    await addCharacter(page.request, screenplay.id, "Jonah");
    await page.goto(`/screenplay/${screenplay.id}/scenes`);
    await page.getByTestId("scene-item").first().click();
    await shot("scenes");
    await shot("scenes-full", true);
    await page.getByRole("button", { name: "Edit", exact: true }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByRole("tab", { name: "Scene Information" })).toBeVisible();
    await shot("scene-dialog-info");
    await dialog.getByRole("tab", { name: "Scene Content" }).click();
    await shot("scene-dialog-content");
    if (size.name === "mobile") {
      await dialog.getByRole("button", { name: "Preview" }).click();
      await shot("scene-dialog-preview");
    }
    await dialog.getByRole("button", { name: "Cancel" }).click();

    await page.goto(`/screenplay/${screenplay.id}/editor`);
    await expect(page.getByRole("heading", { name: "Ready for Analysis" })).toBeVisible();
    await shot("editor-before");
    await page.getByRole("button", { name: "Analyze Screenplay" }).click();
    await expect(page.getByRole("heading", { name: "Analysis Results" })).toBeVisible();
    await shot("editor-after");
    await shot("editor-after-full", true);
    await page.getByRole("tab", { name: "Overview" }).click();
    await shot("editor-overview-full", true);

    await page.goto(`/screenplay/${screenplay.id}/final`);
    await expect(page.getByTestId("title-page")).toBeVisible();
    await shot("final-script");
    await shot("final-script-full", true);
    await page.getByRole("tab", { name: "Script Information" }).click();
    await shot("final-info-full", true);
    await page.emulateMedia({ media: "print" });
    await shot("final-print", true);
    await page.emulateMedia({ media: "screen" });
  });
}
