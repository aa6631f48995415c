import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import type { Scene } from "../shared/schemas/scene";
import { createScreenplay, foldAssistant, signUp } from "./support/fixtures";

// Two tabs of one writer edit the same scene through the real app. The second save must not
// silently overwrite the first: it gets a 409, is shown the other text, keeps its own, and
// only a deliberate second save replaces it.

async function addScene(request: APIRequestContext, screenplayId: number): Promise<Scene> {
  const response = await request.post("/api/scenes", {
    data: {
      screenplayId,
      sceneNumber: 1,
      heading: "INT. HARBOUR OFFICE - NIGHT",
      content: "The lamp flickers.",
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as Scene;
}

/** The one visible toast; a modal dialog hides the rest of the page from the accessibility tree. */
function toast(page: Page) {
  return page
    .getByRole("region", { name: /Notifications/, includeHidden: true })
    .getByRole("listitem", { includeHidden: true });
}

/** Opens the scene's Edit Scene dialog on its content tab, as a writer would. */
async function openEditor(page: Page, screenplayId: number) {
  await page.goto(`/screenplay/${screenplayId}/scenes`);
  await foldAssistant(page);
  await page.getByTestId("scene-item").click();
  await page.getByRole("button", { name: "Edit", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Edit Scene" });
  await dialog.getByRole("tab", { name: "Scene Content" }).click();
  return { dialog, content: dialog.getByRole("textbox", { name: "Scene Content" }) };
}

async function savedContent(
  request: APIRequestContext,
  screenplayId: number,
): Promise<string | null> {
  const scenes = (await (
    await request.get(`/api/screenplays/${screenplayId}/scenes`)
  ).json()) as Scene[];
  return scenes[0]?.content ?? null;
}

test("two tabs edit one scene: the second save gets 409, sees the other text, and overwrites nothing", async ({
  page,
  context,
}) => {
  // Two pages, three editor openings and four saves: more than the default 30 s on a busy CI.
  test.setTimeout(60_000);
  await signUp(page);
  const screenplay = await createScreenplay(page.request, { title: "Two Tabs" });
  await addScene(page.request, screenplay.id);

  const first = page;
  const second = await context.newPage();
  // Both tabs open the editor on the same version before either saves.
  const a = await openEditor(first, screenplay.id);
  const b = await openEditor(second, screenplay.id);

  await a.content.fill("Tab A: the lamp goes out.");
  await a.dialog.getByRole("button", { name: "Update Scene" }).click();
  await expect(toast(first)).toContainText("Scene updated");
  expect(await savedContent(page.request, screenplay.id)).toBe("Tab A: the lamp goes out.");

  await b.content.fill("Tab B: the lamp explodes.");
  await b.dialog.getByRole("button", { name: "Update Scene" }).click();
  await expect(toast(second)).toContainText("409");
  await expect(b.dialog.getByTestId("scene-conflict")).toContainText("Tab A: the lamp goes out.");
  await expect(b.content).toHaveValue("Tab B: the lamp explodes.");
  // Nothing was overwritten by the stale save.
  expect(await savedContent(page.request, screenplay.id)).toBe("Tab A: the lamp goes out.");

  // Saving again, having seen A's text, is a deliberate choice: now B's text is kept.
  await b.dialog.getByRole("button", { name: "Update Scene" }).click();
  await expect(toast(second)).toContainText("Scene updated");
  expect(await savedContent(page.request, screenplay.id)).toBe("Tab B: the lamp explodes.");

  // Tab A, opened again, shows the version that was kept.
  const again = await openEditor(first, screenplay.id);
  await expect(again.content).toHaveValue("Tab B: the lamp explodes.");
});
