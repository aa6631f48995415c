import { execFileSync } from "node:child_process";
import type { Locator, Page } from "@playwright/test";
import { seriousViolations } from "./support/a11y";
import { toast } from "./support/fixtures";
import { reviewShots } from "./support/review-shots";
import { addLongScenes } from "./support/screens";
import { expect, test } from "./support/test";

/** pdfinfo's "Page size:" line of a downloaded PDF, e.g. "595.44 x 842.4 pts (A4)". */
function pageSize(file: string): string {
  const info = execFileSync("pdfinfo", [file], { encoding: "utf8" });
  return /^Page size:\s+(.+)$/m.exec(info)?.[1] ?? info;
}

/** 'Export PDF' on the Final Script, saved where the download lands. */
async function exportPdf(page: Page): Promise<string> {
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export PDF" }).click();
  const file = await download;
  const saved = test.info().outputPath(file.suggestedFilename());
  await file.saveAs(saved);
  return saved;
}

/** The menu's paper choice shows A4 chosen and US Letter not. */
async function expectA4Checked(sizes: Locator) {
  await expect(sizes.getByRole("menuitemradio", { name: "A4", exact: true })).toHaveAttribute(
    "aria-checked",
    "true",
  );
  await expect(
    sizes.getByRole("menuitemradio", { name: "US Letter", exact: true }),
  ).toHaveAttribute("aria-checked", "false");
}

async function openExportMenu(page: Page) {
  await page.getByRole("button", { name: "More export formats" }).click();
  const menu = page.getByRole("menu");
  await expect(menu.getByText("Paper size", { exact: true })).toBeVisible();
  return menu.getByRole("group", { name: "Paper size" });
}

test("A4 chosen in the export menu prints an A4 PDF and is still chosen after a reload", async ({
  page,
  screenplayWithScene,
}) => {
  test.setTimeout(60_000);
  const screenplay = await screenplayWithScene(
    { title: "Paper Trail" },
    {
      heading: "INT. PRINT SHOP - NIGHT",
      content: "The press turns over, page after page.",
    },
  );

  await page.goto(`/screenplay/${screenplay.id}/final`);
  await expect(page.getByTestId("full-script")).toBeVisible();
  // Axe reads the screen with the menu closed: an open Radix menu hides the page behind it.
  expect(await seriousViolations(page)).toEqual([]);
  let sizes = await openExportMenu(page);
  const letter = sizes.getByRole("menuitemradio", { name: "US Letter", exact: true });
  const a4 = sizes.getByRole("menuitemradio", { name: "A4", exact: true });
  await expect(letter).toHaveAttribute("aria-checked", "true");
  await expect(a4).toHaveAttribute("aria-checked", "false");
  await reviewShots(page, "export-paper-menu", {
    // A resize closes the export menu: the picture is of the menu open.
    reopen: async () => {
      await page.keyboard.press("Escape");
      await openExportMenu(page);
    },
  });
  sizes = page.getByRole("menu").getByRole("group", { name: "Paper size" });

  await sizes.getByRole("menuitemradio", { name: "A4", exact: true }).click();
  await expect(page.getByRole("menu")).toBeHidden();
  await expect(toast(page).getByText("Paper size saved", { exact: true })).toBeVisible();
  sizes = await openExportMenu(page);
  await expectA4Checked(sizes);
  await page.keyboard.press("Escape");

  await page.getByRole("tab", { name: "Script Information" }).click();
  await expect(
    page.getByText(
      "Pages are counted as the PDF prints them (A4, Courier 12pt, 57 lines a page), title page not counted; a page runs about a minute on screen. The estimate divides the scenes' text by 1,500 characters a page.",
      { exact: true },
    ),
  ).toBeVisible();

  expect(pageSize(await exportPdf(page))).toBe("595.44 x 842.4 pts (A4)");

  await page.reload();
  await expect(page.getByTestId("full-script")).toBeVisible();
  sizes = await openExportMenu(page);
  await expectA4Checked(sizes);
  await page.keyboard.press("Escape");

  // Back on US Letter, the next PDF is US Letter again.
  sizes = await openExportMenu(page);
  await sizes.getByRole("menuitemradio", { name: "US Letter", exact: true }).click();
  await expect(page.getByRole("menu")).toBeHidden();
  await expect(toast(page).getByText("Paper size saved", { exact: true }).last()).toBeVisible();
  await page.getByRole("tab", { name: "Script Information" }).click();
  await expect(
    page.getByText(
      /^Pages are counted as the PDF prints them \(US Letter, Courier 12pt, 55 lines a page\)/,
    ),
  ).toBeVisible();
  expect(pageSize(await exportPdf(page))).toBe("612 x 792 pts (letter)");
});

test("the page count follows the paper: a script of 14 Letter pages is 13 on A4, as its PDF", async ({
  page,
  screenplayAt,
}) => {
  test.setTimeout(60_000);
  const screenplay = await screenplayAt({ title: "Long Haul" });
  await addLongScenes(page.request, screenplay.id, 5);

  await page.goto(`/screenplay/${screenplay.id}/final`);
  await page.getByRole("tab", { name: "Script Information" }).click();
  await expect(page.getByTestId("info-pages")).toHaveText("14");

  const sizes = await openExportMenu(page);
  await sizes.getByRole("menuitemradio", { name: "A4", exact: true }).click();
  await expect(toast(page).getByText("Paper size saved", { exact: true })).toBeVisible();
  await expect(page.getByTestId("info-pages")).toHaveText("13");
  await expect(page.getByText("+ title page (14 in the PDF)", { exact: true })).toBeVisible();

  const pdf = await exportPdf(page);
  expect(pageSize(pdf)).toBe("595.44 x 842.4 pts (A4)");
  const info = execFileSync("pdfinfo", [pdf], { encoding: "utf8" });
  expect(/^Pages:\s+(\d+)$/m.exec(info)?.[1]).toBe("14");
});
