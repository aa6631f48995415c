import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactElement } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { discardPending, useUnsavedChanges } from "./unsaved-changes";
import { UnsavedChangesGuard } from "./unsaved-changes-guard";

beforeEach(() => window.history.replaceState(null, "", "/screenplay/1/outline"));
afterEach(() => {
  cleanup();
  discardPending();
});

/** A step screen whose outline form holds edits that are not saved, with a link away from it. */
function Screen({ dirty = true, save }: { dirty?: boolean; save?: () => Promise<unknown> }) {
  useUnsavedChanges(dirty, { label: "the outline", ...(save ? { save } : {}) });
  return (
    <>
      <a href="/dashboard">Dashboard</a>
      <UnsavedChangesGuard />
    </>
  );
}

const QUESTION = "You have unsaved changes in the outline. Leave without saving?";

async function clickAway(screenUi: ReactElement) {
  const user = userEvent.setup();
  render(screenUi);
  await user.click(screen.getByRole("link", { name: "Dashboard" }));
  return user;
}

describe("UnsavedChangesGuard", () => {
  it("lets a link go when nothing is unsaved", async () => {
    await clickAway(<Screen dirty={false} />);
    expect(screen.queryByRole("alertdialog")).toBeNull();
  });

  it("stops a link while edits are unsaved and asks; Stay keeps the writer where they were", async () => {
    const user = await clickAway(<Screen />);
    expect(screen.getByRole("heading", { name: "Leave without saving?" })).toBeTruthy();
    expect(screen.getByText(QUESTION)).toBeTruthy();
    expect(window.location.pathname).toBe("/screenplay/1/outline");

    await user.click(screen.getByRole("button", { name: "Stay" }));
    expect(screen.queryByRole("alertdialog")).toBeNull();
    expect(window.location.pathname).toBe("/screenplay/1/outline");
  });

  it("Leave without saving forgets the edits and goes where the link pointed", async () => {
    const save = vi.fn(() => Promise.resolve());
    const user = await clickAway(<Screen save={save} />);
    await user.click(screen.getByRole("button", { name: "Leave without saving" }));
    expect(save).not.toHaveBeenCalled();
    expect(window.location.pathname).toBe("/dashboard");
    expect(screen.queryByRole("alertdialog")).toBeNull();
  });

  it("Save and leave saves first, then goes", async () => {
    const save = vi.fn(() => Promise.resolve());
    const user = await clickAway(<Screen save={save} />);
    await user.click(screen.getByRole("button", { name: "Save and leave" }));
    expect(save).toHaveBeenCalledTimes(1);
    expect(window.location.pathname).toBe("/dashboard");
  });

  it("stays, still asking, when the save fails", async () => {
    const save = vi.fn(() => Promise.reject(new Error("409")));
    const user = await clickAway(<Screen save={save} />);
    await user.click(screen.getByRole("button", { name: "Save and leave" }));
    expect(save).toHaveBeenCalledTimes(1);
    expect(screen.getByText(QUESTION)).toBeTruthy();
    expect(window.location.pathname).toBe("/screenplay/1/outline");
  });
});
