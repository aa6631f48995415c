import { undo } from "@codemirror/commands";
import { act, cleanup, render, screen } from "@testing-library/react";
import * as React from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { pagesLayer } from "./pages";
import { ScreenplayEditor, type ScreenplayEditorHandle } from "./screenplay-editor";

afterEach(cleanup);

function open(props: Partial<React.ComponentProps<typeof ScreenplayEditor>> = {}) {
  const ref = React.createRef<ScreenplayEditorHandle>();
  const onChange = vi.fn();
  const rendered = render(
    <ScreenplayEditor
      ref={ref}
      id="scene-content"
      label="Scene Content"
      value="Rain."
      onChange={onChange}
      startsInScene
      {...props}
    />,
  );
  const view = () => ref.current?.view() ?? null;
  const text = () => view()?.state.doc.toString();
  return { ref, onChange, rendered, view, text };
}

describe("ScreenplayEditor", () => {
  it("is a named multi-line text box that says when it is invalid or busy", () => {
    open({ invalid: true, busy: true, describedBy: "content-error" });
    const box = screen.getByRole("textbox", { name: "Scene Content" });
    expect(box.id).toBe("scene-content");
    expect(box.getAttribute("aria-multiline")).toBe("true");
    expect(box.getAttribute("aria-invalid")).toBe("true");
    expect(box.getAttribute("aria-busy")).toBe("true");
    const describedBy = box.getAttribute("aria-describedby")?.split(" ") ?? [];
    expect(describedBy[0]).toBe("content-error");
    // The keys' help is the other description.
    expect(document.getElementById(describedBy[1] ?? "")?.textContent).toContain("Escape");
  });

  it("names the element at the cursor in its status line", () => {
    open({ value: "" });
    const menu = screen.getByRole("combobox", { name: "Element" }) as HTMLSelectElement;
    expect(menu.value).toBe("action");
    expect(screen.getByTestId("element-announcement").textContent).toBe("Action");
  });

  it("puts text as one undoable edit and reports it; undo gives the text before back", () => {
    const { ref, onChange, view, text } = open();
    act(() => ref.current?.setText("The AI's scene."));
    expect(text()).toBe("The AI's scene.");
    expect(onChange).toHaveBeenLastCalledWith("The AI's scene.");
    act(() => ref.current?.setText(" More.", { append: true }));
    expect(text()).toBe("The AI's scene. More.");
    const editor = view();
    if (!editor) throw new Error("no editor");
    act(() => void undo(editor));
    expect(text()).toBe("The AI's scene.");
    act(() => void undo(editor));
    expect(text()).toBe("Rain.");
  });

  it("takes a new value from outside without reporting it back or making it an undo step", () => {
    const { ref, rendered, onChange, view, text } = open();
    const before = view();
    rendered.rerender(
      <ScreenplayEditor
        ref={ref}
        label="Scene Content"
        value="Streamed."
        onChange={onChange}
        startsInScene
      />,
    );
    expect(view()).toBe(before);
    expect(text()).toBe("Streamed.");
    expect(onChange).not.toHaveBeenCalled();
    const editor = view();
    if (!editor) throw new Error("no editor");
    expect(undo(editor)).toBe(false);
  });

  it("shows the page under the cursor when the pages layer is in", () => {
    open({ extensions: [pagesLayer()] });
    expect(screen.getByTestId("page-position").textContent).toBe("Page 1 of 1");
  });
});
