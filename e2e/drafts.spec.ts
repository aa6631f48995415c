import type { Page } from "@playwright/test";
import { seriousViolations } from "./support/a11y";
import { toast } from "./support/fixtures";
import { reviewShots } from "./support/review-shots";
import { addScene, editFirstScene, expectEditorText } from "./support/screens";
import { expect, test } from "./support/test";

const FIRST_TEXT = "NELL tunes the transmitter.\nThe storm hits the mast.";
const SECOND_TEXT = "NELL tunes the transmitter.\nThe lighthouse goes dark.";
const TYPED_LOGLINE = "A pirate DJ must keep her station on air through the storm.";

/** The Drafts panel, opened from the step shell's sidebar. */
async function openDrafts(page: Page) {
  await page.getByRole("button", { name: "Drafts", exact: true }).click();
  const panel = page.getByRole("dialog", { name: "Drafts" });
  await expect(panel).toBeVisible();
  return panel;
}

/** Restores the named draft from the open panel, through its confirmation. */
async function restore(page: Page, panel: ReturnType<Page["getByRole"]>, name: string) {
  await panel
    .getByRole("listitem", { name, exact: true })
    .getByRole("button", { name: "Restore" })
    .click();
  const ask = page.getByRole("alertdialog", { name: "Restore this draft?" });
  await expect(ask).toContainText(
    `The screenplay goes back to “${name}”. What it holds now is kept as an automatic draft first, so you can come back to it.`,
  );
  await ask.getByRole("button", { name: "Restore" }).click();
  await expect(toast(page).filter({ hasText: "Draft restored" })).toContainText(
    `The screenplay is back to “${name}”.`,
  );
}

/** Generate Logline from the story elements, and 'Replace my logline' when asked. */
async function generateLoglineOverTheTypedOne(page: Page) {
  await page.getByRole("tab", { name: "Story Elements" }).click();
  await page.getByLabel("Theme").fill("Loyalty");
  await page.getByLabel("Setting").fill("A Cornish cove");
  await page.getByLabel("Main Character").fill("A pirate radio DJ");
  await page.getByRole("button", { name: "Generate Logline" }).click();
  await page
    .getByRole("alertdialog", { name: "Replace your logline?" })
    .getByRole("button", { name: "Replace my logline" })
    .click();
}

test("a saved draft compares with the edited scene and restores its text", async ({
  page,
  screenplayAt,
}) => {
  const screenplay = await screenplayAt({ title: "Radio Nowhere", genre: "Drama" });
  await addScene(page.request, {
    screenplayId: screenplay.id,
    sceneNumber: 1,
    heading: "INT. SHACK - NIGHT",
    content: FIRST_TEXT,
  });
  await addScene(page.request, {
    screenplayId: screenplay.id,
    sceneNumber: 2,
    heading: "EXT. MAST - NIGHT",
    content: "The aerial sways.",
  });
  await page.goto(`/screenplay/${screenplay.id}/scenes`);
  await reviewShots(page, "drafts-button");

  let panel = await openDrafts(page);
  await expect(panel.getByText("No drafts yet")).toBeVisible();
  await expect(panel).toContainText(
    "Save a draft to keep this version of the screenplay. The app also keeps one before an AI replacement, a restore or a deletion.",
  );
  expect(await seriousViolations(page)).toEqual([]);
  await panel.getByLabel("Draft name (optional)").fill("Blue draft");
  await panel.getByRole("button", { name: "Save a draft" }).click();
  await expect(toast(page).filter({ hasText: "Draft saved" })).toContainText(
    "“Blue draft” is in your drafts.",
  );
  const blue = panel.getByRole("listitem", { name: "Blue draft", exact: true });
  await expect(blue).toContainText("Manual");
  await expect(blue).toContainText("2 scenes");
  await reviewShots(page, "drafts-panel");
  await panel.getByRole("button", { name: "Close" }).click();
  await expect(panel).toBeHidden();

  const { dialog, content } = await editFirstScene(page);
  await expectEditorText(content, FIRST_TEXT);
  await content.fill(SECOND_TEXT);
  await dialog.getByRole("button", { name: "Update Scene" }).click();
  await expect(dialog).toBeHidden();

  panel = await openDrafts(page);
  await panel
    .getByRole("listitem", { name: "Blue draft", exact: true })
    .getByRole("button", { name: "Compare with current" })
    .click();
  const compare = panel.getByRole("region", { name: "Compare drafts" });
  await expect(compare.getByLabel("From")).toHaveText("Blue draft");
  await expect(compare.getByLabel("To")).toHaveText("Current");
  await expect(compare.getByText("Changed", { exact: true })).toBeVisible();
  await expect(compare.getByText("1 scene the same", { exact: true })).toBeVisible();
  await expect(compare.getByText("1. INT. SHACK - NIGHT")).toBeVisible();
  // Each changed line carries a sign and its kind in words, not only a colour.
  const line = (text: string) => compare.getByRole("listitem").filter({ hasText: text }).last();
  const deleted = line("The storm hits the mast.");
  await expect(deleted).toHaveText("−Deleted: The storm hits the mast.");
  await expect(deleted).toHaveCSS("text-decoration-line", "line-through");
  await expect(line("The lighthouse goes dark.")).toHaveText("+Added: The lighthouse goes dark.");
  expect(await seriousViolations(page)).toEqual([]);
  await reviewShots(page, "drafts-compare");
  await compare.getByRole("button", { name: "Back to drafts" }).click();

  await restore(page, panel, "Blue draft");
  const before = panel.getByRole("listitem", { name: "Before restoring Blue draft" });
  await expect(before).toContainText("Automatic");
  // An automatic draft is kept until it ages out: it has no Delete.
  await expect(before.getByRole("button", { name: "Delete" })).toHaveCount(0);

  // A manual draft can be deleted, after its own question.
  await blue.getByRole("button", { name: "Delete" }).click();
  const ask = page.getByRole("alertdialog", { name: "Delete this draft?" });
  await expect(ask).toContainText(
    "“Blue draft” is removed from your drafts. The screenplay itself does not change.",
  );
  await ask.getByRole("button", { name: "Delete" }).click();
  await expect(blue).toHaveCount(0);
  await panel.getByRole("button", { name: "Close" }).click();

  const reopened = await editFirstScene(page);
  await expectEditorText(reopened.content, FIRST_TEXT);
});

test("the logline the AI replaced comes back from the automatic draft", async ({
  page,
  screenplayAt,
}) => {
  const screenplay = await screenplayAt({ title: "Pirate Radio", genre: "Drama" });
  await page.goto(`/screenplay/${screenplay.id}/idea`);
  await page.getByRole("tab", { name: "Logline" }).click();
  const logline = page.getByRole("textbox", { name: "Logline" });
  // Typed, never saved: the automatic draft keeps the words on screen.
  await logline.fill(TYPED_LOGLINE);

  await generateLoglineOverTheTypedOne(page);
  await expect(logline).not.toHaveValue(TYPED_LOGLINE);
  await page.getByRole("button", { name: "Save Logline" }).click();
  await expect
    .poll(
      async () =>
        (await (await page.request.get(`/api/screenplays/${screenplay.id}`)).json()).logline,
    )
    .not.toBe(TYPED_LOGLINE);

  const panel = await openDrafts(page);
  await expect(
    panel.getByRole("listitem", { name: "Before AI replaced the logline" }),
  ).toContainText("Automatic");
  await restore(page, panel, "Before AI replaced the logline");
  await panel.getByRole("button", { name: "Close" }).click();
  await expect(logline).toHaveValue(TYPED_LOGLINE);
});

test("when the automatic draft cannot be kept, the AI replaces nothing", async ({
  page,
  screenplayAt,
}) => {
  const screenplay = await screenplayAt({ title: "Pirate Radio", genre: "Drama" });
  await page.route(`**/api/screenplays/${screenplay.id}/drafts`, (route) =>
    route.request().method() === "POST"
      ? route.fulfill({ status: 503, json: { message: "The database is not answering" } })
      : route.fallback(),
  );
  await page.goto(`/screenplay/${screenplay.id}/idea`);
  await page.getByRole("tab", { name: "Logline" }).click();
  const logline = page.getByRole("textbox", { name: "Logline" });
  await logline.fill(TYPED_LOGLINE);
  await generateLoglineOverTheTypedOne(page);
  await expect(toast(page).filter({ hasText: "Nothing was replaced" })).toContainText(
    "The database is not answering",
  );
  await page.getByRole("tab", { name: "Logline" }).click();
  await expect(logline).toHaveValue(TYPED_LOGLINE);
});
