import { OFFLINE_LABEL } from "../shared/schemas/ai";
import type { StoryIdea } from "../shared/schemas/ai-results";
import type { Character } from "../shared/schemas/character";
import { LOGLINE_MAX } from "../shared/schemas/screenplay";
import { toast, toastTitled } from "./support/fixtures";
import { charactersOf, fillElements, screenplayOf } from "./support/screens";
import { expect, test } from "./support/test";

test.describe("idea page", () => {
  test("story elements: validation messages, disabled AI buttons, and the AI writer label", async ({
    page,
    screenplayAt,
  }) => {
    const screenplay = await screenplayAt({ title: "Elements" });
    await page.goto(`/screenplay/${screenplay.id}/idea`);
    await expect(page.getByRole("heading", { level: 1, name: "Idea Generation" })).toBeVisible();
    await expect(page.getByRole("tab", { name: "Story Elements" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await expect(page.getByRole("tab", { name: "Story Ideas" })).toBeVisible();
    await expect(page.getByRole("tab", { name: "Logline" })).toBeVisible();
    const ideas = page.getByRole("button", { name: "Generate Story Ideas" });
    const logline = page.getByRole("button", { name: "Generate Logline" });
    await expect(ideas).toBeDisabled();
    await expect(logline).toBeDisabled();
    await expect(page.getByTestId("ai-status")).toContainText(OFFLINE_LABEL);

    // Each field says what it needs once the writer has been through it.
    for (const label of ["Genre", "Theme", "Setting", "Main Character"]) {
      await page.getByLabel(label).focus();
      await page.getByLabel(label).blur();
    }
    await expect(page.getByText("Genre is required")).toBeVisible();
    await expect(page.getByText("Theme is required")).toBeVisible();
    await expect(page.getByText("Setting is required")).toBeVisible();
    await expect(page.getByText("Main character description is required")).toBeVisible();
    await expect(page.getByLabel("Genre")).toHaveAttribute("aria-invalid", "true");

    await page.getByLabel("Genre").fill("Thriller");
    await page.getByLabel("Theme").fill("betrayal");
    await page.getByLabel("Setting").fill("a lighthouse");
    await expect(page.getByText("Genre is required")).toHaveCount(0);
    await expect(logline).toBeDisabled();
    await page.getByLabel("Main Character").fill("a retired detective");
    await expect(page.getByText("Main character description is required")).toHaveCount(0);
    await expect(ideas).toBeEnabled();
    await expect(logline).toBeEnabled();

    // Whitespace alone is not an answer.
    await page.getByLabel("Theme").fill("   ");
    await expect(page.getByText("Theme is required")).toBeVisible();
    await expect(ideas).toBeDisabled();
  });

  test("the genre starts from the screenplay's genre", async ({ page, screenplayAt }) => {
    const screenplay = await screenplayAt({ title: "Genre", genre: "Western" });
    await page.goto(`/screenplay/${screenplay.id}/idea`);
    await expect(page.getByLabel("Genre")).toHaveValue("Western");
  });

  test("Generate Logline switches to the Logline tab; word count; Save Logline", async ({
    page,
    screenplayAt,
  }) => {
    const screenplay = await screenplayAt({ title: "Logline" });
    await page.goto(`/screenplay/${screenplay.id}/idea`);
    await fillElements(page);
    const request = page.waitForRequest("**/api/ai/generate-logline");
    await page.getByRole("button", { name: "Generate Logline" }).click();
    expect((await request).postDataJSON()).toEqual({
      screenplayId: screenplay.id,
      genre: "Thriller",
      theme: "betrayal",
      setting: "a lighthouse on a remote island",
      character: "a retired detective",
    });
    await expect(page.getByRole("tab", { name: "Logline" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    const field = page.getByRole("textbox", { name: "Logline" });
    await expect(field).not.toHaveValue("");
    const generated = await field.inputValue();
    const words = generated.trim().split(/\s+/).length;
    expect(words).toBeGreaterThanOrEqual(25);
    expect(words).toBeLessThanOrEqual(50);
    await expect(page.getByTestId("logline-word-count")).toContainText(`${words} words`);

    // The logline tips, word for word.
    const tips = page.getByRole("complementary", { name: "Logline tips" });
    await expect(tips).toContainText("25-50 words");
    for (const tip of ["protagonist", "goal and the conflict", "intrigue", "tone"]) {
      await expect(tips).toContainText(tip);
    }

    // A logline longer than the screenplay's limit is flagged before anything is sent.
    const tooLong = generated.length > LOGLINE_MAX ? generated : `${generated} ${"x".repeat(200)}`;
    await field.fill(tooLong);
    await expect(page.getByRole("alert")).toContainText(
      `Logline must be at most ${LOGLINE_MAX} characters`,
    );
    let patched = false;
    page.on("request", (r) => {
      if (r.method() === "PATCH") patched = true;
    });
    await page.getByRole("button", { name: "Save Logline" }).click();
    await expect(page.getByRole("alert")).toBeVisible();
    expect(patched).toBe(false);

    const mine =
      "A lighthouse keeper hides a fugitive detective from the island that wants her gone.";
    await field.fill(mine);
    await expect(page.getByTestId("logline-word-count")).toContainText("14 words");
    await page.getByRole("button", { name: "Save Logline" }).click();
    await expect(toastTitled(page, "Screenplay updated")).toBeVisible();
    await expect(toast(page)).toContainText("Logline saved");
    expect((await screenplayOf(page, screenplay.id)).logline).toBe(mine);
  });

  test("Story Ideas: three ideas, Back to Elements, Generate More Ideas, Use This Idea", async ({
    page,
    screenplayAt,
  }) => {
    const screenplay = await screenplayAt({ title: "Working Title" });
    await page.goto(`/screenplay/${screenplay.id}/idea`);
    await page.getByRole("tab", { name: "Story Ideas" }).click();
    await expect(page.getByText("No story ideas yet")).toBeVisible();
    await page.getByRole("button", { name: "Back to Elements" }).click();
    await fillElements(page);
    const firstRound = page.waitForResponse("**/api/ai/generate-story-ideas");
    await page.getByRole("button", { name: "Generate Story Ideas" }).click();
    const shown: StoryIdea[] = (await (await firstRound).json()).ideas;
    await expect(page.getByRole("tab", { name: "Story Ideas" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    const cards = page.getByTestId("story-idea");
    await expect(cards).toHaveCount(3);
    for (const card of await cards.all()) {
      await expect(card.getByRole("heading")).not.toHaveText("");
      await expect(card.getByRole("button", { name: /Use This Idea/ })).toBeVisible();
    }

    await page.getByRole("button", { name: "Back to Elements" }).click();
    await expect(page.getByRole("tab", { name: "Story Elements" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await page.getByRole("tab", { name: "Story Ideas" }).click();
    const more = page.waitForRequest("**/api/ai/generate-story-ideas");
    await page.getByRole("button", { name: "Generate More Ideas" }).click();
    // The main character goes with it, and the ideas on screen go as the ones not to repeat.
    expect((await more).postDataJSON()).toEqual({
      screenplayId: screenplay.id,
      genre: "Thriller",
      theme: "betrayal",
      setting: "a lighthouse on a remote island",
      mainCharacter: "a retired detective",
      exclude: shown.flatMap((idea) => [idea.title, idea.premise]),
    });
    await expect(cards).toHaveCount(3);
    for (const idea of shown) {
      await expect(cards.getByRole("heading", { name: idea.title, exact: true })).toHaveCount(0);
    }

    // Use the idea with the shortest logline (the one most likely to fit the limit).
    const ideas = await Promise.all(
      (await cards.all()).map(async (card) => ({
        card,
        title: (await card.getByRole("heading").textContent()) ?? "",
        logline: (await card.locator("p").first().textContent()) ?? "",
      })),
    );
    const idea = ideas.reduce((a, b) => (b.logline.length < a.logline.length ? b : a));
    await idea.card.getByRole("button", { name: /Use This Idea/ }).click();
    // It renames the working title: the writer is asked first.
    await page
      .getByRole("alertdialog", { name: "Use this idea?" })
      .getByRole("button", { name: "Use its title too" })
      .click();
    await expect(page.getByRole("tab", { name: "Logline" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await expect(page.getByRole("textbox", { name: "Logline" })).toHaveValue(idea.logline);
    await expect(toastTitled(page, "Screenplay updated")).toBeVisible();
    const saved = await screenplayOf(page, screenplay.id);
    expect(saved.title).toBe(idea.title);
    // The logline is saved with the title whenever it fits the screenplay's logline limit.
    expect(saved.logline).toBe(idea.logline.length <= LOGLINE_MAX ? idea.logline : null);
    await expect(page.getByRole("complementary", { name: "Screenplay steps" })).toContainText(
      idea.title,
    );
  });

  test("Continue to Outline needs a logline, then moves the screenplay to outline at 20", async ({
    page,
    screenplayAt,
  }) => {
    const screenplay = await screenplayAt({ title: "Continue" });
    await page.goto(`/screenplay/${screenplay.id}/idea`);
    await page.getByRole("tab", { name: "Logline" }).click();
    await page.getByRole("button", { name: "Continue to Outline" }).click();
    await expect(toastTitled(page, "Logline required")).toBeVisible();
    await expect(toast(page)).toContainText(
      "Please generate and save a logline before continuing.",
    );
    await expect(page).toHaveURL(new RegExp(`/screenplay/${screenplay.id}/idea$`));

    // A drafted (unsaved) logline is enough; continuing saves it.
    await page.getByRole("textbox", { name: "Logline" }).fill("A drafted logline, good enough.");
    const patch = page.waitForRequest((r) => r.method() === "PATCH");
    await page.getByRole("button", { name: "Continue to Outline" }).click();
    expect((await patch).postDataJSON()).toEqual({
      logline: "A drafted logline, good enough.",
      currentStep: "outline",
      progress: 20,
      updatedAt: screenplay.updatedAt,
    });
    await expect(page).toHaveURL(new RegExp(`/screenplay/${screenplay.id}/outline$`));
    await expect(toastTitled(page, "Progress saved")).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: "Outline Builder" })).toBeVisible();
    await expect(page.getByRole("complementary", { name: "Screenplay steps" })).toContainText(
      "33%",
    );
  });
});

test.describe("idea page, on the writer's first visit", () => {
  test.use({ helpSeen: false });

  test("the help guide opens about 1 s after the first visit only", async ({
    page,
    screenplayAt,
  }) => {
    const screenplay = await screenplayAt({ title: "First Visit" });
    await page.clock.install();
    await page.goto(`/screenplay/${screenplay.id}/idea`);
    await expect(page.getByRole("heading", { level: 1, name: "Idea Generation" })).toBeVisible();
    await page.clock.runFor(800);
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await page.clock.runFor(400);
    await expect(page.getByRole("dialog", { name: "Welcome" })).toBeVisible();
    await page.getByRole("dialog").getByRole("button", { name: "Close" }).click();
    await expect(page.getByRole("dialog")).toHaveCount(0);

    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: "Idea Generation" })).toBeVisible();
    await page.clock.runFor(3000);
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });
});

test.describe("failures on the idea screen", () => {
  test("AI failures show their titles with the server's message (the AI throttle)", async ({
    page,
    screenplayAt,
  }) => {
    const screenplay = await screenplayAt({ title: "Throttled" });
    const mara = (await (
      await page.request.post("/api/characters", {
        data: { screenplayId: screenplay.id, name: "Mara" },
      })
    ).json()) as Character;
    // Spend the writer's AI allowance (60 calls per 10 minutes) straight through the API.
    const input = { genre: "Drama", theme: "grief", setting: "Chicago", character: "a nurse" };
    let status = 200;
    for (let i = 0; i < 70 && status === 200; i++) {
      status = (await page.request.post("/api/ai/generate-logline", { data: input })).status();
    }
    expect(status).toBe(429);
    const throttled = /^429: Too many AI requests/;

    await page.goto(`/screenplay/${screenplay.id}/idea`);
    await fillElements(page);
    await page.getByRole("button", { name: "Generate Logline" }).click();
    await expect(toastTitled(page, "Error generating logline")).toBeVisible();
    await expect(toast(page).getByText(throttled)).toBeVisible();
    await page.getByRole("button", { name: "Generate Story Ideas" }).click();
    await expect(toastTitled(page, "Error generating story ideas")).toBeVisible();
    await expect(toast(page).getByText(throttled)).toBeVisible();
    // Nothing half-done: the writer stays on the elements with the buttons usable again.
    await expect(page.getByRole("tab", { name: "Story Elements" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await expect(page.getByRole("button", { name: "Generate Logline" })).toBeEnabled();

    await page.goto(`/screenplay/${screenplay.id}/outline`);
    await page.getByRole("button", { name: "AI Generate Outline" }).click();
    await expect(toastTitled(page, "Error generating outline")).toBeVisible();
    await expect(toast(page).getByText(throttled)).toBeVisible();

    await page.goto(`/screenplay/${screenplay.id}/characters`);
    await page
      .getByTestId("character-detail")
      .getByRole("button", { name: "Generate Dialogue" })
      .click();
    await expect(toastTitled(page, "Failed to generate dialogue")).toBeVisible();
    await expect(toast(page).getByText(throttled)).toBeVisible();
    expect((await charactersOf(page, screenplay.id))[0]?.dialogueSamples).toEqual([]);
    await page.getByRole("button", { name: "Create Character" }).first().click();
    const dialog = page.getByRole("dialog", { name: "Create Character" });
    await dialog.getByLabel("Name").fill("June");
    await dialog.getByRole("button", { name: "AI Generate" }).click();
    await expect(toastTitled(page, "Error generating character")).toBeVisible();
    await expect(toast(page).getByText(throttled)).toBeVisible();
    await expect(dialog.getByLabel("Age")).toHaveValue("");
    expect(mara.name).toBe("Mara");
  });
});

test.describe("accessibility of the idea screen", () => {
  test("the idea form and its AI buttons work from the keyboard alone", async ({
    page,
    screenplayAt,
  }) => {
    const screenplay = await screenplayAt({ title: "Keys" });
    await page.goto(`/screenplay/${screenplay.id}/idea`);
    await page.getByLabel("Genre").focus();
    await page.keyboard.type("Drama");
    await page.keyboard.press("Tab");
    await page.keyboard.type("grief");
    await page.keyboard.press("Tab");
    await page.keyboard.type("Chicago");
    await page.keyboard.press("Tab");
    await page.keyboard.type("a young nurse");
    await page.keyboard.press("Tab");
    await expect(page.getByRole("button", { name: "Generate Story Ideas" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(page.getByRole("button", { name: "Generate Logline" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("tab", { name: "Logline" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
  });
});
