import type { Scene } from "../shared/schemas/scene";
import { toast } from "./support/fixtures";
import { reviewShots } from "./support/review-shots";
import { addScene } from "./support/screens";
import { expect, test } from "./support/test";

const WRITTEN = "Nora locks the door.\n\nNORA\nNot tonight.";

test("Draft all scenes writes the planned scenes in order, saves each, stops and picks up again", async ({
  page,
  screenplayAt,
}) => {
  const screenplay = await screenplayAt({ title: "Four Nights", genre: "Drama" });
  const plan = [
    { sceneNumber: 1, heading: "INT. KITCHEN - NIGHT", beat: "Nora finds the letter." },
    { sceneNumber: 2, heading: "INT. HALL - NIGHT", beat: "Nora hides it.", content: WRITTEN },
    { sceneNumber: 3, heading: "EXT. PORCH - NIGHT", beat: "Eli asks what she found." },
    { sceneNumber: 4, heading: "EXT. ROAD - DAWN", beat: "Nora drives away with it." },
  ];
  const [first, written, third, fourth] = await Promise.all(
    plan.map((scene) => addScene(page.request, { screenplayId: screenplay.id, ...scene })),
  );
  const stored = async () => {
    const response = await page.request.get(`/api/screenplays/${screenplay.id}/scenes`);
    return (await response.json()) as Scene[];
  };
  const contentOf = async (scene: Scene | undefined) =>
    (await stored()).find((s) => s.id === scene?.id)?.content ?? "";

  // The second scene's request is held until the test lets it go: time to see the run and stop it.
  const asked: unknown[] = [];
  let release: (value?: unknown) => void = () => undefined;
  const held = new Promise((resolve) => {
    release = resolve;
  });
  await page.route("**/api/ai/generate-scene/stream", async (route) => {
    asked.push(route.request().postDataJSON().sceneId);
    if (asked.length === 2) await held;
    await route.continue().catch(() => undefined);
  });

  await page.goto(`/screenplay/${screenplay.id}/scenes`);
  await page.getByRole("button", { name: "Draft all scenes" }).click();
  await expect(page.getByText("Drafting scene 2 of 3")).toBeVisible();
  await expect(page.getByRole("progressbar", { name: "Drafting scene 2 of 3" })).toBeVisible();
  await expect.poll(() => contentOf(first)).not.toBe("");
  await reviewShots(page, "drafting-scenes");
  await page.getByRole("button", { name: "Stop drafting" }).click();
  release();
  await expect(toast(page)).toContainText("Drafting stopped");
  await expect(toast(page)).toContainText(
    "1 scene of 3 written. Draft all scenes again to write the rest.",
  );

  const afterStop = await stored();
  const firstDraft = afterStop.find((s) => s.id === first?.id)?.content ?? "";
  expect(firstDraft).not.toBe("");
  expect(afterStop.map((s) => s.content ?? "")).toEqual([firstDraft, WRITTEN, "", ""]);

  await page.unroute("**/api/ai/generate-scene/stream");
  await page.route("**/api/ai/generate-scene/stream", async (route) => {
    asked.push(route.request().postDataJSON().sceneId);
    await route.continue();
  });
  await page.getByRole("button", { name: "Draft all scenes" }).click();
  await expect(toast(page)).toContainText("Scenes drafted");
  await expect(toast(page)).toContainText("2 scenes written from their beats.");
  await expect(page.getByRole("button", { name: "Draft all scenes" })).toBeHidden();

  // In scene order; the stopped scene written again from the start; the written one never asked for.
  expect(asked).toEqual([first?.id, third?.id, third?.id, fourth?.id]);
  const done = await stored();
  expect(done.map((s) => s.id)).toEqual([first?.id, written?.id, third?.id, fourth?.id]);
  expect(done[0]?.content).toBe(firstDraft);
  expect(done[1]?.content).toBe(WRITTEN);
  expect(done[1]?.updatedAt).toBe(written?.updatedAt);
  for (const scene of done) expect(scene.content?.trim()).not.toBe("");
});
