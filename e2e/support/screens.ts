import { type APIRequestContext, expect, type Locator, type Page } from "@playwright/test";
import type { Character } from "../../shared/schemas/character";
import type { Outline } from "../../shared/schemas/outline";
import type { Scene } from "../../shared/schemas/scene";
import type { Screenplay } from "../../shared/schemas/screenplay";
import type { ScreenplayAt } from "./test";

// What the step screens' specs read and write around the page: the rows behind a screen, and
// the idea screen's story elements filled in as a writer would.

export async function screenplayOf(page: Page, id: number): Promise<Screenplay> {
  return (await page.request.get(`/api/screenplays/${id}`)).json();
}

export async function outlineOf(page: Page, id: number): Promise<Outline | null> {
  return (await page.request.get(`/api/screenplays/${id}/outline`)).json();
}

export async function charactersOf(page: Page, id: number): Promise<Character[]> {
  return (await page.request.get(`/api/screenplays/${id}/characters`)).json();
}

/** Why each automatic draft of the screenplay was taken, newest first. */
export async function draftReasons(page: Page, id: number): Promise<(string | null)[]> {
  const drafts: { reason: string | null }[] = await (
    await page.request.get(`/api/screenplays/${id}/drafts`)
  ).json();
  return drafts.map((draft) => draft.reason);
}

export async function fillElements(page: Page) {
  await page.getByLabel("Genre").fill("Thriller");
  await page.getByLabel("Theme").fill("betrayal");
  await page.getByLabel("Setting").fill("a lighthouse on a remote island");
  await page.getByLabel("Main Character").fill("a retired detective");
}

export async function addScene(
  request: APIRequestContext,
  input: { screenplayId: number; sceneNumber: number; heading: string } & Partial<Scene>,
): Promise<Scene> {
  const response = await request.post("/api/scenes", { data: input });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as Scene;
}

export async function addCharacter(request: APIRequestContext, screenplayId: number, name: string) {
  const response = await request.post("/api/characters", { data: { screenplayId, name } });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: number; name: string };
}

/** Three scenes written out of order (3, 1, 2), each with its act. */
export const HARBOR_SCENES = [
  {
    sceneNumber: 3,
    heading: "EXT. HARBOR - DAWN",
    act: "Act 3",
    content:
      "Gulls wheel over the water.\n\nMAYA\nIt ends here.\n\nJONAH\n(smiling)\nIt ends with breakfast.",
  },
  {
    sceneNumber: 1,
    heading: "INT. DINER - NIGHT",
    act: "Act 1",
    content:
      "Neon hums. MAYA slides into a booth across from JONAH.\n\nMAYA\nYou're late.\n\nJONAH\nYou're early.",
  },
  {
    sceneNumber: 2,
    heading: "INT. WAREHOUSE - NIGHT",
    act: "Act 2",
    content: "Crates tower in the dark. A flashlight beam cuts across them.\n\nCUT TO:",
  },
];

/**
 * `count` scenes of forty alternating speeches each, long enough that a script runs over
 * several pages: for the page counts.
 */
export async function addLongScenes(
  request: APIRequestContext,
  screenplayId: number,
  count: number,
) {
  const dialogue = Array.from({ length: 40 }, (_, i) =>
    i % 2
      ? `JONAH\nLine ${i}, and it keeps going because Jonah never stops talking.`
      : `MAYA\nLine ${i}.`,
  ).join("\n\n");
  for (let n = 1; n <= count; n++) {
    await addScene(request, {
      screenplayId,
      sceneNumber: n,
      heading: `INT. ROOM ${n} - DAY`,
      content: `The room is quiet until it isn't.\n\n${dialogue}`,
    });
  }
}

/** A thriller with a logline and the three harbor scenes, through `screenplayAt`. */
export async function harborStory(page: Page, screenplayAt: ScreenplayAt, title = "Harbor Lights") {
  const screenplay = await screenplayAt({
    title,
    logline: "A night-shift cook and a dock worker chase a stolen shipment before dawn.",
    genre: "Thriller",
  });
  for (const scene of HARBOR_SCENES)
    await addScene(page.request, { screenplayId: screenplay.id, ...scene });
  return screenplay;
}

/** Opens the scene's Edit Scene dialog on its content tab, as a writer would. */
export async function openSceneContent(page: Page, screenplayId: number) {
  await page.goto(`/screenplay/${screenplayId}/scenes`);
  return editFirstScene(page);
}

/** On the Scene Writing screen, the first scene's Edit Scene dialog on its content tab. */
export async function editFirstScene(page: Page) {
  await page.getByTestId("scene-item").first().click();
  await page.getByRole("button", { name: "Edit", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Edit Scene" });
  await dialog.getByRole("tab", { name: "Scene Content" }).click();
  return { dialog, content: dialog.getByRole("textbox", { name: "Scene Content" }) };
}

/**
 * The text of a screenplay editor, read from its text box (`getByRole("textbox")`) line by
 * line as the editor shows it: the writer's text, without the placeholder. The editor draws
 * the lines on and near the screen, which for a scene is all of them.
 */
export async function editorText(box: Locator): Promise<string> {
  return box.evaluate((content) =>
    Array.from(content.querySelectorAll(":scope > .cm-line"), (line) =>
      line.querySelector(".cm-placeholder") ? "" : (line.textContent ?? ""),
    ).join("\n"),
  );
}

/** Waits for the editor to hold exactly `text`, as `toHaveValue` does for a text area. */
export async function expectEditorText(box: Locator, text: string) {
  await expect.poll(() => editorText(box)).toBe(text);
}

/** The field starts with `kept` whole, then a blank line and the AI's text after it. */
export async function expectAddedAfter(field: Locator, kept: string) {
  const value = await editorText(field);
  expect(value.startsWith(`${kept}\n\n`)).toBe(true);
  expect(value.length).toBeGreaterThan(kept.length + 20);
}
