import type { Page } from "@playwright/test";
import type { AiSuggestion } from "../shared/schemas/ai";
import type { Character } from "../shared/schemas/character";
import type { Scene } from "../shared/schemas/scene";
import { draftReasons } from "./support/screens";
import { IDEA, suggest, suggestionsOf } from "./support/story";
import { expect, type ScreenplayAt, test } from "./support/test";

/*
 * Apply puts an AI suggestion where it belongs, through the entities' own APIs, and only then
 * marks it applied; it asks first when it would replace the writer's text. Each check reads
 * the result back through the API.
 */

/** The panel's list, opened if it is folded (at 1280 px it is a bar in the corner). */
async function assistant(page: Page) {
  const toggle = page.getByRole("button", { name: "AI Assistant" });
  if ((await toggle.getAttribute("aria-expanded")) === "false") await toggle.click();
  return page.getByRole("region", { name: "AI Assistant" }).getByRole("listitem");
}

async function only(page: Page, screenplayId: number): Promise<AiSuggestion> {
  const [suggestion] = await suggestionsOf(page.request, screenplayId);
  if (!suggestion) throw new Error("no suggestion stored");
  return suggestion;
}

/** The two suggestions stored, newest first. */
async function two(page: Page, screenplayId: number): Promise<[AiSuggestion, AiSuggestion]> {
  const [newest, older] = await suggestionsOf(page.request, screenplayId);
  if (!newest || !older) throw new Error("two suggestions were not stored");
  return [newest, older];
}

async function applied(page: Page, screenplayId: number, id: number) {
  await expect
    .poll(async () => (await suggestionsOf(page.request, screenplayId)).find((s) => s.id === id))
    .toMatchObject({ isApplied: true });
}

/** The screenplay every Apply test starts from. */
const theKeeper = (screenplayAt: ScreenplayAt) =>
  screenplayAt({ title: "The Keeper", genre: "Thriller" });

/** The Keeper with one AI logline stored for it. */
async function keeperWithLogline(page: Page, screenplayAt: ScreenplayAt) {
  const screenplay = await theKeeper(screenplayAt);
  await suggest(page.request, screenplay.id, "generate-logline", {
    ...IDEA,
    character: "a keeper",
  });
  return { screenplay, suggestion: await only(page, screenplay.id) };
}

const get = async <T>(page: Page, path: string) => (await page.request.get(path)).json() as T;
const characterOf = async (page: Page, screenplayId: number, id: number) =>
  (await get<Character[]>(page, `/api/screenplays/${screenplayId}/characters`)).find(
    (c) => c.id === id,
  );

test.describe("Apply", () => {
  test("a logline becomes the screenplay's logline, and shows in the editor", async ({
    page,
    screenplayAt,
  }) => {
    const { screenplay, suggestion } = await keeperWithLogline(page, screenplayAt);
    const logline = (suggestion.content as { logline: string }).logline;

    await page.goto(`/screenplay/${screenplay.id}/idea`);
    const items = await assistant(page);
    await items.filter({ hasText: "Logline" }).getByRole("button", { name: "Apply" }).click();
    await applied(page, screenplay.id, suggestion.id);
    expect(
      (await get<{ logline: string }>(page, `/api/screenplays/${screenplay.id}`)).logline,
    ).toBe(logline);
    await expect(items).toHaveCount(0);
    await page.getByRole("tab", { name: "Logline" }).click();
    await expect(page.getByRole("textbox", { name: "Logline" })).toHaveValue(logline);
  });

  test("asks before replacing the logline the writer typed; Keep mine keeps it", async ({
    page,
    screenplayAt,
  }) => {
    const { screenplay, suggestion } = await keeperWithLogline(page, screenplayAt);
    const mine = "A keeper who never leaves the island must row out to save her brother.";

    await page.goto(`/screenplay/${screenplay.id}/idea`);
    await page.getByRole("tab", { name: "Logline" }).click();
    await page.getByRole("textbox", { name: "Logline" }).fill(mine);
    await page.getByRole("button", { name: "Save Logline" }).click();
    await expect
      .poll(
        async () =>
          (await get<{ logline: string }>(page, `/api/screenplays/${screenplay.id}`)).logline,
      )
      .toBe(mine);

    const apply = (await assistant(page)).getByRole("button", { name: "Apply" });
    await apply.click();
    const question = page.getByRole("alertdialog", { name: "Replace the logline?" });
    await expect(question).toContainText(mine);
    await question.getByRole("button", { name: "Keep mine" }).click();
    await expect(question).toHaveCount(0);
    expect(
      (await get<{ logline: string }>(page, `/api/screenplays/${screenplay.id}`)).logline,
    ).toBe(mine);
    expect((await only(page, screenplay.id)).isApplied).toBe(false);

    await apply.click();
    await question.getByRole("button", { name: "Replace" }).click();
    await applied(page, screenplay.id, suggestion.id);
    // What the writer had is kept as an automatic draft before Apply replaces it.
    await expect
      .poll(() => draftReasons(page, screenplay.id))
      .toEqual(["Before AI replaced the logline"]);
    expect(
      (await get<{ logline: string }>(page, `/api/screenplays/${screenplay.id}`)).logline,
    ).toBe((suggestion.content as { logline: string }).logline);
    await expect(page.getByRole("textbox", { name: "Logline" })).toHaveValue(
      (suggestion.content as { logline: string }).logline,
    );
  });

  test("an outline fills the outline", async ({ page, screenplayAt }) => {
    const screenplay = await theKeeper(screenplayAt);
    await suggest(page.request, screenplay.id, "generate-outline", {});
    const suggestion = await only(page, screenplay.id);
    const generated = suggestion.content as { act1: { incitingIncident: string } };

    await page.goto(`/screenplay/${screenplay.id}/outline`);
    await (await assistant(page)).getByRole("button", { name: "Apply" }).click();
    await applied(page, screenplay.id, suggestion.id);
    const outline = await get<typeof generated>(page, `/api/screenplays/${screenplay.id}/outline`);
    expect(outline).toMatchObject(suggestion.content as Record<string, unknown>);
    await page.getByRole("tab", { name: "Act I", exact: true }).click();
    await expect(page.getByLabel("Inciting Incident")).toHaveValue(generated.act1.incitingIncident);
  });

  test("a character profile fills that character, or creates it", async ({
    page,
    screenplayAt,
  }) => {
    const screenplay = await theKeeper(screenplayAt);
    const mara = (await (
      await page.request.post("/api/characters", {
        data: { screenplayId: screenplay.id, name: "Mara Voss" },
      })
    ).json()) as Character;
    await suggest(page.request, screenplay.id, "generate-character", { name: "Mara Voss" });
    await suggest(page.request, screenplay.id, "generate-character", {
      name: "Nora Quill",
      role: "mentor",
    });
    const [nora, forMara] = await two(page, screenplay.id);
    const profile = forMara.content as {
      backstory: string;
      characterArc: string;
      flaws: string[];
    };

    await page.goto(`/screenplay/${screenplay.id}/characters`);
    const items = await assistant(page);
    await items.filter({ hasText: "Mara Voss" }).getByRole("button", { name: "Apply" }).click();
    await applied(page, screenplay.id, forMara.id);
    const filled = await characterOf(page, screenplay.id, mara.id);
    expect(filled).toMatchObject({
      backstory: profile.backstory,
      arc: profile.characterArc,
      flaws: profile.flaws,
    });

    await items.filter({ hasText: "Nora Quill" }).getByRole("button", { name: "Apply" }).click();
    await applied(page, screenplay.id, nora.id);
    const cast = await get<Character[]>(page, `/api/screenplays/${screenplay.id}/characters`);
    expect(cast.find((c) => c.name === "Nora Quill")).toMatchObject({
      role: "mentor",
      backstory: (nora.content as { backstory: string }).backstory,
    });
    await expect(page.getByRole("navigation", { name: "Characters" })).toContainText("Nora Quill");
  });

  test("dialogue samples go to that character", async ({ page, screenplayAt }) => {
    const screenplay = await theKeeper(screenplayAt);
    const eli = (await (
      await page.request.post("/api/characters", {
        data: { screenplayId: screenplay.id, name: "Eli Hart" },
      })
    ).json()) as Character;
    await suggest(page.request, screenplay.id, "generate-dialogue", {
      character: "Eli Hart",
      characterId: eli.id,
    });
    const suggestion = await only(page, screenplay.id);
    const lines = (suggestion.content as { dialogueSamples: { dialogue: string }[] })
      .dialogueSamples;

    await page.goto(`/screenplay/${screenplay.id}/characters`);
    await (await assistant(page)).getByRole("button", { name: "Apply" }).click();
    await applied(page, screenplay.id, suggestion.id);
    const after = await characterOf(page, screenplay.id, eli.id);
    expect(after?.dialogueSamples.map((s) => s.dialogue)).toEqual(lines.map((s) => s.dialogue));
  });

  test("a scene draft goes into its scene, or creates the scene", async ({
    page,
    screenplayAt,
  }) => {
    const screenplay = await theKeeper(screenplayAt);
    const scene = (await (
      await page.request.post("/api/scenes", {
        data: { screenplayId: screenplay.id, sceneNumber: 2, heading: "INT. LAMP ROOM - NIGHT" },
      })
    ).json()) as Scene;
    await suggest(page.request, screenplay.id, "generate-scene", {
      sceneHeading: "INT. LAMP ROOM - NIGHT",
      sceneNumber: 2,
    });
    await suggest(page.request, screenplay.id, "generate-scene", {
      sceneHeading: "EXT. CLIFF PATH - DAWN",
      sceneNumber: 5,
      act: "Act 3",
    });
    const [fresh, draft] = await two(page, screenplay.id);

    await page.goto(`/screenplay/${screenplay.id}/scenes`);
    const items = await assistant(page);
    await items
      .filter({ hasText: "2. INT. LAMP ROOM" })
      .getByRole("button", { name: "Apply" })
      .click();
    await applied(page, screenplay.id, draft.id);
    const scenes = () => get<Scene[]>(page, `/api/screenplays/${screenplay.id}/scenes`);
    expect((await scenes()).find((s) => s.id === scene.id)?.content).toBe(
      (draft.content as { content: string }).content,
    );

    await items
      .filter({ hasText: "5. EXT. CLIFF PATH" })
      .getByRole("button", { name: "Apply" })
      .click();
    await applied(page, screenplay.id, fresh.id);
    expect((await scenes()).find((s) => s.sceneNumber === 5)).toMatchObject({
      heading: "EXT. CLIFF PATH - DAWN",
      act: "Act 3",
      content: (fresh.content as { content: string }).content,
    });
  });

  test("a result with nothing to apply offers Dismiss, not Apply", async ({
    page,
    screenplayAt,
  }) => {
    const screenplay = await theKeeper(screenplayAt);
    await suggest(page.request, screenplay.id, "generate-story-ideas", IDEA);
    const suggestion = await only(page, screenplay.id);

    await page.goto(`/screenplay/${screenplay.id}/idea`);
    const items = await assistant(page);
    await expect(items.getByRole("button", { name: "Apply" })).toHaveCount(0);
    await items.getByRole("button", { name: "Dismiss" }).click();
    await applied(page, screenplay.id, suggestion.id);
    await expect(page.getByRole("region", { name: "AI Assistant" })).toHaveCount(0);
  });
});
