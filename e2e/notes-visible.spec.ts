import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import type { Locator, Page } from "@playwright/test";
import { seriousViolations } from "./support/a11y";
import { reviewShots } from "./support/review-shots";
import { expect, test } from "./support/test";

const NOTE = "call Sam about the permit";
const CONTENT = [
  `The crew unloads the van outside city hall. [[${NOTE}]]`,
  "",
  "MAYA",
  "We have until noon.",
].join("\n");

/**
 * The note is a highlighted <mark> that a screen reader introduces as a note, and the only
 * note in `where`.
 */
async function expectHighlightedNote(where: Locator) {
  const note = where.getByTestId("writer-note");
  await expect(note).toHaveCount(1);
  await expect(note).toBeVisible();
  await expect(note).toHaveText(`Note: ${NOTE}`);
  await expect(note.locator(".sr-only")).toHaveText("Note:");
  const look = await note.evaluate((el) => ({
    tag: el.tagName,
    background: getComputedStyle(el).backgroundColor,
  }));
  expect(look.tag).toBe("MARK");
  expect(look.background).not.toBe("rgba(0, 0, 0, 0)");
  expect(look.background).not.toBe(
    await where.page().evaluate(() => getComputedStyle(document.body).backgroundColor),
  );
}

async function download(page: Page, trigger: () => Promise<void>): Promise<string> {
  const waiting = page.waitForEvent("download");
  await trigger();
  const file = await waiting;
  const saved = test.info().outputPath(file.suggestedFilename());
  await file.saveAs(saved);
  return saved;
}

test("a [[note]] is highlighted wherever the writer reads or edits the scene, and never printed", async ({
  page,
  screenplayAt,
}) => {
  test.setTimeout(90_000);
  const { id } = await screenplayAt({ title: "Permit Day", genre: "Drama" });
  const scene = await page.request.post("/api/scenes", {
    data: { screenplayId: id, sceneNumber: 1, heading: "EXT. CITY HALL - DAY", content: CONTENT },
  });
  expect(scene.status()).toBe(201);

  // Scenes: the selected scene's view lists its note under the page as it prints.
  await page.goto(`/screenplay/${id}/scenes`);
  await page.getByTestId("scene-item").click();
  const view = page.getByTestId("scene-content");
  await expect(view.getByTestId("script-preview")).toContainText("The crew unloads the van");
  await expect(view.getByTestId("script-preview")).not.toContainText(NOTE);
  const sceneNotes = view.getByRole("region", { name: "Notes" });
  await expect(sceneNotes.getByRole("heading")).toHaveText("1 note (not printed)");
  await expectHighlightedNote(sceneNotes);
  expect(await seriousViolations(page)).toEqual([]);
  await reviewShots(page, "notes-scene-list", { fullPage: true });

  // The scene editor: the note is listed above the text, and follows the writer's typing.
  await page.getByRole("button", { name: "Edit", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Edit Scene" });
  await dialog.getByRole("tab", { name: "Scene Content" }).click();
  const editorNotes = dialog.getByRole("region", { name: "Notes" });
  await expectHighlightedNote(editorNotes);
  await reviewShots(page, "notes-scene-dialog", { fullPage: true });
  await dialog
    .getByRole("textbox", { name: "Scene Content" })
    .fill(`${CONTENT}\n\n[[and the caterer]]`);
  await expect(editorNotes.getByRole("heading")).toHaveText("2 notes (not printed)");
  await expect(editorNotes.getByTestId("writer-note")).toHaveText([
    `Note: ${NOTE}`,
    "Note: and the caterer",
  ]);
  // Back to the stored text, so closing asks nothing.
  await dialog.getByRole("textbox", { name: "Scene Content" }).fill(CONTENT);
  await expect(editorNotes.getByRole("heading")).toHaveText("1 note (not printed)");
  // From inside the screenplay editor, the first Escape is the editor's, the second the dialog's.
  await page.keyboard.press("Escape");
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();

  const scriptNotes = (where: Page) => where.getByRole("region", { name: "Your notes" });

  // The AI editor: the script's notes, under their scene.
  await page.goto(`/screenplay/${id}/editor`);
  const editorPanel = scriptNotes(page);
  await expect(editorPanel).toContainText("Scene 1: EXT. CITY HALL - DAY");
  await expect(editorPanel).toContainText(
    "The [[notes]] in your script. They never print: PDF and plain text leave them out; Fountain and Final Draft files keep them.",
  );
  await expectHighlightedNote(editorPanel);
  expect(await seriousViolations(page)).toEqual([]);
  await reviewShots(page, "notes-editor", { fullPage: true });

  // Final Script: the notes above the pages, which print without them.
  await page.goto(`/screenplay/${id}/final`);
  const fullScript = page.getByTestId("full-script");
  await expect(fullScript.getByTestId("script-page").first()).toContainText(
    "The crew unloads the van",
  );
  const finalPanel = scriptNotes(page);
  await expect(finalPanel.getByRole("heading", { name: "Your notes" })).toBeVisible();
  await expectHighlightedNote(finalPanel);
  for (const sheet of await fullScript.getByTestId("script-page").all()) {
    await expect(sheet).not.toContainText(NOTE);
  }
  expect(await seriousViolations(page)).toEqual([]);
  await reviewShots(page, "notes-final", { fullPage: true });

  // The PDF and the plain text print the scene without its note.
  const pdf = await download(page, () => page.getByRole("button", { name: "Export PDF" }).click());
  const printed = execFileSync("pdftotext", ["-layout", pdf, "-"], { encoding: "utf8" });
  expect(printed).toContain("The crew unloads the van outside city hall.");
  expect(printed).not.toContain("call Sam");
  expect(printed).not.toContain("[[");

  const txt = await download(page, async () => {
    await page.getByRole("button", { name: "More export formats" }).click();
    await page.getByRole("menuitem", { name: "Plain text (.txt)" }).click();
  });
  const text = readFileSync(txt, "utf8");
  expect(text).toContain("The crew unloads the van outside city hall.");
  expect(text).not.toContain("call Sam");
});
