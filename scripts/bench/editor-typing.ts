// Typing in the Script view of Big Fish, in headless Chromium on the built app: the time from a
// key press to the next painted frame, and the page layout the editor redoes after typing stops.
import path from "node:path";
import { chromium } from "@playwright/test";
import { CHROMIUM_ARGS, chromiumExecutable } from "../../e2e/support/chromium";
import { appWithBigFish } from "./big-fish-app";

const root = path.resolve(import.meta.dirname, "../..");
const KEYSTROKES = 200;
/** A writer's pace: 10 characters a second, with a pause after every 20 (the pages are laid out again then). */
const KEY_DELAY_MS = 100;
const BURST = 20;
const PAUSE_MS = 600;

export type EditorTypingResult = {
  scenes: number;
  keyToPaint: { median: number; p95: number };
  pageLayout: { median: number; p95: number; runs: number };
};

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
};
const summary = (values: number[]) => ({
  median: Math.round(quantile(values, 0.5) * 10) / 10,
  p95: Math.round(quantile(values, 0.95) * 10) / 10,
});

/** Records, in the page, each key press's time to the frame after it is handled. */
function recordKeyToPaint() {
  const times: number[] = [];
  (window as unknown as { keyToPaint: number[] }).keyToPaint = times;
  document.addEventListener(
    "keydown",
    (event) => {
      const start = event.timeStamp;
      // The frame that shows the key is painted before the task queued after its rAF runs.
      requestAnimationFrame(() => setTimeout(() => times.push(performance.now() - start), 0));
    },
    true,
  );
}

/** Builds the client, serves it with Big Fish imported, and types in the middle of the script. */
export async function benchEditorTyping(): Promise<EditorTypingResult> {
  const { app, database, cookie, id } = await appWithBigFish("bench_editor", {
    clientDir: path.join(root, "dist", "client"),
  });
  const address = await app.listen({ port: 0, host: "127.0.0.1" });
  const browser = await chromium.launch({
    executablePath: chromiumExecutable(),
    args: CHROMIUM_ARGS,
  });
  try {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const [name, value] = cookie.split("=") as [string, string];
    await context.addCookies([{ name, value, url: address }]);
    const page = await context.newPage();
    await page.goto(`${address}/screenplay/${id}/scenes`);
    await page.getByRole("tab", { name: "Script" }).click();
    const editor = page.getByRole("textbox", { name: "Script" });
    await editor.waitFor();
    const navigator = page.getByTestId("navigator-scene");
    await navigator.first().waitFor();
    const scenes = await navigator.count();
    // The middle of the script: the 95th scene's heading, then the end of its first line of text.
    await navigator.nth(94).getByRole("button").nth(1).click();
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("End");
    await page.evaluate(recordKeyToPaint);
    const words = "and the river keeps rising under the old house ";
    for (let i = 0; i < KEYSTROKES; i++) {
      await page.keyboard.press(
        words[i % words.length] === " " ? "Space" : (words[i % words.length] ?? "a"),
      );
      await page.waitForTimeout((i + 1) % BURST === 0 ? PAUSE_MS : KEY_DELAY_MS);
    }
    // The layout catches up once typing pauses.
    await page.waitForTimeout(1000);
    const keyToPaint = await page.evaluate(
      () => (window as unknown as { keyToPaint: number[] }).keyToPaint,
    );
    const layouts = await page.evaluate(() =>
      performance.getEntriesByName("page-layout").map((entry) => entry.duration),
    );
    return {
      scenes,
      keyToPaint: summary(keyToPaint),
      pageLayout: { ...summary(layouts), runs: layouts.length },
    };
  } finally {
    await browser.close();
    await app.close();
    await database.close();
  }
}
