import { addScene } from "./support/screens";
import { expect, test } from "./support/test";

// Three scenes at one location: cut at the list's width they all read "INT. SHIVERING SANDS FO…".
const HEADINGS = [
  "INT. SHIVERING SANDS FORT - GUN TOWER THREE, THE RADIO ROOM - NIGHT",
  "INT. SHIVERING SANDS FORT - GUN TOWER FIVE, THE GENERATOR HALL - CONTINUOUS",
  "INT. SHIVERING SANDS FORT - THE WALKWAY BETWEEN THE TOWERS - DAWN",
];

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`scene headings are shown in full in the list at ${viewport.width} px`, async ({
    page,
    screenplayAt,
  }) => {
    await page.setViewportSize(viewport);
    const { id } = await screenplayAt({ title: "Sea Forts" });
    for (const [index, heading] of HEADINGS.entries()) {
      await addScene(page.request, { screenplayId: id, sceneNumber: index + 1, heading });
    }
    await page.goto(`/screenplay/${id}/scenes`);
    const items = page.getByTestId("scene-item");
    await expect(items).toHaveCount(3);
    for (const [index, heading] of HEADINGS.entries()) {
      const title = items.nth(index).getByText(heading, { exact: true });
      await expect(title).toBeVisible();
      // Nothing cut off or hidden past the edge: the text wraps inside its box.
      const overflow = await title.evaluate((el) => ({
        cut: el.scrollWidth > el.clientWidth,
        ellipsis: getComputedStyle(el).textOverflow === "ellipsis",
        lines: Math.round(
          el.getBoundingClientRect().height / parseFloat(getComputedStyle(el).lineHeight),
        ),
      }));
      expect(overflow.cut, heading).toBe(false);
      expect(overflow.ellipsis, heading).toBe(false);
      expect(overflow.lines, `${heading} wraps`).toBeGreaterThan(1);
    }
  });
}

test("a scene number the screenplay already has is refused on the number field", async ({
  page,
  screenplayAt,
}) => {
  const { id } = await screenplayAt({ title: "Numbers" });
  await addScene(page.request, { screenplayId: id, sceneNumber: 1, heading: "INT. HALL - DAY" });
  await addScene(page.request, { screenplayId: id, sceneNumber: 2, heading: "INT. STAIRS - DAY" });
  await page.goto(`/screenplay/${id}/scenes`);

  await page.getByRole("button", { name: "Add Scene" }).first().click();
  const dialog = page.getByRole("dialog", { name: "Create New Scene" });
  const number = dialog.getByLabel("Scene Number");
  await expect(number, "the next free number").toHaveValue("3");
  await number.fill("2");
  await dialog.getByLabel("Scene Heading").fill("INT. CELLAR - NIGHT");
  await dialog.getByRole("button", { name: "Create Scene" }).click();

  await expect(dialog.getByRole("alert")).toHaveText("Scene 2 already exists in this screenplay");
  await expect(number).toHaveAttribute("aria-invalid", "true");
  await expect(number).toBeFocused();
  await expect(dialog.getByLabel("Scene Heading"), "the writer's text is kept").toHaveValue(
    "INT. CELLAR - NIGHT",
  );
  const listed = await (await page.request.get(`/api/screenplays/${id}/scenes`)).json();
  expect(listed).toHaveLength(2);

  // Changing the number saves the scene.
  await number.fill("3");
  await dialog.getByRole("button", { name: "Create Scene" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId("scene-item")).toHaveCount(3);
});

test("the selected scene reads as it prints: emphasis drawn, notes off the page, centred text centred", async ({
  page,
  screenplayAt,
}) => {
  const { id } = await screenplayAt({ title: "The End" });
  await addScene(page.request, {
    screenplayId: id,
    sceneNumber: 1,
    heading: "EXT. PIER - NIGHT",
    content: [
      "The tide goes out. [[Cut this if the pier scene runs long.]]",
      "",
      "MAYA",
      "(*whispering*)",
      "It was **never** ours.",
      "",
      "/* An ending we tried:",
      "she stays. */",
      "",
      "> _**THE END**_ <",
    ].join("\n"),
  });
  await page.goto(`/screenplay/${id}/scenes`);
  await page.getByTestId("scene-item").click();

  const view = page.getByTestId("scene-content");
  await expect(view).toContainText("The tide goes out.");
  // The page as it prints; the scene's notes are listed under it (e2e/notes-visible.spec.ts).
  const text = (await view.getByTestId("script-preview").textContent()) ?? "";
  for (const marker of ["[[", "Cut this", "/*", "she stays", ">", "<", "_", "*"]) {
    expect(text, `no ${marker} shown`).not.toContain(marker);
  }

  const theEnd = view.getByText("THE END", { exact: true });
  await expect(theEnd).toBeVisible();
  const style = await theEnd.evaluate((el) => {
    const computed = getComputedStyle(el);
    return { weight: Number(computed.fontWeight), decoration: computed.textDecorationLine };
  });
  expect(style.weight).toBeGreaterThanOrEqual(700);
  expect(style.decoration).toContain("underline");
  await expect(view.getByText("never", { exact: true })).toHaveCSS("font-weight", "700");
  await expect(view.getByText("whispering", { exact: true })).toHaveCSS("font-style", "italic");

  // Centred as on paper: its middle is the page's (the drawn sheet leaves out the margins, 1.5 in
  // left and 1 in right, so the page's middle sits a little left of the sheet's).
  const box = await view.locator('[data-line-type="centered"]').evaluate((el) => {
    const line = el.getBoundingClientRect();
    const sheet = el.parentElement?.getBoundingClientRect();
    const action = el.parentElement?.querySelector('[data-line-type="action"]');
    return sheet && action
      ? {
          middle: (line.left + line.width / 2 - sheet.left) / sheet.width,
          indent: (line.left - action.getBoundingClientRect().left) / sheet.width,
        }
      : null;
  });
  expect(box).not.toBeNull();
  expect(box?.middle).toBeGreaterThan(0.42);
  expect(box?.middle).toBeLessThan(0.55);
  expect(box?.indent, "not at the left edge like action").toBeGreaterThan(0.3);
});
