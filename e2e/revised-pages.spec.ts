import { execFileSync } from "node:child_process";
import type { Scene } from "../shared/schemas/scene";
import { seriousViolations } from "./support/a11y";
import { toast } from "./support/fixtures";
import { reviewShots } from "./support/review-shots";
import { expect, test } from "./support/test";

const FIRST = "Gulls over grey water.\n\nMARY\nThe tide turns at six.";
const REVISED = "Gulls over grey water.\n\nMARY\nThe tide turns at five.";

test("Final Script exports the pages revised since a draft, the changed line marked *", async ({
  page,
  screenplayWithScene,
}) => {
  const screenplay = await screenplayWithScene(
    { title: "Low Tide", currentStep: "final", progress: 100 },
    { heading: "EXT. HARBOUR - DAWN", content: FIRST },
  );
  const id = screenplay.id;
  const draft = await page.request.post(`/api/screenplays/${id}/drafts`, {
    data: { label: "White draft" },
  });
  expect(draft.status()).toBe(201);
  const [scene] = (await (
    await page.request.get(`/api/screenplays/${id}/scenes`)
  ).json()) as Scene[];
  const edited = await page.request.patch(`/api/scenes/${scene?.id}`, {
    data: { content: REVISED },
  });
  expect(edited.ok()).toBe(true);

  await page.goto(`/screenplay/${id}/final`);
  await page.getByRole("button", { name: "More export formats" }).click();
  await page.getByRole("menuitem", { name: "Export revised pages since…" }).click();
  const dialog = page.getByRole("dialog", { name: "Export revised pages" });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel("Changed since").click();
  await page.getByRole("option", { name: "White draft" }).click();
  await expect(dialog.getByLabel("Revision name")).toHaveValue("Blue Revision");
  await dialog.getByLabel("Revision name").fill("Pink Revision");
  expect(await seriousViolations(page)).toEqual([]);
  await reviewShots(page, "revised-pages-dialog");

  const waiting = page.waitForEvent("download");
  await dialog.getByRole("button", { name: "Export revised pages" }).click();
  const file = await waiting;
  const saved = test.info().outputPath(file.suggestedFilename());
  await file.saveAs(saved);
  await expect(toast(page)).toContainText("Revised pages exported");
  await expect(toast(page)).toContainText("Lines changed since “White draft” are marked with *.");
  await expect(dialog).toBeHidden();

  const printed = execFileSync("pdftotext", ["-layout", saved, "-"], { encoding: "utf8" });
  const marked = printed
    .split("\n")
    .filter((line) => /\S\s+\*$/.test(line))
    .map((line) => line.replace(/\s+\*$/, "").trim());
  expect(marked).toEqual(["The tide turns at five."]);
  expect(printed).toContain("Pink Revision — ");
});
