import type { Locator, Page } from "@playwright/test";
import { toast } from "./support/fixtures";
import { type Covered, coveredControls } from "./support/reachable";
import { manySuggestions, seedStory } from "./support/story";
import { expect, HELP_SEEN_KEY, type ScreenplayAt, test } from "./support/test";

/*
 * The issue this guards: the AI Assistant panel, toasts and the help tour sat on the controls
 * a writer needs. Here every enabled button and link of every step screen, and every control
 * of every dialog, is scrolled into view and must be what the browser draws at its centre,
 * with the panel as the app opens it and a full list of AI suggestions. Nothing is folded,
 * closed or moved to get at a control.
 */

const VIEWPORTS = [
  { width: 1440, height: 900 },
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
];
const SUGGESTIONS = 24;
const ASSISTANT = 'section[aria-label="AI Assistant"]';

async function expectNothingCovered(where: string, root: Locator, found: Covered[][]) {
  const { checked, covered } = await coveredControls(root, { skip: ASSISTANT });
  expect(checked, `controls checked on ${where}`).toBeGreaterThan(0);
  found.push(covered.map((c) => ({ ...c, control: `${where}: ${c.control}` })));
  await screenshot(root.page(), where);
}

/**
 * With SHOTS_DIR set, each screen is also saved as a picture for a person to look at: as the
 * app opens it and, where the panel is a folded bar, with the panel opened over it.
 */
async function screenshot(page: Page, where: string) {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  const size = page.viewportSize();
  const name = `${dir}/${size?.width}x${size?.height}-${where.replace(/[^a-z0-9]+/gi, "-")}`;
  await page.screenshot({ path: `${name}.png` }); // scrolled to the last control checked
  if ((await page.getByRole("dialog").count()) > 0) return;
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
  await page.screenshot({ path: `${name}-top.png` });
  const toggle = page.getByRole("button", { name: "AI Assistant" });
  if ((await toggle.count()) === 0 || (await toggle.getAttribute("aria-expanded")) === "true") {
    return;
  }
  await toggle.click();
  await page.screenshot({ path: `${name}-panel-open.png` });
  await page.keyboard.press("Escape");
}

async function mainOf(page: Page, heading: string) {
  await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
  return page.locator("main");
}

function openDialog(page: Page, name: string | RegExp) {
  return page.getByRole("dialog", { name }).or(page.getByRole("alertdialog", { name }));
}

/** The first-visit help tour: its controls, then the arrow keys through it to 'Got it!'. */
async function walkTheTour(page: Page, found: Covered[][]) {
  const tour = page.getByRole("dialog", { name: "Welcome" });
  await expect(tour).toBeVisible();
  await expectNothingCovered("help tour", tour, found);
  for (let step = 0; step < 4; step++) await page.keyboard.press("ArrowRight");
  await page.getByRole("dialog", { name: "Scene Writing" }).getByText("Got it!").click();
  await expect(page.getByRole("dialog")).toHaveCount(0);
}

/** Every step screen, each in the states a writer meets, and every dialog on them. */
async function visitEverything(page: Page, screenplayAt: ScreenplayAt, found: Covered[][]) {
  const { screenplay } = await seedStory(page, screenplayAt);
  await manySuggestions(page.request, screenplay.id, SUGGESTIONS);
  const step = (name: string) => `/screenplay/${screenplay.id}/${name}`;

  await page.goto("/dashboard");
  await expectNothingCovered("dashboard", await mainOf(page, "My Screenplays"), found);
  await page.getByRole("button", { name: "New Screenplay" }).first().click();
  await expectNothingCovered("New Screenplay", openDialog(page, "New Screenplay"), found);
  await page.keyboard.press("Escape");
  const menu = page.getByRole("button", { name: "Open menu" });
  if (await menu.isVisible()) {
    await menu.click();
    await expectNothingCovered("menu", page.getByRole("dialog"), found);
    await page.keyboard.press("Escape");
  }

  await page.goto(step("idea"));
  const idea = await mainOf(page, "Idea Generation");
  await walkTheTour(page, found);
  await expectNothingCovered("idea, story elements", idea, found);
  await page.getByLabel("Theme").fill("duty");
  await page.getByLabel("Setting").fill("a lighthouse");
  await page.getByLabel("Main Character").fill("a keeper");
  await page.getByRole("button", { name: "Generate Story Ideas" }).click();
  await expect(page.getByTestId("story-idea")).toHaveCount(3);
  await expectNothingCovered("idea, story ideas", idea, found);
  await page.getByRole("tab", { name: "Logline" }).click();
  await expectNothingCovered("idea, logline", idea, found);

  await page.goto(step("outline"));
  const outline = await mainOf(page, "Outline Builder");
  for (const tab of ["Structure", "Act I", "Act II", "Act III"]) {
    await page.getByRole("tab", { name: tab, exact: true }).click();
    await expectNothingCovered(`outline, ${tab}`, outline, found);
  }

  await page.goto(step("characters"));
  const characters = await mainOf(page, "Character Workshop");
  await page.getByRole("button", { name: /Eli Hart/ }).click();
  await expectNothingCovered("characters", characters, found);
  await page.getByRole("button", { name: "Edit", exact: true }).click();
  await expectNothingCovered("Edit Character", openDialog(page, "Edit Character"), found);
  await page.keyboard.press("Escape");
  await page.getByRole("button", { name: "Delete Eli Hart" }).click();
  await expectNothingCovered("delete character", openDialog(page, /Delete/), found);
  await page.keyboard.press("Escape");
  await page.getByRole("button", { name: "Create Character" }).first().click();
  const create = openDialog(page, "Create Character");
  await create.getByLabel("Name").fill("Nora Quill");
  await create.getByRole("button", { name: "AI Generate" }).click();
  // The toast that says so must not sit on the dialog.
  const generated = page.getByText("Character generated", { exact: true });
  await expect(generated).toBeVisible();
  await expectNothingCovered("Create Character with its toast", create, found);
  await expect(generated, "the toast was there throughout the check").toBeVisible();
  await page.keyboard.press("Escape");

  await page.goto(step("scenes"));
  const scenes = await mainOf(page, "Scene Writing");
  await page
    .getByRole("button", { name: /INT\. LAMP ROOM/ })
    .first()
    .click();
  await expectNothingCovered("scenes", scenes, found);
  await scenes.getByRole("button", { name: "Edit", exact: true }).click();
  await expectNothingCovered("Edit Scene", openDialog(page, "Edit Scene"), found);
  await page.keyboard.press("Escape");
  await scenes.getByRole("button", { name: "Delete", exact: true }).click();
  await expectNothingCovered("delete scene", openDialog(page, /Delete scene/), found);
  await page.keyboard.press("Escape");
  await page.getByRole("button", { name: "Add Scene" }).first().click();
  const newScene = openDialog(page, "Create New Scene");
  await newScene.getByLabel("Scene Heading").fill("INT. BOATHOUSE - NIGHT");
  await newScene.getByRole("tab", { name: /Content/ }).click();
  await newScene.getByRole("button", { name: "AI Generate Scene" }).click();
  const drafted = page.getByText("Scene generated", { exact: true });
  await expect(drafted).toBeVisible();
  await expectNothingCovered("Create New Scene with its toast", newScene, found);
  await expect(drafted, "the toast was there throughout the check").toBeVisible();
  await page.keyboard.press("Escape");

  await page.goto(step("editor"));
  const editor = await mainOf(page, "AI Editor");
  await expectNothingCovered("editor", editor, found);
  await page.getByRole("button", { name: "Analyze Screenplay" }).click();
  await expect(page.getByText("Analysis complete", { exact: true })).toBeAttached();
  // A toast may cover page content for its five seconds; the results are checked after it.
  await expect(page.getByText("Analysis complete", { exact: true })).toHaveCount(0, {
    timeout: 10_000,
  });
  await expectNothingCovered("editor, analysis", editor, found);

  await page.goto(step("final"));
  await expectNothingCovered("final", await mainOf(page, "Final Script"), found);

  // Apply that would replace the writer's logline asks first; that question covers nothing.
  await page.goto(step("idea"));
  await mainOf(page, "Idea Generation");
  const toggle = page.getByRole("button", { name: "AI Assistant" });
  if ((await toggle.getAttribute("aria-expanded")) === "false") await toggle.click();
  const loglines = page.locator(ASSISTANT).getByRole("listitem").filter({ hasText: "Logline" });
  await loglines.first().getByRole("button", { name: "Apply" }).click();
  await expectNothingCovered("replace logline", openDialog(page, /Replace/), found);
  await page.getByRole("button", { name: "Keep mine" }).click();
}

for (const viewport of VIEWPORTS) {
  test.describe(`at ${viewport.width}×${viewport.height}`, () => {
    // A first visit: the help tour opens on the idea screen, and its controls are checked too.
    test.use({ viewport, helpSeen: false });

    test("no control of a step screen or dialog is covered", async ({ page, screenplayAt }) => {
      test.setTimeout(180_000);
      const found: Covered[][] = [];
      await visitEverything(page, screenplayAt, found);
      expect(found.flat()).toEqual([]);
    });
  });
}

test("at any width from 360 to 1920 px and with 50 suggestions, the panel covers nothing", async ({
  page,
  screenplayAt,
}) => {
  test.setTimeout(120_000);
  const { screenplay } = await seedStory(page, screenplayAt);
  await manySuggestions(page.request, screenplay.id, 50);
  const found: Covered[][] = [];
  // Each side of the docking width, the breakpoints of the layout, and the ends of the range.
  for (const width of [360, 640, 1024, 1359, 1360, 1920]) {
    await page.setViewportSize({ width, height: 800 });
    for (const [step, heading] of [
      ["outline", "Outline Builder"],
      ["scenes", "Scene Writing"],
    ]) {
      await page.goto(`/screenplay/${screenplay.id}/${step}`);
      await expectNothingCovered(`${width} px, ${step}`, await mainOf(page, heading ?? ""), found);
    }
  }
  expect(found.flat()).toEqual([]);
});

test.describe("the help tour and focus", () => {
  test.describe("on the writer's first visit", () => {
    test.use({ helpSeen: false });

    test("the first-visit tour waits when the writer is already at work", async ({
      page,
      screenplayAt,
    }) => {
      const { screenplay } = await seedStory(page, screenplayAt);
      await page.clock.install();
      await page.goto(`/screenplay/${screenplay.id}/idea`);
      await page.getByLabel("Theme").click(); // the writer starts within the second
      await page.keyboard.type("duty");
      await page.clock.runFor(3000);
      await expect(page.getByRole("dialog")).toHaveCount(0);
      expect(await page.evaluate((key) => localStorage.getItem(key), HELP_SEEN_KEY)).toBeNull();

      // Next visit, left alone, it opens; closed, focus goes to the page heading, not the body.
      await page.reload();
      await expect(page.getByRole("heading", { level: 1, name: "Idea Generation" })).toBeVisible();
      await page.clock.runFor(1200);
      await expect(page.getByRole("dialog", { name: "Welcome" })).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(page.getByRole("heading", { level: 1, name: "Idea Generation" })).toBeFocused();
    });
  });

  test("arrow keys step through the tour, and focus returns where it was", async ({
    page,
    screenplayAt,
  }) => {
    const { screenplay } = await seedStory(page, screenplayAt);
    await page.goto(`/screenplay/${screenplay.id}/idea`);
    const theme = page.getByLabel("Theme");
    await theme.focus();
    await page.keyboard.press("Alt+h");
    await expect(page.getByRole("dialog", { name: "Welcome" })).toBeVisible();
    await page.keyboard.press("ArrowRight");
    await expect(page.getByRole("dialog", { name: "Idea Generation" })).toBeVisible();
    await page.keyboard.press("ArrowRight");
    await expect(page.getByRole("dialog", { name: "Character Workshop" })).toBeVisible();
    await page.keyboard.press("ArrowLeft");
    await expect(page.getByRole("dialog", { name: "Idea Generation" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(theme).toBeFocused();
  });

  test("after Generate Story Ideas, focus is on the ideas", async ({ page, screenplayAt }) => {
    const { screenplay } = await seedStory(page, screenplayAt);
    await page.goto(`/screenplay/${screenplay.id}/idea`);
    await page.getByLabel("Theme").fill("duty");
    await page.getByLabel("Setting").fill("a lighthouse");
    await page.getByLabel("Main Character").fill("a keeper");
    await page.getByRole("button", { name: "Generate Story Ideas" }).click();
    const ideas = page.getByRole("tabpanel", { name: "Story Ideas" });
    await expect(ideas.getByTestId("story-idea")).toHaveCount(3);
    await expect(ideas).toBeFocused();
  });

  test("after Generate Dialogue, focus is on the dialogue samples", async ({
    page,
    screenplayAt,
  }) => {
    const { screenplay } = await seedStory(page, screenplayAt);
    await page.goto(`/screenplay/${screenplay.id}/characters`);
    await page.getByRole("button", { name: /Eli Hart/ }).click();
    await page.getByRole("button", { name: "Generate Dialogue" }).click();
    const samples = page.getByRole("region", { name: "Dialogue Samples" });
    await expect(samples.getByText("AI Generated").first()).toBeVisible();
    await expect(samples).toBeFocused();
  });
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("a toast never covers the header", async ({ page, screenplayAt }) => {
    const { screenplay } = await seedStory(page, screenplayAt);
    await page.goto(`/screenplay/${screenplay.id}/idea`);
    await page.getByRole("tab", { name: "Logline" }).click();
    await page.getByRole("button", { name: /Save Logline/ }).click();
    const shown = toast(page);
    await expect(shown).toBeVisible();
    const header = await page.getByRole("banner").boundingBox();
    const box = await shown.boundingBox();
    expect(box?.y ?? 0).toBeGreaterThanOrEqual((header?.y ?? 0) + (header?.height ?? 0));
    const { covered } = await coveredControls(page.getByRole("banner"));
    expect(covered).toEqual([]);
  });
});
