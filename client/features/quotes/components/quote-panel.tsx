import { QuoteIcon, SparklesIcon } from "lucide-react";
import { Button } from "#client/components/ui/button";
import { Skeleton } from "#client/components/ui/skeleton";
import { useQuotes } from "#client/entities/quotes/get-quotes";
import { cn } from "#client/lib/cn";
import { QUOTE_FADE_MS, useRotatingQuote } from "../hooks/use-rotating-quote";

/** The inspiration panel under the dashboard grid. */
function QuotePanel() {
  const { data, isPending, isError } = useQuotes();
  const { item, visible, next } = useRotatingQuote(data);

  return (
    <section
      aria-labelledby="quote-panel-title"
      className="rounded-xl border border-border bg-surface p-6 shadow-sm sm:p-8"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2
          id="quote-panel-title"
          className="flex items-center gap-2 text-sm font-semibold tracking-wide text-muted-foreground uppercase"
        >
          <QuoteIcon className="size-4 text-primary" aria-hidden="true" />
          Inspiration
        </h2>
        <Button variant="outline" size="sm" onClick={next} disabled={!data || data.length < 2}>
          <SparklesIcon aria-hidden="true" />
          Inspire Me
        </Button>
      </div>
      <div className="mt-5 min-h-28">
        {isPending ? (
          <div className="grid gap-2" role="status" aria-label="Loading quote">
            <Skeleton className="h-5 w-full" />
            <Skeleton className="h-5 w-3/4" />
            <Skeleton className="mt-2 h-4 w-1/3" />
          </div>
        ) : isError ? (
          <p className="text-sm text-destructive" role="alert">
            Failed to load quotes
          </p>
        ) : item ? (
          <figure
            data-testid="quote"
            data-visible={visible}
            style={{ transitionDuration: `${QUOTE_FADE_MS}ms` }}
            className={cn("transition-opacity", visible ? "opacity-100" : "opacity-0")}
          >
            <blockquote className="font-serif text-xl leading-relaxed text-balance sm:text-2xl">
              “{item.quote}”
            </blockquote>
            <figcaption className="mt-4 text-sm text-muted-foreground">
              <span className="font-medium text-foreground">{item.character}</span>,{" "}
              <cite className="not-italic">
                {item.movie} ({item.year})
              </cite>
              <span className="block sm:inline">
                <span className="hidden sm:inline"> · </span>Written by {item.writer}
              </span>
            </figcaption>
          </figure>
        ) : (
          <p className="text-sm text-muted-foreground">No quotes to show yet.</p>
        )}
      </div>
    </section>
  );
}

export { QuotePanel };
