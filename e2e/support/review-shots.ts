import type { Page } from "@playwright/test";

/** The sizes a person reviews the design at: two laptop screens and a phone. */
const REVIEW_SIZES = [
  { width: 1440, height: 900 },
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
];

/**
 * With SHOTS_DIR set, saves the page at each review size as `<width>x<height>-<name>.png`, then
 * gives the page its size back; without it, does nothing. `reopen` brings back what a resize
 * closes (an open menu) before each picture.
 */
export async function reviewShots(
  page: Page,
  name: string,
  options: { reopen?: (page: Page) => Promise<void>; fullPage?: boolean } = {},
) {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  const before = page.viewportSize();
  for (const size of REVIEW_SIZES) {
    await page.setViewportSize(size);
    await options.reopen?.(page);
    // A picture for a person, not an assertion: a moment for the new layout to settle.
    await page.waitForTimeout(150);
    await page.screenshot({
      path: `${dir}/${size.width}x${size.height}-${name}.png`,
      fullPage: options.fullPage,
    });
  }
  if (before) await page.setViewportSize(before);
}
