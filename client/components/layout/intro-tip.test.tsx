import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { IntroTip } from "./intro-tip";

beforeEach(() => window.localStorage.clear());
afterEach(cleanup);

describe("IntroTip", () => {
  it("stays dismissed for its id, and only its id", async () => {
    const user = userEvent.setup();
    const first = render(
      <IntroTip id="scenes" title="Scene tip">
        Start late, leave early.
      </IntroTip>,
    );
    expect(first.container.textContent).toContain("Start late, leave early.");
    await user.click(screen.getByRole("button", { name: "Dismiss tip" }));
    expect(first.container.textContent).toBe("");
    expect(window.localStorage.getItem("scriptwright:intro-tip:scenes")).toBe("dismissed");
    first.unmount();

    const again = render(
      <>
        <IntroTip id="scenes" title="Scene tip">
          Start late, leave early.
        </IntroTip>
        <IntroTip id="outline" title="Outline tip">
          Three acts.
        </IntroTip>
      </>,
    );
    expect(again.container.textContent).not.toContain("Start late");
    expect(again.container.textContent).toContain("Three acts.");
  });
});
