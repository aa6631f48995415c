import { OFFLINE_LABEL } from "../shared/schemas/ai";
import { toast, toastTitled } from "./support/fixtures";
import { fillElements, outlineOf, screenplayOf } from "./support/screens";
import { expect, test } from "./support/test";

test.describe("outline page", () => {
  test("tabs, the 25/50/25 split, AI Generate Outline fills the form without saving", async ({
    page,
    screenplayAt,
  }) => {
    const screenplay = await screenplayAt({ title: "Harbor" });
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

    // No logline and no genre: the fixed fallbacks are sent.
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
    screenplayAt,
  }) => {
    const screenplay = await screenplayAt({ title: "Round Trip", genre: "Mystery" });
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
    screenplayAt,
  }) => {
    const screenplay = await screenplayAt({ title: "Onward" });
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

test.describe("AI Assistant panel", () => {
  test("lists the AI's suggestions after a call; Apply applies one and removes it", async ({
    page,
    screenplayAt,
  }) => {
    const screenplay = await screenplayAt({ title: "Assistant" });
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

test.describe("failures on the outline screen", () => {
  test("saving an outline or a character for a deleted screenplay fails clearly", async ({
    page,
    screenplayAt,
  }) => {
    const screenplay = await screenplayAt({ title: "Gone" });
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
