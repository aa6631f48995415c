import type { Locator, Page } from "@playwright/test";
import type { Scene } from "../shared/schemas/scene";
import { seriousViolations } from "./support/a11y";
import { toast } from "./support/fixtures";
import { reviewShots } from "./support/review-shots";
import { addCharacter, addScene, editorText, expectEditorText } from "./support/screens";
import { expect, test } from "./support/test";

// The 'Scene Content' editor, typed into with real key presses as a writer would.

/** Opens 'Create New Scene' with its heading set, on the content tab, the editor focused. */
async function newSceneEditor(page: Page, screenplayId: number, heading: string) {
  await page.goto(`/screenplay/${screenplayId}/scenes`);
  await page.getByRole("button", { name: "Add Scene" }).first().click();
  const dialog = page.getByRole("dialog", { name: "Create New Scene" });
  await dialog.getByLabel("Scene Heading").fill(heading);
  await dialog.getByRole("tab", { name: "Scene Content" }).click();
  const content = dialog.getByRole("textbox", { name: "Scene Content" });
  await content.click();
  return { dialog, content, element: dialog.getByLabel("Element") };
}

/** Opens the screenplay's only scene in 'Edit Scene', on the content tab. */
async function editSceneEditor(page: Page, screenplayId: number) {
  await page.goto(`/screenplay/${screenplayId}/scenes`);
  await page.getByTestId("scene-item").click();
  await page.getByRole("button", { name: "Edit", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Edit Scene" });
  await dialog.getByRole("tab", { name: "Scene Content" }).click();
  return { dialog, content: dialog.getByRole("textbox", { name: "Scene Content" }) };
}

async function savedScenes(page: Page, screenplayId: number): Promise<Scene[]> {
  return (await page.request.get(`/api/screenplays/${screenplayId}/scenes`)).json();
}

/** The completion list's option, as a screen reader finds it. */
const option = (page: Page, name: string) => page.getByRole("option", { name, exact: true });

async function expectElement(element: Locator, value: string) {
  await expect(element).toHaveValue(value);
}

test("Final Draft's keys write exact Fountain, with the element named under the editor", async ({
  page,
  screenplayAt,
}) => {
  const screenplay = await screenplayAt({ title: "Morning Shift" });
  const { dialog, content, element } = await newSceneEditor(
    page,
    screenplay.id,
    "INT. DINER - MORNING",
  );
  await expectElement(element, "action");
  await page.keyboard.type("Mara pours coffee.");
  await page.keyboard.press("Enter");
  await expectElement(element, "action");
  await page.keyboard.press("Tab");
  await expectElement(element, "character");
  await expect(dialog.getByTestId("element-announcement")).toHaveText("Character");
  await page.keyboard.type("mara");
  await page.keyboard.press("Enter");
  await expectElement(element, "dialogue");
  await page.keyboard.press("Tab");
  await expectElement(element, "parenthetical");
  await page.keyboard.type("quietly");
  await page.keyboard.press("Enter");
  await expectElement(element, "dialogue");
  await page.keyboard.type("Morning.");
  // Tab stayed in the editor throughout; Escape, then Tab, leaves it for the element menu.
  await expect(content).toBeFocused();
  await expectEditorText(content, "Mara pours coffee.\n\nMARA\n(quietly)\nMorning.");
  await page.keyboard.press("Escape");
  await page.keyboard.press("Tab");
  await expect(element).toBeFocused();
  await expect(dialog).toBeVisible();

  await dialog.getByRole("button", { name: "Create Scene" }).click();
  await expect(toast(page)).toContainText("Scene created");
  const [scene] = await savedScenes(page, screenplay.id);
  expect(scene?.content).toBe("Mara pours coffee.\n\nMARA\n(quietly)\nMorning.");
});

test("a cue completes from a Character Workshop name, accepted with Enter", async ({
  page,
  screenplayAt,
}) => {
  const screenplay = await screenplayAt({ title: "Names" });
  await addCharacter(page.request, screenplay.id, "Mara");
  const { dialog, content, element } = await newSceneEditor(page, screenplay.id, "INT. HALL - DAY");
  await page.keyboard.press("Tab");
  await page.keyboard.type("m");
  await expect(option(page, "MARA")).toBeVisible();
  // Escape closes the list, not the dialog around the editor.
  await page.keyboard.press("Escape");
  await expect(option(page, "MARA")).toBeHidden();
  await expect(dialog).toBeVisible();
  await page.keyboard.type("a");
  await expect(option(page, "MARA")).toBeVisible();
  await page.keyboard.press("Enter");
  await expectEditorText(content, "MARA");
  await expect(option(page, "MARA")).toBeHidden();
  // With the name typed in full, Enter goes on to the dialogue.
  await page.keyboard.press("Enter");
  await expectElement(element, "dialogue");
  await page.keyboard.type("Hello.");
  await expectEditorText(content, "MARA\nHello.");
});

test("a heading completes a place another scene uses, then the time of day", async ({
  page,
  screenplayAt,
}) => {
  const screenplay = await screenplayAt({ title: "Places" });
  await addScene(page.request, {
    screenplayId: screenplay.id,
    sceneNumber: 1,
    heading: "INT. HARBOR DINER - NIGHT",
  });
  const { content, element } = await newSceneEditor(page, screenplay.id, "EXT. DOCK - NIGHT");
  await page.keyboard.type("She runs.");
  await page.keyboard.press("Enter");
  await page.keyboard.press("ControlOrMeta+1");
  await expectElement(element, "scene_heading");
  await page.keyboard.type("int. har");
  await expect(option(page, "HARBOR DINER")).toBeVisible();
  await page.keyboard.press("Enter");
  await page.keyboard.type(" - n");
  await expect(option(page, "NIGHT")).toBeVisible();
  await page.keyboard.press("Tab");
  await expectEditorText(content, "She runs.\n\nINT. HARBOR DINER - NIGHT");
});

test("Ctrl+2, Ctrl+3 and the status line's menu set the element, rewriting the line", async ({
  page,
  screenplayAt,
}) => {
  const screenplay = await screenplayAt({ title: "Shortcuts" });
  const { content, element } = await newSceneEditor(page, screenplay.id, "INT. BARN - DAY");
  await page.keyboard.type("Rain.");
  await page.keyboard.press("Enter");
  await page.keyboard.type("joe");
  await page.keyboard.press("ControlOrMeta+3");
  await expectElement(element, "character");
  await expectEditorText(content, "Rain.\n\nJOE");
  await page.keyboard.press("ControlOrMeta+2");
  await expectElement(element, "action");
  await page.keyboard.type(" waits");
  await expectEditorText(content, "Rain.\n\nJOE waits");
  await element.selectOption("transition");
  await expectElement(element, "transition");
  await expectEditorText(content, "Rain.\n\nJOE WAITS TO:");
  // The menu gives the writing back to the editor.
  await expect(content).toBeFocused();
});

test("Ctrl+Z after 'AI Generate Scene' brings the typed text back", async ({
  page,
  screenplayAt,
}) => {
  const screenplay = await screenplayAt({ title: "Undo", genre: "Drama" });
  const { dialog, content } = await newSceneEditor(page, screenplay.id, "INT. KITCHEN - DAWN");
  await page.keyboard.type("Mara pours coffee.");
  await dialog.getByRole("button", { name: "AI Generate Scene" }).click();
  const ask = page.getByRole("alertdialog", { name: "Replace your scene?" });
  await ask.getByRole("button", { name: "Replace", exact: true }).click();
  await expect(dialog.getByRole("button", { name: "AI Generate Scene" })).toBeEnabled({
    timeout: 20_000,
  });
  await expect.poll(() => editorText(content)).not.toBe("Mara pours coffee.");
  await content.focus();
  await page.keyboard.press("ControlOrMeta+z");
  await expectEditorText(content, "Mara pours coffee.");
});

/** The left edge of an editor line's text, in pixels. */
const textLeft = (line: Locator) =>
  line.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    return range.getBoundingClientRect().left;
  });

/** An editor line's text as the browser wraps it on screen, one string per visual line. */
const visualLines = (line: Locator) =>
  line.evaluate((element) => {
    const text = element.firstChild?.textContent ?? "";
    const node = element.firstChild as Text;
    const range = document.createRange();
    const rows: string[] = [];
    let top = Number.NaN;
    for (let i = 0; i < text.length; i++) {
      range.setStart(node, i);
      range.setEnd(node, i + 1);
      const rowTop = Math.round(range.getBoundingClientRect().top);
      // A space hanging at the end of a row can sit on it or below it; it starts no row.
      if (rowTop !== top && text[i] !== " ") {
        rows.push("");
        top = rowTop;
      }
      rows[rows.length - 1] = (rows.at(-1) ?? "") + text[i];
    }
    return rows.map((row) => row.trim());
  });

test("the editor looks as printed, passes axe, and is pictured at the review sizes", async ({
  page,
  screenplayAt,
}) => {
  const screenplay = await screenplayAt({ title: "Looks" });
  await addCharacter(page.request, screenplay.id, "Mara");
  await addScene(page.request, {
    screenplayId: screenplay.id,
    sceneNumber: 1,
    heading: "INT. DINER - MORNING",
    content:
      "Mara pours coffee. The *whole* pot, **again**. [[too long?]]\n\nMARA\n(quietly)\n" +
      "Don't. Whatever you're about to say, don't. It is always morning here.\n\n" +
      "CUT TO:",
  });
  const { dialog, content } = await editSceneEditor(page, screenplay.id);
  await expect(content).toHaveAttribute("aria-multiline", "true");
  await expect(content.locator(".cm-sp-character")).toHaveText("MARA");
  await expect(content.locator(".cm-sp-note")).toHaveText("[[too long?]]");
  await expect(content.locator(".cm-sp-bold")).toHaveText("again");
  // The cue sits 2 in right of the action, the dialogue 1 in: 20 and 10 characters.
  const charWidth = await content.evaluate((node) => {
    const probe = document.createElement("span");
    probe.textContent = "0".repeat(10);
    // Beside the text, not in it: the editor reads changes inside its content as typing.
    node.parentElement?.appendChild(probe);
    const width = probe.getBoundingClientRect().width / 10;
    probe.remove();
    return width;
  });
  const action = await textLeft(content.locator(".cm-sp-action").first());
  const cue = await textLeft(content.locator(".cm-sp-character"));
  const speech = content.locator(".cm-sp-dialogue");
  expect(cue - action).toBeCloseTo(20 * charWidth, 0);
  expect((await textLeft(speech)) - action).toBeCloseTo(10 * charWidth, 0);
  // The speech wraps at 36 characters, where the printed page (the preview) wraps it.
  const printed = dialog.getByTestId("script-preview").locator('[data-line-type="dialogue"]');
  expect(await visualLines(speech)).toEqual(await printed.allTextContents());
  expect(await visualLines(speech)).toEqual([
    "Don't. Whatever you're about to say,",
    "don't. It is always morning here.",
  ]);
  expect(await seriousViolations(page)).toEqual([]);
  await reviewShots(page, "scene-editor");
});

test("a two-page scene shows its page break, the cursor's page and the page count", async ({
  page,
  screenplayAt,
}) => {
  const screenplay = await screenplayAt({ title: "Long Night" });
  // 40 one-line paragraphs after the heading: 81 printed lines, two pages of 55.
  const paragraphs = Array.from({ length: 40 }, (_, i) => `The clock ticks, hour ${i + 1}.`);
  await addScene(page.request, {
    screenplayId: screenplay.id,
    sceneNumber: 1,
    heading: "INT. WAITING ROOM - NIGHT",
    content: paragraphs.join("\n\n"),
  });
  const { dialog, content } = await editSceneEditor(page, screenplay.id);
  await content.click();
  await page.keyboard.press("Control+Home");
  const position = dialog.getByTestId("page-position");
  await expect(position).toHaveText("Page 1 of 2");
  // The print preview beside the editor lays out the same two pages.
  await expect(dialog.getByTestId("script-preview").getByText("2.", { exact: true })).toHaveCount(
    1,
  );
  await page.keyboard.press("Control+End");
  await expect(position).toHaveText("Page 2 of 2");
  // Page 2 starts where the engine breaks it: 55 lines a page, so at the 28th paragraph.
  const edge = content.locator(".cm-page-break");
  await expect(edge).toHaveCount(1);
  await expect(edge.locator(".cm-page-number")).toHaveText("2.");
  const firstOnPage2 = edge.locator("xpath=following-sibling::*[1]");
  await expect(firstOnPage2).toHaveText("The clock ticks, hour 28.");
  // A page more of text makes three.
  for (let i = 0; i < 30; i++) {
    await page.keyboard.press("Enter");
    await page.keyboard.type("Later.");
  }
  await expect(position).toHaveText("Page 3 of 3");
});

test("pages follow the screenplay's paper: a scene of two Letter pages is one A4 page", async ({
  page,
  screenplayAt,
}) => {
  const screenplay = await screenplayAt({ title: "Short Night" });
  expect(
    (
      await page.request.patch(`/api/screenplays/${screenplay.id}`, { data: { paperSize: "a4" } })
    ).ok(),
  ).toBe(true);
  // 57 printed lines: two pages of 55 on US Letter, one of 57 on A4.
  const paragraphs = Array.from({ length: 28 }, (_, i) => `The clock ticks, hour ${i + 1}.`);
  await addScene(page.request, {
    screenplayId: screenplay.id,
    sceneNumber: 1,
    heading: "INT. WAITING ROOM - NIGHT",
    content: paragraphs.join("\n\n"),
  });
  const { dialog, content } = await editSceneEditor(page, screenplay.id);
  await content.click();
  await expect(dialog.getByTestId("page-position")).toHaveText("Page 1 of 1");
  await expect(dialog.getByTestId("script-preview").getByText("2.", { exact: true })).toHaveCount(
    0,
  );
  await dialog.getByRole("button", { name: "Cancel" }).click();

  await page.getByRole("tab", { name: "Script" }).click();
  await page.getByRole("textbox", { name: "Script" }).click();
  await expect(page.getByTestId("page-position")).toHaveText("Page 1 of 1");
});

test("the landing page and the dashboard load no editor code; the scene dialog does", async ({
  page,
  onDashboard,
}) => {
  const editorScripts = () =>
    page.evaluate(() =>
      performance
        .getEntriesByType("resource")
        .map((entry) => entry.name)
        .filter((name) => /screenplay-editor/.test(name)),
    );
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(await editorScripts()).toEqual([]);
  const screenplay = await onDashboard("No Editor Here");
  await expect(page.getByTestId("screenplay-card")).toHaveCount(1);
  expect(await editorScripts()).toEqual([]);

  await page.goto(`/screenplay/${screenplay.id}/scenes`);
  await page.getByRole("button", { name: "Add Scene" }).first().click();
  await expect(page.getByRole("dialog", { name: "Create New Scene" })).toBeVisible();
  await expect.poll(editorScripts).not.toEqual([]);
});
