import { toast } from "./support/fixtures";
import { expect, test } from "./support/test";

/*
 * The text before the first scene heading (an epigraph, FADE IN:, an opening voice-over) is
 * part of the script: Scene Writing shows it before scene 1, as it prints, and edits it.
 */

const FOUNTAIN = `Title: Lighthouse

> "The sea remembers." <

FADE IN:

NELL (V.O.)
Every night the light turned.

INT. LIGHTHOUSE - NIGHT

NELL climbs the stairs.
`;

test("the opening is shown before scene 1 as it prints, and edited through a dialog", async ({
  page,
  importedScreenplay,
}) => {
  const { id } = await importedScreenplay({ filename: "lighthouse.fountain", content: FOUNTAIN });

  await page.goto(`/screenplay/${id}/scenes`);
  const list = page.getByRole("region", { name: /Scenes/ });
  const opening = list.getByTestId("opening-item");
  await expect(opening).toHaveText("Opening");
  await expect(
    list
      .getByRole("button")
      .filter({ hasText: /Opening|INT\./ })
      .first(),
  ).toHaveText("Opening");
  await expect(list.getByTestId("scene-item")).toHaveCount(1);

  await opening.click();
  await expect(opening).toHaveAttribute("aria-current", "true");
  const preview = page.getByRole("region", { name: "The opening as it prints" });
  await expect(preview).toContainText('"The sea remembers."');
  await expect(preview).toContainText("FADE IN:");
  await expect(preview).toContainText("NELL (V.O.)");
  await expect(preview).not.toContainText("LIGHTHOUSE - NIGHT");

  await page.getByRole("button", { name: "Edit", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Opening" });
  const text = dialog.getByRole("textbox", { name: "Opening" });
  await expect(text).toHaveValue(/FADE IN:/);
  await text.fill("FADE IN:\n\nThe beam sweeps the black water.");
  await dialog.getByRole("button", { name: "Save Opening" }).click();
  await expect(toast(page).getByText("Opening saved", { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(preview).toContainText("The beam sweeps the black water.");
  await expect(preview).not.toContainText("NELL (V.O.)");

  const saved = await (await page.request.get(`/api/screenplays/${id}`)).json();
  expect(saved.opening).toBe("FADE IN:\n\nThe beam sweeps the black water.");
});
