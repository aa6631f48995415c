import { expect, test } from "./support/test";

/** `count` words of 4 and 5 letters making `letters` letters in all. */
function words(count: number, letters: number): string {
  const fives = letters - count * 4;
  return Array.from({ length: count }, (_, i) => (i < fives ? "words" : "word")).join(" ");
}

// The logline has two rules, the advice of 25-50 words and the field's 200 characters: one
// counter shows both, green only when both hold, red past the limit.
test("one counter shows words and characters, coloured by both rules", async ({
  page,
  screenplayAt,
}) => {
  const { id } = await screenplayAt({ title: "Counted" });
  await page.goto(`/screenplay/${id}/idea`);
  await page.getByRole("tab", { name: "Logline" }).click();
  const field = page.getByRole("textbox", { name: "Logline" });
  const counter = page.getByTestId("logline-word-count");

  const wordy = words(43, 190); // 43 words, 232 characters: within the advice, past the limit
  expect(wordy).toHaveLength(232);
  await field.fill(wordy);
  await expect(counter).toHaveText("43 words · 232/200 characters");
  await expect(counter).toHaveClass(/text-destructive/);
  await expect(counter).not.toHaveClass(/text-success/);
  await expect(page.getByRole("alert")).toContainText("Logline must be at most 200 characters");

  const fitting = words(30, 160); // 30 words, 189 characters: both rules hold
  await field.fill(fitting);
  await expect(counter).toHaveText(`30 words · ${fitting.length}/200 characters`);
  await expect(counter).toHaveClass(/text-success/);

  const short = words(12, 50);
  await field.fill(short);
  await expect(counter).toHaveText(`12 words · ${short.length}/200 characters`);
  await expect(counter).not.toHaveClass(/text-success|text-destructive/);

  const tips = page.getByRole("complementary", { name: "Logline tips" });
  await expect(tips).toContainText("25-50 words");
  await expect(tips).toContainText("200 characters");
});
