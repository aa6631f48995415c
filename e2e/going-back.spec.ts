import { toast } from "./support/fixtures";
import { expect, test } from "./support/test";

// The writer may go back to earlier steps: going back to revise must neither lose the writer's
// place in the workflow nor their work.
test("a writer at the final step goes back to revise a scene, and the final script shows it", async ({
  page,
  screenplayAt,
}) => {
  const created = await screenplayAt({
    title: "Second Thoughts",
    logline:
      "A cartographer must redraw the map of a town that keeps moving before the survey ends.",
    genre: "Drama",
    currentStep: "final",
    progress: 100,
  });
  const scene = await page.request.post("/api/scenes", {
    data: {
      screenplayId: created.id,
      sceneNumber: 1,
      heading: "INT. SURVEY OFFICE - DAY",
      content: "ANNA unrolls a map. The river on it has moved.",
      act: "Act 1",
    },
  });
  expect(scene.status()).toBe(201);

  await page.goto(`/screenplay/${created.id}/final`);
  const sidebar = page.getByRole("complementary", { name: "Screenplay steps" });
  await expect(sidebar).toContainText("100%");
  // Idea, Scene Writing and AI Editor: the outline and characters steps were left empty.
  await expect(sidebar.getByLabel("Completed")).toHaveCount(3);

  // Back to the idea step: the saved logline is there, the workflow position is kept.
  const steps = sidebar.getByRole("navigation", { name: "Steps" }).getByRole("link");
  await steps.nth(0).click();
  await expect(page).toHaveURL(new RegExp(`/screenplay/${created.id}/idea$`));
  await expect(steps.nth(0)).toContainText("Active");
  await expect(sidebar).toContainText("100%");
  await expect(sidebar.getByLabel("Completed")).toHaveCount(3);
  await page.getByRole("tab", { name: "Logline" }).click();
  await expect(page.getByRole("textbox", { name: "Logline" })).toHaveValue(/redraw the map/);

  // Back to the scenes: revise the scene's content.
  await steps.nth(3).click();
  await expect(page).toHaveURL(new RegExp(`/screenplay/${created.id}/scenes$`));
  await page.getByTestId("scene-item").click();
  await page.getByRole("button", { name: "Edit", exact: true }).click();
  const edit = page.getByRole("dialog", { name: "Edit Scene" });
  await edit.getByRole("tab", { name: "Scene Content" }).click();
  await edit
    .getByRole("textbox", { name: "Scene Content" })
    .fill("ANNA unrolls a map. The river on it has moved again.\n\nANNA\nIt was here yesterday.");
  await edit.getByRole("button", { name: "Update Scene" }).click();
  await expect(toast(page)).toContainText("Scene updated");

  // Saving progress from an earlier step never moves the screenplay backwards.
  await sidebar.getByRole("button", { name: "Save Progress" }).click();
  await expect(toast(page).getByText("Progress saved", { exact: true })).toBeVisible();
  const stored = await (await page.request.get(`/api/screenplays/${created.id}`)).json();
  expect(stored).toMatchObject({ currentStep: "final", progress: 100 });

  await steps.nth(5).click();
  await expect(page).toHaveURL(new RegExp(`/screenplay/${created.id}/final$`));
  await expect(page.getByTestId("script-page").getByText("It was here yesterday.")).toBeVisible();
});
