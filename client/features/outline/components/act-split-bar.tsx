import { cn } from "#client/lib/cn";
import { ACTS } from "../outline-form";

const SHADES = ["bg-primary", "bg-accent-strong", "bg-foreground"];

/** The 25% / 50% / 25% act split as a bar whose segments are as wide as the acts. */
function ActSplitBar() {
  return (
    <figure className="grid gap-2">
      <figcaption className="text-sm font-medium">Act proportions</figcaption>
      <ol
        className="flex h-12 w-full overflow-hidden rounded-lg text-primary-foreground"
        aria-label="Act proportions"
      >
        {ACTS.map((act, index) => (
          <li
            key={act.key}
            data-testid={`act-share-${act.key}`}
            style={{ flexBasis: `${act.percent}%` }}
            className={cn(
              "flex min-w-0 flex-col items-center justify-center border-r border-surface/40 px-1 text-center last:border-r-0",
              SHADES[index],
            )}
          >
            <span className="truncate text-xs font-semibold sm:text-sm">{act.title}</span>
            <span className="text-xs tabular-nums opacity-90">{act.percent}%</span>
          </li>
        ))}
      </ol>
    </figure>
  );
}

export { ActSplitBar };
