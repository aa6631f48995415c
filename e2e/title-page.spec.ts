import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { toast } from "./support/fixtures";
import { expect, test } from "./support/test";

const fixtures = path.resolve(import.meta.dirname, "../fixtures/screenplays");

/** The PDF's first page (the title page) as pdftotext reads it. */
function firstPage(file: string): string {
  return execFileSync("pdftotext", ["-layout", "-f", "1", "-l", "1", file, "-"], {
    encoding: "utf8",
  });
}

/** 'Export PDF' on the Final Script, saved where the download lands. */
async function exportPdf(page: Page): Promise<string> {
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export PDF" }).click();
  const file = await download;
  const saved = test.info().outputPath(`${file.suggestedFilename()}`);
  await file.saveAs(saved);
  return saved;
}

test("an imported title page is shown, edited in Final Script, and the PDF prints the edit", async ({
  page,
  writer,
  importedScreenplay,
}) => {
  test.setTimeout(60_000);
  const { id } = await importedScreenplay({
    filename: "big-fish.fountain",
    content: readFileSync(path.join(fixtures, "big-fish.fountain"), "utf8"),
  });

  await page.goto(`/screenplay/${id}/final`);
  const titlePage = page.getByTestId("title-page");
  await expect(titlePage.getByTestId("author")).toHaveText("John August");
  await expect(titlePage).toContainText("based on the novel by Daniel Wallace");
  await expect(titlePage).toContainText("(c) 2003 Columbia Pictures");
  await expect(titlePage).not.toContainText(writer.username ?? "");

  await page.getByRole("button", { name: "Edit Title Page" }).click();
  const dialog = page.getByRole("dialog", { name: "Title Page" });
  await dialog.getByLabel("Author value").fill("Jane Doe");
  await dialog.getByRole("button", { name: "Add Entry" }).click();
  await dialog.getByLabel("Key of entry 7").fill("Draft date");
  await dialog.getByLabel("Draft date value").fill("May 1, 2026");
  await dialog.getByRole("button", { name: "Save Title Page" }).click();
  await expect(toast(page).getByText("Title page saved", { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(titlePage.getByTestId("author")).toHaveText("Jane Doe");
  await expect(titlePage).toContainText("May 1, 2026");

  const pdf = firstPage(await exportPdf(page));
  expect(pdf).toContain("BIG FISH");
  expect(pdf).toContain("Jane Doe");
  expect(pdf).toContain("May 1, 2026");
  expect(pdf).toContain("(c) 2003 Columbia Pictures");
  expect(pdf).not.toContain("John August");
});

test("the editor on Edit Screenplay writes a multi-line source and an author into the PDF", async ({
  page,
  writer,
  screenplayAt,
}) => {
  test.setTimeout(60_000);
  const screenplay = await screenplayAt({ title: "Harbor Lights" });
  await page.request.post("/api/scenes", {
    data: {
      screenplayId: screenplay.id,
      sceneNumber: 1,
      heading: "INT. DINER - NIGHT",
      content: "The grill hisses.",
    },
  });

  await page.goto(`/screenplay/${screenplay.id}/edit`);
  const editor = page.getByRole("form", { name: "Title page" });
  // A screenplay without a title page opens with the one every export prints by default.
  await expect(editor.getByLabel("Title value")).toHaveValue("Harbor Lights");
  await expect(editor.getByLabel("Credit value")).toHaveValue("Written by");
  await expect(editor.getByLabel("Author value")).toHaveValue("");
  await editor.getByLabel("Author value").fill("Ada Quill");
  await editor.getByRole("button", { name: "Add Entry" }).click();
  await editor.getByLabel("Key of entry 4").fill("Source");
  await editor.getByLabel("Source value").fill("based on the play\nby Tom Reed");
  await editor.getByRole("button", { name: "Save Title Page" }).click();
  await expect(toast(page).getByText("Title page saved", { exact: true })).toBeVisible();

  await page.goto(`/screenplay/${screenplay.id}/final`);
  await expect(page.getByTestId("title-page").getByTestId("author")).toHaveText("Ada Quill");
  const pdf = firstPage(await exportPdf(page));
  expect(pdf).toContain("HARBOR LIGHTS");
  expect(pdf).toContain("Ada Quill");
  expect(pdf).toContain("based on the play");
  expect(pdf).toContain("by Tom Reed");
  expect(pdf).not.toContain(writer.username ?? "");
});
