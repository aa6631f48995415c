import { describe, expect, it } from "vitest";
import { formatDate } from "./format-date";

const localIso = (year: number, month: number, day: number) =>
  new Date(year, month - 1, day, 12).toISOString();

describe("formatDate", () => {
  it("writes a date as 'Jan 5, 2026' (what date-fns' 'MMM d, yyyy' gave), in local time", () => {
    expect(formatDate(localIso(2026, 1, 5))).toBe("Jan 5, 2026");
    expect(formatDate(localIso(2025, 9, 30))).toBe("Sep 30, 2025");
    expect(formatDate(localIso(2024, 5, 1))).toBe("May 1, 2024");
    expect(formatDate(localIso(2024, 12, 31))).toBe("Dec 31, 2024");
  });
});
