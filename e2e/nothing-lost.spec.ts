import type { Page } from "@playwright/test";
import { toast } from "./support/fixtures";
import { reviewShots } from "./support/review-shots";
import {
  draftReasons,
  editorText,
  expectAddedAfter,
  expectEditorText,
  openSceneContent,
} from "./support/screens";
import { expect, test } from "./support/test";

/*
 * The issue this guards: AI results replaced the writer's words without asking (a typed
 * Occupation and Age, a handwritten scene that Ctrl+Z could not bring back), the Idea step's
 * story elements were never saved, and outline edits vanished when a sidebar step was clicked.
 */

const HANDWRITTEN =
  "Rain on the tin roof. NELL tunes the transmitter.\n\nNELL\nYou're listening to Radio Nowhere.";

/** The Create Character dialog of a new screenplay's Characters step, with the name typed. */
async function newCharacterNamedNell(page: Page, screenplay: { id: number }) {
  await page.goto(`/screenplay/${screenplay.id}/characters`);
  await page
    .getByRole("button", { name: /Create Character|Add Character/ })
    .first()
    .click();
  const dialog = page.getByRole("dialog", { name: "Create Character" });
  await dialog.getByLabel("Name").fill("Nell");
  return dialog;
}

test.describe("AI never silently replaces the writer's words", () => {
  test("a typed scene survives 'AI Generate Scene' unless the writer confirms; Undo and Ctrl+Z bring it back", async ({
    page,
    screenplayWithScene,
  }) => {
    const screenplay = await screenplayWithScene(
      { title: "Radio Nowhere", genre: "Drama" },
      {
        heading: "INT. SHACK - NIGHT",
        content: HANDWRITTEN,
      },
    );
    const { dialog, content } = await openSceneContent(page, screenplay.id);
    await expectEditorText(content, HANDWRITTEN);

    // Cancel: nothing changes.
    await dialog.getByRole("button", { name: "AI Generate Scene" }).click();
    const ask = page.getByRole("alertdialog", { name: "Replace your scene?" });
    await expect(ask).toBeVisible();
    await reviewShots(page, "replace-your-scene");
    await ask.getByRole("button", { name: "Cancel" }).click();
    await expect(ask).toBeHidden();
    await expectEditorText(content, HANDWRITTEN);

    // Replace, then the toast's Undo.
    await dialog.getByRole("button", { name: "AI Generate Scene" }).click();
    await ask.getByRole("button", { name: "Replace", exact: true }).click();
    await expect(dialog.getByRole("button", { name: "AI Generate Scene" })).toBeEnabled({
      timeout: 20_000,
    });
    // The saved scene was kept as an automatic draft before the AI replaced it.
    await expect
      .poll(() => draftReasons(page, screenplay.id))
      .toEqual(["Before AI replaced scene 1"]);
    await expect.poll(() => editorText(content)).not.toBe(HANDWRITTEN);
    await expect(toast(page).getByText("Scene generated")).toBeVisible();
    await reviewShots(page, "scene-generated-undo-toast");
    await toast(page).locator("button", { hasText: "Undo" }).click();
    await expectEditorText(content, HANDWRITTEN);

    // Replace, then Ctrl+Z in the field.
    await dialog.getByRole("button", { name: "AI Generate Scene" }).click();
    await ask.getByRole("button", { name: "Replace", exact: true }).click();
    await expect(dialog.getByRole("button", { name: "AI Generate Scene" })).toBeEnabled({
      timeout: 20_000,
    });
    await expect.poll(() => editorText(content)).not.toBe(HANDWRITTEN);
    await content.focus();
    await page.keyboard.press("Control+z");
    await expectEditorText(content, HANDWRITTEN);

    // Keep both: the AI's scene goes after the writer's text.
    await dialog.getByRole("button", { name: "AI Generate Scene" }).click();
    await ask.getByRole("button", { name: "Keep both — insert after" }).click();
    await expect(dialog.getByRole("button", { name: "AI Generate Scene" })).toBeEnabled({
      timeout: 20_000,
    });
    await expectAddedAfter(content, HANDWRITTEN);
  });

  test("character AI Generate leaves typed Occupation and Age alone by default", async ({
    page,
    screenplayAt,
  }) => {
    const dialog = await newCharacterNamedNell(
      page,
      await screenplayAt({ title: "Pirate Radio", genre: "Drama" }),
    );
    await dialog.getByLabel("Age").fill("late 50s");
    await dialog.getByLabel("Occupation").fill("Night DJ on a pirate radio station");
    await dialog.getByRole("button", { name: "AI Generate" }).click();

    const ask = page.getByRole("alertdialog", { name: "Keep what you wrote?" });
    await expect(ask).toBeVisible({ timeout: 20_000 });
    await expect(ask).toContainText("Age, Occupation");
    await reviewShots(page, "character-keep-what-you-wrote");
    // The default (focused) choice fills only the empty fields.
    await expect(ask.getByRole("button", { name: "Fill empty fields only" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(ask).toBeHidden();
    await expect(dialog.getByLabel("Age")).toHaveValue("late 50s");
    await expect(dialog.getByLabel("Occupation")).toHaveValue("Night DJ on a pirate radio station");
    await dialog.getByRole("tab", { name: "Background" }).click();
    await expect(dialog.getByLabel("Backstory")).not.toHaveValue("");

    // Undo takes the filled fields back out.
    await toast(page).locator("button", { hasText: "Undo" }).click();
    await expect(dialog.getByLabel("Backstory")).toHaveValue("");
  });

  test("after a confirmed character Replace, Ctrl+Z in the Occupation field brings the typed text back", async ({
    page,
    screenplayAt,
  }) => {
    const screenplay = await screenplayAt({ title: "Undo Radio", genre: "Drama" });
    const dialog = await newCharacterNamedNell(page, screenplay);
    const occupation = dialog.getByLabel("Occupation");
    await occupation.fill("Night DJ on a pirate radio station");
    await dialog.getByRole("button", { name: "AI Generate" }).click();
    const ask = page.getByRole("alertdialog", { name: "Keep what you wrote?" });
    await expect(ask).toBeVisible({ timeout: 20_000 });
    await ask.getByRole("button", { name: "Replace it" }).click();
    await expect(ask).toBeHidden();
    await expect(occupation).not.toHaveValue("Night DJ on a pirate radio station");
    await expect
      .poll(() => draftReasons(page, screenplay.id))
      .toEqual(["Before AI replaced a new character"]);
    await expect(occupation).not.toHaveValue("");

    await occupation.focus();
    await page.keyboard.press("Control+z");
    await expect(occupation).toHaveValue("Night DJ on a pirate radio station");
  });

  test("AI Generate Outline fills the empty acts; after Replace, Ctrl+Z in an act's field brings the typed text back", async ({
    page,
    screenplayAt,
  }) => {
    const typed = "A storm knocks the station off the air.";
    const screenplay = await screenplayAt({ title: "Outline Undo", genre: "Drama" });
    await page.goto(`/screenplay/${screenplay.id}/outline`);
    await page.getByRole("tab", { name: "Act I", exact: true }).click();
    const incident = page.getByLabel("Inciting Incident");
    await incident.fill(typed);
    await page.getByRole("button", { name: "Back to Structure" }).click();

    await page.getByRole("button", { name: "AI Generate Outline" }).click();
    const ask = page.getByRole("alertdialog", { name: "Keep what you wrote?" });
    await expect(ask).toContainText("Inciting Incident");
    await ask.getByRole("button", { name: "Replace it" }).click();
    await page.getByRole("tab", { name: "Act I", exact: true }).click();
    await expect(incident).not.toHaveValue(typed);
    await expect
      .poll(() => draftReasons(page, screenplay.id))
      .toEqual(["Before AI replaced the outline"]);
    await expect(incident).not.toHaveValue("");
    // The empty fields of the other acts were filled too.
    await expect(page.getByLabel("Climax")).not.toHaveValue("");

    await incident.focus();
    await page.keyboard.press("Control+z");
    await expect(incident).toHaveValue(typed);
  });
});

test("a typed logline and the working title are replaced only when the writer says so", async ({
  page,
  screenplayAt,
}) => {
  const screenplay = await screenplayAt({ title: "My Working Title", genre: "Drama" });
  await page.goto(`/screenplay/${screenplay.id}/idea`);
  await page.getByRole("tab", { name: "Logline" }).click();
  const logline = page.getByRole("textbox", { name: "Logline" });
  await logline.fill("A pirate DJ must keep her station on air through the storm.");
  await page.getByRole("tab", { name: "Story Elements" }).click();
  await page.getByLabel("Theme").fill("Loyalty");
  await page.getByLabel("Setting").fill("A Cornish cove");
  await page.getByLabel("Main Character").fill("A pirate radio DJ");

  // Generate Logline over a typed one: Cancel keeps the writer's.
  await page.getByRole("button", { name: "Generate Logline" }).click();
  const replace = page.getByRole("alertdialog", { name: "Replace your logline?" });
  await expect(replace).toContainText("A pirate DJ must keep her station on air");
  await reviewShots(page, "replace-your-logline");
  await replace.getByRole("button", { name: "Cancel" }).click();
  await page.getByRole("tab", { name: "Logline" }).click();
  await expect(logline).toHaveValue("A pirate DJ must keep her station on air through the storm.");

  // Replace it, then Ctrl+Z in the field brings the typed logline back.
  await page.getByRole("tab", { name: "Story Elements" }).click();
  await page.getByRole("button", { name: "Generate Logline" }).click();
  await replace.getByRole("button", { name: "Replace my logline" }).click();
  await expect(logline).not.toHaveValue(
    "A pirate DJ must keep her station on air through the storm.",
  );
  await logline.focus();
  await page.keyboard.press("Control+z");
  await expect(logline).toHaveValue("A pirate DJ must keep her station on air through the storm.");

  // Use This Idea renames the working title only if the writer chooses so.
  await page.getByRole("tab", { name: "Story Elements" }).click();
  await page.getByRole("button", { name: "Generate Story Ideas" }).click();
  await page
    .getByTestId("story-idea")
    .first()
    .getByRole("button", { name: /Use This Idea/ })
    .click();
  const use = page.getByRole("alertdialog", { name: "Use this idea?" });
  await expect(use).toContainText("My Working Title");
  await reviewShots(page, "use-this-idea");
  await use.getByRole("button", { name: "Keep my title" }).click();
  await expect(toast(page)).toContainText("your title is unchanged");
  const saved = await (await page.request.get(`/api/screenplays/${screenplay.id}`)).json();
  expect(saved.title).toBe("My Working Title");
  expect(saved.logline).not.toBe("A pirate DJ must keep her station on air through the storm.");

  // Undo puts the logline back, as it was stored before the idea: the typed one, which the
  // confirmed Replace above saved (and kept in a draft) before the AI's took its place.
  await toast(page).locator("button", { hasText: "Undo" }).click();
  await expect(logline).toHaveValue("A pirate DJ must keep her station on air through the storm.");
  await expect
    .poll(
      async () =>
        (await (await page.request.get(`/api/screenplays/${screenplay.id}`)).json()).logline,
    )
    .toBe("A pirate DJ must keep her station on air through the storm.");
});

test("Undo on 'Dialogue generated' puts the character's samples back as they were", async ({
  page,
  screenplayAt,
}) => {
  const screenplay = await screenplayAt({ title: "Voices", genre: "Drama" });
  const sample = { dialogue: "Turn it up. Let the whole coast hear.", parenthetical: null };
  const created = await page.request.post("/api/characters", {
    data: { screenplayId: screenplay.id, name: "Nell", dialogueSamples: [sample] },
  });
  expect(created.status()).toBe(201);
  const nell = (await created.json()) as { id: number };
  await page.goto(`/screenplay/${screenplay.id}/characters`);
  const detail = page.getByTestId("character-detail");
  const samples = detail.getByTestId("dialogue-sample");
  await expect(samples).toHaveCount(1);
  await detail.getByRole("button", { name: "Generate Dialogue" }).click();
  await expect(samples).not.toHaveCount(1);
  await toast(page).locator("button", { hasText: "Undo" }).click();
  await expect(samples).toHaveCount(1);
  const stored = await page.request.get(`/api/screenplays/${screenplay.id}/characters`);
  const saved = ((await stored.json()) as { id: number; dialogueSamples: unknown[] }[]).find(
    (c) => c.id === nell.id,
  );
  expect(saved?.dialogueSamples).toEqual([sample]);
});

test.describe("nothing typed is lost", () => {
  test("the story elements survive a reload", async ({ page, screenplayAt }) => {
    const screenplay = await screenplayAt({ title: "Elements", genre: "Drama" });
    await page.goto(`/screenplay/${screenplay.id}/idea`);
    await page.getByLabel("Theme").fill("Loyalty tested by the sea");
    await page.getByLabel("Setting").fill("A fog-bound Cornish town, 1962");
    await page.getByLabel("Main Character").fill("A ferry pilot who never asks for help");
    await page.getByRole("button", { name: "Save Progress" }).click();
    await expect(toast(page).getByText("Progress saved")).toBeVisible();
    await page.reload();
    await expect(page.getByLabel("Theme")).toHaveValue("Loyalty tested by the sea");
    await expect(page.getByLabel("Setting")).toHaveValue("A fog-bound Cornish town, 1962");
    await expect(page.getByLabel("Main Character")).toHaveValue(
      "A ferry pilot who never asks for help",
    );
    await expect(page.getByLabel("Genre")).toHaveValue("Drama");
  });

  test("leaving the outline with unsaved edits asks; Save Progress keeps the themes", async ({
    page,
    screenplayAt,
  }) => {
    const screenplay = await screenplayAt({ title: "Outline Edits", genre: "Drama" });
    // Arrive inside the app, so the back button stays in it.
    await page.goto(`/screenplay/${screenplay.id}/idea`);
    await page
      .getByRole("navigation", { name: "Steps" })
      .getByRole("link", { name: /Outline/ })
      .click();
    const themes = page.getByLabel("Themes and Motifs");
    await themes.fill("grief, the sea");

    // A sidebar step: asked, and Stay keeps the page and the text.
    await page
      .getByRole("navigation", { name: "Steps" })
      .getByRole("link", { name: /Character Workshop/ })
      .click();
    const ask = page.getByRole("alertdialog", { name: "Leave without saving?" });
    await expect(ask).toContainText("You have unsaved changes in the outline.");
    await reviewShots(page, "leave-without-saving");
    await ask.getByRole("button", { name: "Stay" }).click();
    await expect(page).toHaveURL(/\/outline$/);
    await expect(themes).toHaveValue("grief, the sea");

    // The back button asks too.
    await page.goBack();
    await expect(ask).toBeVisible();
    await ask.getByRole("button", { name: "Stay" }).click();
    await expect(page).toHaveURL(/\/outline$/);

    // Save Progress saves the pending outline; a reload shows the themes.
    await page.getByRole("button", { name: "Save Progress" }).click();
    await expect(toast(page).getByText("Progress saved")).toBeVisible();
    await page.reload();
    await expect(page.getByLabel("Themes and Motifs")).toHaveValue("grief, the sea");

    // Nothing pending: the sidebar just goes.
    await page
      .getByRole("navigation", { name: "Steps" })
      .getByRole("link", { name: /Character Workshop/ })
      .click();
    await expect(page).toHaveURL(/\/characters$/);
  });

  test("'Save and leave' saves the outline before going", async ({ page, screenplayAt }) => {
    const screenplay = await screenplayAt({ title: "Save And Leave", genre: "Drama" });
    await page.goto(`/screenplay/${screenplay.id}/outline`);
    await page.getByLabel("Themes and Motifs").fill("memory");
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "Projects" })
      .click();
    const ask = page.getByRole("alertdialog", { name: "Leave without saving?" });
    await ask.getByRole("button", { name: "Save and leave" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    const outline = await page.request.get(`/api/screenplays/${screenplay.id}/outline`);
    expect((await outline.json()).themesAndMotifs).toEqual(["memory"]);
  });
});
