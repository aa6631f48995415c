import { execFileSync } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { seriousViolations } from "./support/a11y";
import { toast } from "./support/fixtures";
import { addCharacter, addLongScenes, HARBOR_SCENES, harborStory } from "./support/screens";
import { expect, test } from "./support/test";

const SHOTS = "/tmp/shots/steps-b";
const SIZES = [
  { name: "desktop", width: 1280, height: 800 },
  { name: "mobile", width: 390, height: 844 },
] as const;

test.describe("Final Script", () => {
  test("no scenes: the empty state", async ({ page, screenplayAt }) => {
    const screenplay = await screenplayAt({ title: "Nothing Yet" });
    await page.goto(`/screenplay/${screenplay.id}/final`);
    await expect(page.getByText("No scenes yet")).toBeVisible();
    await expect(
      page.getByText("You need to create scenes before your final script can be generated."),
    ).toBeVisible();
    await expect(page.getByText("No logline available")).toBeVisible();
    await page.getByRole("tab", { name: "Script Information" }).click();
    await expect(page.getByText("Not specified")).toBeVisible();
  });

  test("title page, sorted scenes, copy, information and a real PDF", async ({
    page,
    context,
    writer,
    screenplayAt,
  }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    const screenplay = await harborStory(page, screenplayAt);
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
    await expect(titlePage.getByTestId("author")).toHaveText(writer.username ?? "");

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
    const contentLength = HARBOR_SCENES.reduce((sum, s) => sum + s.content.length, 0);
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

  test("a long script: the engine's page count matches the PDF", async ({ page, screenplayAt }) => {
    const screenplay = await screenplayAt({ title: "Long Haul" });
    await addLongScenes(page.request, screenplay.id, 6);
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

for (const size of SIZES) {
  test(`screenshots at ${size.name}`, async ({ page, screenplayAt }) => {
    test.setTimeout(90_000);
    mkdirSync(SHOTS, { recursive: true });
    await page.setViewportSize(size);
    const shot = async (name: string, fullPage = false) => {
      await page.waitForTimeout(350);
      await page.screenshot({ path: `${SHOTS}/${name}-${size.name}.png`, fullPage });
    };
    const screenplay = await harborStory(page, screenplayAt, "Harbor Lights");
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
