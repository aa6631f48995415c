import { editorText, expectEditorText, openSceneContent } from "./support/screens";
import { expect, test } from "./support/test";

const ACTION = "Rain on the skylight. MAYA counts the drips.";
/** What ACTION, Enter, Tab (a cue), "maya" and Enter put in the editor. */
const FIRST = `${ACTION}\n\nMAYA\n`;
const SECOND = "Forty-one. Forty-two. Somebody fix this roof.";

test.describe("scene drafts survive a closed tab", () => {
  test("text typed into a new scene comes back after the page closes mid-typing", async ({
    page,
    context,
    screenplayAt,
  }) => {
    const screenplay = await screenplayAt({ title: "Leaky Roof" });
    const url = `/screenplay/${screenplay.id}/scenes`;
    await page.goto(url);
    await page.getByRole("button", { name: "Add Scene" }).first().click();
    const dialog = page.getByRole("dialog", { name: "Create New Scene" });
    await dialog.getByLabel("Scene Heading").fill("INT. ATTIC - NIGHT");
    await dialog.getByRole("tab", { name: "Scene Content" }).click();
    const content = dialog.getByRole("textbox", { name: "Scene Content" });
    await content.pressSequentially(ACTION, { delay: 15 });
    await page.keyboard.press("Enter");
    await page.keyboard.press("Tab");
    await content.pressSequentially("maya", { delay: 15 });
    await page.keyboard.press("Enter");
    await expectEditorText(content, FIRST);
    // Still typing when the tab goes away: no pause, no save button.
    void content.pressSequentially(SECOND, { delay: 40 }).catch(() => undefined);
    await page.waitForTimeout(500);
    await page.close();

    const again = await context.newPage();
    await again.goto(url);
    await again.getByRole("button", { name: "Add Scene" }).first().click();
    const restored = again.getByRole("dialog", { name: "Create New Scene" });
    await expect(restored.getByText("Draft restored")).toBeVisible();
    await expect(restored.getByLabel("Scene Heading")).toHaveValue("INT. ATTIC - NIGHT");
    await restored.getByRole("tab", { name: "Scene Content" }).click();
    const box = restored.getByRole("textbox", { name: "Scene Content" });
    await expect.poll(() => editorText(box)).not.toBe("");
    const text = await editorText(box);
    expect(text.startsWith(FIRST)).toBe(true);
    expect(SECOND.startsWith(text.slice(FIRST.length))).toBe(true);
    expect(text.length).toBeGreaterThan(FIRST.length);

    // Saving clears the draft: the next new scene starts empty.
    await restored.getByRole("button", { name: "Create Scene" }).click();
    await expect(restored).toBeHidden();
    await again.getByRole("button", { name: "Add Scene" }).first().click();
    const fresh = again.getByRole("dialog", { name: "Create New Scene" });
    await expect(fresh.getByLabel("Scene Heading")).toHaveValue("");
    await expect(fresh.getByText("Draft restored")).toHaveCount(0);
    await expect(fresh.getByLabel("Scene Number")).toHaveValue("2");
  });

  test("an edit draft is kept per scene, and Discard draft goes back to the saved scene", async ({
    page,
    screenplayWithScene,
  }) => {
    const screenplay = await screenplayWithScene(
      { title: "Two Drafts" },
      {
        heading: "EXT. PIER - DAY",
        content: "Waves.",
      },
    );
    const { content } = await openSceneContent(page, screenplay.id);
    await content.fill("Waves. A gull steals a sandwich.");
    await page.waitForTimeout(400);
    await page.reload();

    await page.getByTestId("scene-item").click();
    await page.getByRole("button", { name: "Edit", exact: true }).click();
    const restored = page.getByRole("dialog", { name: "Edit Scene" });
    await expect(restored.getByText("Draft restored")).toBeVisible();
    await restored.getByRole("tab", { name: "Scene Content" }).click();
    const box = restored.getByRole("textbox", { name: "Scene Content" });
    await expectEditorText(box, "Waves. A gull steals a sandwich.");
    await restored.getByRole("button", { name: "Discard draft" }).click();
    await expectEditorText(box, "Waves.");
    await expect(restored.getByText("Draft restored")).toHaveCount(0);
    await page.waitForTimeout(400);
    expect(
      await page.evaluate(() => Object.keys(localStorage).filter((k) => k.includes("scene-draft"))),
    ).toEqual([]);
  });
});
