import { describe, expect, it } from "vitest";
import { compareScenes } from "./compare";

const scene = (id: number, sceneNumber: number, content = "Text.") => ({
  id,
  sceneNumber,
  heading: `INT. ROOM ${id} - DAY`,
  content,
});

describe("compareScenes", () => {
  it("calls a scene both moved and rewritten changed, with its lines, and one moved scene one move", () => {
    const from = [scene(1, 1), scene(2, 2), scene(3, 3), scene(4, 4)];
    const to = [scene(4, 1, "New text."), scene(1, 2), scene(2, 3), scene(3, 4)];
    expect(compareScenes(from, to).map((s) => [s.status, s.to?.sceneNumber])).toEqual([
      ["changed", 1],
      ["same", 2],
      ["same", 3],
      ["same", 4],
    ]);
    expect(compareScenes(from, to)[0]?.lines).toEqual([
      { op: "same", text: "INT. ROOM 4 - DAY" },
      { op: "del", text: "Text." },
      { op: "add", text: "New text." },
    ]);
    const moved = [scene(1, 1), scene(3, 2), scene(4, 3), scene(2, 4)];
    expect(compareScenes(from, moved).map((s) => s.status)).toEqual([
      "same",
      "same",
      "same",
      "moved",
    ]);
  });

  it("places removed scenes after the scene they followed, and at the start when none did", () => {
    const from = [scene(1, 1), scene(2, 2), scene(3, 3), scene(4, 4)];
    const to = [scene(2, 1), scene(5, 2)];
    expect(compareScenes(from, to).map((s) => [s.status, s.from?.sceneNumber ?? null])).toEqual([
      ["removed", 1],
      ["same", 2],
      ["removed", 3],
      ["removed", 4],
      ["added", null],
    ]);
  });
});
