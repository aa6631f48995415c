import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
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

afterEach(cleanup);

const buttons = (name: string) => screen.queryAllByRole("button", { name });
/** The header button; folded, its name also says how many suggestions there are. */
const toggle = () => screen.getByRole("button", { name: /^AI Assistant/ });

describe("AiAssistantPanel", () => {
  it("offers Apply where a suggestion has somewhere to go, Dismiss where it has not", async () => {
    const user = userEvent.setup();
    const onApply = vi.fn();
    const onDismiss = vi.fn();
    const { container } = render(
      <AiAssistantPanel suggestions={suggestions} onApply={onApply} onDismiss={onDismiss} />,
    );
    expect(container.textContent).toContain("Raise the stakes");
    expect(container.textContent).toContain("Start later in the scene.");
    expect(buttons("Apply")).toHaveLength(1);
    expect(buttons("Dismiss")).toHaveLength(1);

    await user.click(screen.getByRole("button", { name: "Apply" }));
    expect(onApply).toHaveBeenCalledWith(suggestions[0]);
    await user.click(screen.getByRole("button", { name: "Dismiss" }));
    expect(onDismiss).toHaveBeenCalledWith(suggestions[1]);
  });

  it("shows the suggestion count when collapsed", async () => {
    const user = userEvent.setup();
    const { container } = render(<AiAssistantPanel suggestions={suggestions} />);
    expect(screen.getByRole("button", { name: "AI Assistant" }).getAttribute("aria-expanded")).toBe(
      "true",
    );
    await user.click(toggle());
    expect(toggle().getAttribute("aria-expanded")).toBe("false");
    expect(container.textContent).toContain("2 suggestions");
    expect(container.textContent).not.toContain("Cut the opening");
  });
});

describe("AiAssistantBar", () => {
  it("starts folded with the count, opens on request, and folds on Escape or a tap outside", async () => {
    const user = userEvent.setup();
    const { container } = render(<AiAssistantBar suggestions={suggestions} />);
    expect(toggle().getAttribute("aria-expanded")).toBe("false");
    expect(container.textContent).toContain("2 suggestions");
    expect(container.textContent).not.toContain("Raise the stakes");

    await user.click(toggle());
    expect(container.textContent).toContain("Raise the stakes");
    await user.keyboard("{Escape}");
    expect(container.textContent).not.toContain("Raise the stakes");
    expect(document.activeElement).toBe(toggle());

    await user.click(toggle());
    await user.click(screen.getByText("Give the midpoint a ticking clock."));
    expect(container.textContent).toContain("Raise the stakes");
    // A question the panel asked (a dialog elsewhere in the page) is not a tap outside.
    const question = document.createElement("div");
    question.setAttribute("role", "alertdialog");
    document.body.append(question);
    await user.click(question);
    question.remove();
    expect(container.textContent).toContain("Raise the stakes");
    await user.click(document.body);
    expect(container.textContent).not.toContain("Raise the stakes");
  });
});

function Tips() {
  useAiAssistant(suggestions);
  return null;
}

describe("AiAssistantProvider", () => {
  it("shows the panel only while something feeds it; Dismiss hides a screen's own tip", async () => {
    const user = userEvent.setup();
    const { container } = render(
      <AiAssistantProvider>
        <Tips />
        <AiAssistantDock />
      </AiAssistantProvider>,
    );
    if (toggle().getAttribute("aria-expanded") === "false") await user.click(toggle());
    expect(container.textContent).toContain("Cut the opening");
    await user.click(screen.getByRole("button", { name: "Dismiss" }));
    expect(container.textContent).not.toContain("Cut the opening");
    expect(container.textContent).toContain("Raise the stakes");
  });
});
