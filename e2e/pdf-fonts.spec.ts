import { execFileSync } from "node:child_process";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { toast } from "./support/fixtures";
import { seedStory } from "./support/story";
import { expect, test } from "./support/test";

// The PDF embeds its fonts: a Polish scene downloads as a PDF whose words read back, and a
// character no font has is named in the export's error, with the way to add a font.
test("Export PDF prints Polish, and names the characters no font has", async ({
  page,
  screenplayAt,
}) => {
  const { screenplay } = await seedStory(page, screenplayAt, "Zażółć");
  const polish = "Zażółć gęślą jaźń. Łódź nocą.";
  const scene = (sceneNumber: number, content: string) =>
    page.request.post("/api/scenes", {
      data: { screenplayId: screenplay.id, sceneNumber, heading: "INT. KUCHNIA - NOC", content },
    });
  expect((await scene(4, polish)).status()).toBe(201);
  await page.goto(`/screenplay/${screenplay.id}/final`);
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export PDF" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe("Zażółć.pdf");
  const path = join(tmpdir(), `pdf-fonts-${screenplay.id}.pdf`);
  await file.saveAs(path);
  const lines = execFileSync("pdftotext", [path, "-"])
    .toString()
    .split(/[\n\f]/);
  expect(lines).toContain(polish);
  await expect(toast(page)).toContainText("Your screenplay has been exported as a PDF file.");

  expect((await scene(5, "The sign reads 漢字.")).status()).toBe(201);
  await page.reload();
  await page.getByRole("button", { name: "Export PDF" }).click();
  await expect(toast(page)).toContainText("Export failed");
  await expect(toast(page)).toContainText(
    'The PDF fonts cannot print these characters: "漢" (U+6F22), "字" (U+5B57). ' +
      "Replace them, or add a TrueType or OpenType font that has them to the folder named by " +
      "SCRIPT_FONT_DIR (a setting of the server and of the command-line tool) and export again.",
  );
});
