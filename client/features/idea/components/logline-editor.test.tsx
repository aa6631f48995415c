import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import * as React from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { LoglineEditor } from "./logline-editor";

afterEach(cleanup);

/** No save and no Continue under way. */
const IDLE = { onContinue: () => {}, saving: false, continuing: false };

/** The editor as the idea screen holds it: the field reports its text, the screen passes it back. */
function Screen({ saved = "", onSave = () => {} }: { saved?: string; onSave?: () => void }) {
  const [value, setValue] = React.useState(saved);
  const field = React.useRef<HTMLTextAreaElement>(null);
  return (
    <LoglineEditor
      {...IDLE}
      fieldRef={field}
      initialValue={saved}
      value={value}
      savedValue={saved}
      onChange={setValue}
      onSave={onSave}
    />
  );
}

const counter = () => screen.getByTestId("logline-word-count");

describe("LoglineEditor", () => {
  it("counts words and characters as the writer types, one word in the singular", async () => {
    const user = userEvent.setup();
    render(<Screen />);
    expect(counter().textContent).toBe("0 words · 0/200 characters");
    expect(screen.getByText("aim for 25-50 words within 200 characters")).toBeTruthy();

    await user.type(screen.getByLabelText("Logline"), "Keeper");
    expect(counter().textContent).toBe("1 word · 6/200 characters");
    // Runs of spaces separate words once; the characters are the trimmed text's, as saved.
    await user.type(screen.getByLabelText("Logline"), " of   the light ");
    expect(counter().textContent).toBe("4 words · 21/200 characters");
  });

  it("turns green between 25 and 50 words, and stays plain outside them", async () => {
    const user = userEvent.setup();
    render(<Screen />);
    await user.click(screen.getByLabelText("Logline"));
    await user.paste("word ".repeat(24).trim());
    expect(counter().textContent).toBe("24 words · 119/200 characters");
    expect(counter().className).toContain("text-foreground");
    await user.paste(" word");
    expect(counter().textContent).toBe("25 words · 124/200 characters");
    expect(counter().className).toContain("text-success");
  });

  it("past 200 characters: red, the field invalid, and the alert that blocks saving", async () => {
    const user = userEvent.setup();
    render(<Screen />);
    const field = screen.getByLabelText("Logline");
    await user.click(field);
    await user.paste("x".repeat(200));
    expect(screen.queryByRole("alert")).toBeNull();
    expect(field.getAttribute("aria-invalid")).toBe("false");

    await user.paste("y");
    expect(counter().textContent).toBe("1 word · 201/200 characters");
    expect(counter().className).toContain("text-destructive");
    expect(screen.getByRole("alert").textContent).toBe(
      "Logline must be at most 200 characters. Tighten it before saving.",
    );
    expect(field.getAttribute("aria-invalid")).toBe("true");
    expect(field.getAttribute("aria-describedby")).toContain("-error");
  });

  it("says the saved logline is still the previous one once the writer changes it", async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    render(<Screen saved="A keeper relights the lamp." onSave={onSave} />);
    const unsaved = "Unsaved changes. The saved logline is still the previous one.";
    expect(screen.queryByText(unsaved)).toBeNull();

    await user.type(screen.getByLabelText("Logline"), " Again.");
    expect(screen.getByText(unsaved)).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Save Logline" }));
    expect(onSave).toHaveBeenCalledTimes(1);
    expect(screen.getByRole("button", { name: "Continue to Outline" })).toBeTruthy();
  });
});
