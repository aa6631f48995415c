import type { Page, Route } from "@playwright/test";
import { fillRegisterForm, PASSWORD, toast, uniqueUsername } from "./support/fixtures";
import { expect, test } from "./support/test";

/** Holds a real request until the test lets it go on to the real server (nothing is faked). */
async function holdRequest(page: Page, path: string) {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(path, async (route: Route) => {
    await released;
    await route.continue();
  });
  return release;
}

test.describe("pending labels, tooltip and toast timing", () => {
  test("Login shows 'Logging in...' and Register 'Creating Account...' while pending", async ({
    page,
  }) => {
    const username = uniqueUsername();
    const releaseRegister = await holdRequest(page, "**/api/register");
    await fillRegisterForm(page, username);
    await page.getByRole("button", { name: "Register" }).click();
    await expect(page.getByRole("button", { name: "Creating Account..." })).toBeDisabled();
    releaseRegister();
    await expect(page).toHaveURL(/\/dashboard$/);

    await page.context().clearCookies();
    await page.goto("/auth");
    const releaseLogin = await holdRequest(page, "**/api/login");
    await page.getByLabel("Username").fill(username);
    await page.getByLabel("Password").fill(PASSWORD);
    await page.getByRole("button", { name: "Login", exact: true }).click();
    await expect(page.getByRole("button", { name: "Logging in..." })).toBeDisabled();
    releaseLogin();
    await expect(toast(page)).toContainText(`Welcome back, ${username}!`);
  });

  test("a tooltip opens after 700 ms of hover, not before", async ({ page, screenplayAt }) => {
    await screenplayAt({ title: "Tooltip timing" });
    await page.clock.install();
    await page.goto("/dashboard");
    const helpIcon = page.getByRole("button", { name: "Show help guide" });
    await expect(helpIcon).toBeVisible();
    // From here time moves only when the test moves it.
    await page.clock.pauseAt(Date.now() + 1000);
    await helpIcon.hover();
    await page.clock.runFor(650);
    await expect(page.getByRole("tooltip")).toHaveCount(0);
    await page.clock.runFor(100);
    await expect(page.getByRole("tooltip")).toHaveText("Show help guide");
  });

  test("a toast closes by itself after 5000 ms", async ({ page }) => {
    await page.clock.install();
    await page.goto("/auth");
    await page.getByLabel("Username").fill(uniqueUsername("nobody"));
    await page.getByLabel("Password").fill("wrong password here");
    // The page's time stands still and moves in 50 ms steps until the toast shows, so how long
    // the machine takes to answer never counts towards the toast's 5000 ms.
    await page.clock.pauseAt(Date.now() + 1000);
    await page.getByRole("button", { name: "Login", exact: true }).click();
    for (let step = 0; step < 200 && (await toast(page).count()) === 0; step++) {
      await page.clock.runFor(50);
    }
    await expect(toast(page)).toContainText("Login failed");
    await page.clock.runFor(4400);
    await expect(toast(page)).toContainText("Login failed");
    await page.clock.runFor(700);
    await expect(toast(page)).toHaveCount(0);
  });

  test("swiping a toast 50 px to the right dismisses it", async ({ page }) => {
    await page.goto("/auth");
    await page.getByLabel("Username").fill(uniqueUsername("nobody"));
    await page.getByLabel("Password").fill("wrong password here");
    await page.getByRole("button", { name: "Login", exact: true }).click();
    const item = toast(page);
    await expect(item).toContainText("Login failed");
    const box = await item.boundingBox();
    if (!box) throw new Error("toast has no box");
    const y = box.y + box.height / 2;
    await page.mouse.move(box.x + 20, y);
    await page.mouse.down();
    for (let dx = 10; dx <= 120; dx += 10) await page.mouse.move(box.x + 20 + dx, y);
    await page.mouse.up();
    await expect(toast(page)).toHaveCount(0);
  });
});
