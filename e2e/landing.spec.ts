import { PASSWORD, uniqueUsername } from "./support/fixtures";
import { expect, test } from "./support/test";

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
    // The six steps of the product, as the hero says.
    const steps = page.locator("#how-it-works");
    await expect(steps.getByRole("heading", { level: 2 })).toHaveText(
      "Six steps from blank page to final draft",
    );
    await expect(steps.getByRole("listitem")).toHaveCount(6);
    await expect(page.getByRole("heading", { level: 1 }).locator("xpath=..")).toContainText(
      "six steps",
    );
    await expect(page.getByRole("img", { name: "Sample screenplay page" })).toBeVisible();
    await page.getByText("Which formats can I export?").click();
    await expect(page.getByText(/Fountain and Final Draft \(\.fdx\)/)).toBeVisible();
    // Wallet sign-in works: the FAQ says so.
    await page.getByText("How do I sign in?").click();
    await expect(page.getByText(/or with a Bitcoin or Solana wallet/)).toBeVisible();
    await expect(page.locator("#faq")).not.toContainText("on its way");

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

  test("'Create Screenplay' opens Register for a first-time visitor, then the dashboard", async ({
    page,
  }) => {
    for (const cta of [
      page.getByRole("banner").getByRole("link", { name: "Create Screenplay" }),
      page.getByRole("main").getByRole("link", { name: "Create Screenplay" }),
    ]) {
      await page.goto("/");
      await cta.click();
      await expect(page).toHaveURL(/\/auth\?tab=register&next=%2Fdashboard$/);
      await expect(page.getByRole("tab", { name: "Register" })).toHaveAttribute(
        "aria-selected",
        "true",
      );
    }
    await page.getByLabel("Username").fill(uniqueUsername());
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.getByLabel("Confirm Password").fill(PASSWORD);
    await page.getByRole("button", { name: "Register", exact: true }).click();
    // The dashboard, which opens a first-time writer's sample screenplay.
    await expect(page).toHaveURL(/\/screenplay\/\d+\/idea$/);

    // Back again later, signed out: this browser has an account, so Login.
    await page.context().clearCookies();
    await page.goto("/");
    await page.getByRole("banner").getByRole("link", { name: "Create Screenplay" }).click();
    await expect(page).toHaveURL(/\/auth\?next=%2Fdashboard$/);
    await expect(page.getByRole("tab", { name: "Login" })).toHaveAttribute("aria-selected", "true");
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
