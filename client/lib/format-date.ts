// Intl rather than date-fns' format(): the same "Jan 5, 2026" without ~3 KB gzip of formatters.
const monthDayYear = new Intl.DateTimeFormat("en-US", {
  month: "short",
  day: "numeric",
  year: "numeric",
});

/** An ISO timestamp as "Jan 5, 2026", in the writer's time zone. */
export function formatDate(iso: string): string {
  return monthDayYear.format(new Date(iso));
}
