import { describe, expect, it } from "vitest";
import { reducer } from "./use-toast";

const make = (id: string) => ({ id, title: id, open: true });

describe("toast reducer", () => {
  it("keeps at most one toast, the newest", () => {
    const one = reducer({ toasts: [] }, { type: "ADD_TOAST", toast: make("1") });
    const two = reducer(one, { type: "ADD_TOAST", toast: make("2") });
    expect(two.toasts.map((t) => t.id)).toEqual(["2"]);
  });

  it("updates, dismisses (closes) and removes", () => {
    let state = reducer({ toasts: [] }, { type: "ADD_TOAST", toast: make("1") });
    state = reducer(state, { type: "UPDATE_TOAST", toast: { id: "1", title: "changed" } });
    expect(state.toasts[0]?.title).toBe("changed");
    state = reducer(state, { type: "DISMISS_TOAST", toastId: "1" });
    expect(state.toasts[0]?.open).toBe(false);
    state = reducer(state, { type: "REMOVE_TOAST", toastId: "1" });
    expect(state.toasts).toEqual([]);
  });
});
