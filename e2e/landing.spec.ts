import { expect, test } from "@playwright/test";

test.describe("landing page", () => {
  test("presents the product with anchors, features, steps, showcase, FAQ and footer", async ({
    page,
  }) => {
    await page.goto("/");
    const sections = page.getByRole("navigation", { name: "Sections", exact: true });
    for (const [name, hash] of [
      ["Features", "#features"],
      ["How It Works", "#how-it-works"],
      ["Showcase", "#showcase"],
      ["FAQ", "#faq"],
    ] as const) {
      await expect(sections.getByRole("link", { name })).toHaveAttribute("href", hash);
      await expect(page.locator(hash)).toBeAttached();
    }
    for (const feature of [
      "Idea Generation",
      "Character Workshop",
      "Plot Structuring",
      "Scene Writing Assistant",
      "Dialogue Enhancement",
      "Professional Formatting",
    ]) {
      await expect(page.locator("#features").getByRole("heading", { name: feature })).toBeVisible();
    }
    await expect(page.locator("#how-it-works").getByRole("listitem")).toHaveCount(5);
    await expect(page.getByRole("img", { name: "Sample screenplay page" })).toBeVisible();
    await page.getByText("Which formats can I export?").click();
    await expect(page.getByText(/Fountain and Final Draft \(\.fdx\)/)).toBeVisible();

    const footer = page.getByRole("contentinfo");
    await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
    await expect(footer).toContainText("Beta Preview - Coming Summer 2025");
  });

  test("loads none of the app's screens", async ({ page }) => {
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(request.url());
    });
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.waitForLoadState("networkidle");
    const names = scripts.map((url) => new URL(url).pathname.split("/").pop() ?? "");
    expect(names.some((name) => name.startsWith("landing-"))).toBe(true);
    for (const appChunk of ["dashboard-", "screenplay-step-", "auth-", "idea-", "protected-"]) {
      expect(names.filter((name) => name.startsWith(appChunk))).toEqual([]);
    }
  });

  test("'Create Screenplay' leads to /dashboard (sign-in first when signed out)", async ({
    page,
  }) => {
    await page.goto("/");
    await page.getByRole("banner").getByRole("link", { name: "Create Screenplay" }).click();
    await expect(page).toHaveURL(/\/auth\?next=%2Fdashboard$/);
  });

  test("Alt+h opens and closes the help guide on the landing page", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.keyboard.press("Alt+h");
    await expect(page.getByRole("dialog", { name: "Welcome" })).toBeVisible();
    await page.keyboard.press("Alt+h");
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });
});

test("an unknown path shows the 404 page", async ({ page }) => {
  await page.goto("/no/such/page");
  await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible();
  await expect(page.getByText("Did you forget to add the page to the router?")).toBeVisible();
});
