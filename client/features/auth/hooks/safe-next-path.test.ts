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

  it("refuses paths a browser would read as another site", () => {
    for (const next of [
      "/%09/evil.example",
      "/%0a/evil.example",
      "/%0d/evil.example",
      "/%5Cevil.example",
      "/%20/evil.example",
      "%2F%2F%2Fevil.example",
      "/%E2%80%8B/evil.example",
    ]) {
      expect(safeNextPath(`next=${next}`), next).toBe("/dashboard");
    }
  });

  it("keeps a query and a fragment of an app path", () => {
    expect(safeNextPath("next=%2Fscreenplay%2F4%2Fscenes%3Fscene%3D2%23top")).toBe(
      "/screenplay/4/scenes?scene=2#top",
    );
  });
});
