import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { click, render } from "../../test/render";
import { IntroTip } from "./intro-tip";

let cleanup: () => void = () => {};
beforeEach(() => window.localStorage.clear());
afterEach(() => cleanup());

describe("IntroTip", () => {
  it("stays dismissed for its id, and only its id", () => {
    const first = render(
      <IntroTip id="scenes" title="Scene tip">
        Start late, leave early.
      </IntroTip>,
    );
    expect(first.container.textContent).toContain("Start late, leave early.");
    click(first.container.querySelector('button[aria-label="Dismiss tip"]'));
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
    cleanup = again.unmount;
    expect(again.container.textContent).not.toContain("Start late");
    expect(again.container.textContent).toContain("Three acts.");
  });
});
