import { expect, test } from "./support/test";

test.describe("inspiration quotes", () => {
  test("rotate every 15 s with a 500 ms fade, and 'Inspire Me' swaps by hand", async ({
    page,
    screenplayAt,
  }) => {
    await screenplayAt({ title: "Keeps the dashboard" });
    await page.clock.install();
    await page.goto("/dashboard");

    const quote = page.getByTestId("quote");
    await expect(quote).toBeVisible();
    const quotes = await (await page.request.get("/api/movie-quotes")).json();
    // The first quote is shown first, with its character, movie (year) and writer.
    const first = quotes[0];
    await expect(quote).toContainText(first.quote);
    await expect(quote).toContainText(first.character);
    await expect(quote).toContainText(`${first.movie} (${first.year})`);
    await expect(quote).toContainText(first.writer);

    await page.clock.pauseAt(Date.now() + 2_000);

    // Manual swap: fade out for 500 ms, then a different quote.
    const before = await quote.locator("blockquote").textContent();
    await page.getByRole("button", { name: "Inspire Me" }).click();
    await expect(quote).toHaveAttribute("data-visible", "false");
    await expect(quote).toHaveClass(/opacity-0/);
    await page.clock.runFor(499);
    await expect(quote.locator("blockquote")).toHaveText(before ?? "");
    await page.clock.runFor(1);
    await expect(quote).toHaveAttribute("data-visible", "true");
    const manual = await quote.locator("blockquote").textContent();
    expect(manual).not.toBe(before);

    // Automatic swap 15 s later, with the same fade.
    await page.clock.runFor(14_999);
    await expect(quote).toHaveAttribute("data-visible", "true");
    await expect(quote.locator("blockquote")).toHaveText(manual ?? "");
    await page.clock.runFor(1);
    await expect(quote).toHaveAttribute("data-visible", "false");
    await page.clock.runFor(500);
    await expect(quote).toHaveAttribute("data-visible", "true");
    await expect(quote.locator("blockquote")).not.toHaveText(manual ?? "");
  });

  test("a failed load says 'Failed to load quotes'", async ({ page, screenplayAt }) => {
    await screenplayAt({ title: "Keeps the dashboard" });
    // The one allowed stand-in: the quotes endpoint failing.
    await page.route("**/api/movie-quotes", (route) =>
      route.fulfill({ status: 500, json: { message: "Quotes are unavailable" } }),
    );
    await page.goto("/dashboard");
    await expect(page.getByText("Failed to load quotes")).toBeVisible();
  });
});
