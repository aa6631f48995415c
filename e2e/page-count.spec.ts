import { execFileSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "./support/test";

// One page count wherever pages are shown: the format engine's, the script pages the PDF prints
// (its title page not counted, and said so). The rough estimate from length is labelled as one.
test("Script Information and the AI Editor show the PDF's page count, the estimate labelled", async ({
  page,
  screenplayAt,
}) => {
  test.setTimeout(60_000);
  const { id } = await screenplayAt({ title: "Long Haul" });
  const dialogue = Array.from({ length: 40 }, (_, i) =>
    i % 2 ? `JONAH\nLine ${i}, and it keeps going because Jonah never stops.` : `MAYA\nLine ${i}.`,
  ).join("\n\n");
  const content = `The room is quiet until it isn't.\n\n${dialogue}`;
  for (let n = 1; n <= 6; n++) {
    const response = await page.request.post("/api/scenes", {
      data: { screenplayId: id, sceneNumber: n, heading: `INT. ROOM ${n} - DAY`, content },
    });
    expect(response.status()).toBe(201);
  }
  const exported = await page.request.get(`/api/screenplays/${id}/export?format=pdf`);
  const path = join(tmpdir(), `page-count-${id}.pdf`);
  writeFileSync(path, await exported.body());
  const pdfPages = Number(/Pages:\s+(\d+)/.exec(execFileSync("pdfinfo", [path]).toString())?.[1]);
  const scriptPages = pdfPages - 1; // the title page
  const estimate = Math.ceil((content.length * 6) / 1500);
  expect(scriptPages).toBeGreaterThan(5);
  expect(estimate, "the estimate differs, so the labels matter").not.toBe(scriptPages);

  await page.goto(`/screenplay/${id}/final`);
  await expect(page.getByTestId("script-page")).toHaveCount(scriptPages);
  await page.getByRole("tab", { name: "Script Information" }).click();
  const stats = page.getByRole("region", { name: "Statistics" });
  const labels = await stats.locator("dt").allTextContents();
  expect(labels.filter((label) => /pages/i.test(label))).toEqual(["Pages", "Estimated pages"]);
  await expect(stats.getByTestId("info-pages")).toHaveText(String(scriptPages));
  await expect(stats.locator("dd").filter({ has: page.getByTestId("info-pages") })).toHaveText(
    `${scriptPages} + title page (${pdfPages} in the PDF)`,
  );
  await expect(stats.getByTestId("info-estimated-pages")).toHaveText(String(estimate));
  await expect(stats.getByTestId("info-runtime")).toHaveText(`~${scriptPages} min`);

  await page.goto(`/screenplay/${id}/editor`);
  await page.getByRole("button", { name: "Analyze Screenplay" }).click();
  const panel = page.getByTestId("statistics");
  await expect(panel.getByTestId("stat-pages")).toHaveText(String(scriptPages));
  await expect(panel).toContainText("title page not counted");
  const figures = await panel.locator("dt").allTextContents();
  expect(figures.filter((label) => /page/i.test(label))).toEqual(["Pages"]);
});
