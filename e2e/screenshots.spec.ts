import { mkdirSync } from "node:fs";
import type { Page } from "@playwright/test";
import { createScreenplay, signUp, toast } from "./support/fixtures";
import { expect, test } from "./support/test";

// Design review, not assertions: SHOTS=1 npx playwright test screenshots → /tmp/shots/*.png
const OUT = process.env.SHOTS_DIR ?? "/tmp/shots";
const SIZES = [
  { name: "desktop", width: 1280, height: 800 },
  { name: "mobile", width: 390, height: 844 },
] as const;

for (const size of SIZES) {
  test(`screens at ${size.name}`, async ({ page }) => {
    test.setTimeout(120_000);
    mkdirSync(OUT, { recursive: true });
    await page.setViewportSize(size);
    const shot = async (name: string, fullPage = false) => {
      await page.waitForTimeout(350); // let enter animations finish
      await page.screenshot({ path: `${OUT}/${name}-${size.name}.png`, fullPage });
    };

    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await shot("landing");
    await shot("landing-full", true);

    await page.goto("/nowhere");
    await shot("404");

    await page.goto("/auth");
    await expect(page.getByRole("tab", { name: "Login" })).toBeVisible();
    await shot("auth-login");
    await page.getByRole("tab", { name: "Register" }).click();
    await page.getByLabel("Password", { exact: true }).fill("short");
    await page.getByRole("button", { name: "Register" }).click();
    await shot("auth-register");

    // Signed up by hand, after the signed-out screens: the dashboard's first visit is shown.
    await signUp(page);
    // Loading state: the real answer, only held back so the skeletons can be seen.
    await page.route(
      "**/api/screenplays",
      async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1500));
        await route.continue();
      },
      { times: 1 },
    );
    await page.goto("/dashboard");
    await expect(page.getByTestId("screenplay-skeleton").first()).toBeVisible();
    await shot("dashboard-loading");
    await page.waitForURL(/\/screenplay\/\d+\/idea$/);
    await expect(page.getByRole("heading", { name: "Idea Generation" })).toBeVisible();
    await shot("step-shell");

    // A first visit: the help tour opens by itself (pressing Alt+h as well would race it closed).
    await expect(page.getByRole("dialog")).toBeVisible();
    await shot("help-tour");
    await page.keyboard.press("Escape");
    // A later step: on a phone the step row starts scrolled to it.
    await page.goto(page.url().replace(/\/idea$/, "/scenes"));
    await expect(page.getByRole("heading", { level: 1, name: "Scene Writing" })).toBeVisible();
    await shot("step-shell-scenes");

    await createScreenplay(page.request, {
      title: "The Last Lighthouse",
      logline:
        "A reclusive lighthouse keeper must rescue the stranger who washed ashore, the one person who knows what happened the night her brother vanished.",
      genre: "Thriller",
    });
    await createScreenplay(page.request, { title: "Untitled Comedy" });
    await page.goto("/dashboard");
    await expect(page.getByTestId("screenplay-card")).toHaveCount(3);
    await expect(page.getByTestId("quote")).toBeVisible();
    await shot("dashboard-cards");
    await shot("dashboard-cards-full", true);

    await page.getByRole("button", { name: "New Screenplay" }).first().click();
    await page.getByRole("button", { name: "Create Screenplay" }).click();
    await shot("new-screenplay-dialog");
    await page.keyboard.press("Escape");

    await page.getByRole("button", { name: "Delete screenplay" }).first().click();
    await shot("delete-dialog");
    await page.getByRole("button", { name: "Delete", exact: true }).click();
    await expect(toast(page)).toBeVisible();
    await shot("toast");

    await page.getByRole("link", { name: "Edit screenplay" }).first().click();
    await expect(page.getByRole("heading", { name: "Edit Screenplay" })).toBeVisible();
    await shot("edit");

    if (size.name === "mobile") {
      await page.getByRole("button", { name: "Open menu" }).click();
      await shot("mobile-menu");
      await page.keyboard.press("Escape");
    } else {
      await page.getByRole("button", { name: / account menu$/ }).click();
      await shot("user-menu");
      await page.keyboard.press("Escape");
    }

    await deleteAll(page);
    await expect(page.getByText("No screenplays yet")).toBeVisible();
    await shot("dashboard-empty");
  });
}

async function deleteAll(page: Page) {
  await page.goto("/dashboard");
  const cards = page.getByTestId("screenplay-card");
  await expect(cards.first()).toBeVisible();
  while ((await cards.count()) > 0) {
    await page.getByRole("button", { name: "Delete screenplay" }).first().click();
    await page.getByRole("button", { name: "Delete", exact: true }).click();
    await expect(page.getByRole("alertdialog")).toHaveCount(0);
    await page.waitForTimeout(200);
  }
}
