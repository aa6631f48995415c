import { seriousViolations } from "./support/a11y";
import { toast } from "./support/fixtures";
import { harborStory } from "./support/screens";
import { expect, test } from "./support/test";

test.describe("AI Editor", () => {
  test("with no scenes: disabled analysis with its hint, Skip to Final Script", async ({
    page,
    screenplayAt,
  }) => {
    const screenplay = await screenplayAt({ title: "Blank Page" });
    await page.goto(`/screenplay/${screenplay.id}/editor`);
    await expect(page.getByRole("heading", { name: "AI Editor", level: 1 })).toBeVisible();
    await expect(page.getByRole("button", { name: "Analyze Screenplay" })).toBeDisabled();
    await expect(
      page.getByText("You need to create scenes before analysis can be performed."),
    ).toBeVisible();
    await expect(page.getByRole("heading", { name: "Ready for Analysis" })).toBeVisible();
    const patch = page.waitForRequest((r) => r.method() === "PATCH");
    await page.getByRole("button", { name: "Skip to Final Script" }).click();
    expect((await patch).postDataJSON()).toEqual({
      currentStep: "final",
      progress: 100,
      updatedAt: screenplay.updatedAt,
    });
    await expect(toast(page)).toContainText("Progress saved");
    await expect(toast(page)).toContainText("Moving to Final Script step.");
    await expect(page).toHaveURL(new RegExp(`/screenplay/${screenplay.id}/final$`));
  });

  test("analysis: the stored script, tabs with Structure first, rating bars and statistics", async ({
    page,
    screenplayAt,
  }) => {
    const screenplay = await harborStory(page, screenplayAt);
    await page.goto(`/screenplay/${screenplay.id}/editor`);
    await expect(page.getByRole("heading", { name: "Ready for Analysis" })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.route("**/api/ai/analyze-screenplay", async (route) => {
      await new Promise((r) => setTimeout(r, 500));
      await route.continue();
    });
    const request = page.waitForRequest("**/api/ai/analyze-screenplay");
    await page.getByRole("button", { name: "Analyze Screenplay" }).click();
    await expect(page.getByRole("button", { name: "Analyzing..." })).toBeDisabled();
    // Only the screenplay: the server reads its stored scenes, in script order, as the script
    // (server/modules/ai/ai-scene-context.routes.test.ts checks the text and its order).
    expect((await request).postDataJSON()).toEqual({ screenplayId: screenplay.id });

    await expect(toast(page)).toContainText("Analysis complete");
    await expect(page.getByRole("heading", { name: "Analysis Results" })).toBeVisible();
    const tabs = page.getByRole("tab");
    await expect(tabs).toHaveText(["Overview", "Structure", "Characters", "Dialogue", "Visuals"]);
    await expect(page.getByRole("tab", { name: "Structure" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    const panel = page.getByRole("tabpanel");
    await expect(panel.getByText("Structure & Pacing")).toBeVisible();
    await expect(panel.getByRole("heading", { name: "Strengths" })).toBeVisible();
    await expect(panel.getByRole("heading", { name: "Areas for Improvement" })).toBeVisible();
    await expect(panel.getByRole("heading", { name: "Specific Suggestions" })).toBeVisible();

    await page.getByRole("tab", { name: "Overview" }).click();
    await expect(panel.getByRole("heading", { name: "Key Strengths" })).toBeVisible();
    await expect(panel.getByRole("heading", { name: "Priority Improvements" })).toBeVisible();
    for (const label of [
      "Structure & Pacing",
      "Character Development",
      "Dialogue Authenticity",
      "Visual Storytelling",
    ]) {
      await expect(
        panel.getByRole("progressbar", { name: new RegExp(`^${label}: .* out of 10$`) }),
      ).toBeVisible();
    }
    for (const [tab, label] of [
      ["Characters", "Character Development"],
      ["Dialogue", "Dialogue Authenticity"],
      ["Visuals", "Visual Storytelling"],
    ] as const) {
      await page.getByRole("tab", { name: tab }).click();
      await expect(
        panel.getByRole("progressbar", { name: new RegExp(`^${label}: `) }),
      ).toBeVisible();
    }

    const stats = page.getByTestId("statistics");
    await expect(stats.getByTestId("stat-pages")).toHaveText(/^\d+$/);
    await expect(stats.getByTestId("stat-runtime")).toHaveText(/^~\d+ min$/);
    await expect(stats.getByTestId("act-share")).toHaveCount(3);
    await expect(stats.getByTestId("act-share").first()).toContainText("of 25%");
    await expect(stats.getByTestId("stat-dialogue")).toHaveText(/^\d+%$/);
    await expect(stats.getByTestId("character-lines").filter({ hasText: "MAYA" })).toContainText(
      "2",
    );
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole("button", { name: "Continue to Final Script" }).click();
    await expect(toast(page)).toContainText("Moving to Final Script step.");
    await expect(page).toHaveURL(new RegExp(`/screenplay/${screenplay.id}/final$`));
  });
});
