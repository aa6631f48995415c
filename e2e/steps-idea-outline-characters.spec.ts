import { expect, type Page, test } from "@playwright/test";
import { OFFLINE_LABEL } from "../shared/schemas/ai";
import type { CharacterResult } from "../shared/schemas/ai-results";
import type { Character } from "../shared/schemas/character";
import type { Outline } from "../shared/schemas/outline";
import type { Screenplay } from "../shared/schemas/screenplay";
import { LOGLINE_MAX } from "../shared/schemas/screenplay";
import { seriousViolations } from "./support/a11y";
import { createScreenplay, signUp } from "./support/fixtures";

const HELP_SEEN_KEY = "scriptwright:help-guide-seen";

/** A signed-in writer with one screenplay who has already seen the first-visit help guide. */
async function writerWith(
  page: Page,
  input: { title: string; logline?: string | null; genre?: string | null },
  { helpSeen = true } = {},
): Promise<Screenplay> {
  if (helpSeen) {
    await page.addInitScript((key) => window.localStorage.setItem(key, "seen"), HELP_SEEN_KEY);
  }
  await signUp(page);
  return createScreenplay(page.request, input);
}

async function screenplayOf(page: Page, id: number): Promise<Screenplay> {
  return (await page.request.get(`/api/screenplays/${id}`)).json();
}

async function outlineOf(page: Page, id: number): Promise<Outline | null> {
  return (await page.request.get(`/api/screenplays/${id}/outline`)).json();
}

async function charactersOf(page: Page, id: number): Promise<Character[]> {
  return (await page.request.get(`/api/screenplays/${id}/characters`)).json();
}

/** The one visible toast; a modal dialog hides the rest of the page from the accessibility tree. */
function toast(page: Page) {
  return page
    .getByRole("region", { name: /Notifications/, includeHidden: true })
    .getByRole("listitem", { includeHidden: true });
}

function toastTitled(page: Page, title: string) {
  return toast(page).getByText(title, { exact: true });
}

async function fillElements(page: Page) {
  await page.getByLabel("Genre").fill("Thriller");
  await page.getByLabel("Theme").fill("betrayal");
  await page.getByLabel("Setting").fill("a lighthouse on a remote island");
  await page.getByLabel("Main Character").fill("a retired detective");
}

test.describe("idea page", () => {
  test("story elements: validation messages, disabled AI buttons, and the AI writer label", async ({
    page,
  }) => {
    const screenplay = await writerWith(page, { title: "Elements" });
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

  test("the genre starts from the screenplay's genre", async ({ page }) => {
    const screenplay = await writerWith(page, { title: "Genre", genre: "Western" });
    await page.goto(`/screenplay/${screenplay.id}/idea`);
    await expect(page.getByLabel("Genre")).toHaveValue("Western");
  });

  test("Generate Logline switches to the Logline tab; word count; Save Logline", async ({
    page,
  }) => {
    const screenplay = await writerWith(page, { title: "Logline" });
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
  }) => {
    const screenplay = await writerWith(page, { title: "Working Title" });
    await page.goto(`/screenplay/${screenplay.id}/idea`);
    await page.getByRole("tab", { name: "Story Ideas" }).click();
    await expect(page.getByText("No story ideas yet")).toBeVisible();
    await page.getByRole("button", { name: "Back to Elements" }).click();
    await fillElements(page);
    await page.getByRole("button", { name: "Generate Story Ideas" }).click();
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
    expect((await more).postDataJSON()).toEqual({
      screenplayId: screenplay.id,
      genre: "Thriller",
      theme: "betrayal",
      setting: "a lighthouse on a remote island",
    });
    await expect(cards).toHaveCount(3);

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
  }) => {
    const screenplay = await writerWith(page, { title: "Continue" });
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

  test("the help guide opens about 1 s after the first visit only", async ({ page }) => {
    const screenplay = await writerWith(page, { title: "First Visit" }, { helpSeen: false });
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

test.describe("outline page", () => {
  test("tabs, the 25/50/25 split, AI Generate Outline fills the form without saving", async ({
    page,
  }) => {
    const screenplay = await writerWith(page, { title: "Harbor" });
    await page.goto(`/screenplay/${screenplay.id}/outline`);
    await expect(page.getByRole("heading", { level: 1, name: "Outline Builder" })).toBeVisible();
    await expect(page.getByRole("tab")).toHaveText(["Structure", "Act I", "Act II", "Act III"]);
    await expect(page.getByTestId("act-share-act1")).toContainText("25%");
    await expect(page.getByTestId("act-share-act2")).toContainText("50%");
    await expect(page.getByTestId("act-share-act3")).toContainText("25%");
    const widths = await Promise.all(
      ["act1", "act2", "act3"].map(
        async (act) => (await page.getByTestId(`act-share-${act}`).boundingBox())?.width ?? 0,
      ),
    );
    const total = widths.reduce((a, b) => a + b, 0);
    expect(widths.map((w) => Math.round((w / total) * 100))).toEqual([25, 50, 25]);
    await expect(page.getByTestId("ai-status")).toContainText(OFFLINE_LABEL);

    // No logline and no genre: the spec's fallbacks are sent.
    const request = page.waitForRequest("**/api/ai/generate-outline");
    await page.getByRole("button", { name: "AI Generate Outline" }).click();
    expect((await request).postDataJSON()).toEqual({
      screenplayId: screenplay.id,
      title: "Harbor",
      logline: "A screenplay without a logline",
      genre: "Drama",
    });
    await expect(toastTitled(page, "Outline generated")).toBeVisible();
    await expect(page.getByText("You have unsaved changes.")).toBeVisible();
    expect(await outlineOf(page, screenplay.id)).toBeNull();

    await page.getByRole("tab", { name: "Act I", exact: true }).click();
    await expect(page.getByLabel("Inciting Incident")).not.toHaveValue("");
    await expect(page.getByLabel("First Plot Point")).not.toHaveValue("");
    await expect(page.getByRole("tabpanel").getByLabel("Key Scenes")).not.toHaveValue("");
    await page.getByRole("button", { name: "Continue to Act II" }).click();
    for (const label of ["Rising Action", "Midpoint", "Second Plot Point"]) {
      await expect(page.getByLabel(label)).not.toHaveValue("");
    }
    await page.getByRole("button", { name: "Continue to Act III" }).click();
    await expect(page.getByLabel("Climax")).not.toHaveValue("");
    await expect(page.getByLabel("Resolution")).not.toHaveValue("");
    await page.getByRole("button", { name: "Back to Act II" }).click();
    await expect(page.getByRole("tab", { name: "Act II", exact: true })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await page.getByRole("button", { name: "Back to Act I" }).click();
    await page.getByRole("button", { name: "Back to Structure" }).click();
    await expect(page.getByRole("tab", { name: "Structure" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
  });

  test("Save Outline: key scenes one per line and themes comma-separated round-trip", async ({
    page,
  }) => {
    const screenplay = await writerWith(page, { title: "Round Trip", genre: "Mystery" });
    await page.goto(`/screenplay/${screenplay.id}/outline`);
    await page.getByLabel("Themes and Motifs").fill(" grief,  the sea , ,memory ");
    await expect(page.getByRole("list", { name: "Themes" }).getByRole("listitem")).toHaveText([
      "grief",
      "the sea",
      "memory",
    ]);
    await page.getByRole("button", { name: "Edit Act I", exact: true }).click();
    await page.getByLabel("Inciting Incident").fill("The lamp goes dark.");
    await page
      .getByRole("tabpanel")
      .getByLabel("Key Scenes")
      .fill("The storm\n\n   A stranger washes ashore  \n");
    await page.getByRole("button", { name: "Save Outline" }).click();
    await expect(toastTitled(page, "Outline saved")).toBeVisible();
    const saved = await outlineOf(page, screenplay.id);
    expect(saved?.act1).toEqual({
      incitingIncident: "The lamp goes dark.",
      firstPlotPoint: "",
      keyScenes: ["The storm", "A stranger washes ashore"],
    });
    expect(saved?.themesAndMotifs).toEqual(["grief", "the sea", "memory"]);

    await page.reload();
    await page.getByRole("tab", { name: "Act I", exact: true }).click();
    await expect(page.getByRole("tabpanel").getByLabel("Key Scenes")).toHaveValue(
      "The storm\nA stranger washes ashore",
    );
    await page.getByRole("tab", { name: "Structure" }).click();
    await expect(page.getByLabel("Themes and Motifs")).toHaveValue("grief, the sea, memory");
  });

  test("Continue to Characters: 'Outline required' when empty, else saves and moves on at 40", async ({
    page,
  }) => {
    const screenplay = await writerWith(page, { title: "Onward" });
    await page.goto(`/screenplay/${screenplay.id}/outline`);
    await page.getByRole("button", { name: "Continue to Characters" }).click();
    await expect(toastTitled(page, "Outline required")).toBeVisible();
    await expect(toast(page)).toContainText(
      "Please complete your three-act structure before continuing.",
    );

    await page.getByRole("tab", { name: "Act III" }).click();
    await page.getByLabel("Climax").fill("The keeper lights the lamp one last time.");
    const saved = page.waitForResponse("**/api/outlines");
    const patch = page.waitForRequest((r) => r.method() === "PATCH");
    await page.getByRole("button", { name: "Continue to Characters" }).click();
    expect((await saved).status()).toBe(200);
    expect((await patch).postDataJSON()).toMatchObject({ currentStep: "characters", progress: 40 });
    await expect(page).toHaveURL(new RegExp(`/screenplay/${screenplay.id}/characters$`));
    await expect(toastTitled(page, "Progress saved")).toBeVisible();
    expect((await outlineOf(page, screenplay.id))?.act3.climax).toBe(
      "The keeper lights the lamp one last time.",
    );
    await expect(page.getByRole("complementary", { name: "Screenplay steps" })).toContainText(
      "50%",
    );
  });
});

test.describe("characters page", () => {
  test("empty state; Continue to Scene Writing is disabled and, if forced, says why", async ({
    page,
  }) => {
    const screenplay = await writerWith(page, { title: "Empty Cast" });
    await page.goto(`/screenplay/${screenplay.id}/characters`);
    await expect(page.getByRole("heading", { level: 1, name: "Character Workshop" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "No characters yet" })).toBeVisible();
    const next = page.getByRole("button", { name: "Continue to Scene Writing" });
    await expect(next).toBeDisabled();
    await next.click({ force: true });
    await expect(toastTitled(page, "Characters required")).toBeVisible();
    await expect(toast(page)).toContainText(
      "Please create at least one character before continuing.",
    );
    await expect(page).toHaveURL(/\/characters$/);
  });

  test("Create Character: name validation, AI Generate needs a name, then fills every tab", async ({
    page,
  }) => {
    const screenplay = await writerWith(page, { title: "Cast", genre: "Thriller" });
    await page.goto(`/screenplay/${screenplay.id}/characters`);
    await page.getByRole("button", { name: "Create Character" }).first().click();
    const dialog = page.getByRole("dialog", { name: "Create Character" });
    await expect(dialog.getByRole("tab")).toHaveText(["Basic", "Background", "Personality & Arc"]);

    await dialog.getByRole("button", { name: "AI Generate" }).click();
    await expect(toastTitled(page, "Character name required")).toBeVisible();
    await expect(toast(page)).toContainText(
      "Please enter a character name to generate AI suggestions.",
    );
    await dialog.getByRole("tab", { name: "Background" }).click();
    await dialog.getByRole("button", { name: "Create Character" }).click();
    // An invalid name brings the writer back to the Basic tab, where the message is.
    await expect(dialog.getByRole("tab", { name: "Basic" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await expect(dialog.getByText("Character name is required")).toBeVisible();

    await dialog.getByLabel("Name").fill("Mara Quinn");
    await expect(dialog.getByText("Character name is required")).toHaveCount(0);
    const request = page.waitForRequest("**/api/ai/generate-character");
    const answer = page.waitForResponse("**/api/ai/generate-character");
    await dialog.getByRole("button", { name: "AI Generate" }).click();
    // No role: 'protagonist'; the screenplay's genre.
    expect((await request).postDataJSON()).toEqual({
      screenplayId: screenplay.id,
      name: "Mara Quinn",
      role: "protagonist",
      genre: "Thriller",
    });
    await expect(toastTitled(page, "Character generated")).toBeVisible();
    await expect(dialog.getByLabel("Age")).not.toHaveValue("");
    await expect(dialog.getByLabel("Occupation")).not.toHaveValue("");
    await dialog.getByRole("tab", { name: "Background" }).click();
    await expect(dialog.getByLabel("Backstory")).not.toHaveValue("");
    await expect(dialog.getByLabel("Formative Events")).not.toHaveValue("");
    await dialog.getByRole("tab", { name: "Personality & Arc" }).click();
    for (const label of ["Personality Traits", "Motivations", "Flaws", "Character Arc"]) {
      await expect(dialog.getByLabel(label)).not.toHaveValue("");
    }
    await dialog.getByLabel("Personality Traits").fill(" stubborn, , witty ,loyal ");
    await dialog.getByRole("tab", { name: "Basic" }).click();
    await dialog.getByLabel("Role").fill("protagonist");
    await dialog.getByRole("button", { name: "Create Character" }).click();
    await expect(toastTitled(page, "Character created")).toBeVisible();
    await expect(dialog).toBeHidden();

    const [saved] = await charactersOf(page, screenplay.id);
    expect(saved?.name).toBe("Mara Quinn");
    expect(saved?.role).toBe("protagonist");
    expect(saved?.traits).toEqual(["stubborn", "witty", "loyal"]);
    // Lists left as the AI wrote them keep their items whole, commas inside them included.
    const ai = (await (await answer).json()) as CharacterResult;
    expect(saved?.backstory).toBe(ai.backstory);
    expect(saved?.formativeEvents).toEqual(ai.formativeEvents);
    expect(saved?.motivations).toEqual(ai.motivations);
    expect(saved?.flaws).toEqual(ai.flaws);
    expect(saved?.arc).toBe(ai.characterArc);
    const detail = page.getByTestId("character-detail");
    for (const section of [
      "Basic Information",
      "Background",
      "Personality",
      "Character Arc",
      "Dialogue Samples",
    ]) {
      await expect(detail.getByRole("heading", { name: section, exact: true })).toBeVisible();
    }
    await expect(detail).toContainText("stubborn");
    const list = page.getByRole("navigation", { name: "Characters" });
    await expect(list.getByRole("button")).toHaveText([/Mara Quinn\s*protagonist/]);
    await expect(page.getByRole("button", { name: "Continue to Scene Writing" })).toBeEnabled();
  });

  test("edit, a stale edit's 409, Generate Dialogue with 'AI Generated' samples, delete", async ({
    page,
  }) => {
    const screenplay = await writerWith(page, { title: "Voices" });
    const created = await page.request.post("/api/characters", {
      data: { screenplayId: screenplay.id, name: "Eli Brandt", role: "antagonist", traits: [] },
    });
    const eli = (await created.json()) as Character;
    await page.request.post("/api/characters", {
      data: { screenplayId: screenplay.id, name: "June Park", role: "mentor" },
    });
    await page.goto(`/screenplay/${screenplay.id}/characters`);
    const detail = page.getByTestId("character-detail");
    await expect(detail.getByRole("heading", { name: "Eli Brandt" })).toBeVisible();

    await detail.getByRole("button", { name: "Edit" }).click();
    const dialog = page.getByRole("dialog", { name: "Edit Character" });
    await expect(dialog.getByLabel("Name")).toHaveValue("Eli Brandt");
    await dialog.getByLabel("Occupation").fill("Harbor master");
    await dialog.getByRole("button", { name: "Save Changes" }).click();
    await expect(toastTitled(page, "Character updated")).toBeVisible();
    await expect(detail).toContainText("Harbor master");

    // Someone else saves in between: a clear 409, and the latest version is shown.
    await detail.getByRole("button", { name: "Edit" }).click();
    await dialog.getByLabel("Age").fill("52");
    const latest = (await charactersOf(page, screenplay.id)).find((c) => c.id === eli.id);
    await page.request.patch(`/api/characters/${eli.id}`, {
      data: { occupation: "Smuggler", updatedAt: latest?.updatedAt },
    });
    await dialog.getByRole("button", { name: "Save Changes" }).click();
    await expect(toastTitled(page, "Failed to update character")).toBeVisible();
    await expect(toast(page)).toContainText("409:");
    await expect(detail).toContainText("Smuggler");
    await dialog.getByRole("button", { name: "Save Changes" }).click();
    await expect(toastTitled(page, "Character updated")).toBeVisible();
    await expect(detail).toContainText("52");

    // Dialogue: no traits → 'neutral', situation 'a tense confrontation'; saved on the character.
    const request = page.waitForRequest("**/api/ai/generate-dialogue");
    await detail.getByRole("button", { name: "Generate Dialogue" }).click();
    expect((await request).postDataJSON()).toMatchObject({
      screenplayId: screenplay.id,
      character: "Eli Brandt",
      personality: "neutral",
      situation: "a tense confrontation",
    });
    await expect(toastTitled(page, "Dialogue generated")).toBeVisible();
    const samples = detail.getByTestId("dialogue-sample");
    await expect(samples.first()).toBeVisible();
    const count = await samples.count();
    for (let i = 0; i < count; i++) await expect(samples.nth(i)).toContainText("AI Generated");
    await expect(samples.first()).toContainText("ELI BRANDT", { useInnerText: true });
    const stored = (await charactersOf(page, screenplay.id)).find((c) => c.id === eli.id);
    expect(stored?.dialogueSamples).toHaveLength(count);

    // Delete asks first; Cancel keeps the character.
    await detail.getByRole("button", { name: "Delete Eli Brandt" }).click();
    const confirm = page.getByRole("alertdialog", { name: "Delete Eli Brandt?" });
    await expect(confirm).toContainText("Delete this character? This cannot be undone.");
    await confirm.getByRole("button", { name: "Cancel" }).click();
    await expect(detail.getByRole("heading", { name: "Eli Brandt" })).toBeVisible();
    await detail.getByRole("button", { name: "Delete Eli Brandt" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
    await expect(toastTitled(page, "Character deleted")).toBeVisible();
    await expect(detail.getByRole("heading", { name: "June Park" })).toBeVisible();
    expect((await charactersOf(page, screenplay.id)).map((c) => c.name)).toEqual(["June Park"]);
  });

  test("Continue to Scene Writing moves the screenplay to scenes at 60", async ({ page }) => {
    const screenplay = await writerWith(page, { title: "To Scenes" });
    await page.request.post("/api/characters", {
      data: { screenplayId: screenplay.id, name: "Ada" },
    });
    await page.goto(`/screenplay/${screenplay.id}/characters`);
    const patch = page.waitForRequest((r) => r.method() === "PATCH");
    await page.getByRole("button", { name: "Continue to Scene Writing" }).click();
    expect((await patch).postDataJSON()).toEqual({
      currentStep: "scenes",
      progress: 60,
      updatedAt: screenplay.updatedAt,
    });
    await expect(page).toHaveURL(new RegExp(`/screenplay/${screenplay.id}/scenes$`));
    await expect(toastTitled(page, "Progress saved")).toBeVisible();
  });
});

test.describe("AI Assistant panel", () => {
  test("lists the AI's suggestions after a call; Apply applies one and removes it", async ({
    page,
  }) => {
    const screenplay = await writerWith(page, { title: "Assistant" });
    await page.goto(`/screenplay/${screenplay.id}/outline`);
    await expect(page.getByRole("heading", { level: 1, name: "Outline Builder" })).toBeVisible();
    // Nothing generated yet: no panel taking room.
    const panel = page.getByRole("region", { name: "AI Assistant" });
    await expect(panel).toHaveCount(0);

    await page.getByRole("button", { name: "AI Generate Outline" }).click();
    await expect(toastTitled(page, "Outline generated")).toBeVisible();
    // At 1280 px the panel is a folded bar in the corner showing the count; it opens on request.
    const toggle = page.getByRole("button", { name: "AI Assistant" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(toggle).toContainText("1");
    await toggle.click();
    const items = panel.getByRole("listitem");
    await expect(items).toHaveCount(1);
    await expect(items.first()).toContainText("Outline");
    // The description is an excerpt of the generated inciting incident.
    const outlined = await (
      await page.request.get(`/api/screenplays/${screenplay.id}/suggestions`)
    ).json();
    const incident: string = outlined[0].content.act1.incitingIncident;
    await expect(items.first()).toContainText(incident.slice(0, 40));

    // A second AI call on another screen joins the list, newest first.
    await page.getByRole("link", { name: /Idea Generation/ }).click();
    // The generated outline is not saved: leaving asks first.
    await page
      .getByRole("alertdialog", { name: "Leave without saving?" })
      .getByRole("button", { name: "Leave without saving" })
      .click();
    await fillElements(page);
    await page.getByRole("button", { name: "Generate Logline" }).click();
    await expect(toggle).toContainText("2");
    await toggle.click();
    await expect(items).toHaveCount(2);
    await expect(items.first()).toContainText("Logline");

    await items.first().getByRole("button", { name: "Apply" }).click();
    await expect(items).toHaveCount(1);
    await expect(items.first()).toContainText("Outline");
    await expect
      .poll(async () =>
        (
          await (await page.request.get(`/api/screenplays/${screenplay.id}/suggestions`)).json()
        ).map((s: { suggestionType: string; isApplied: boolean }) => [
          s.suggestionType,
          s.isApplied,
        ]),
      )
      .toEqual([
        ["outline", false],
        ["logline", true],
      ]);
    expect((await screenplayOf(page, screenplay.id)).logline).toBeTruthy();

    // Applying the last one leaves nothing to show, even after a reload.
    await items.first().getByRole("button", { name: "Apply" }).click();
    await expect(panel).toHaveCount(0);
    expect((await outlineOf(page, screenplay.id))?.act1.incitingIncident).toBe(incident);
    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: "Idea Generation" })).toBeVisible();
    await expect(panel).toHaveCount(0);
  });
});

test.describe("AI Assistant panel, docked on a wide screen", () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test("opens as the writer last left it, on the next visit too", async ({ page }) => {
    const screenplay = await writerWith(page, { title: "Folded" });
    await page.goto(`/screenplay/${screenplay.id}/scenes`);
    const toggle = page.getByRole("button", { name: "AI Assistant" });
    // A wide screen and no choice made yet: it starts open.
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: "Scene Writing" })).toBeVisible();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(toggle).toContainText("2");

    await toggle.click();
    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: "Scene Writing" })).toBeVisible();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
  });
});

test.describe("failures", () => {
  test("AI failures show the spec's titles with the server's message (the AI throttle)", async ({
    page,
  }) => {
    const screenplay = await writerWith(page, { title: "Throttled" });
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

  test("saving to a screenplay deleted elsewhere fails with the spec's titles", async ({
    page,
  }) => {
    const screenplay = await writerWith(page, { title: "Doomed" });
    const eli = (await (
      await page.request.post("/api/characters", {
        data: { screenplayId: screenplay.id, name: "Eli" },
      })
    ).json()) as Character;

    await page.goto(`/screenplay/${screenplay.id}/characters`);
    await expect(page.getByTestId("character-detail")).toBeVisible();
    // The character disappears elsewhere: its dialogue has nowhere to go.
    expect((await page.request.delete(`/api/characters/${eli.id}`, { data: {} })).status()).toBe(
      204,
    );
    await page.getByRole("button", { name: "Generate Dialogue" }).click();
    await expect(toastTitled(page, "Character not found")).toBeVisible();
    await expect(page.getByRole("heading", { name: "No characters yet" })).toBeVisible();

    await page.goto(`/screenplay/${screenplay.id}/idea`);
    await page.getByRole("tab", { name: "Logline" }).click();
    await page.getByRole("textbox", { name: "Logline" }).fill("Too late.");
    expect(
      (await page.request.delete(`/api/screenplays/${screenplay.id}`, { data: {} })).ok(),
    ).toBe(true);
    await page.getByRole("button", { name: "Save Logline" }).click();
    await expect(toastTitled(page, "Save failed")).toBeVisible();
    await expect(toast(page).getByText(/^404: /)).toBeVisible();
    await page.getByRole("button", { name: "Continue to Outline" }).click();
    await expect(toastTitled(page, "Failed to update progress")).toBeVisible();
    await expect(page).toHaveURL(/\/idea$/);
  });

  test("saving an outline or a character for a deleted screenplay fails clearly", async ({
    page,
  }) => {
    const screenplay = await writerWith(page, { title: "Gone" });
    await page.goto(`/screenplay/${screenplay.id}/outline`);
    await expect(page.getByTestId("act-share-act1")).toBeVisible();
    // In-app navigation keeps the loaded outline, as a writer switching steps would.
    await page.getByRole("link", { name: /Character Workshop/ }).click();
    await expect(page.getByRole("heading", { name: "No characters yet" })).toBeVisible();
    expect(
      (await page.request.delete(`/api/screenplays/${screenplay.id}`, { data: {} })).ok(),
    ).toBe(true);

    await page.getByRole("button", { name: "Create Character" }).first().click();
    const dialog = page.getByRole("dialog", { name: "Create Character" });
    await dialog.getByLabel("Name").fill("Nobody");
    await dialog.getByRole("button", { name: "Create Character" }).click();
    await expect(toastTitled(page, "Failed to create character")).toBeVisible();
    await expect(toast(page).getByText(/^404: /)).toBeVisible();
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();

    await page.getByRole("link", { name: /Outline Builder/ }).click();
    await page.getByRole("button", { name: "Save Outline" }).click();
    await expect(toastTitled(page, "Failed to save outline")).toBeVisible();
    await expect(toast(page).getByText(/^404: /)).toBeVisible();
  });
});

test.describe("accessibility of the idea, outline and characters screens", () => {
  test("axe: no serious or critical violations, dialogs included", async ({ page }) => {
    test.slow(); // seven full-page axe scans
    const screenplay = await writerWith(page, { title: "Axe", genre: "Drama" });
    await page.request.post("/api/characters", {
      data: {
        screenplayId: screenplay.id,
        name: "Nora",
        role: "protagonist",
        traits: ["brave"],
        dialogueSamples: [{ dialogue: "Not tonight.", parenthetical: "quietly" }],
      },
    });
    await page.goto(`/screenplay/${screenplay.id}/idea`);
    await expect(page.getByRole("heading", { level: 1, name: "Idea Generation" })).toBeVisible();
    await page.getByLabel("Theme").focus();
    await page.getByLabel("Theme").blur();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole("tab", { name: "Story Ideas" }).click();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole("tab", { name: "Logline" }).click();
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto(`/screenplay/${screenplay.id}/outline`);
    await expect(page.getByTestId("act-share-act1")).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole("tab", { name: "Act II", exact: true }).click();
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto(`/screenplay/${screenplay.id}/characters`);
    await expect(page.getByTestId("dialogue-sample")).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole("button", { name: "Create Character" }).click();
    const dialog = page.getByRole("dialog", { name: "Create Character" });
    await dialog.getByRole("button", { name: "Create Character" }).click();
    await expect(dialog.getByText("Character name is required")).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press("Escape");
    await page.getByRole("button", { name: "Delete Nora" }).click();
    await expect(page.getByRole("alertdialog")).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test("the idea form and its AI buttons work from the keyboard alone", async ({ page }) => {
    const screenplay = await writerWith(page, { title: "Keys" });
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
