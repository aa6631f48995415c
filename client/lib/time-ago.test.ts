import { describe, expect, it } from "vitest";
import { timeAgo } from "./time-ago";

const now = new Date("2025-07-15T12:00:00Z");
const wordsFor = (secondsAgo: number) => timeAgo(new Date(now.getTime() - secondsAgo * 1000), now);
const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe("timeAgo", () => {
  it("names the largest whole unit", () => {
    expect(wordsFor(0)).toBe("just now");
    expect(wordsFor(59)).toBe("just now");
    expect(wordsFor(MINUTE)).toBe("1 minute ago");
    expect(wordsFor(2 * MINUTE - 1)).toBe("1 minute ago");
    expect(wordsFor(44 * MINUTE)).toBe("44 minutes ago");
    expect(wordsFor(HOUR)).toBe("1 hour ago");
    expect(wordsFor(23 * HOUR)).toBe("23 hours ago");
    expect(wordsFor(DAY)).toBe("yesterday");
    expect(wordsFor(3 * DAY)).toBe("3 days ago");
    expect(wordsFor(8 * DAY)).toBe("last week");
    expect(wordsFor(60 * DAY)).toBe("2 months ago");
    expect(wordsFor(800 * DAY)).toBe("2 years ago");
  });

  it("words a time still to come", () => {
    expect(wordsFor(-5 * MINUTE)).toBe("in 5 minutes");
  });

  it("answers null for an invalid date instead of words about NaN", () => {
    expect(timeAgo(new Date("not a date"), now)).toBeNull();
  });
});
