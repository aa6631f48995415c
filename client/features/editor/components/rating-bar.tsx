import { Progress } from "#client/components/ui/progress";

/** A 0–10 rating as a labelled bar. */
function RatingBar({ label, rating }: { label: string; rating: number }) {
  const value = Math.max(0, Math.min(10, rating));
  const shown = Number.isInteger(value) ? value : value.toFixed(1);
  return (
    <div className="grid gap-1.5" data-testid="rating">
      <div className="flex items-baseline justify-between gap-2 text-sm">
        <span className="font-medium">{label}</span>
        <span className="tabular-nums text-muted-foreground">{shown}/10</span>
      </div>
      <Progress value={value * 10} aria-label={`${label}: ${shown} out of 10`} />
    </div>
  );
}

export { RatingBar };
