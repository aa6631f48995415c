import { describe, expect, it } from "vitest";
import { safeNextPath } from "./safe-next-path";

describe("safeNextPath", () => {
  it("keeps a path inside the app", () => {
    expect(safeNextPath("next=%2Fscreenplay%2F4%2Fidea")).toBe("/screenplay/4/idea");
  });

  it("falls back to the dashboard for anything else", () => {
    expect(safeNextPath("")).toBe("/dashboard");
    expect(safeNextPath("next=https%3A%2F%2Fevil.example")).toBe("/dashboard");
    expect(safeNextPath("next=%2F%2Fevil.example")).toBe("/dashboard");
    expect(safeNextPath("next=javascript%3Aalert(1)")).toBe("/dashboard");
  });
});
