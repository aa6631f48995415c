import { createScreenplay, signUp, toast, uniqueUsername } from "./support/fixtures";
import { expect, test } from "./support/test";

const TOUR = [
  "Welcome",
  "Idea Generation",
  "Character Workshop",
  "Outline Builder",
  "Scene Writing",
];

test.describe("shared chrome", () => {
  test("help tour: five steps, Previous, Next, Got it!, close icon, restarts at step 1", async ({
    page,
    screenplayAt,
  }) => {
    const screenplay = await screenplayAt({ title: "Tour" });
    await page.goto(`/screenplay/${screenplay.id}/idea`);
    const header = page.getByRole("banner");

    await header.getByRole("button", { name: "Help Guide", exact: true }).click();
    for (const [index, title] of TOUR.entries()) {
      const dialog = page.getByRole("dialog", { name: title });
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText(`Step ${index + 1} of 5`);
      const previous = dialog.getByRole("button", { name: "Previous" });
      if (index === 0) await expect(previous).toBeDisabled();
      else await expect(previous).toBeEnabled();
      if (index < TOUR.length - 1) {
        await expect(dialog.getByRole("button", { name: "Got it!" })).toHaveCount(0);
        await dialog.getByRole("button", { name: "Next" }).click();
      }
    }
    const last = page.getByRole("dialog", { name: "Scene Writing" });
    await expect(last.getByRole("button", { name: "Next" })).toHaveCount(0);
    await last.getByRole("button", { name: "Previous" }).click();
    await expect(page.getByRole("dialog", { name: "Outline Builder" })).toBeVisible();
    await page.getByRole("button", { name: "Next" }).click();
    await page.getByRole("button", { name: "Got it!" }).click();
    await expect(page.getByRole("dialog")).toHaveCount(0);

    // Reopening starts at step 1; the close icon closes it.
    await page.keyboard.press("Alt+h");
    const reopened = page.getByRole("dialog", { name: "Welcome" });
    await expect(reopened).toBeVisible();
    await reopened.getByRole("button", { name: "Next" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Close" }).click();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await page.keyboard.press("Alt+h");
    await expect(page.getByRole("dialog", { name: "Welcome" })).toBeVisible();
    await page.keyboard.press("Alt+h");
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });

  test("help icon tooltip follows the guide's state and closes on Escape", async ({
    page,
    onDashboard,
  }) => {
    await onDashboard("Tooltip");
    const helpIcon = page.getByRole("button", { name: "Show help guide" });
    await helpIcon.hover();
    const tooltip = page.getByRole("tooltip");
    await expect(tooltip).toHaveText("Show help guide");
    await page.keyboard.press("Escape");
    await expect(tooltip).toHaveCount(0);

    await helpIcon.click();
    await expect(page.getByRole("dialog", { name: "Welcome" })).toBeVisible();
    await expect(
      page.getByRole("button", { name: "Hide help guide", includeHidden: true }),
    ).toHaveCount(1);
  });

  test("one toast at a time, and F8 focuses the notifications", async ({ page }) => {
    await page.goto("/auth");
    // With no wallet installed, each button explains itself in a toast: two toasts, one shown.
    await page.getByRole("button", { name: "Bitcoin" }).click();
    await expect(toast(page)).toContainText("No Bitcoin wallet found");
    await page.getByRole("button", { name: "Solana" }).click();
    await expect(toast(page)).toHaveCount(1);
    await expect(toast(page)).toContainText("No Solana wallet found");

    await page.keyboard.press("F8");
    const viewport = page.getByRole("region", { name: /Notifications/ }).locator("ol");
    await expect(viewport).toBeFocused();
  });

  test("F8 focuses the notifications region before any toast", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("region", { name: /Notifications/ })).toBeAttached();
    await page.keyboard.press("F8");
    await expect(page.getByRole("region", { name: /Notifications/ }).locator("ol")).toBeFocused();
  });

  test("user menu shows the name and initials; the mobile menu has the same items", async ({
    page,
  }) => {
    // Signed up by hand: the initials are read from a name of the test's choosing.
    const username = `jane.doe-${uniqueUsername("x").slice(2)}`;
    await signUp(page, username);
    await createScreenplay(page.request, { title: "Menus" });
    await page.goto("/dashboard");
    const account = page.getByRole("button", { name: `${username} account menu` });
    await expect(account).toContainText("JD");
    await account.click();
    await expect(page.getByRole("menuitem", { name: "Logout" })).toBeVisible();
    await page.keyboard.press("Escape");

    await page.setViewportSize({ width: 390, height: 844 });
    await expect(account).toBeHidden();
    await page.getByRole("button", { name: "Open menu" }).click();
    const sheet = page.getByRole("dialog", { name: "Menu" });
    await expect(sheet).toContainText(username);
    await expect(sheet.getByRole("link", { name: "Projects" })).toHaveAttribute(
      "href",
      "/dashboard",
    );
    await sheet.getByRole("button", { name: "Help Guide", exact: true }).click();
    await expect(page.getByRole("dialog", { name: "Welcome" })).toBeVisible();
    await page.keyboard.press("Escape");
    await page.getByRole("button", { name: "Open menu" }).click();
    await page
      .getByRole("dialog", { name: "Menu" })
      .getByRole("button", { name: "Logout" })
      .click();
    await expect(toast(page).getByText("Logged out", { exact: true })).toBeVisible();
  });
});

test.describe("step shell", () => {
  test("on a phone the step row scrolls sideways and shows the step on screen", async ({
    page,
    screenplayAt,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const screenplay = await screenplayAt({ title: "Phone Story" });
    const row = page.getByRole("navigation", { name: "Steps" }).getByRole("list");
    const isInside = async (name: RegExp) => {
      const [outer, inner] = await Promise.all([
        row.boundingBox(),
        row.getByRole("link", { name }).boundingBox(),
      ]);
      if (!outer || !inner) throw new Error("the step row is not laid out");
      return inner.x >= outer.x && inner.x + inner.width <= outer.x + outer.width;
    };
    await page.goto(`/screenplay/${screenplay.id}/idea`);
    await expect(row.getByRole("link", { name: /Idea Generation/ })).toBeVisible();
    expect(await isInside(/Idea Generation/)).toBe(true);
    expect(await isInside(/Final Script/)).toBe(false);

    await page.goto(`/screenplay/${screenplay.id}/final`);
    await expect(page.getByRole("heading", { level: 1, name: "Final Script" })).toBeVisible();
    expect(await isInside(/Final Script/)).toBe(true);
    expect(await isInside(/Idea Generation/)).toBe(false);
    // The page itself does not scroll sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
  });

  test("sidebar: title, percent, Active badge, check marks, and Save Progress", async ({
    page,
    screenplayAt,
  }) => {
    // With a logline: a passed idea step is ticked only when it holds one.
    const screenplay = await screenplayAt({
      title: "Sidebar Story",
      logline: "A lighthouse keeper must choose between the light and the ship she loves.",
    });
    await page.goto(`/screenplay/${screenplay.id}/idea`);
    const sidebar = page.getByRole("complementary", { name: "Screenplay steps" });
    await expect(sidebar).toContainText("Sidebar Story");
    await expect(sidebar).toContainText("17%");
    const steps = sidebar.getByRole("navigation", { name: "Steps" }).getByRole("link");
    await expect(steps).toHaveText([
      /Idea Generation/,
      /Outline Builder/,
      /Character Workshop/,
      /Scene Writing/,
      /AI Editor/,
      /Final Script/,
    ]);
    await expect(steps.nth(0)).toContainText("Active");

    await steps.nth(1).click();
    await expect(page).toHaveURL(new RegExp(`/screenplay/${screenplay.id}/outline$`));
    await expect(page.getByRole("heading", { name: "Outline Builder" })).toBeVisible();
    await expect(steps.nth(1)).toContainText("Active");
    await expect(steps.nth(0)).not.toContainText("Active");
    await expect(sidebar.getByLabel("Completed")).toHaveCount(0);

    const patch = page.waitForRequest(
      (request) => request.method() === "PATCH" && request.url().endsWith(`/${screenplay.id}`),
    );
    await sidebar.getByRole("button", { name: "Save Progress" }).click();
    expect((await patch).postDataJSON()).toEqual({
      currentStep: "outline",
      progress: 20,
      updatedAt: screenplay.updatedAt,
    });
    await expect(toast(page).getByText("Progress saved", { exact: true })).toBeVisible();
    await expect(sidebar).toContainText("33%");
    await expect(sidebar.getByLabel("Completed")).toHaveCount(1);
  });

  test("a missing screenplay says 'Screenplay not found'; an unknown step is a 404", async ({
    page,
    writer,
  }) => {
    void writer; // requested for its side effect: the page is signed in
    await page.goto("/screenplay/987654/characters");
    await expect(page.getByRole("heading", { name: "Screenplay not found" })).toBeVisible();
    await page.goto("/screenplay/1/nonsense");
    await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible();
  });
});
