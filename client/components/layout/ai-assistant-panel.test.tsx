import { act } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { byText, click, render } from "../../test/render";
import { AiAssistantBar } from "./ai-assistant-bar";
import { AiAssistantDock, AiAssistantProvider, useAiAssistant } from "./ai-assistant-context";
import { AiAssistantPanel, type AssistantSuggestion } from "./ai-assistant-panel";

const suggestions: AssistantSuggestion[] = [
  {
    id: "a",
    title: "Raise the stakes",
    description: "Give the midpoint a ticking clock.",
    canApply: true,
  },
  { id: "b", title: "Cut the opening", description: "Start later in the scene." },
];

let cleanup: () => void = () => {};
afterEach(() => cleanup());

const buttons = (container: HTMLElement, name: string) =>
  [...container.querySelectorAll("button")].filter((b) => b.textContent === name);
const toggleOf = (container: HTMLElement) => container.querySelector("button[aria-expanded]");

describe("AiAssistantPanel", () => {
  it("offers Apply where a suggestion has somewhere to go, Dismiss where it has not", () => {
    const onApply = vi.fn();
    const onDismiss = vi.fn();
    const { container, unmount } = render(
      <AiAssistantPanel suggestions={suggestions} onApply={onApply} onDismiss={onDismiss} />,
    );
    cleanup = unmount;
    expect(container.textContent).toContain("Raise the stakes");
    expect(container.textContent).toContain("Start later in the scene.");
    expect(buttons(container, "Apply")).toHaveLength(1);
    expect(buttons(container, "Dismiss")).toHaveLength(1);

    click(buttons(container, "Apply")[0]);
    expect(onApply).toHaveBeenCalledWith(suggestions[0]);
    click(buttons(container, "Dismiss")[0]);
    expect(onDismiss).toHaveBeenCalledWith(suggestions[1]);
  });

  it("shows the suggestion count when collapsed", () => {
    const { container, unmount } = render(<AiAssistantPanel suggestions={suggestions} />);
    cleanup = unmount;
    expect(byText(container, "button", "AI Assistant")?.getAttribute("aria-expanded")).toBe("true");
    click(toggleOf(container));
    expect(toggleOf(container)?.getAttribute("aria-expanded")).toBe("false");
    expect(container.textContent).toContain("2 suggestions");
    expect(container.textContent).not.toContain("Cut the opening");
  });
});

describe("AiAssistantBar", () => {
  it("starts folded with the count, opens on request, and folds on Escape or a tap outside", () => {
    const { container, unmount } = render(<AiAssistantBar suggestions={suggestions} />);
    cleanup = unmount;
    expect(toggleOf(container)?.getAttribute("aria-expanded")).toBe("false");
    expect(container.textContent).toContain("2 suggestions");
    expect(container.textContent).not.toContain("Raise the stakes");

    click(toggleOf(container));
    expect(container.textContent).toContain("Raise the stakes");
    act(() => {
      document.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape", bubbles: true }));
    });
    expect(container.textContent).not.toContain("Raise the stakes");
    expect(document.activeElement).toBe(toggleOf(container));

    click(toggleOf(container));
    act(() => {
      container
        .querySelector("li")
        ?.dispatchEvent(new PointerEvent("pointerdown", { bubbles: true }));
    });
    expect(container.textContent).toContain("Raise the stakes");
    // A question the panel asked (a dialog elsewhere in the page) is not a tap outside.
    const question = document.createElement("div");
    question.setAttribute("role", "alertdialog");
    document.body.append(question);
    act(() => {
      question.dispatchEvent(new PointerEvent("pointerdown", { bubbles: true }));
    });
    question.remove();
    expect(container.textContent).toContain("Raise the stakes");
    act(() => {
      document.body.dispatchEvent(new PointerEvent("pointerdown", { bubbles: true }));
    });
    expect(container.textContent).not.toContain("Raise the stakes");
  });
});

function Tips() {
  useAiAssistant(suggestions);
  return null;
}

describe("AiAssistantProvider", () => {
  it("shows the panel only while something feeds it; Dismiss hides a screen's own tip", () => {
    const { container, unmount } = render(
      <AiAssistantProvider>
        <Tips />
        <AiAssistantDock />
      </AiAssistantProvider>,
    );
    cleanup = unmount;
    if (toggleOf(container)?.getAttribute("aria-expanded") === "false") click(toggleOf(container));
    expect(container.textContent).toContain("Cut the opening");
    click(buttons(container, "Dismiss")[0]);
    expect(container.textContent).not.toContain("Cut the opening");
    expect(container.textContent).toContain("Raise the stakes");
  });
});
