import type { APIRequestContext, Page } from "@playwright/test";
import type { Scene } from "../shared/schemas/scene";
import { toast } from "./support/fixtures";
import { expectEditorText, openSceneContent } from "./support/screens";
import { expect, test } from "./support/test";

// Two tabs of one writer edit the same scene through the real app. The second save must not
// silently overwrite the first: it gets a 409, is shown the other text, keeps its own, and
// only a deliberate second save replaces it.

/** Opens the scene's editor in this tab, brought to the front first as the writer would. */
async function openEditor(page: Page, screenplayId: number) {
  // A background tab's animations barely run, and clicks there wait for the dialog to stop
  // moving.
  await page.bringToFront();
  return openSceneContent(page, screenplayId);
}

type Box = { x: number; y: number; width: number; height: number } | null;
function overlap(a: Box, b: Box): boolean {
  if (!a || !b) throw new Error("both must be on screen");
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
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
  screenplayWithScene,
}) => {
  const screenplay = await screenplayWithScene(
    { title: "Two Tabs" },
    {
      heading: "INT. HARBOUR OFFICE - NIGHT",
      content: "The lamp flickers.",
    },
  );

  const first = page;
  const second = await context.newPage();
  // Both tabs open the editor on the same version before either saves.
  const a = await openEditor(first, screenplay.id);
  const b = await openEditor(second, screenplay.id);

  await first.bringToFront();
  await a.content.fill("Tab A: the lamp goes out.");
  await a.dialog.getByRole("button", { name: "Update Scene" }).click();
  await expect(toast(first)).toContainText("Scene updated");
  expect(await savedContent(page.request, screenplay.id)).toBe("Tab A: the lamp goes out.");

  await second.bringToFront();
  await b.content.fill("Tab B: the lamp explodes.");
  const update = b.dialog.getByRole("button", { name: "Update Scene" });
  await update.click();
  await expect(toast(second)).toContainText("409");
  // The failure's toast leaves the button free for the retry it invites.
  expect(overlap(await toast(second).boundingBox(), await update.boundingBox())).toBe(false);
  await expect(b.dialog.getByTestId("scene-conflict")).toContainText("Tab A: the lamp goes out.");
  await expectEditorText(b.content, "Tab B: the lamp explodes.");
  // Nothing was overwritten by the stale save.
  expect(await savedContent(page.request, screenplay.id)).toBe("Tab A: the lamp goes out.");

  // Saving again, having seen A's text, is a deliberate choice: now B's text is kept.
  await update.click();
  await expect(toast(second)).toContainText("Scene updated");
  expect(await savedContent(page.request, screenplay.id)).toBe("Tab B: the lamp explodes.");

  // Tab A, opened again, shows the version that was kept.
  const again = await openEditor(first, screenplay.id);
  await expectEditorText(again.content, "Tab B: the lamp explodes.");
});
