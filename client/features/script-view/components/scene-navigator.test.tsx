import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { NavigatorScene } from "./navigator-item";
import { SceneNavigator } from "./scene-navigator";

afterEach(cleanup);

const SCENES: NavigatorScene[] = [
  { id: 11, number: 1, heading: "INT. DINER - NIGHT", beat: "Maya waits.", page: 1 },
  { id: 12, number: 2, heading: "INT. WAREHOUSE - NIGHT", beat: null, page: 2 },
  { id: -1, number: null, heading: "EXT. ROOF - NIGHT", beat: null, page: 4 },
];

function navigator() {
  const onJump = vi.fn();
  const onMove = vi.fn();
  render(<SceneNavigator items={SCENES} onJump={onJump} onMove={onMove} />);
  return { onJump, onMove, list: screen.getByRole("list", { name: "Scenes (3)" }) };
}

describe("the scene navigator", () => {
  it("lists every scene with its number, heading, beat and page, in a labelled list", () => {
    const { list } = navigator();
    const items = within(list).getAllByRole("listitem");
    expect(items.map((item) => item.textContent?.replaceAll("\u00a0", " "))).toEqual([
      "1INT. DINER - NIGHTMaya waits.page p. 1",
      "2INT. WAREHOUSE - NIGHTpage p. 2",
      "newEXT. ROOF - NIGHTpage p. 4",
    ]);
  });

  it("names each drag handle after its scene and tells how to move it with the keyboard", () => {
    navigator();
    const handle = screen.getByRole("button", { name: "Move scene 2, INT. WAREHOUSE - NIGHT" });
    expect(handle.getAttribute("aria-roledescription")).toBe("sortable");
    const help = document.getElementById(handle.getAttribute("aria-describedby") ?? "");
    expect(help?.textContent).toContain("move it with the up and down arrow keys");
    expect(
      screen.getByRole("button", { name: "Move the new scene, EXT. ROOF - NIGHT" }),
    ).toBeTruthy();
  });

  it("jumps to a scene on a click and on Enter", async () => {
    const user = userEvent.setup();
    const { onJump, list } = navigator();
    const [, warehouse, roof] = within(list).getAllByRole("listitem");
    await user.click(within(warehouse as HTMLElement).getByRole("button", { name: /^2 / }));
    within(roof as HTMLElement)
      .getByRole("button", { name: /^new / })
      .focus();
    await user.keyboard("{Enter}");
    expect(onJump.mock.calls).toEqual([[12], [-1]]);
  });
});
