import type { MalformedHeading } from "./statistics.schema";

const PREFIX = /^(INT|EXT|EST|INT\.?\/EXT|EXT\.?\/INT|I\/E)[.\s]/i;
/**
 * " - " between location and time of day. The spaces before the dash are matched only from the
 * start of their run (the look-behind): tried from each of its characters, a long run of spaces
 * with no dash after it took quadratic time.
 */
const DASH = /(?:^|(?<!\s)\s+)[-–—]\s+/;

/** What is wrong with a scene heading by the usual "INT. LOCATION - DAY" convention, if anything. */
export function headingProblem(heading: string): string | undefined {
  const text = heading.trim();
  if (!PREFIX.test(text)) return "does not start with INT. or EXT.";
  const rest = text.replace(PREFIX, "").trim();
  const [location = "", ...time] = rest.split(DASH);
  if (!location.replace(/[.\s-]/g, "")) return "has no location";
  if (time.length === 0 || !time.join("").trim()) return "has no time of day (INT. LOCATION - DAY)";
  if (text !== text.toUpperCase()) return "is not in capitals";
  return undefined;
}

export function malformedHeadings(headings: string[]): MalformedHeading[] {
  return headings.flatMap((heading, i) => {
    const problem = headingProblem(heading);
    return problem ? [{ index: i + 1, heading, problem }] : [];
  });
}
