import type { Locator } from "@playwright/test";

/** A control that something else sits on top of, and what is there instead. */
export type Covered = { control: string; covering: string };

/*
 * What a writer reaches for: the enabled buttons and links, and, in a dialog, its fields too.
 * Radix checkboxes, tabs and selects are buttons or have a role of their own.
 */
const CONTROLS = [
  "button:not([disabled])",
  "a[href]",
  "[role=tab]",
  "[role=checkbox]",
  "[role=combobox]",
  "input:not([type=hidden]):not([disabled])",
  "textarea:not([disabled])",
  "select:not([disabled])",
].join(",");

/**
 * Scrolls each control inside `root` into view, as the browser would to reach it (honouring
 * the page's scroll padding), and asks the browser what is drawn at the control's centre.
 * Returns how many controls it checked and those whose centre shows something else. Controls inside `skip` (e.g. the
 * AI Assistant itself) are not checked.
 */
export async function coveredControls(root: Locator, { skip }: { skip?: string } = {}) {
  return root.evaluate(
    async (element, { selector, skipSelector }) => {
      // A dialog or sheet still sliding in is not where it will be: wait for it to settle.
      const finite = document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
      await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
      const nameOf = (node: Element | null) => {
        if (!node) return "nothing";
        const label = node.getAttribute("aria-label") ?? node.textContent?.trim().slice(0, 40);
        const region = node.closest("[aria-label]")?.getAttribute("aria-label");
        return `<${node.tagName.toLowerCase()}> ${label ?? ""}${region ? ` in "${region}"` : ""}`;
      };
      const covered: { control: string; covering: string }[] = [];
      let checked = 0;
      for (const control of element.querySelectorAll<HTMLElement>(selector)) {
        if (skipSelector && control.closest(skipSelector)) continue;
        // A stand-in only scripts see (a styled select's native twin) is nobody's to click.
        if (control.closest("[aria-hidden=true]")) continue;
        if (control.getClientRects().length === 0) continue; // not rendered (a closed menu)
        const style = getComputedStyle(control);
        if (style.visibility === "hidden" || style.opacity === "0") continue;
        control.scrollIntoView({ block: "nearest", inline: "nearest", behavior: "instant" });
        const box = control.getBoundingClientRect();
        if (box.width <= 1 || box.height <= 1) continue; // visually hidden (a skip link)
        checked += 1;
        const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
        const label = hit?.closest("label");
        const labels = label && (control as HTMLInputElement).labels;
        const ownLabel = labels ? [...labels].includes(label) : false;
        if (hit && (control === hit || control.contains(hit) || ownLabel)) continue;
        covered.push({ control: nameOf(control), covering: nameOf(hit) });
      }
      return { checked, covered };
    },
    { selector: CONTROLS, skipSelector: skip ?? "" },
  );
}
