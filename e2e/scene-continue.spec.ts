import type { Scene } from "../shared/schemas/scene";
import { toast } from "./support/fixtures";
import { reviewShots } from "./support/review-shots";
import { addScene, expectAddedAfter, expectEditorText, openSceneContent } from "./support/screens";
import { expect, test } from "./support/test";

const TYPED = "Rain hammers the shed roof.\n\nNORA\nHe's not coming back.";
/** The scene the writer has typed so far, with the beat it is meant to reach. */
const SHED = { heading: "INT. SHED - NIGHT", beat: "Nora waits for her brother.", content: TYPED };

test("Continue writing puts the AI's continuation after the typed text, which stays whole", async ({
  page,
  screenplayWithScene,
}) => {
  const screenplay = await screenplayWithScene({ title: "The Shed", genre: "Drama" }, SHED);
  const { dialog, content } = await openSceneContent(page, screenplay.id);
  const sent = page.waitForRequest("**/api/ai/generate-scene/stream");
  await dialog.getByRole("button", { name: "Continue writing" }).click();
  expect((await sent).postDataJSON()).toMatchObject({
    mode: "continue",
    content: TYPED,
    beat: "Nora waits for her brother.",
  });
  await expect(toast(page)).toContainText("Scene continued");
  await expect(toast(page)).toContainText(
    "The AI's continuation is added after your text. Review and save to continue.",
  );
  await expectAddedAfter(content, TYPED);
});

test("a stream that breaks mid-way leaves the text received in the field, unfinished, to continue", async ({
  page,
  screenplayAt,
}) => {
  const screenplay = await screenplayAt({ title: "Cut Off", genre: "Drama" });
  const scene = await addScene(page.request, {
    screenplayId: screenplay.id,
    sceneNumber: 1,
    heading: "INT. SHED - NIGHT",
  });
  const received = "Wind rattles the door.\n\nNORA\nWho's there?";
  // The client's side of the stream contract: two pieces, then an error event.
  await page.route("**/api/ai/generate-scene/stream", (route) =>
    route.fulfill({
      status: 200,
      contentType: "text/event-stream",
      body: [
        `event: chunk\ndata: ${JSON.stringify({ text: "Wind rattles the door.\n\n" })}\n\n`,
        `event: chunk\ndata: ${JSON.stringify({ text: "NORA\nWho's there?" })}\n\n`,
        `event: error\ndata: ${JSON.stringify({ status: 504, message: "The AI model took too long to answer.", partial: true })}\n\n`,
      ].join(""),
    }),
  );
  const { dialog, content } = await openSceneContent(page, screenplay.id);
  await dialog.getByRole("button", { name: "AI Generate Scene" }).click();
  await expect(dialog.getByText("The AI stopped before the scene was finished.")).toBeVisible();
  await expectEditorText(content, received);
  await reviewShots(page, "scene-stream-unfinished");

  // Nothing is saved until the writer saves.
  const stored = (await (
    await page.request.get(`/api/screenplays/${screenplay.id}/scenes`)
  ).json()) as Scene[];
  expect(stored).toEqual([scene]);

  await page.unroute("**/api/ai/generate-scene/stream");
  const sent = page.waitForRequest("**/api/ai/generate-scene/stream");
  await dialog.getByRole("button", { name: "Continue", exact: true }).click();
  expect((await sent).postDataJSON()).toMatchObject({ mode: "continue", content: received });
  await expect(toast(page)).toContainText("Scene continued");
  await expect(dialog.getByText("The AI stopped before the scene was finished.")).toBeHidden();
  await expectAddedAfter(content, received);
});
