import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import * as React from "react";
import { afterEach, describe, expect, it } from "vitest";
import { useChoiceDialog } from "./use-choice-dialog";

afterEach(cleanup);

/** A screen that asks before replacing the writer's words, and shows what the answer was. */
function Screen() {
  const choice = useChoiceDialog<"replace" | "append">();
  const [answer, setAnswer] = React.useState("none yet");
  async function generate() {
    const chosen = await choice.ask({
      title: "Replace your logline?",
      description: "The AI's logline would replace the one you wrote.",
      choices: [
        { value: "append", label: "Keep both" },
        { value: "replace", label: "Replace my logline" },
      ],
    });
    setAnswer(String(chosen));
  }
  return (
    <>
      <button type="button" onClick={() => void generate()}>
        Generate
      </button>
      <output>{answer}</output>
      {choice.dialog}
    </>
  );
}

async function openQuestion() {
  const user = userEvent.setup();
  render(<Screen />);
  await user.click(screen.getByRole("button", { name: "Generate" }));
  return { user, dialog: await screen.findByRole("alertdialog") };
}

describe("useChoiceDialog", () => {
  it("asks with its title, description and choices; the last choice is the default", async () => {
    const { dialog } = await openQuestion();
    expect(screen.getByRole("heading", { name: "Replace your logline?" })).toBeTruthy();
    expect(screen.getByText("The AI's logline would replace the one you wrote.")).toBeTruthy();
    const buttons = [...dialog.querySelectorAll("button")].map((b) => b.textContent);
    expect(buttons).toEqual(["Cancel", "Keep both", "Replace my logline"]);
    expect(document.activeElement?.textContent).toBe("Replace my logline");
  });

  it("answers with the value of the choice clicked, and closes", async () => {
    const { user } = await openQuestion();
    await user.click(screen.getByRole("button", { name: "Keep both" }));
    expect(screen.queryByRole("alertdialog")).toBeNull();
    expect(screen.getByRole("status").textContent).toBe("append");
  });

  it("answers null for Cancel and for Escape", async () => {
    const { user } = await openQuestion();
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("alertdialog")).toBeNull();
    expect(screen.getByRole("status").textContent).toBe("null");

    await user.click(screen.getByRole("button", { name: "Generate" }));
    await user.click(await screen.findByRole("button", { name: "Replace my logline" }));
    expect(screen.getByRole("status").textContent).toBe("replace");
    await user.click(screen.getByRole("button", { name: "Generate" }));
    await screen.findByRole("alertdialog");
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("alertdialog")).toBeNull();
    expect(screen.getByRole("status").textContent).toBe("null");
  });
});
