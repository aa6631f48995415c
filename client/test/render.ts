import { act, type ReactNode } from "react";
import { createRoot, type Root } from "react-dom/client";

// Tells React that updates are wrapped in act() (no "not wrapped in act" warnings).
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** Renders into a fresh container of the (happy-dom) document; returns it and a cleanup. */
export function render(ui: ReactNode): { container: HTMLElement; unmount: () => void } {
  const container = document.createElement("div");
  document.body.append(container);
  let root: Root | undefined;
  act(() => {
    root = createRoot(container);
    root.render(ui);
  });
  return {
    container,
    unmount: () => {
      act(() => root?.unmount());
      container.remove();
    },
  };
}

export function click(element: Element | null | undefined) {
  if (!element) throw new Error("nothing to click");
  act(() => {
    element.dispatchEvent(new MouseEvent("click", { bubbles: true }));
  });
}

export function byText(container: HTMLElement, selector: string, text: string) {
  return [...container.querySelectorAll(selector)].find((el) => el.textContent?.trim() === text);
}
