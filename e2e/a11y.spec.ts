import { seriousViolations } from "./support/a11y";
import { expect, test } from "./support/test";

test.describe("accessibility (axe: no serious or critical violations)", () => {
  test("landing page", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test("auth page, both tabs", async ({ page }) => {
    await page.goto("/auth");
    await expect(page.getByRole("tab", { name: "Login" })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole("tab", { name: "Register" }).click();
    await expect(page.getByLabel("Confirm Password")).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test("dashboard and a step screen", async ({ page, screenplayAt }) => {
    const screenplay = await screenplayAt({ title: "Accessible", genre: "Drama" });
    await page.goto("/dashboard");
    await expect(page.getByTestId("screenplay-card")).toHaveCount(1);
    await expect(page.getByTestId("quote")).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto(`/screenplay/${screenplay.id}/idea`);
    await expect(page.getByRole("complementary", { name: "Screenplay steps" })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test("every control of the dashboard is reachable by keyboard", async ({ page, onDashboard }) => {
    await onDashboard("Keyboard");
    await expect(page.getByTestId("quote")).toBeVisible();
    const expected = [
      "Skip to content",
      "Scriptwright",
      "Projects",
      "Help Guide",
      "Show help guide",
      "New Screenplay",
      "Edit screenplay",
      "Delete screenplay",
      "Continue",
      "Inspire Me",
    ];
    const reached = new Set<string>();
    for (let i = 0; i < 25; i++) {
      await page.keyboard.press("Tab");
      const name = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement | null;
        return (el?.getAttribute("aria-label") ?? el?.textContent ?? "").trim();
      });
      reached.add(name);
    }
    for (const name of expected) {
      expect(
        [...reached].some((r) => r.startsWith(name)),
        `${name} reachable`,
      ).toBe(true);
    }
  });
});
