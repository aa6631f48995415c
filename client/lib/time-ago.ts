// The platform's Intl.RelativeTimeFormat says "5 minutes ago" in the browser's own rules, without
// the date-fns formatter and locale the browser would otherwise load for this one sentence.
const relative = new Intl.RelativeTimeFormat("en", { numeric: "auto" });

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ["year", 365 * 24 * 3600],
  ["month", 30 * 24 * 3600],
  ["week", 7 * 24 * 3600],
  ["day", 24 * 3600],
  ["hour", 3600],
  ["minute", 60],
];

/** "just now", "5 minutes ago", "yesterday", "in 2 hours"; null when the date is invalid. */
export function timeAgo(date: Date, now: Date = new Date()): string | null {
  const seconds = (date.getTime() - now.getTime()) / 1000;
  if (Number.isNaN(seconds)) return null;
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return relative.format(Math.trunc(seconds / size), unit);
  }
  return "just now";
}
