import type { CharacterResult } from "../shared/schemas/ai-results";
import type { Character } from "../shared/schemas/character";
import { seriousViolations } from "./support/a11y";
import { toast, toastTitled } from "./support/fixtures";
import { charactersOf } from "./support/screens";
import { expect, test } from "./support/test";

test.describe("characters page", () => {
  test("empty state; Continue to Scene Writing is disabled and, if forced, says why", async ({
    page,
    screenplayAt,
  }) => {
    const screenplay = await screenplayAt({ title: "Empty Cast" });
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
    screenplayAt,
  }) => {
    const screenplay = await screenplayAt({ title: "Cast", genre: "Thriller" });
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
    screenplayAt,
  }) => {
    const screenplay = await screenplayAt({ title: "Voices" });
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

  test("Continue to Scene Writing moves the screenplay to scenes at 60", async ({
    page,
    screenplayAt,
  }) => {
    const screenplay = await screenplayAt({ title: "To Scenes" });
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

test.describe("failures on the characters screen", () => {
  test("saving to a screenplay deleted elsewhere fails with its failure titles", async ({
    page,
    screenplayAt,
  }) => {
    const screenplay = await screenplayAt({ title: "Doomed" });
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
});

test.describe("accessibility of the idea, outline and characters screens", () => {
  test("axe: no serious or critical violations, dialogs included", async ({
    page,
    screenplayAt,
  }) => {
    test.slow(); // seven full-page axe scans
    const screenplay = await screenplayAt({ title: "Axe", genre: "Drama" });
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
});
