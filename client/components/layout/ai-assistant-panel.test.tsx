// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";
import { byText, click, render } from "../../test/render";
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

describe("AiAssistantPanel", () => {
  it("lists suggestions; Apply calls back and removes that suggestion", () => {
    const onApply = vi.fn();
    const { container, unmount } = render(
      <AiAssistantPanel suggestions={suggestions} onApply={onApply} />,
    );
    cleanup = unmount;
    expect(container.textContent).toContain("AI Assistant");
    expect(container.textContent).toContain("Raise the stakes");
    expect(container.textContent).toContain("Start later in the scene.");
    const applyButtons = [...container.querySelectorAll("button")].filter(
      (b) => b.textContent === "Apply",
    );
    expect(applyButtons).toHaveLength(1); // only suggestions that can be applied

    click(applyButtons[0]);
    expect(onApply).toHaveBeenCalledWith(suggestions[0]);
    expect(container.textContent).not.toContain("Raise the stakes");
    expect(container.textContent).toContain("Cut the opening");
  });

  it("shows the suggestion count when collapsed", () => {
    const { container, unmount } = render(<AiAssistantPanel suggestions={suggestions} />);
    cleanup = unmount;
    const toggle = byText(container, "button", "AI Assistant");
    expect(toggle?.getAttribute("aria-expanded")).toBe("true");
    click(container.querySelector("button[aria-expanded]"));
    expect(container.querySelector("button[aria-expanded]")?.getAttribute("aria-expanded")).toBe(
      "false",
    );
    expect(container.textContent).toContain("2 suggestions");
    expect(container.textContent).not.toContain("Cut the opening");
  });
});
