import { describe, expect, it } from "vitest";
import { isoTimestamp } from "./iso-timestamp";

describe("isoTimestamp", () => {
  it.each([
    ["2026-11-21T06:28:53.675+00:00", "2026-11-21T06:28:53.675Z"],
    ["2026-11-21T06:28:53.67+00:00", "2026-11-21T06:28:53.670Z"],
    ["2026-11-21T06:28:53.6+00:00", "2026-11-21T06:28:53.600Z"],
    ["2026-11-21T06:28:53+00:00", "2026-11-21T06:28:53.000Z"],
    ["2026-11-21T06:28:53.675912+00:00", "2026-11-21T06:28:53.675Z"],
  ])("re-cuts the UTC value %s", (value, iso) => {
    expect(isoTimestamp(value)).toBe(iso);
    expect(iso).toBe(new Date(value).toISOString());
  });

  it.each([
    ["2026-11-21 06:28:53.675+00", "2026-11-21T06:28:53.675Z"],
    ["2026-11-21 06:28:53.6+00", "2026-11-21T06:28:53.600Z"],
    ["2026-11-21 06:28:53+00", "2026-11-21T06:28:53.000Z"],
  ])("re-cuts the UTC text %s", (value, iso) => {
    expect(isoTimestamp(value)).toBe(iso);
  });

  it("parses a value in another zone, in either form", () => {
    expect(isoTimestamp("2026-11-21T08:28:53.5+02:00")).toBe("2026-11-21T06:28:53.500Z");
    expect(isoTimestamp("2026-11-21 08:28:53.5+02")).toBe("2026-11-21T06:28:53.500Z");
  });
});
